/**
 * Stored fights (schema 4): a small row per fight, its events one row each, and checkpoints (whole
 * states) now and then. A gesture appends its events and rewrites the small row, in one
 * transaction committed with strict durability; no large row is ever read and written back.
 * Only renderer/fight (the fight store) writes here; see docs/fight-store.md.
 */
import { applyEvent, EngineError, ENGINE_VERSION, type Encounter } from '../../shared/combat';
import {
  FIGHT_SCHEMA,
  getDatabase,
  type CheckpointRow,
  type EncounterEventRow,
  type EncounterRow,
  type ParaventDatabase,
} from './database';

const END = Number.MAX_SAFE_INTEGER;

/** Another window took the fight for writing: this one must not write any more. */
export class WriterLostError extends Error {
  constructor() {
    super('Une autre fenêtre mène ce combat : cette fenêtre est passée en lecture seule.');
    this.name = 'WriterLostError';
  }
}

/** What a stored fight gives to open it: its row, the checkpoint to start from, the events after. */
export interface StoredFight {
  row: EncounterRow;
  checkpoint: CheckpointRow;
  /** Events from the checkpoint's index to the end (applied up to `row.cursor`, then redoable). */
  tail: EncounterEventRow[];
}

/** One change of the history, in the order it was made. */
export type FightWrite =
  | { kind: 'append'; fromIndex: number; rows: Omit<EncounterEventRow, 'encounterId'>[] }
  | { kind: 'move'; cursor: number };

/** Stores a new fight (row and checkpoint 0); it becomes the current one. */
export async function createEncounterRecord(
  initial: Encounter,
  now: number = Date.now(),
  db: ParaventDatabase = getDatabase(),
  file?: EncounterRow['file'],
): Promise<EncounterRow> {
  const row: EncounterRow = {
    id: initial.id,
    name: initial.name,
    system: initial.system,
    createdAt: now,
    updatedAt: now,
    schema: FIGHT_SCHEMA,
    engine: ENGINE_VERSION,
    cursor: 0,
    eventCount: 0,
    historyStart: 0,
    ...(file ? { file } : {}),
  };
  await db.transaction('rw', db.encounters, db.checkpoints, async () => {
    await db.encounters.add(row);
    await db.checkpoints.put({
      encounterId: row.id,
      index: 0,
      engine: ENGINE_VERSION,
      lastSerial: '',
      at: now,
      state: initial,
    });
  });
  return row;
}

/** The id of the fight last worked on, or null. */
export async function currentFightId(db: ParaventDatabase = getDatabase()): Promise<string | null> {
  return (await db.encounters.orderBy('updatedAt').last())?.id ?? null;
}

/**
 * The latest checkpoint at or below `index` whose events are still the stored ones. Keys first, then
 * one whole state at a time from the latest: a checkpoint is large (1.4 MB at 5,000 events), and the
 * one opened is usually the latest, so the others are not read.
 */
async function validCheckpoint(
  db: ParaventDatabase,
  id: string,
  index: number,
): Promise<CheckpointRow | undefined> {
  const keys = await db.checkpoints
    .where('[encounterId+index]')
    .between([id, 0], [id, index], true, true)
    .primaryKeys();
  for (let i = keys.length - 1; i >= 0; i -= 1) {
    const key = keys[i];
    if (!key) continue;
    const at = key[1];
    if (at !== 0) {
      const before = await db.encounterEvents.get([id, at - 1]);
      const cp = await db.checkpoints.get(key);
      if (cp && before && (before.serial ?? '') === cp.lastSerial) return cp;
      continue;
    }
    return db.checkpoints.get(key);
  }
  return undefined;
}

/**
 * The one reader of a stored fight: its row, a checkpoint (`latest`: the latest valid one at or
 * below the cursor; `start`: checkpoint 0) and the events after it. In the caller's transaction.
 */
