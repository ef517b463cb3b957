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

/** Applies the rule; returns how many fights were deleted. */
export async function pruneFights(
  keep: number,
  currentId: string | null,
  db: ParaventDatabase = getDatabase(),
): Promise<number> {
  return db.transaction('rw', db.encounters, db.encounterEvents, db.checkpoints, async () => {
    const rows = await db.encounters.toArray();
    const drop = fightsToDrop(rows, keep, currentId);
    for (const id of drop) await deleteStoredFight(db, id);
    return drop.length;
  });
}
