/**
 * A line of the combat log in a file: from version 2, a message code and its parameters
 * (shared/combat/log-codes.ts); a version-1 line, its French text (kept as text, shown as is).
 * Parameters are small JSON values (names, numbers, hit points, an effect, a duration, results):
 * anything deeper, longer or of another type is refused, naming the line. An unknown code (a newer
 * Paravent's) is kept: the interface shows it as a line it cannot phrase.
 */
import * as v from 'valibot';
import type { LogEntry, LogMessage } from '../combat';
import { COUNT_LIMITS, NUMBER_RANGES, TEXT_LIMITS } from '../limits';

/** Highest round (as encounter-schema.ts). */
const BIG = NUMBER_RANGES.round.max;
/** Longest code ("import.improvedInitiative" is 25). */
const CODE_MAX = 64;
/** Deepest parameter ({ hp: { stamina: { current } } } is 3). */
const PARAM_DEPTH = 4;
/** Most keys or items in one parameter object or list (the engine fits its lines to it: shared/combat/log-fit.ts). */
const PARAM_WIDTH = COUNT_LIMITS.logParamItems;

function isParam(value: unknown, depth: number): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.length <= TEXT_LIMITS.logText;
  if (depth >= PARAM_DEPTH || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.length <= PARAM_WIDTH && value.every((x) => isParam(x, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= PARAM_WIDTH &&
    entries.every(([k, x]) => k.length <= CODE_MAX && k !== '__proto__' && isParam(x, depth + 1))
  );
}

function isLogMessage(value: unknown): value is LogMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.some((k) => k !== 'round' && k !== 'at' && k !== 'code' && k !== 'params')) return false;
  if (typeof o.round !== 'number' || !Number.isSafeInteger(o.round) || o.round < 0 || o.round > BIG)
    return false;
  if (o.at !== undefined && o.at !== 'setup' && o.at !== 'surprise') return false;
  if (typeof o.code !== 'string' || !/^[a-zA-Z0-9.-]{1,64}$/.test(o.code)) return false;
  return (
    typeof o.params === 'object' && o.params !== null && !Array.isArray(o.params) && isParam(o.params, 1)
  );
}

function isLogText(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof value.round === 'number' &&
    Number.isSafeInteger(value.round) &&
    value.round >= 0 &&
    value.round <= BIG &&
    typeof value.text === 'string' &&
    value.text.length <= TEXT_LIMITS.logText
  );
}

function isLogEntry(value: unknown): value is LogEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return 'text' in value ? isLogText(value as Record<string, unknown>) : isLogMessage(value);
}

/**
 * A line of the log, either kind, taken as it is or refused (one check, which the fast path runs
 * as is). Version-1 text lines were cut to the short-text limit by the migration.
 */
export const logEntrySchema = v.custom<LogEntry>(
  isLogEntry,
  'ligne de journal : texte court, ou code et paramètres (texte court, nombres, petits objets)',
);
