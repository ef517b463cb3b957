/**
 * One pipeline for every text that comes in (Ouvrir, Importer, a dropped file, a file handed over
 * by the system, a backup): a Paravent file is read by shared/files' `readParaventFile`; when
 * importing, anything else is tried as another tool's file — XML as Combat Manager's, JSON as an
 * Improved Initiative export or a Foundry VTT actor. Never throws; a failure carries the message to
 * show, and nothing is changed. An import from another tool carries its summary (`report`).
 */
import type { Encounter } from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import {
  importImprovedInitiative,
  importImprovedInitiativeAsync,
  looksLikeImprovedInitiative,
  parseJsonText,
  readParaventFile,
} from '../../../shared/files';
import type { ImportProgress, ImprovedInitiativeResult, Library } from '../../../shared/files';
import {
  importForeign,
  importForeignAsync,
  foreignFormatOf,
  type ForeignImportResult,
  type ImportReport,
} from '../../../shared/files/foreign';

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
      /** An import from another tool: what was read and what was left. */
      report?: ImportReport;
    }
  | {
      ok: true;
      kind: 'library';
      library: Library;
      name: string;
      migratedFrom: number | null;
      /** What was brought within the limits on read (a text cut, a number clamped); shown to the GM. */
      repairs: string[];
      /** An import from another tool: what was read and what was left. */
      report?: ImportReport;
    }
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

/** A long reading shown to the GM: progress, « Annuler », and a pause between chunks. */
export type ReadProgress = ImportProgress & { readonly signal: { readonly aborted: boolean } };

const CANCELLED: IncomingResult = { ok: false, cancelled: true, message: '', details: [] };

/** What a reader accepted, as an incoming result (one shape for Paravent files and imports). */
type AcceptedRead =
  | {
      kind: 'encounter';
      encounter: Encounter;
      migratedFrom?: number | null;
      repairs?: string[];
      report?: ImportReport;
    }
  | {
      kind: 'library';
      library: Library;
      migratedFrom?: number | null;
      repairs?: string[];
      report?: ImportReport;
    };

function accepted(r: AcceptedRead, name: string, handle: string | null): IncomingResult {
  const migratedFrom = r.migratedFrom ?? null;
  return r.kind === 'encounter'
    ? {
        ok: true,
        kind: 'encounter',
        encounter: r.encounter,
        name,
        handle,
        migratedFrom,
        repairs: r.repairs ?? [],
        ...(r.report ? { report: r.report } : {}),
      }
    : {
        ok: true,
        kind: 'library',
        library: r.library,
        name,
        migratedFrom,
        repairs: r.repairs ?? [],
        ...(r.report ? { report: r.report } : {}),
      };
}

function improvedInitiativeIncoming(r: ImprovedInitiativeResult, name: string): IncomingResult {
  return r.ok ? accepted(r, name, null) : refused(r.message, r.details);
}

function foreignIncoming(r: ForeignImportResult, name: string): IncomingResult {
  return r.ok ? accepted(r, name, null) : refused(r.message, r.details);
}

function isImprovedInitiativeText(text: string): boolean {
  const json = parseJsonText(text);
  const value = json.ok ? json.value : null;
  const isParavent = typeof value === 'object' && value !== null && 'format' in value;
  return !isParavent && looksLikeImprovedInitiative(value);
}

/**
 * `readIncoming` for the imports a GM may wait on: an Improved Initiative export is built in
 * chunks (progress after each), a Paravent file after a first pause (so the progress bar can
 * show); a cancel at any pause answers `cancelled` and nothing is changed.
 */
export async function readIncomingAsync(
  text: string,
  name: string,
  handle: string | null,
  importTarget: ImportTarget | undefined,
  progress: ReadProgress,
): Promise<IncomingResult> {
  await progress.pause();
  if (progress.signal.aborted) return CANCELLED;
  const foreign = importTarget ? foreignFormatOf(text) : null;
  if (importTarget && foreign) {
    const r = await importForeignAsync(foreign, text, importTarget, progress);
    if (!r.ok && 'cancelled' in r) return CANCELLED;
    return progress.signal.aborted ? CANCELLED : foreignIncoming(r, name);
  }
  if (importTarget && isImprovedInitiativeText(text)) {
    const r = await importImprovedInitiativeAsync(text, importTarget, progress);
    if (!r.ok && 'cancelled' in r) return CANCELLED;
    return progress.signal.aborted ? CANCELLED : improvedInitiativeIncoming(r, name);
  }
  const read = readIncoming(text, name, handle, importTarget);
  progress.onProgress?.(1);
  await progress.pause();
  return progress.signal.aborted ? CANCELLED : read;
}

/** Reads a file's text. With `importTarget`, an Improved Initiative export is accepted too. */
export function readIncoming(
  text: string,
  name: string,
  handle: string | null,
  importTarget?: ImportTarget,
): IncomingResult {
  const foreign = importTarget ? foreignFormatOf(text) : null;
  if (importTarget && foreign) return foreignIncoming(importForeign(foreign, text, importTarget), name);
  if (importTarget && isImprovedInitiativeText(text))
    return improvedInitiativeIncoming(importImprovedInitiative(text, importTarget), name);
  const r = readParaventFile(text);
  return r.ok ? accepted(r, name, handle) : refused(r.message, r.details);
}
