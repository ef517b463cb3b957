/**
 * Rencontres enregistrées, for the Library's « Rencontres » tab: every stored fight (prepared or
 * played) with what the list shows, and the gestures on a whole fight — open (it becomes the
 * current one), duplicate, rename, delete (returned whole so that « Annuler » puts it back).
 *
 * A stored fight is its row, its event rows and its checkpoints (renderer/db/fights.ts): checkpoint 0
 * is the state it started from, the latest checkpoint plus the events after it is where it stands.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { replay, type Encounter } from '../../shared/combat';
import {
  getDatabase,
  type CheckpointRow,
  type EncounterEventRow,
  type EncounterRow,
  type ParaventDatabase,
} from './database';
import { deleteStoredFight, latestFightState, loadFightFromStart } from './fights';

/** One line of the list. */
export interface EncounterListItem {
  id: string;
  name: string;
  system: EncounterRow['system'];
  updatedAt: number;
  round: number;
  phase: Encounter['phase'];
  combatants: number;
}

/** A whole stored fight as deleted: its row, events and checkpoints, to put back. */
export interface DeletedFight {
  row: EncounterRow;
  events: EncounterEventRow[];
  checkpoints: CheckpointRow[];
}

/** A stored fight read whole: where it started, the events applied since, and where it stands. */
export interface WholeFight {
  row: EncounterRow;
  initial: Encounter;
  /** Applied events from the start, in order (what could be redone is left out). */
  events: EncounterEventRow[];
  state: Encounter;
}

const END = Number.MAX_SAFE_INTEGER;

/** Every stored fight, the latest first (each read from its latest checkpoint and tail). */
async function listEncounters(db: ParaventDatabase = getDatabase()): Promise<EncounterListItem[]> {
  const rows = await db.encounters.orderBy('updatedAt').reverse().toArray();
  const items: EncounterListItem[] = [];
  for (const r of rows) {
    const state = await latestFightState(r.id, db);
    if (!state) continue;
    items.push({
      id: r.id,
      name: r.name,
      system: r.system,
      updatedAt: r.updatedAt,
      round: state.round,
      phase: state.phase,
      combatants: state.combatants.length,
    });
  }
  return items;
}

/** The list, live. */
export function useEncounterList(db: ParaventDatabase = getDatabase()): EncounterListItem[] | undefined {
  return useLiveQuery(() => listEncounters(db), [db]);
}

async function eventsOf(db: ParaventDatabase, id: string): Promise<EncounterEventRow[]> {
  return db.encounterEvents.where('[encounterId+index]').between([id, 0], [id, END]).toArray();
}

async function checkpointsOf(db: ParaventDatabase, id: string): Promise<CheckpointRow[]> {
  return db.checkpoints.where('[encounterId+index]').between([id, 0], [id, END], true, true).toArray();
}

/** The stored fight, whole (for the summary and export); null when it is gone. */
export async function readStoredFight(
  id: string,
  db: ParaventDatabase = getDatabase(),
): Promise<WholeFight | null> {
  const stored = await loadFightFromStart(id, db);
  if (!stored) return null;
  const { row, checkpoint, tail } = stored;
  const events = tail.filter((e) => e.index < row.cursor);
  return {
    row,
    initial: checkpoint.state,
    events,
    state: replay(
      checkpoint.state,
      events.map((e) => e.event),
    ),
  };
}

/** Renames a fight: its row and the state of each of its checkpoints. */
export async function renameEncounter(
  id: string,
  name: string,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.transaction('rw', db.encounters, db.checkpoints, async () => {
    const row = await db.encounters.get(id);
    if (!row) return;
    await db.encounters.put({ ...row, name });
    const checkpoints = await checkpointsOf(db, id);
    await db.checkpoints.bulkPut(checkpoints.map((cp) => ({ ...cp, state: { ...cp.state, name } })));
  });
}

/** A copy of a fight under a new id and name, with its whole history; it is not made current. */
export async function duplicateEncounter(
  id: string,
  newId: string,
  name: string,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.transaction('rw', db.encounters, db.encounterEvents, db.checkpoints, async () => {
    const row = await db.encounters.get(id);
    if (!row) return;
    const events = await eventsOf(db, id);
    const checkpoints = await checkpointsOf(db, id);
    const oldest = (await db.encounters.orderBy('updatedAt').first())?.updatedAt ?? row.updatedAt;
    const { writer: _writer, file: _file, ...rest } = row;
    await db.encounters.add({
      ...rest,
      id: newId,
      name,
      createdAt: Date.now(),
      updatedAt: Math.min(oldest, row.updatedAt) - 1,
    });
    await db.encounterEvents.bulkAdd(events.map((e) => ({ ...e, encounterId: newId })));
    await db.checkpoints.bulkAdd(
      checkpoints.map((cp) => ({ ...cp, encounterId: newId, state: { ...cp.state, id: newId, name } })),
    );
  });
}

/** Deletes a fight and returns it whole, for « Annuler ». */
export async function deleteEncounter(
  id: string,
  db: ParaventDatabase = getDatabase(),
): Promise<DeletedFight | null> {
  return db.transaction('rw', db.encounters, db.encounterEvents, db.checkpoints, async () => {
    const row = await db.encounters.get(id);
    if (!row) return null;
    const events = await eventsOf(db, id);
    const checkpoints = await checkpointsOf(db, id);
    await deleteStoredFight(db, id);
    return { row, events, checkpoints };
  });
}

/** Puts a deleted fight back as it was. */
export async function restoreEncounter(
  fight: DeletedFight,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.transaction('rw', db.encounters, db.encounterEvents, db.checkpoints, async () => {
    await db.encounters.put(fight.row);
    await db.encounterEvents.bulkPut(fight.events);
    await db.checkpoints.bulkPut(fight.checkpoints);
  });
}
