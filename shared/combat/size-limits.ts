/**
 * The largest fight a Paravent file may hold (issue 17): the engine refuses the gesture that
 * would go past it, so a fight never grows into one that cannot be saved — told before, never
 * after. shared/files/limits.ts reads the same numbers (one source of truth). 2,000 combatants
 * (lowered from 10,000: such a file was over 5 MB and its gestures took seconds).
 */
import { refusal } from './errors';
import { MAX_COMBATANTS, MAX_EFFECTS } from './size-maxima';
import type { Encounter } from './types';

/** Throws when `next` has more combatants or effects than allowed and more than `before`. */
export function checkSize(before: Encounter, next: Encounter): Encounter {
  const combatants = next.combatants.length;
  if (combatants > MAX_COMBATANTS && combatants > before.combatants.length)
    throw refusal('not-allowed', 'tooManyCombatants', { max: MAX_COMBATANTS, count: combatants });
  const effects = next.effects.length;
  if (effects > MAX_EFFECTS && effects > before.effects.length)
    throw refusal('not-allowed', 'tooManyEffects', { max: MAX_EFFECTS, count: effects });
  return next;
}
