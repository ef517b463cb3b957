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

/**
 * The entries the Library screen last read, per database, kept while the app is open: the screen
 * opened again draws them at once, then the live query's (a few milliseconds later, the same unless
 * another screen changed the library meanwhile). 2,000 entries take IndexedDB some 100 ms to give.
 */
const lastRead = new WeakMap<ParaventDatabase, LibraryRow[]>();

/** Every entry of every system, by name, live (the Library screen): the last read ones until then, else `undefined`. */
export function useAllLibrary(db: ParaventDatabase = getDatabase()): LibraryRow[] | undefined {
  return useLiveQuery(
    () =>
      listAllLibrary(db).then((rows) => {
        lastRead.set(db, rows);
        return rows;
      }),
    [db],
    lastRead.get(db),
  );
}

/**
 * Reads the entries before the Library screen first opens (when the app is idle after its start,
 * as its code is fetched), so that it opens with them drawn. Nothing is read if it was already.
 */
export async function prefetchAllLibrary(db: ParaventDatabase = getDatabase()): Promise<void> {
  if (lastRead.has(db)) return;
  const rows = await listAllLibrary(db);
  if (!lastRead.has(db)) lastRead.set(db, rows);
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
