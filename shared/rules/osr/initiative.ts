/**
 * OSR initiative: one d6 per side, rolled again every round (OSR › Combat › Séquence de combat),
 * and the individual variant (OSR › Séquences de combat : variantes).
 */
import { sidesTogether, sortInitiativeBy } from '../common/initiative-order';
import type { InitiativeEntry } from '../types';
import { RulesError, requireInteger } from '../errors';

/**
 * Acting order, first to act first: higher d6 (or individual total) first. A tie between sides is
 * simultaneous or rolled again (open B/X rules): Paravent keeps each side together (PCs listed
 * first, for display only), then orders by `tiebreak` (higher first) and id. Returns a new array.
 */
export function osrSortInitiative(entries: InitiativeEntry[]): InitiativeEntry[] {
  return sortInitiativeBy(entries, sidesTogether);
}

function requireD6(roll: number, what: string): number {
  requireInteger(roll, what);
  if (roll < 1 || roll > 6) {
    throw new RulesError('invalid-roll', `${what} : résultat de d6 entre 1 et 6 attendu, reçu ${roll}`, {
      what,
      roll,
    });
  }
  return roll;
}

/**
 * OSR › Séquence de combat, step 2: which side acts first this round. Higher d6 wins; 'tie' means
 * act simultaneously or roll again (open B/X rules). With the variant « priorité aux PJ » the PCs
 * always win.
 */
export function osrGroupInitiative(pcRoll: number, npcRoll: number, pcsFirst = false): 'pc' | 'npc' | 'tie' {
  requireD6(pcRoll, 'Initiative des PJ');
  requireD6(npcRoll, 'Initiative des adversaires');
  if (pcsFirst) return 'pc';
  if (pcRoll === npcRoll) return 'tie';
  return pcRoll > npcRoll ? 'pc' : 'npc';
}

/**
 * Open B/X rules › Surprise: a side is surprised on a d6 roll of `surprisedOn` or less (1–2 by
 * default). The text's example: a 3 on the d6 means no surprise.
 */
export function osrIsSurprised(roll1d6: number, surprisedOn = 2): boolean {
  requireD6(roll1d6, 'Jet de surprise');
  requireInteger(surprisedOn, 'Seuil de surprise');
  if (surprisedOn < 0 || surprisedOn > 6) {
    throw new RulesError('invalid-number', `Seuil de surprise : de 0 à 6 attendu, reçu ${surprisedOn}`, {
      surprisedOn,
    });
  }
  return roll1d6 <= surprisedOn;
}
