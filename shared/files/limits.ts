/**
 * Limits of the file formats (DESIGN §5), read from the one table of limits (shared/limits.ts): a
 * file is untrusted input, its size is checked before it is parsed, and every list, text and number
 * has the bound the engine keeps, so that a value a file may hold is a value the engine accepts.
 */

import { fileLanguage } from './messages';

export { MAX_FILE_BYTES, utf8Length } from '../limits';

/** The file name suffix of the Paravent files it saves (the desktop association, issue 18). */
export const PARAVENT_FILE_SUFFIX = '.paravent';

/** The suffix of the files saved before `.paravent` (still opened, still associated). */
export const PARAVENT_OLD_SUFFIX = '.paravent.json';

/**
 * The suffix a saved file gets: an encounter is a `.paravent` (the extension the OS opens in
 * Paravent); a library or an « export everything » bundle keeps `.paravent.json`, so that a
 * double-click never opens one as an encounter; an export for Improved Initiative is a `.json`.
 */
export function suffixFor(kind: 'encounter' | 'library' | 'improved-initiative'): string {
  // An export for Improved Initiative is its own JSON, never a Paravent file (issue 29).
  if (kind === 'improved-initiative') return '.json';
  return kind === 'encounter' ? PARAVENT_FILE_SUFFIX : PARAVENT_OLD_SUFFIX;
}

/** A file name without its Paravent suffix (either), or its `.json`: « Abordage.paravent » → « Abordage ». */
export function withoutParaventSuffix(name: string): string {
  return name.replace(/\.paravent\.json$|\.paravent$|\.json$/i, '');
}

/** Format ids written in the `format` field. */
export const ENCOUNTER_FORMAT = 'paravent/encounter';
/** See ENCOUNTER_FORMAT. */
export const LIBRARY_FORMAT = 'paravent/library';

/** The version this program writes; older ones are migrated, newer ones refused. */
export const CURRENT_VERSION = 3;

/** The UTF-8 byte-order mark some editors (Windows Notepad) put first; never part of the JSON. */
const BYTE_ORDER_MARK = '\uFEFF';

/** The text without a leading byte-order mark. */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
}

/** A size in MB with one decimal, in the interface's language (« 5,0 Mo », "5.0 MB"). */
export function formatMegabytes(bytes: number): string {
  const figure = (bytes / (1024 * 1024)).toFixed(1);
  return fileLanguage() === 'en' ? `${figure} MB` : `${figure.replace('.', ',')} Mo`;
}
