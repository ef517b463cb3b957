/**
 * Limits of the file formats (DESIGN §5). A file is untrusted input: its size is checked before it
 * is parsed, and every list has a maximum length so that a hostile file cannot exhaust memory.
 */

/** A file over this many bytes is refused before it is parsed (5 MB). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The file name suffix of Paravent files (the desktop association). */
export const PARAVENT_FILE_SUFFIX = '.paravent.json';

/** Format ids written in the `format` field. */
export const ENCOUNTER_FORMAT = 'paravent/encounter';
/** See ENCOUNTER_FORMAT. */
export const LIBRARY_FORMAT = 'paravent/library';

/** The version this program writes; older ones are migrated, newer ones refused. */
export const CURRENT_VERSION = 1;

/** Maximum lengths of lists and texts. */
export const LIMITS = {
  combatants: 10_000,
  effects: 50_000,
  modifiers: 50,
  feats: 100,
  log: 100_000,
  libraryEntries: 20_000,
  tags: 50,
  name: 200,
  shortText: 500,
  notes: 20_000,
  id: 100,
} as const;

/**
 * Number of UTF-8 bytes of a string, without TextEncoder (shared/ has no DOM), for size checks
 * against `limit`: exact when it must be counted; a bound on the right side of `limit` when the
 * length alone decides (longer than `limit` characters, or short enough that even 3 bytes each fit).
 */
export function utf8Length(text: string, limit = Number.POSITIVE_INFINITY): number {
  // Every character is at least one byte and at most three per UTF-16 unit: decide without
  // counting when possible.
  if (text.length > limit) return text.length;
  if (text.length * 3 <= limit) return text.length * 3;
  return countUtf8(text);
}

function countUtf8(text: string): number {
  let extra = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) extra += 1;
    else if (code >= 0xd800 && code <= 0xdbff) {
      extra += 2;
      i += 1;
    } else extra += 2;
  }
  return text.length + extra;
}

/** A size in MB with one decimal, for messages ("5,0 Mo"). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} Mo`;
}
