/**
 * Chroniques Oubliées initiative: a fixed INIT score, no roll, highest first (CO › Le tour de combat).
 */
import { playerCharactersFirst, sortInitiativeBy } from '../common/initiative-order';
import type { InitiativeEntry } from '../types';
import { RulesError, requireInteger } from '../errors';

/**
 * CO › Le tour de combat: acting order by INIT score, highest first. On a tie a player character
 * acts before an enemy; between two characters the GM decides — Paravent then falls back on
 * `tiebreak` (higher first) and the id, so the order is always the same. Returns a new array.
 */
export function coSortInitiative(entries: InitiativeEntry[]): InitiativeEntry[] {
  return sortInitiativeBy(entries, playerCharactersFirst);
}

/** The result of lowering one's INIT to act later. */
export interface CoLoweredInitiative {
  /** The new INIT score for this turn. */
  init: number;
  /** True at 0: the combatant's action for the turn is lost. */
  actionLost: boolean;
}

/**
 * CO Fantasy open rules › Initiative: a combatant may lower its INIT to act later in the turn;
 * brought down to 0, it loses its action. `to` must be lower than `current` and not below 0.
 */
export function coLowerInitiative(current: number, to: number): CoLoweredInitiative {
  requireInteger(current, 'Initiative actuelle');
  requireInteger(to, 'Nouvelle initiative');
  if (to < 0 || to >= current) {
    throw new RulesError(
      'invalid-number',
      `Nouvelle initiative : entre 0 et ${current - 1} attendue (on ne peut que baisser son INIT), reçu ${to}`,
      { current, to },
    );
  }
  return { init: to, actionLost: to === 0 };
}
