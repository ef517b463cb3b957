/**
 * Limits of the file formats (DESIGN §5). A file is untrusted input: its size is checked before it
 * is parsed, and every list has a maximum length so that a hostile file cannot exhaust memory.
 */

import { MAX_COMBATANTS, MAX_EFFECTS } from '../combat/size-maxima';
import { ABILITY_SCORE_RANGE } from '../rules';

/** A file over this many bytes is refused before it is parsed (5 MB). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

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

/**
 * Numeric ranges shared by the file schemas, the Improved Initiative import and the rules: one
 * source of truth, so that a value a file may hold is a value the rules accept (an ability score
 * of 100 is refused by both, with a field message, never « erreur inattendue »).
 */
export const NUMBER_LIMITS = {
  /** Ability scores (Str, Dex, Con): the rules' ABILITY_SCORE_RANGE. */
  abilityScore: ABILITY_SCORE_RANGE,
  /** osr morale (OSR › Tests de moral: 2..12). */
  morale: { min: 2, max: 12 },
  /**
   * The morale checks a group has passed (`morale.*.checksPassed`): no system module may ask for more
   * passes before a group fights to the death (B/X asks for 2; a test holds every module to this).
   */
  moraleChecksPassed: { min: 0, max: 10 },
  /** `seq`, the next generated id number. */
  seq: { min: 1, max: 1_000_000_000 },
} as const;

/** A fight is warned about when it reaches this share of a limit (before it is too late). */
export const LIMIT_WARNING_SHARE = 0.8;

/** The UTF-8 byte-order mark some editors (Windows Notepad) put first; never part of the JSON. */
const BYTE_ORDER_MARK = '\uFEFF';

/** The text without a leading byte-order mark. */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
}

/** Maximum lengths of lists and texts. */
export const LIMITS = {
  // Lowered from 10,000 (issue 17): a 10,000-combatant fight is 6.4 MB of file, over MAX_FILE_BYTES,
  // and its gestures took seconds; at 2,000 a file stays near 1.3 MB (docs/files.md › Limites).
  combatants: MAX_COMBATANTS,
  effects: MAX_EFFECTS,
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

const ASCII_RUNS = /[\0-\x7f]+/g;
const SURROGATE = /[\ud800-\udfff]/;

/** Bytes beyond one per unit: 1 below U+0800, 2 for the rest, a pair (4 bytes) 2 for its two units. */
function extraBytes(units: string): number {
  let extra = 0;
  for (let i = 0; i < units.length; i += 1) {
    const code = units.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) extra += 1;
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = units.charCodeAt(i + 1);
      // A pair is 4 bytes for 2 units; a lone surrogate is written as U+FFFD, 3 bytes.
      if (next >= 0xdc00 && next <= 0xdfff) {
        extra += 2;
        i += 1;
      } else extra += 2;
    } else extra += 2;
  }
  return extra;
}

function countUtf8(text: string): number {
  // ASCII is one byte a unit: a native pass drops its runs and only the rest is counted one by one
  // (a French file has an accent here and there). With surrogates, pairs must stay side by side:
  // the whole text is walked.
  return text.length + extraBytes(SURROGATE.test(text) ? text : text.replace(ASCII_RUNS, ''));
}

/** A size in MB with one decimal, for messages ("5,0 Mo"). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} Mo`;
}
