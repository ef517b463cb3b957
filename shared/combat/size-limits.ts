/**
 * The largest fight a Paravent file may hold (issue 17): the engine refuses the gesture that
 * would go past it, so a fight never grows into one that cannot be saved — told before, never
 * after. shared/files/limits.ts reads the same numbers (one source of truth). 2,000 combatants
 * (lowered from 10,000: such a file was over 5 MB and its gestures took seconds).
 */
import { EngineError } from './errors';
import type { Encounter } from './types';

/** Most combatants in one fight. */
export const MAX_COMBATANTS = 2_000;
/** Most effects in one fight. */
export const MAX_EFFECTS = 50_000;

/** Throws when `next` has more combatants or effects than allowed and more than `before`. */
export function checkSize(before: Encounter, next: Encounter): Encounter {
  const combatants = next.combatants.length;
  if (combatants > MAX_COMBATANTS && combatants > before.combatants.length)
    throw new EngineError(
      'not-allowed',
      `Au plus ${MAX_COMBATANTS.toLocaleString('fr-FR')} combattants dans un combat : un fichier Paravent n’en garde pas plus (demandé : ${combatants.toLocaleString('fr-FR')})`,
    );
  const effects = next.effects.length;
  if (effects > MAX_EFFECTS && effects > before.effects.length)
    throw new EngineError(
      'not-allowed',
      `Au plus ${MAX_EFFECTS.toLocaleString('fr-FR')} effets dans un combat : retirez des effets terminés (demandé : ${effects.toLocaleString('fr-FR')})`,
    );
  return next;
}