async function readFight(
  db: ParaventDatabase,
  id: string,
  from: 'latest' | 'start',
): Promise<StoredFight | null> {
  const row = await db.encounters.get(id);
  if (!row) return null;
  const checkpoint =
    from === 'start' ? await db.checkpoints.get([id, 0]) : await validCheckpoint(db, id, row.cursor);
  if (!checkpoint) return null;
  const tail = await db.encounterEvents
    .where('[encounterId+index]')
    .between([id, checkpoint.index], [id, END])
    .toArray();
  return { row, checkpoint, tail: tail.filter((e) => e.index < row.eventCount) };
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

/** Deletes a fight: its row, its events and its checkpoints (in the caller's transaction, if any). */
export async function deleteStoredFight(db: ParaventDatabase, id: string): Promise<void> {
  await db.transaction('rw', db.encounters, db.encounterEvents, db.checkpoints, async () => {
    await db.encounterEvents.where('encounterId').equals(id).delete();
    await db.checkpoints.where('encounterId').equals(id).delete();
    await db.encounters.delete(id);
  });
}

/**
 * A stored fight as it stands (its checkpoint and the events applied after it), for exporting fights
 * that are not on screen; null when it is gone or has no usable checkpoint. Its events are applied as
 * far as this engine accepts them (a fight an older version stored may hold a gesture it now refuses:
 * issue 24), so that listing or exporting it never fails.
 */
export async function latestFightState(
  id: string,
  db: ParaventDatabase = getDatabase(),
): Promise<Encounter | null> {
  const stored = await loadStoredFight(id, db);
  if (!stored) return null;
  let state = stored.checkpoint.state;
  for (const row of stored.tail) {
    if (row.index >= stored.row.cursor) break;
    try {
      state = applyEvent(state, row.event);
    } catch (error) {
      if (error instanceof EngineError) break;
      throw error;
    }
  }
  return state;
}

/** The checkpoint to rebuild the history below `index` from (undo beyond what is in memory). */
export async function loadEarlierHistory(
  id: string,
  index: number,
  from: number,
  db: ParaventDatabase = getDatabase(),
): Promise<{ checkpoint: CheckpointRow; events: EncounterEventRow[] } | null> {
  return db.transaction('r', db.encounterEvents, db.checkpoints, async () => {
    const checkpoint = await validCheckpoint(db, id, index - 1);
    if (!checkpoint || checkpoint.index < from) return null;
    const events = await db.encounterEvents
      .where('[encounterId+index]')
      .between([id, checkpoint.index], [id, index])
      .toArray();
    return { checkpoint, events };
  });
}

/**
 * Writes a run of history changes in one transaction, after checking that this window still holds
 * the fight (`writer`); WriterLostError otherwise, and nothing is written.
 */
export async function writeFightChanges(
  id: string,
  writer: string,
  writes: readonly FightWrite[],
  name: string,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.transaction('rw', db.encounters, db.encounterEvents, async () => {
    const row = await db.encounters.get(id);
    if (!row) throw new Error(`Rencontre introuvable : ${id}`);
    if (row.writer !== undefined && row.writer !== writer) throw new WriterLostError();
    let { cursor, eventCount } = row;
    for (const w of writes) {
      if (w.kind === 'move') {
        cursor = w.cursor;
        continue;
      }
      if (w.fromIndex < eventCount) {
        await db.encounterEvents.where('[encounterId+index]').between([id, w.fromIndex], [id, END]).delete();
      }
      await db.encounterEvents.bulkPut(w.rows.map((r) => ({ encounterId: id, ...r })));
      eventCount = w.fromIndex + w.rows.length;
      cursor = eventCount;
    }
    await db.encounters.put({ ...row, cursor, eventCount, name, updatedAt: Date.now() });
  });
}

/** Takes the fight for writing (this window's `writer` token); later writes of the other one fail. */
export async function claimWriter(
  id: string,
  writer: string,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.encounters.update(id, { writer });
}

/** Records a checkpoint (not on a gesture's path); keeps checkpoint 0 and the `keep` latest. */
export async function writeCheckpoint(
  cp: CheckpointRow,
  keep = 3,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.transaction('rw', db.checkpoints, async () => {
    await db.checkpoints.put(cp);
    const keys = await db.checkpoints
      .where('[encounterId+index]')
      .between([cp.encounterId, 1], [cp.encounterId, END])
      .primaryKeys();
    const old = keys.slice(0, Math.max(0, keys.length - keep));
    if (old.length > 0) await db.checkpoints.bulkDelete(old);
  });
}

/** After a verified replay or an engine update: where undo may go back to, and the engine stamp. */
export async function setHistoryStart(
  id: string,
  historyStart: number,
  engine: number,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.encounters.update(id, { historyStart, engine });
}

/**
 * Drops the events from `cursor` on of a fight opened after an engine update (the redoable ones,
 * and any the new engine refused): the fight goes on from `cursor`.
 */
export async function dropRedoTail(
  id: string,
  cursor: number,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.transaction('rw', db.encounters, db.encounterEvents, async () => {
    await db.encounterEvents.where('[encounterId+index]').between([id, cursor], [id, END]).delete();
    await db.encounters.update(id, { eventCount: cursor, cursor });
  });
}
