import type { DiceRoll } from '../../../shared/rules';
import { commitEncounterChange, loadCurrentEncounter } from '../../db';
import { applyGesture, restoreSession } from './session';

/** "[4, 4] + 3": every die of a roll, as the log shows it. */
export function diceDetail(roll: DiceRoll): string {
  return roll.terms
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
    .join(' ');
}

/**
 * While a fight is running, writes a roll of the dice panel into its combat log (an undoable
 * event, like any other). Returns whether a fight was running. The dice panel lives outside the
 * Combat screen, so this goes through the stored encounter, which the tracker reloads on return.
 */
export async function logDiceRollInCurrentFight(roll: DiceRoll): Promise<boolean> {
  const stored = await loadCurrentEncounter();
  if (!stored || stored.row.state.phase !== 'running') return false;
  const session = restoreSession(stored.row.initial, stored.events, stored.row.cursor);
  const { session: next, commit } = applyGesture(session, [
    { type: 'dice-rolled', notation: roll.notation, total: roll.total, detail: diceDetail(roll) },
  ]);
  await commitEncounterChange(stored.row.id, { ...commit, state: next.history.present });
  return true;
}
