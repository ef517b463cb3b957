/**
 * Reading a stored fight (no engine here: this module is in the first load, so that the fight in
 * progress is read from IndexedDB while the fight store's code is still on its way, issue 25).
 * Writes are in fights.ts.
 */
import {
  getDatabase,
  type CheckpointRow,
  type EncounterEventRow,
  type EncounterRow,
  type ParaventDatabase,
} from './database';

/** Past the last index of any fight. */
export const END = Number.MAX_SAFE_INTEGER;

/** What a stored fight gives to open it: its row, the checkpoint to start from, the events after. */
export interface StoredFight {
  row: EncounterRow;
  checkpoint: CheckpointRow;
  /** Events from the checkpoint's index to the end (applied up to `row.cursor`, then redoable). */
  tail: EncounterEventRow[];
}

/** The id of the fight last worked on, or null. */
export async function currentFightId(db: ParaventDatabase = getDatabase()): Promise<string | null> {
  return (await db.encounters.orderBy('updatedAt').last())?.id ?? null;
}

/** The keys of a fight's checkpoints at or below `index`, in order. */
function checkpointKeys(db: ParaventDatabase, id: string, index: number): Promise<[string, number][]> {
  return db.checkpoints.where('[encounterId+index]').between([id, 0], [id, index], true, true).primaryKeys();
}

/** The events of a fight from `index` on. */
function eventsFrom(db: ParaventDatabase, id: string, index: number): Promise<EncounterEventRow[]> {
  return db.encounterEvents.where('[encounterId+index]').between([id, index], [id, END]).toArray();
}

/**
 * The latest checkpoint at or below `index` whose events are still the stored ones. Keys first, then
 * one whole state at a time from the latest: a checkpoint is large (1.4 MB at 5,000 events), and the
 * one opened is usually the latest, so the others are not read.
 */
export async function validCheckpoint(
  db: ParaventDatabase,
  id: string,
  index: number,
): Promise<CheckpointRow | undefined> {
  return (await latestWithTail(db, id, index, false))?.checkpoint;
}

/**
 * The latest valid checkpoint at or below `index`, and (`withTail`) the events from it on. The
 * checkpoint, the event before it and the tail are asked for together: at start the page's main
 * thread is busy, and each request waited for one after the other waits for a turn behind it.
 */
async function latestWithTail(
  db: ParaventDatabase,
  id: string,
  index: number,
  withTail: boolean,
): Promise<{ checkpoint: CheckpointRow; tail: EncounterEventRow[] } | null> {
  const keys = await checkpointKeys(db, id, index);
  for (let i = keys.length - 1; i >= 0; i -= 1) {
    const key = keys[i];
    if (!key) continue;
    const at = key[1];
    const [checkpoint, before, tail] = await Promise.all([
      db.checkpoints.get(key),
      at === 0 ? undefined : db.encounterEvents.get([id, at - 1]),
      withTail ? eventsFrom(db, id, at) : [],
    ]);
    if (checkpoint && (at === 0 || (before && (before.serial ?? '') === checkpoint.lastSerial)))
      return { checkpoint, tail };
  }
  return null;
}

/**
 * The one reader of a stored fight: its row (read here unless `known`), a checkpoint (`latest`: the
 * latest valid one at or below the cursor; `start`: checkpoint 0) and the events after it. In the
 * caller's transaction.
 */
async function readFight(
  db: ParaventDatabase,
  id: string,
  from: 'latest' | 'start',
  known?: EncounterRow,
): Promise<StoredFight | null> {
  const row = known ?? (await db.encounters.get(id));
  if (!row) return null;
  const found =
    from === 'start'
      ? await Promise.all([db.checkpoints.get([id, 0]), eventsFrom(db, id, 0)]).then(([checkpoint, tail]) =>
          checkpoint ? { checkpoint, tail } : null,
        )
      : await latestWithTail(db, id, row.cursor, true);
  if (!found) return null;
  return { row, checkpoint: found.checkpoint, tail: found.tail.filter((e) => e.index < row.eventCount) };
}

/** A stored fight, ready to open (null when it is gone or has no usable checkpoint). */
export async function loadStoredFight(
  id: string,
  db: ParaventDatabase = getDatabase(),
): Promise<StoredFight | null> {
  return db.transaction('r', db.encounters, db.encounterEvents, db.checkpoints, () =>
    readFight(db, id, 'latest'),
  );
}

/** A stored fight from its start: checkpoint 0 and every event (summary, export of its history). */
export async function loadFightFromStart(
  id: string,
  db: ParaventDatabase = getDatabase(),
): Promise<StoredFight | null> {
  return db.transaction('r', db.encounters, db.encounterEvents, db.checkpoints, () =>
    readFight(db, id, 'start'),
  );
}

/**
 * What says whether a fight's row changed: every write of its history sets `updatedAt`, and the
 * others (an engine update, a dropped redo tail) its counts or history start. Not the writer token.
 */
export function rowStamp(row: EncounterRow): string {
  return [row.updatedAt, row.eventCount, row.cursor, row.historyStart, row.engine].join(':');
}

/** The fight last worked on and what opens it, in one read (id null: there is none). */
export interface CurrentFight {
  id: string | null;
  stored: StoredFight | null;
}

/** Reads the fight last worked on, whole, in one transaction. */
export async function readCurrentFight(db: ParaventDatabase = getDatabase()): Promise<CurrentFight> {
  return db.transaction('r', db.encounters, db.encounterEvents, db.checkpoints, async () => {
    const row = await db.encounters.orderBy('updatedAt').last();
    return { id: row?.id ?? null, stored: row ? await readFight(db, row.id, 'latest', row) : null };
  });
}
