/**
 * « Tout exporter » / « Tout importer » (Réglages › Données, issue 24): every fight and the whole
 * library of this browser (or of the app) in one file, and back — the data logic, out of the
 * screen (components never call `db.*`). Importing is one transaction: everything it adds, or
 * nothing. Library entries are merged by identity, so that importing one's own export twice changes
 * nothing: the same entry (same id, or same system, kind and name, and the same content) is not
 * added again; one with the name of an entry here but other content is kept beside it, with a
 * visible suffix (« Gobelin (importé) »). A fight already here (same id) is left as it is.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Encounter } from '../../shared/combat';
import {
  bundleToText,
  canonicalJson,
  fitHistory,
  libraryToFileText,
  readBundle,
  readParaventFile,
  type BundleRead,
} from '../../shared/files';
import { cutText, TEXT_LIMITS } from '../../shared/limits';
import { getDatabase, type LibraryRow, type ParaventDatabase } from './database';
import { createEncounterRecord, latestFightState } from './fights';
import { listAllLibrary } from './library';
import { libraryOfRows, rowsOfLibrary } from './library-file';
import { readSettings } from './settings';

/** A stored fight as it stands, its history fitted to a file's limits, for the export. */
async function fightForExport(id: string, db: ParaventDatabase): Promise<Encounter | null> {
  const state = await latestFightState(id, db);
  return state && fitHistory(state).encounter;
}

/** Every fight and the library as one file's text, and how many fights it holds. */
export async function exportEverything(
  now: Date,
  db: ParaventDatabase = getDatabase(),
): Promise<{ text: string; fights: number }> {
  const rows = await db.encounters.toArray();
  const states = await Promise.all(rows.map((r) => fightForExport(r.id, db)));
  const fights = states.filter((s): s is Encounter => s !== null);
  const library = libraryOfRows(await listAllLibrary(db), 'Paravent');
  // The GM's rebound keys go with the data (issue 27): a new device keeps the same hands.
  const { shortcuts } = await readSettings(db);
  return { text: bundleToText(fights, library, now.toISOString(), shortcuts), fights: fights.length };
}

/** What « Tout importer » did. */
export interface ImportSummary {
  fightsAdded: number;
  /** Fights with an id already here, left as they are. */
  fightsAlready: number;
  entriesAdded: number;
  /** Entries already here (same entry): merged, not added again. */
  entriesAlready: number;
  /** Entries kept beside one of the same name with other content: their new names. */
  entriesRenamed: string[];
  /** Fights or library the reader refused, with its message. */
  refused: string[];
  /** Values brought within the table of limits on read. */
  repairs: string[];
}

/** The import's result: its summary, or why nothing was imported. */
export type ImportOutcome = { ok: true; summary: ImportSummary } | Extract<BundleRead, { ok: false }>;

/** Each row's content as the library file keeps it (its id and save time left out), by row id. */
function contentKeys(rows: readonly LibraryRow[]): Map<string, string> {
  const keys = new Map<string, string>();
  if (rows.length === 0) return keys;
  const read = readParaventFile(libraryToFileText(libraryOfRows(rows, '')), 'library');
  if (!read.ok || read.kind !== 'library') return keys;
  for (const { id, ...content } of read.library.entries) keys.set(id, canonicalJson(content));
  return keys;
}

/** A name with the suffix, unique among `taken`, within the table's limit. */
function suffixed(name: string, suffix: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const tail = n === 1 ? ` (${suffix})` : ` (${suffix} ${n})`;
    const candidate = `${cutText(name, TEXT_LIMITS.combatantName - tail.length)}${tail}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const sameEntry = (a: LibraryRow, b: LibraryRow) =>
  a.system === b.system && a.kind === b.kind && a.name === b.name;

/** The library rows to write, merged by identity with those here (see the file comment). */
function mergeLibrary(
  stored: readonly LibraryRow[],
  incoming: readonly LibraryRow[],
  suffix: string,
): { rows: LibraryRow[]; already: number; renamed: string[] } {
  const storedKeys = contentKeys(stored);
  const incomingKeys = contentKeys(incoming);
  const byId = new Map(stored.map((r) => [r.id, r]));
  const names = new Set(stored.map((r) => r.name));
  const rows: LibraryRow[] = [];
  const renamed: string[] = [];
  let already = 0;
  for (const row of incoming) {
    const key = incomingKeys.get(row.id);
    const here = [byId.get(row.id), ...stored.filter((r) => sameEntry(r, row))].filter(
      (r): r is LibraryRow => r !== undefined,
    );
    const added = rows.filter((r) => sameEntry(r, row));
    if ([...here, ...added].some((r) => (storedKeys.get(r.id) ?? incomingKeys.get(r.id)) === key)) {
      already += 1;
      continue;
    }
    if (here.length === 0 && added.length === 0) {
      rows.push(row);
      names.add(row.name);
      continue;
    }
    const name = suffixed(row.name, suffix, names);
    names.add(name);
    renamed.push(name);
    rows.push({
      ...row,
      id: `${row.system}:${row.kind}:${crypto.randomUUID()}`,
      name,
      combatant: { ...row.combatant, name },
    });
  }
  return { rows, already, renamed };
}

/**
 * Reads a one-file export and adds, in one transaction, its fights that are not here and its
 * library entries merged by identity. `suffix`: the word marking an entry kept beside another of
 * its name, in the GM's language (« importé »). Nothing is written when the file is refused.
 */
export async function importEverything(
  text: string,
  suffix: string,
  db: ParaventDatabase = getDatabase(),
  now = Date.now(),
): Promise<ImportOutcome> {
  const read = readBundle(text);
  if (!read.ok) return read;
  // Each entry keeps its id: the same entry is recognised when it comes back.
  const incoming = read.library ? rowsOfLibrary(read.library, 'dnd35', now, (e) => e.id) : [];
  return db.transaction('rw', db.encounters, db.checkpoints, db.library, db.settings, async () => {
    // Imported fights go under the ones already here, so the fight on screen stays the current one.
    const oldest = (await db.encounters.orderBy('updatedAt').first())?.updatedAt ?? now;
    let fightsAdded = 0;
    for (const [i, encounter] of read.encounters.entries()) {
      if (await db.encounters.get(encounter.id)) continue;
      await createEncounterRecord(encounter, oldest - read.encounters.length + i, db);
      fightsAdded += 1;
    }
    const merged = mergeLibrary(await listAllLibrary(db), incoming, suffix);
    if (merged.rows.length > 0) await db.library.bulkPut(merged.rows);
    // Rebound keys, read within the limits (shared/shortcuts.ts), replace the ones here.
    if (Object.keys(read.shortcuts).length > 0)
      await db.settings.put({ key: 'shortcuts', value: read.shortcuts });
    return {
      ok: true as const,
      summary: {
        fightsAdded,
        fightsAlready: read.encounters.length - fightsAdded,
        entriesAdded: merged.rows.length,
        entriesAlready: merged.already,
        entriesRenamed: merged.renamed,
        refused: read.refused,
        repairs: read.repairs,
      },
    };
  });
}

/** How many fights are kept here, live (`undefined` while loading). */
export function useFightCount(db: ParaventDatabase = getDatabase()): number | undefined {
  return useLiveQuery(() => db.encounters.count(), [db]);
}
