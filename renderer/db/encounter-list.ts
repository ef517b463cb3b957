/**
 * Rencontres enregistrées, for the Library's « Rencontres » tab: every stored fight (prepared or
 * played) with what the list shows, and the gestures on a whole fight — open (it becomes the
 * current one), duplicate, rename, delete (returned whole so that « Annuler » puts it back).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Encounter } from '../../shared/combat';
import { getDatabase, type EncounterEventRow, type EncounterRow, type ParaventDatabase } from './database';

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

/** A whole stored fight (its row and events), as deleted, to restore. */
export interface StoredFight {
  row: EncounterRow;
  events: EncounterEventRow[];
}

function itemOf(r: EncounterRow): EncounterListItem {
  return {
    id: r.id,
    name: r.name,
    system: r.system,
    updatedAt: r.updatedAt,
    round: r.state.round,
    phase: r.state.phase,
    combatants: r.state.combatants.length,
  };
}

/** Every stored fight, the latest first. */
export async function listEncounters(db: ParaventDatabase = getDatabase()): Promise<EncounterListItem[]> {
  const rows = await db.encounters.orderBy('updatedAt').reverse().toArray();
  return rows.map(itemOf);
}

/** The list, live. */
export function useEncounterList(db: ParaventDatabase = getDatabase()): EncounterListItem[] | undefined {
  return useLiveQuery(() => listEncounters(db), [db]);
}

async function eventsOf(db: ParaventDatabase, id: string): Promise<EncounterEventRow[]> {
  return db.encounterEvents
    .where('[encounterId+index]')
    .between([id, 0], [id, Number.MAX_SAFE_INTEGER])
    .toArray();
}

/** The stored fight, whole (for the summary, export, duplicate). */
export async function readStoredFight(
  id: string,
  db: ParaventDatabase = getDatabase(),
): Promise<StoredFight | null> {
  return db.transaction('r', db.encounters, db.encounterEvents, async () => {
    const row = await db.encounters.get(id);
    return row ? { row, events: await eventsOf(db, id) } : null;
  });
}

/** Renames a fight (its row and its present state). */
export async function renameEncounter(
  id: string,
  name: string,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.transaction('rw', db.encounters, async () => {
    const row = await db.encounters.get(id);
    if (!row) return;
    await db.encounters.put({
      ...row,
      name,
      state: { ...row.state, name },
      initial: { ...row.initial, name },
    });
  });
}

/** A copy of a fight under a new id and name, with its whole history; it is not made current. */
export async function duplicateEncounter(
  id: string,
  newId: string,
  name: string,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.transaction('rw', db.encounters, db.encounterEvents, async () => {
    const row = await db.encounters.get(id);
    if (!row) return;
    const events = await eventsOf(db, id);
    const oldest = (await db.encounters.orderBy('updatedAt').first())?.updatedAt ?? row.updatedAt;
    await db.encounters.add({
      ...row,
      id: newId,
      name,
      initial: { ...row.initial, id: newId, name },
      state: { ...row.state, id: newId, name },
      createdAt: Date.now(),
      updatedAt: Math.min(oldest, row.updatedAt) - 1,
      file: undefined,
    });
    await db.encounterEvents.bulkAdd(events.map((e) => ({ ...e, encounterId: newId })));
  });
}

/** Deletes a fight and returns it whole, for « Annuler ». */
export async function deleteEncounter(
  id: string,
  db: ParaventDatabase = getDatabase(),
): Promise<StoredFight | null> {
  return db.transaction('rw', db.encounters, db.encounterEvents, async () => {
    const row = await db.encounters.get(id);
    if (!row) return null;
    const events = await eventsOf(db, id);
    await db.encounterEvents.where('encounterId').equals(id).delete();
    await db.encounters.delete(id);
    return { row, events };
  });
}

/** Puts a deleted fight back as it was. */
export async function restoreEncounter(
  fight: StoredFight,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.transaction('rw', db.encounters, db.encounterEvents, async () => {
    await db.encounters.put(fight.row);
    await db.encounterEvents.bulkPut(fight.events);
  });
}
