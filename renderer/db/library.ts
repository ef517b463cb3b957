/** La bibliothèque: party members and bestiary entries kept in IndexedDB, to add to any fight. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { SystemId } from '../../shared/rules';
import { getDatabase, type LibraryRow, type ParaventDatabase } from './database';

/** Saves (or replaces) an entry. */
export async function saveLibraryEntry(
  entry: LibraryRow,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.library.put(entry);
}

/** Deletes an entry. */
export async function deleteLibraryEntry(id: string, db: ParaventDatabase = getDatabase()): Promise<void> {
  await db.library.delete(id);
}

/** Entries of one system, by name; read once. */
async function listLibrary(system: SystemId, db: ParaventDatabase = getDatabase()): Promise<LibraryRow[]> {
  const rows = await db.library.orderBy('name').toArray();
  return rows.filter((r) => r.system === system);
}

/** Entries of one system, by name, live: `undefined` while loading. */
export function useLibrary(system: SystemId, db: ParaventDatabase = getDatabase()): LibraryRow[] | undefined {
  return useLiveQuery(() => listLibrary(system, db), [system, db]);
}

/** Every entry of every system (Exporter la bibliothèque). */
export async function listAllLibrary(db: ParaventDatabase = getDatabase()): Promise<LibraryRow[]> {
  return db.library.orderBy('name').toArray();
}

/** Saves (or replaces) several entries in one transaction (Importer). */
export async function saveLibraryEntries(
  entries: LibraryRow[],
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.library.bulkPut(entries);
}

/** Every entry of every system, by name, live: `undefined` while loading (the Library screen). */
export function useAllLibrary(db: ParaventDatabase = getDatabase()): LibraryRow[] | undefined {
  return useLiveQuery(() => listAllLibrary(db), [db]);
}

/** Deletes entries and returns them, so that « Annuler » can put them back with `saveLibraryEntries`. */
export async function takeLibraryEntries(
  ids: readonly string[],
  db: ParaventDatabase = getDatabase(),
): Promise<LibraryRow[]> {
  return db.transaction('rw', db.library, async () => {
    const rows = (await db.library.bulkGet([...ids])).filter((r): r is LibraryRow => r !== undefined);
    await db.library.bulkDelete([...ids]);
    return rows;
  });
}
