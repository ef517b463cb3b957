/**
 * Un tour pour tout le groupe: when the encounter's group mode is `one-turn`, the first member of a
 * group reached in the order opens the turn of every member able to act (each gets its start of turn:
 * timers, dying roll, reminders), the turn ends for all of them together, and the members further
 * down the order are passed over until the next round.
 */
import { canActNow } from './turn-order';
import { endTurnOf, startTurn } from './turn-start';
import { playsAsOneTurn } from './groups';
import type { Combatant, CombatantId, Encounter } from './types';

/** Whether this combatant already acted this round with its group (its row is passed over). */
export function actedWithGroup(enc: Encounter, c: Combatant): boolean {
  return c.flags.lastTurnRound === enc.round && playsAsOneTurn(enc, c);
}

/** The other members taking the current combatant's turn with it. */
function turnMates(enc: Encounter, c: Combatant): Combatant[] {
  return enc.combatants.filter(
    (o) => o.id !== c.id && o.group === c.group && o.flags.lastTurnRound !== enc.round && canActNow(enc, o),
  );
}

/** After the current combatant's turn started: its group's other members start theirs with it. */
export function startGroupTurn(enc: Encounter): Encounter {
  const current = enc.combatants.find((c) => c.id === enc.current);
  if (!current || !playsAsOneTurn(enc, current)) return enc;
  let next = enc;
  for (const mate of turnMates(enc, current)) {
    next = { ...startTurn({ ...next, current: mate.id }, true), current: current.id };
  }
  return next;
}

/** The current turn ends: for a group playing one turn, every member that acted in it. */
export function endGroupTurn(enc: Encounter, id: CombatantId): Encounter {
  const current = enc.combatants.find((c) => c.id === id);
  let next = endTurnOf(enc, id);
  if (!current || !playsAsOneTurn(enc, current)) return next;
  for (const mate of enc.combatants) {
    if (mate.id !== id && mate.group === current.group && mate.flags.lastTurnRound === enc.round) {
      next = endTurnOf(next, mate.id);
    }
  }
  return next;
}
