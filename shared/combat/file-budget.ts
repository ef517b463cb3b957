/**
 * A fight always fits in a file (issue 24: « a fight's file size is bounded by design »). After each
 * event the engine knows the size of the file the fight would make — exactly, counted the way
 * shared/files writes it (canonical JSON, two-space indentation, UTF-8), to a few bytes above — and
 * keeps it within the reader's ceiling (MAX_FILE_BYTES):
 * - combatants, effects and notes may fill CONTENT_SHARE of it, with room for what each may still
 *   gain in a fight (GROWTH_PER_COMBATANT…): a gesture that adds past that is refused with the size
 *   the file would make (`fightTooBig`), and the fight stays as it was;
 * - the combat log has the rest: when it would not fit, its oldest lines go (and past
 *   COUNT_LIMITS.log lines), and a first line says how many (`log.trimmed`) — the fight never stops
 *   because its log is long.
 * The counts of combatants and effects are checked here too. Sizes are kept per object in WeakMaps
 * (the reducer shares what it does not change), so a gesture counts what it changed, not the fight.
 */
import { CONTENT_SHARE, COUNT_LIMITS, exactUtf8Length, MAX_FILE_BYTES } from '../limits';
import { refusal, type EngineError } from './errors';
import type { EncounterEvent } from './events';
import type { LogEntry } from './log-codes';
import { COMBATANT_STORAGE, ENCOUNTER_STORAGE } from './storage';
import type { Combatant, Effect, Encounter, TurnPatch } from './types';

/** Spaces before each line of an item of `encounter.combatants`, `.effects` or `.log` (3 levels). */
const ITEM_INDENT = 6;
/** « [] » becomes « [\n », the items, « \n    ] »: 4 bytes more than the items and their separators. */
const LIST_FRAME = 4;
/** When the log gives way, it frees this share of the file more than needed (it does not every line). */
const LOG_SLACK = 0.05;
/** When the log is past its count, it goes back to this share of it. */
const LOG_KEEP_SHARE = 0.9;
/** The version written in the header is counted with this many digits (a bound: 2 today). */
const VERSION_DIGITS = 999;

const itemSizes = new WeakMap<object, number>();
const listSizes = new WeakMap<readonly object[], number>();

function newlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

/** Bytes of one item of a list as the file holds it: its text, its indentation, « ,\n ». */
function itemBytes(item: object, fileValue: () => unknown): number {
  let size = itemSizes.get(item);
  if (size === undefined) {
    const text = JSON.stringify(fileValue(), null, 2);
    size = exactUtf8Length(text) + ITEM_INDENT * (newlines(text) + 1) + 2;
    itemSizes.set(item, size);
  }
  return size;
}

function combatantValue(c: Combatant): unknown {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(COMBATANT_STORAGE) as (keyof Combatant)[])
    if (COMBATANT_STORAGE[key].some((w) => w === 'file')) out[key] = c[key];
  return out;
}

const combatantBytes = (c: Combatant) => itemBytes(c, () => combatantValue(c));
const effectBytes = (e: Effect) => itemBytes(e, () => e);
const lineBytes = (l: LogEntry) => itemBytes(l, () => l);

/** Bytes a list adds to the file (its items, their separators, its frame; 0 when empty). */
function listBytes<T extends object>(
  list: readonly T[],
  bytesOf: (item: T) => number,
  before?: readonly T[],
): number {
  if (list.length === 0) return 0;
  let size = listSizes.get(list);
  if (size !== undefined) return size;
  // From the list before it (same places, a few items replaced, some added at the end: a blow, a
  // turn, a log line), only what changed is counted; otherwise every item (each one's size is kept).
  const known =
    before && before.length > 0 && before.length <= list.length ? listSizes.get(before) : undefined;
  let from = 0;
  size = LIST_FRAME;
  if (before !== undefined && known !== undefined) {
    size = known;
    for (let i = 0; i < before.length; i += 1) {
      const item = list[i] as T;
      const was = before[i] as T;
      if (item !== was) size += bytesOf(item) - bytesOf(was);
    }
    from = before.length;
  }
  for (let i = from; i < list.length; i += 1) size += bytesOf(list[i] as T);
  listSizes.set(list, size);
  return size;
}

/** Bytes of the file without its three long lists (header, options, order, morale…). */
function frameBytes(enc: Encounter): number {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(ENCOUNTER_STORAGE) as (keyof Encounter)[])
    if (ENCOUNTER_STORAGE[key].some((w) => w === 'file')) body[key] = enc[key];
  const frame = {
    format: 'paravent/encounter',
    version: VERSION_DIGITS,
    encounter: { ...body, combatants: [], effects: [], log: [] },
  };
  return exactUtf8Length(JSON.stringify(frame, null, 2)) + 1;
}

/** The size of a fight's file, and the part of it that is the log. */
export interface FileSize {
  total: number;
  log: number;
}

/**
 * How many bytes the file of `enc` would have (at most a few more than Paravent writes).
 * `before`: the state it came from, whose sizes are known (a gesture then counts what it changed).
 */
