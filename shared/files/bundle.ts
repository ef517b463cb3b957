/**
 * « Tout exporter » / « Tout importer » (Réglages › Données): every fight and the whole library in
 * one file, to carry a browser's data to another device. The file holds the existing formats side
 * by side — each fight as a `paravent/encounter` file value, the library as a `paravent/library`
 * one — and each is read back through `readParaventFile` (checks, limits, migrations). The bundle
 * has its own `format` and `version`: a newer version is refused whole, and so is a bundle holding
 * a fight or a library from a newer Paravent (issue 24) — nothing is taken from it.
 */
import type { Encounter } from '../combat';
import { canonicalJson } from './canonical-json';
import { encounterFileValue } from './encounter-file';
import { libraryToFileText } from './library-file';
import type { Library } from './library-schema';
import { CURRENT_VERSION } from './limits';
import { parseJsonText, readParaventFile } from './read-file';
import { readShortcutRecord, type ShortcutBindings } from '../shortcuts';

/** The format name of the one-file export. */
const BUNDLE_FORMAT = 'paravent/bundle';

/** The version of the one-file export this program writes and reads. */
const BUNDLE_VERSION = 1;

/** The text of the one-file export; `shortcuts`, the GM's rebound keys (absent when none). */
export function bundleToText(
  encounters: readonly Encounter[],
  library: Library,
  exportedAt: string,
  shortcuts: ShortcutBindings = {},
): string {
  return canonicalJson({
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    exportedAt,
    encounters: encounters.map(encounterFileValue),
    library: JSON.parse(libraryToFileText(library)) as unknown,
    ...(Object.keys(shortcuts).length > 0 ? { shortcuts } : {}),
  });
}

/** What a bundle holds once read: the fights and library that passed, and what was refused (why). */
export type BundleRead =
  | {
      ok: true;
      encounters: Encounter[];
      library: Library | null;
      /** The rebound shortcuts it carries, within the limits (checked against the commands on import). */
      shortcuts: ShortcutBindings;
      /** The fights and library refused, each with the reader's message. */
      refused: string[];
      /** What was brought within the limits on read, one line each. */
      repairs: string[];
    }
  | { ok: false; reason: 'notJson' | 'notBundle' | 'newerVersion' | 'badVersion'; version?: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The version an inner file declares, when it is newer than this program reads. */
function newerInner(value: unknown): number | null {
  return isRecord(value) && typeof value.version === 'number' && value.version > CURRENT_VERSION
    ? value.version
    : null;
}

/** Reads a one-file export; a damaged fight is listed as refused, the others kept. Never throws. */
export function readBundle(text: string): BundleRead {
  const json = parseJsonText(text);
  if (!json.ok) return { ok: false, reason: 'notJson' };
  const value = json.value;
  if (!isRecord(value) || value.format !== BUNDLE_FORMAT) return { ok: false, reason: 'notBundle' };
  const version = value.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { ok: false, reason: 'badVersion' };
  if (version > BUNDLE_VERSION) return { ok: false, reason: 'newerVersion', version };
  const list = Array.isArray(value.encounters) ? (value.encounters as unknown[]) : [];
  const inner = [...list, value.library].map(newerInner).find((v) => v !== null);
  if (inner !== undefined && inner !== null) return { ok: false, reason: 'newerVersion', version: inner };
  const encounters: Encounter[] = [];
  const refused: string[] = [];
  const repairs: string[] = [];
  for (const item of list) {
    const read = readParaventFile(JSON.stringify(item), 'encounter');
    if (read.ok && read.kind === 'encounter') {
      encounters.push(read.encounter);
      repairs.push(...read.repairs.map((r) => `${read.encounter.name} — ${r}`));
    } else refused.push(read.ok ? '' : read.message);
  }
  let library: Library | null = null;
  if (value.library !== undefined && value.library !== null) {
    const read = readParaventFile(JSON.stringify(value.library), 'library');
    if (read.ok && read.kind === 'library') {
      library = read.library;
      repairs.push(...read.repairs);
    } else refused.push(read.ok ? '' : read.message);
  }
  const shortcuts = readShortcutRecord(value.shortcuts);
  repairs.push(...shortcuts.dropped);
  return { ok: true, encounters, library, shortcuts: shortcuts.bindings, refused, repairs };
}
