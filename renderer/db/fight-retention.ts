/**
 * Which stored fights are kept (the rule the GM sees in Réglages): the `keep` fights worked on last,
 * every fight linked to a file (it may be the only copy of what the file does not have yet), and
 * the fight on screen. The others are deleted with their events and checkpoints.
 */
import { getDatabase, type EncounterRow, type ParaventDatabase } from './database';
import { deleteStoredFight } from './fights';

/** The ids to delete among `rows` (pure). */
export function fightsToDrop(
  rows: readonly Pick<EncounterRow, 'id' | 'updatedAt' | 'file'>[],
  keep: number,
  currentId: string | null,
): string[] {
  const newestFirst = [...rows].sort((a, b) => b.updatedAt - a.updatedAt);
  return newestFirst.filter((r, i) => i >= keep && !r.file && r.id !== currentId).map((r) => r.id);
}

/** The ids the rule drops among the stored fights (deleted by `deleteFight`, each under its lock). */
export async function fightsToPrune(
  keep: number,
  currentId: string | null,
  db: ParaventDatabase = getDatabase(),
): Promise<string[]> {
  return fightsToDrop(await db.encounters.toArray(), keep, currentId);
}

/** Deletes a fight with its events and checkpoints (the retention sweep, under the fight's lock). */
export async function deleteFight(id: string, db: ParaventDatabase = getDatabase()): Promise<void> {
  await deleteStoredFight(db, id);
}
