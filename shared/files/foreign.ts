/**
 * Imports from other tools (issue 29), behind one door for the files feature: which tool a text
 * comes from, and its import — Combat Manager (XML) or Foundry VTT actors (JSON). Improved
 * Initiative keeps its own door (improved-initiative.ts).
 */
import {
  importCombatManager,
  importCombatManagerAsync,
  type ForeignImportProgress,
  type ForeignImportResult,
  type ForeignImportTarget,
} from './combat-manager/combat-manager';
import { importFoundry, looksLikeFoundryActor } from './foundry/foundry';
import { parseJsonText } from './read-file';
import { looksLikeXml } from './xml-text';

export type {
  ForeignImportProgress,
  ForeignImportResult,
  ForeignImportTarget,
} from './combat-manager/combat-manager';
export type { ImportReport } from './import-report';

/** The other tools Paravent imports from. */
export type ForeignFormat = 'combat-manager' | 'foundry';

/**
 * Which tool a text comes from: XML is Combat Manager's (the only XML Paravent reads; another is
 * refused with its root named); JSON that is an actor export is Foundry's. Null: neither.
 */
export function foreignFormatOf(text: string): ForeignFormat | null {
  if (looksLikeXml(text)) return 'combat-manager';
  // An actor export names its system under `_stats` (or `flags.exportSource` before v12): a text
  // without either is not parsed a second time (a big Improved Initiative export stays one parse).
  if (!/"(_stats|exportSource)"/.test(text)) return null;
  const json = parseJsonText(text);
  return json.ok && looksLikeFoundryActor(json.value) ? 'foundry' : null;
}

/** Imports `text` from `format`. Never throws. */
export function importForeign(
  format: ForeignFormat,
  text: string,
  target: ForeignImportTarget,
): ForeignImportResult {
  return format === 'combat-manager' ? importCombatManager(text, target) : importFoundry(text);
}

/** The same, in chunks with progress and cancel where the format is long to build. */
export async function importForeignAsync(
  format: ForeignFormat,
  text: string,
  target: ForeignImportTarget,
  progress: ForeignImportProgress,
): Promise<ForeignImportResult | { ok: false; cancelled: true }> {
  if (format === 'combat-manager') return importCombatManagerAsync(text, target, progress);
  await progress.pause();
  if (progress.signal?.aborted) return { ok: false, cancelled: true };
  const result = importFoundry(text);
  progress.onProgress?.(1);
  return result;
}