export function fileSizeOf(enc: Encounter, before?: Encounter): FileSize {
  const log = listBytes(enc.log, lineBytes, before?.log);
  const total =
    frameBytes(enc) +
    listBytes(enc.combatants, combatantBytes, before?.combatants) +
    listBytes(enc.effects, effectBytes, before?.effects) +
    log;
  return { total, log };
}

/** Refuses a gesture that brings the combatants or effects past their count (going down stays possible). */
function checkCounts(before: Encounter, next: Encounter): void {
  const combatants = next.combatants.length;
  const most = COUNT_LIMITS.combatants;
  if (combatants > most && combatants > before.combatants.length)
    throw refusal('not-allowed', 'tooManyCombatants', { max: most, count: combatants });
  const effects = next.effects.length;
  if (effects > COUNT_LIMITS.effects && effects > before.effects.length)
    throw refusal('not-allowed', 'tooManyEffects', { max: COUNT_LIMITS.effects, count: effects });
}

function isTrimmedLine(line: LogEntry | undefined): line is Extract<LogEntry, { code: 'log.trimmed' }> {
  return line !== undefined && 'code' in line && line.code === 'log.trimmed';
}

/**
 * The log without its oldest lines — at least `lines` of them, and enough to free `bytes` — and a
 * first line that counts every line gone so far. Turn patches keep pointing at the same lines.
 */
function dropOldestLines(enc: Encounter, lines: number, bytes: number): Encounter {
  const first = enc.log[0];
  const already = isTrimmedLine(first) ? first.params.count : 0;
  const start = isTrimmedLine(first) ? 1 : 0;
  let end = start;
  let freed = 0;
  while (end < enc.log.length && (end - start < lines || freed < bytes)) {
    freed += lineBytes(enc.log[end] as LogEntry);
    end += 1;
  }
  const kept = enc.log.slice(end);
  const marker: LogEntry = {
    round: kept[0]?.round ?? enc.round,
    code: 'log.trimmed',
    params: { count: already + end - start },
  };
  const shift = end - 1;
  const turnPatches = enc.turnPatches.map((p): TurnPatch => ({
    ...p,
    logLength: Math.max(1, p.logLength - shift),
  }));
  return { ...enc, log: [marker, ...kept], turnPatches };
}

const megabytes = (bytes: number) => Math.ceil((bytes / (1024 * 1024)) * 10) / 10;

/**
 * Room kept in the file for what a combatant or an effect may still gain without anything being
 * added (an initiative, a tie-break, flags of the dying, a longer HP figure): counted with them when
 * something is added, so that no later turn or blow can find the file full.
 */
const GROWTH_PER_COMBATANT = 320;
const GROWTH_PER_EFFECT = 48;

/** The gestures that add to what a fight holds (combatants, effects, texts): refused when it is full. */
const ADDING = new Set<EncounterEvent['type']>([
  'combatant-added',
  'group-added',
  'combatants-duplicated',
  'combatant-updated',
  'effect-applied',
  'readied',
  'encounter-renamed',
]);

/** What the combatants, effects and notes take (with their room to grow), the log left out. */
function contentOf(enc: Encounter, size: FileSize): number {
  return (
    size.total -
    size.log +
    enc.combatants.length * GROWTH_PER_COMBATANT +
    enc.effects.length * GROWTH_PER_EFFECT
  );
}

/**
 * Whether a fight built whole (an import) leaves its log the room the engine keeps for it; when not,
 * the size its file would make, as the engine's refusal says it.
 */
export function roomForFight(enc: Encounter): { fits: true } | { fits: false; bytes: number } {
  const room = MAX_FILE_BYTES * CONTENT_SHARE;
  const content = contentOf(enc, fileSizeOf(enc));
  return content <= room ? { fits: true } : { fits: false, bytes: content + MAX_FILE_BYTES - room };
}

function tooBig(bytes: number): EngineError {
  return refusal('not-allowed', 'fightTooBig', { size: megabytes(bytes), max: megabytes(MAX_FILE_BYTES) });
}

/**
 * `next`, the reducer's result of `event` from `before`, kept within a file (see the file comment):
 * the same state, or with its oldest log lines gone; EngineError when what it adds would not fit.
 */
export function keepWithinFile(before: Encounter, next: Encounter, event: EncounterEvent): Encounter {
  checkCounts(before, next);
  let out = next;
  if (out.log.length > COUNT_LIMITS.log)
    out = dropOldestLines(out, out.log.length - Math.floor(COUNT_LIMITS.log * LOG_KEEP_SHARE), 0);
  const size = fileSizeOf(out, before);
  const room = MAX_FILE_BYTES * CONTENT_SHARE;
  if (ADDING.has(event.type)) {
    const content = contentOf(out, size);
    // Removing or shrinking stays possible in a fight that is already too big (an older one).
    if (content > room && content > contentOf(before, fileSizeOf(before)))
      throw tooBig(content + MAX_FILE_BYTES - room);
  }
  if (size.total <= MAX_FILE_BYTES) return out;
  const fitted = dropOldestLines(out, 0, size.total - MAX_FILE_BYTES * (1 - LOG_SLACK));
  const after = fileSizeOf(fitted);
  // Only a fight of an older version, already past its room, can get here: it may shrink, not grow.
  if (after.total > MAX_FILE_BYTES && after.total > fileSizeOf(before).total) throw tooBig(after.total);
  return fitted;
}
