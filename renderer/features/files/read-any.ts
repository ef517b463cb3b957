/**
 * One pipeline for every text that comes in (Ouvrir, Importer, a dropped file, a file handed over
 * by the system, a backup): a Paravent file is read by shared/files' `readParaventFile`; anything
 * else is tried as an Improved Initiative export when importing. Never throws; a failure carries
 * the French message to show, and nothing is changed.
 */
import type { Encounter } from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import {
  importImprovedInitiative,
  looksLikeImprovedInitiative,
  parseJsonText,
  readParaventFile,
} from '../../../shared/files';
import type { Library } from '../../../shared/files';

/** What came in: an encounter or a library, or why not. */
export type IncomingResult =
  | {
      ok: true;
      kind: 'encounter';
      encounter: Encounter;
      name: string;
      handle: string | null;
      migratedFrom: number | null;
      /** What was repaired on read (shared/files repair.ts); shown to the GM. */
      repairs: string[];
    }
  | { ok: true; kind: 'library'; library: Library; name: string; migratedFrom: number | null }
  | { ok: false; cancelled: boolean; message: string; details: string[] };

/** For Importer: the system an Improved Initiative fight goes into, and the new encounter's id and seed. */
export interface ImportTarget {
  system: SystemId;
  encounterId: string;
  seed: number;
}

/** Fails with a message. */
export function refused(message: string, details: string[] = []): IncomingResult {
  return { ok: false, cancelled: false, message, details };
}

/** Reads a file's text. With `importTarget`, an Improved Initiative export is accepted too. */
export function readIncoming(
  text: string,
  name: string,
  handle: string | null,
  importTarget?: ImportTarget,
): IncomingResult {
  if (importTarget) {
    const json = parseJsonText(text);
    const value = json.ok ? json.value : null;
    const isParavent = typeof value === 'object' && value !== null && 'format' in value;
    if (!isParavent && looksLikeImprovedInitiative(value)) {
      const r = importImprovedInitiative(text, importTarget);
      if (!r.ok) return refused(r.message, r.details);
      return r.kind === 'encounter'
        ? { ok: true, kind: 'encounter', encounter: r.encounter, name, handle: null, migratedFrom: null, repairs: [] }
        : { ok: true, kind: 'library', library: r.library, name, migratedFrom: null };
    }
  }
  const r = readParaventFile(text);
  if (!r.ok) return refused(r.message, r.details);
  return r.kind === 'encounter'
    ? {
        ok: true,
        kind: 'encounter',
        encounter: r.encounter,
        name,
        handle,
        migratedFrom: r.migratedFrom,
        repairs: r.repairs,
      }
    : { ok: true, kind: 'library', library: r.library, name, migratedFrom: r.migratedFrom };
}
