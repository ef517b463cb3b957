/** Old-school B/X: the conditions a character carries out of a fight (shared/rules/common/between-fights.ts). */
import type { BetweenFights } from '../common/between-fights';

/**
 * Ends with the fight: surprise, stun, darkness (a place), fleeing and retreating (morale and
 * movement of the fight) and a spell being cast. Fatigue, paralysis, blindness and unconsciousness
 * stay. The text gives no rest that lifts fatigue (OSR › Modificateurs situationnels): it stays until
 * the GM removes it.
 */
export const OSR_BETWEEN_FIGHTS: BetweenFights = {
  endsWithFight: ['surprised', 'stunned', 'in-darkness', 'fleeing', 'retreating', 'casting'],
  lasts: ['fatigued', 'exhausted', 'spent', 'paralyzed', 'unconscious', 'blinded'],
  recovery: [],
  source: 'OSR › Combat (aucune récupération de la fatigue au repos)',
};
