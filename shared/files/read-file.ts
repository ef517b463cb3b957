/**
 * Reading a Paravent file: the one door for untrusted text. Size checked before parsing, JSON
 * parsed, header checked (format, version: newer refused, older migrated in order), body validated
 * by the schema (unknown fields dropped, values clamped), links checked. It never throws: every
 * failure is a result with a message in the interface's language (messages.ts), and nothing
 * outside the result is changed.
 */
import * as v from 'valibot';
import type { Encounter } from '../combat';
import { encounterFromFileData } from './encounter-file';
import { encounterV1Schema } from './encounter-schema';
import { describeIssues } from './issues';
import { fieldPath } from './labels';
import { libraryV1Schema } from './library-schema';
import type { Library } from './library-schema';
import {
  CURRENT_VERSION,
  ENCOUNTER_FORMAT,
  formatMegabytes,
  LIBRARY_FORMAT,
  MAX_FILE_BYTES,
  utf8Length,
  withoutByteOrderMark,
} from './limits';
import { MIGRATIONS, migrate } from './migrations';
import type { FormatId } from './migrations';
import { FILE_MESSAGES, FILE_WORDS } from './messages';
import { referenceProblems } from './references';
import { repairEncounter } from './repair';
import { describeChanges } from './change-words';
import { valueChanges } from './value-diff';

/** What a read gives: the content, or a message (and details, one line per problem). */
export type ReadResult =
  | {
      ok: true;
      kind: 'encounter';
      encounter: Encounter;
      migratedFrom: number | null;
      /**
       * What was repaired on read (repair.ts) and what was brought within the table of limits (a
       * text cut, a number clamped: change-words.ts), one line each; empty when nothing was.
       */
      repairs: string[];
    }
  | {
      ok: true;
      kind: 'library';
      library: Library;
      migratedFrom: number | null;
      /** What was brought within the limits on read, one line each; empty when nothing was. */
      repairs: string[];
    }
  | { ok: false; message: string; details: string[] };

/** A failed read. */
export type ReadFailure = Extract<ReadResult, { ok: false }>;

/** Builds a failure. */
export function failure(message: string, details: string[] = []): ReadFailure {
  return { ok: false, message, details };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses JSON text after a size check; a failure for a too-big, empty or malformed text. */
export function parseJsonText(raw: unknown): { ok: true; value: unknown } | ReadFailure {
  if (typeof raw !== 'string') return failure(FILE_MESSAGES.empty);
  // A byte-order mark (Windows Notepad) is not part of the JSON: read the same file everywhere.
  const text = withoutByteOrderMark(raw);
  if (text.trim() === '') return failure(FILE_MESSAGES.empty);
  const bytes = utf8Length(text, MAX_FILE_BYTES);
  if (bytes > MAX_FILE_BYTES) return failure(FILE_MESSAGES.tooBig(formatMegabytes(bytes)));
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return failure(FILE_MESSAGES.notJson);
  }
}

type Header = { format: FormatId; version: number; body: Record<string, unknown> };

function readHeader(value: unknown): Header | ReadFailure {
  if (!isRecord(value)) return failure(FILE_MESSAGES.notObject);
  const format = value.format;
  if (format !== ENCOUNTER_FORMAT && format !== LIBRARY_FORMAT) {
    return failure(FILE_MESSAGES.unknownFormat(typeof format === 'string' ? format.slice(0, 60) : null));
  }
  const version = value.version;
  if (typeof version !== 'number' || !Number.isInteger(version)) return failure(FILE_MESSAGES.badVersion);
  if (version > CURRENT_VERSION) return failure(FILE_MESSAGES.newerVersion(version, CURRENT_VERSION));
  if (version < 1) return failure(FILE_MESSAGES.unknownVersion(version));
  const key = format === ENCOUNTER_FORMAT ? 'encounter' : 'library';
  const body = value[key];
  if (!isRecord(body)) return failure(FILE_MESSAGES.missingBody(key));
  return { format, version, body };
}

/** What the schema cut or clamped, said (none when the fast path took the body as it is). */
function clamped(body: Record<string, unknown>, output: unknown): string[] {
  return output === body ? [] : describeChanges(valueChanges(body, output), body, 'read');
}

function readEncounter(body: Record<string, unknown>, migratedFrom: number | null): ReadResult {
  const parsed = v.safeParse(encounterV1Schema, body, { abortEarly: true });
  if (!parsed.success) return invalid(describeIssues(parsed.issues));
  const changes = clamped(body, parsed.output);
  const links = referenceProblems(parsed.output);
  if (links.length > 0) return invalid(links);
  let encounter: Encounter;
  try {
    encounter = encounterFromFileData(parsed.output);
  } catch (error) {
    // The rules refused a value the schema let through: named, never « erreur inattendue ».
    return invalid([FILE_WORDS.rulesRefused(error instanceof Error ? error.message : String(error))]);
  }
  const repaired = repairEncounter(encounter);
  if (!repaired.ok) return invalid([repaired.problem]);
  return {
    ok: true,
    kind: 'encounter',
    encounter: repaired.encounter,
    migratedFrom,
    repairs: [...changes, ...repaired.repairs],
  };
}

function readLibrary(body: Record<string, unknown>, migratedFrom: number | null): ReadResult {
  const parsed = v.safeParse(libraryV1Schema, body, { abortEarly: true });
  if (!parsed.success) return invalid(describeIssues(parsed.issues));
  const ids = new Set<string>();
  for (const [i, entry] of parsed.output.entries.entries()) {
    if (ids.has(entry.id)) {
      return invalid([
        FILE_WORDS.at(fieldPath(['entries', i, 'id']), FILE_WORDS.duplicate('entry', entry.id)),
      ]);
    }
    ids.add(entry.id);
  }
  return {
    ok: true,
    kind: 'library',
    library: parsed.output,
    migratedFrom,
    repairs: clamped(body, parsed.output),
  };
}

function invalid(details: string[]): ReadFailure {
  return failure(FILE_MESSAGES.invalid(details[0] ?? ''), details);
}

/**
 * Reads a Paravent file's text. `expected` refuses the other kind with a message. Never throws.
 */
export function readParaventFile(text: unknown, expected?: 'encounter' | 'library'): ReadResult {
  try {
    const json = parseJsonText(text);
    if (!json.ok) return json;
    const header = readHeader(json.value);
    if ('ok' in header) return header;
    const kind = header.format === ENCOUNTER_FORMAT ? 'encounter' : 'library';
    if (expected !== undefined && kind !== expected) return failure(FILE_MESSAGES.wrongKind(kind));
    const body = migrate(header.body, header.version, MIGRATIONS[header.format]);
    const migratedFrom = header.version < CURRENT_VERSION ? header.version : null;
    return kind === 'encounter' ? readEncounter(body, migratedFrom) : readLibrary(body, migratedFrom);
  } catch {
    return failure(FILE_MESSAGES.unexpected);
  }
}
