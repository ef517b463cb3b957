/**
 * « Tout exporter » / « Tout importer » (Réglages › Données): every fight and the whole library in
 * one file, to carry a browser's data to another device. The file holds the existing formats side
 * by side — each fight as a `paravent/encounter` file value, the library as a `paravent/library`
 * one — and each is read back through shared/files' `readParaventFile` (checks and migrations).
 */
import type { Encounter } from '../../../shared/combat';
import {
  canonicalJson,
  encounterFileValue,
  libraryToFileText,
  parseJsonText,
  readParaventFile,
} from '../../../shared/files';
import type { Library } from '../../../shared/files';

/** The format name of the one-file export. */
const BUNDLE_FORMAT = 'paravent/bundle';

/** The text of the one-file export. */
export function bundleToText(encounters: readonly Encounter[], library: Library, exportedAt: string): string {
  return canonicalJson({
    format: BUNDLE_FORMAT,
    version: 1,
    exportedAt,
    encounters: encounters.map(encounterFileValue),
    library: JSON.parse(libraryToFileText(library)) as unknown,
  });
}

/** What a bundle holds once read: the fights and library that passed, and what was refused. */
export type BundleRead =
  | { ok: true; encounters: Encounter[]; library: Library | null; refused: number }
  | { ok: false; reason: 'notJson' | 'notBundle' };

/** Whether a file's text is a one-file export (rather than a single fight or library). */
export function isBundleText(text: string): boolean {
  const json = parseJsonText(text);
  return json.ok && typeof json.value === 'object' && json.value !== null && 'format' in json.value
    ? json.value.format === BUNDLE_FORMAT
    : false;
}

/** Reads a one-file export; a fight that fails its checks is counted, not imported. Never throws. */
export function readBundle(text: string): BundleRead {
  const json = parseJsonText(text);
  if (!json.ok) return { ok: false, reason: 'notJson' };
  const value = json.value;
  if (typeof value !== 'object' || value === null || !('format' in value) || value.format !== BUNDLE_FORMAT)
    return { ok: false, reason: 'notBundle' };
  const list =
    'encounters' in value && Array.isArray(value.encounters) ? (value.encounters as unknown[]) : [];
  const encounters: Encounter[] = [];
  let refused = 0;
  for (const item of list) {
    const read = readParaventFile(JSON.stringify(item));
    if (read.ok && read.kind === 'encounter') encounters.push(read.encounter);
    else refused++;
  }
  let library: Library | null = null;
  if ('library' in value && value.library !== undefined && value.library !== null) {
    const read = readParaventFile(JSON.stringify(value.library));
    if (read.ok && read.kind === 'library') library = read.library;
    else refused++;
  }
  return { ok: true, encounters, library, refused };
}
