import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, type ParaventDatabase } from './database';

/** How many recent lookups are kept. */
const RECENT_LIMIT = 12;

/** Pins a reference item on top (or unpins it when `pinned` is false). */
export async function setReferencePinned(key: string, pinned: boolean, db: ParaventDatabase = getDatabase()) {
  if (pinned) await db.referencePins.put({ key, at: Date.now() });
  else await db.referencePins.delete(key);
}

/** Records that a reference item was opened; keeps the most recent RECENT_LIMIT. */
export async function recordReferenceLookup(key: string, db: ParaventDatabase = getDatabase()) {
  await db.transaction('rw', db.referenceRecent, async () => {
    await db.referenceRecent.put({ key, at: Date.now() });
    const stale = await db.referenceRecent.orderBy('at').reverse().offset(RECENT_LIMIT).primaryKeys();
    await db.referenceRecent.bulkDelete(stale);
  });
}

/** Pinned keys, oldest pin first; `undefined` while loading. */
export function useReferencePins(db: ParaventDatabase = getDatabase()): string[] | undefined {
  return useLiveQuery(async () => (await db.referencePins.orderBy('at').toArray()).map((m) => m.key), [db]);
}

/** Recently opened keys, most recent first; `undefined` while loading. */
export function useReferenceRecent(db: ParaventDatabase = getDatabase()): string[] | undefined {
  return useLiveQuery(
    async () => (await db.referenceRecent.orderBy('at').reverse().toArray()).map((m) => m.key),
    [db],
  );
}
