import type { DiceRoll } from '../../../shared/rules';
import { getFightStore, type FightStore } from '../../fight';

/** "[4, 4] + 3" (then " ×2" for a CO critical's damage): every die of a roll, as the log shows it. */
export function diceDetail(roll: DiceRoll & { multiplier?: number }): string {
  const times = roll.multiplier === undefined ? '' : ` ×${roll.multiplier}`;
  return `${roll.terms
    .map((term, i) => {
      const body = term.dice
        ? `[${term.dice
            .filter((d) => d.kept)
            .map((d) => d.value)
            .join(', ')}]`
        : String(term.constant);
      const sign = term.sign < 0 ? '− ' : i === 0 ? '' : '+ ';
      return `${sign}${body}`;
    })
    .join(' ')}${times}`;
}

/**
 * While a fight is running, writes a roll of the dice panel into its combat log (an undoable
 * gesture, like any other, through the fight store). Returns whether it was written: not when no
 * fight is running, or when another window writes the fight (this one is read-only).
 */
export async function logDiceRollInCurrentFight(
  roll: DiceRoll,
  store: FightStore = getFightStore(),
): Promise<boolean> {
  await store.ready();
  const snap = store.getSnapshot();
  if (snap.encounter?.phase !== 'running' || snap.mode !== 'writer') return false;
  return store.dispatch([
    { type: 'dice-rolled', notation: roll.notation, total: roll.total, detail: diceDetail(roll) },
  ]);
}
