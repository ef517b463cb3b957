/** Chroniques Oubliées: the conditions a character carries out of a fight (shared/rules/common/between-fights.ts). */
import type { BetweenFights } from '../common/between-fights';

/**
 * Ends with the fight: surprise, being knocked down, stunned and immobilised (states of the fight).
 * The text gives no rest that ends a condition: the lasting ones stay until the GM removes them or
 * their time runs out.
 */
export const CO_BETWEEN_FIGHTS: BetweenFights = {
  endsWithFight: ['surprised', 'knocked-down', 'stunned', 'immobilized'],
  lasts: ['blinded', 'paralyzed', 'slowed', 'weakened', 'unconscious'],
  recovery: [],
  source: 'chroniques-oubliees-regles.fr.txt › États préjudiciables (aucune récupération au repos)',
};
