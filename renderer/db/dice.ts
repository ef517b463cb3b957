import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, type DiceRollRow, type ParaventDatabase } from './database';

/** How many rolls the history keeps. */
const DICE_HISTORY_LIMIT = 50;

/** Adds a roll to the history and trims the oldest beyond the limit. */
export async function recordDiceRoll(row: Omit<DiceRollRow, 'id'>, db: ParaventDatabase = getDatabase()) {
  await db.transaction('rw', db.diceRolls, async () => {
    await db.diceRolls.add(row);
    const stale = await db.diceRolls.orderBy('at').reverse().offset(DICE_HISTORY_LIMIT).primaryKeys();
    await db.diceRolls.bulkDelete(stale);
  });
}

/** Empties the history. */
export async function clearDiceHistory(db: ParaventDatabase = getDatabase()) {
  await db.diceRolls.clear();
}

/** The history, most recent first; `undefined` while loading. */
export function useDiceHistory(db: ParaventDatabase = getDatabase()): DiceRollRow[] | undefined {
  return useLiveQuery(() => db.diceRolls.orderBy('at').reverse().toArray(), [db]);
}
