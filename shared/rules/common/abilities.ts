import { NUMBER_RANGES } from '../../limits';
import { RulesError } from '../errors';

/** Lowest and highest ability scores the rules layer accepts (the table of limits, shared/limits.ts). */
export const ABILITY_SCORE_RANGE = NUMBER_RANGES.abilityScore;

/**
 * DRS › Caractéristiques: modificateur = arrondi inférieur de (valeur − 10) / 2.
 * Throws a RulesError for a score that is not an integer between 0 and 99.
 */
export function abilityModifier(score: number): number {
  if (typeof score !== 'number' || !Number.isInteger(score)) {
    throw new RulesError(
      'invalid-score',
      `Valeur de caractéristique invalide : ${String(score)} (entier attendu)`,
      {
        score,
      },
    );
  }
  if (score < ABILITY_SCORE_RANGE.min || score > ABILITY_SCORE_RANGE.max) {
    throw new RulesError(
      'invalid-score',
      `Valeur de caractéristique hors limites : ${score} (de ${ABILITY_SCORE_RANGE.min} à ${ABILITY_SCORE_RANGE.max})`,
      { score },
    );
  }
  return Math.floor((score - 10) / 2);
}
