/**
 * Rencontres dans IndexedDB: the tracker's fight is kept as its initial state plus every event
 * (see renderer/features/tracker/session.ts for why). Every change is one transaction, committed
 * with strict durability before the screen shows it.
 */
import type { Encounter } from '../../shared/combat';
import { getDatabase, type EncounterEventRow, type EncounterRow, type ParaventDatabase } from './database';

/** A stored fight: its row and its events in order. */
export interface StoredEncounter {
  row: EncounterRow;
  events: EncounterEventRow[];
}

/** A change to write: events replacing those from `fromIndex` on, the new cursor and present state. */
export interface EncounterChange {
  fromIndex: number;
  rows: { index: number; gesture: number; event: EncounterEventRow['event'] }[];
  cursor: number;
  eventCount: number;
  state: Encounter;
}

/** The fight last worked on (the tracker's current encounter), or null when there is none. */
export async function loadCurrentEncounter(
  db: ParaventDatabase = getDatabase(),
): Promise<StoredEncounter | null> {
  return db.transaction('r', db.encounters, db.encounterEvents, async () => {
    const row = await db.encounters.orderBy('updatedAt').last();
    if (!row) return null;
    const events = await db.encounterEvents
      .where('[encounterId+index]')
      .between([row.id, 0], [row.id, Number.MAX_SAFE_INTEGER])
      .toArray();
    return { row, events };
  });
}

/** Stores a new fight; it becomes the current one. */
export async function createEncounterRecord(
  initial: Encounter,
  now: number = Date.now(),
  db: ParaventDatabase = getDatabase(),
): Promise<EncounterRow> {
  const row: EncounterRow = {
    id: initial.id,
    name: initial.name,
    system: initial.system,
    createdAt: now,
    updatedAt: now,
    initial,
    state: initial,
    cursor: 0,
    eventCount: 0,
  };
  await db.encounters.add(row);
  return row;
}

/**
 * Writes a change in one transaction: drops the stored events from `fromIndex` on (what could be
 * redone), adds the new ones, and moves the cursor. Resolves once IndexedDB has committed.
 */
export async function commitEncounterChange(
  encounterId: string,
  change: EncounterChange,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.transaction('rw', db.encounters, db.encounterEvents, async () => {
    if (change.rows.length > 0) {
      await db.encounterEvents
        .where('[encounterId+index]')
        .between([encounterId, change.fromIndex], [encounterId, Number.MAX_SAFE_INTEGER])
        .delete();
    }
    if (change.rows.length > 0) {
      await db.encounterEvents.bulkPut(change.rows.map((r) => ({ encounterId, ...r })));
    }
    const updated = await db.encounters.update(encounterId, {
      cursor: change.cursor,
      eventCount: change.eventCount,
      state: change.state,
      name: change.state.name,
      updatedAt: Date.now(),
    });
    if (updated === 0) throw new Error(`Rencontre introuvable : ${encounterId}`);
  });
}

/** Moves the cursor only (undo / redo): the events stay stored so that redo survives a reload. */
export async function moveEncounterCursor(
  encounterId: string,
  cursor: number,
  state: Encounter,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  const updated = await db.encounters.update(encounterId, { cursor, state, updatedAt: Date.now() });
  if (updated === 0) throw new Error(`Rencontre introuvable : ${encounterId}`);
}
