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

import { END, loadStoredFight, rowStamp, validCheckpoint } from './fight-read';

export {
  currentFightId,
  loadFightFromStart,
  loadStoredFight,
  rowStamp,
  type StoredFight,
} from './fight-read';

/** Another window took the fight for writing: this one must not write any more. */
export class WriterLostError extends Error {
  constructor() {
    super('Une autre fenêtre mène ce combat : cette fenêtre est passée en lecture seule.');
    this.name = 'WriterLostError';
  }
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

/**
 * Takes the fight for writing (this window's `writer` token); later writes of the other one fail.
 * Returns the row's stamp as found (null: no such fight), so that a read made before the claim can
 * be trusted if nothing changed. The token is no data of the GM's: it is committed without waiting
 * for the disk (relaxed durability; the order of transactions holds all the same). After a power cut
 * there is no other window, and the next start claims again. Waiting for the disk here held up the
 * opening of a fight by 60–270 ms (issue 25).
 */
export async function claimWriter(
  id: string,
  writer: string,
  db: ParaventDatabase = getDatabase(),
): Promise<string | null> {
  if (!db.isOpen()) await db.open();
  const idb = db.backendDB();
  return new Promise<string | null>((resolve, reject) => {
    const tx = idb.transaction(db.encounters.name, 'readwrite', { durability: 'relaxed' });
    const rows = tx.objectStore(db.encounters.name);
    let stamp: string | null = null;
    const found = rows.get(id);
    found.onsuccess = () => {
      const row = found.result as EncounterRow | undefined;
      if (!row) return;
      stamp = rowStamp(row);
      rows.put({ ...row, writer });
    };
    tx.oncomplete = () => resolve(stamp);
    tx.onabort = () => reject(tx.error ?? new Error(`Combat non pris pour l’écriture : ${id}`));
  });
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
