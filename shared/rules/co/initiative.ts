/**
 * Chroniques Oubliées initiative: a fixed INIT score, no roll, highest first (CO › Le tour de combat).
 */
import type { InitiativeEntry } from '../types';
import { RulesError, requireInteger } from '../errors';

/** Checks one entry: a non-empty id, an integer INIT, a finite tiebreak, a known side. */
function checkEntry(e: InitiativeEntry, i: number): void {
  if (typeof e !== 'object' || e === null || typeof e.id !== 'string' || e.id === '') {
    throw new RulesError('invalid-number', `Initiative n° ${i + 1} : identifiant manquant`, { index: i });
  }
  requireInteger(e.total, `Initiative de ${e.id}`);
  if (e.tiebreak !== undefined && !Number.isFinite(e.tiebreak)) {
    throw new RulesError(
      'invalid-number',
      `Départage de ${e.id} : nombre attendu, reçu ${String(e.tiebreak)}`,
      { id: e.id },
    );
  }
  if (e.side !== undefined && e.side !== 'pc' && e.side !== 'npc') {
    throw new RulesError(
      'invalid-number',
      `Camp de ${e.id} : 'pc' ou 'npc' attendu, reçu ${String(e.side)}`,
      { id: e.id },
    );
  }
}

/** Player characters first on a tie; an enemy or an entry without side comes after. */
function sideRank(e: InitiativeEntry): number {
  return e.side === 'pc' ? 0 : 1;
}

/**
 * CO › Le tour de combat: acting order by INIT score, highest first. On a tie a player character
 * acts before an enemy; between two characters the GM decides — Paravent then falls back on
 * `tiebreak` (higher first) and the id, so the order is always the same. Returns a new array.
 */
export function coSortInitiative(entries: InitiativeEntry[]): InitiativeEntry[] {
  if (!Array.isArray(entries)) {
    throw new RulesError('invalid-number', 'Initiative : liste de combattants attendue', { entries });
  }
  entries.forEach(checkEntry);
  return [...entries].sort(
    (a, b) =>
      b.total - a.total ||
      sideRank(a) - sideRank(b) ||
      (b.tiebreak ?? 0) - (a.tiebreak ?? 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
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
