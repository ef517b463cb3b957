/** OSR morale (OSR › Combat › Moral, Tests de moral, Ajustement au test). */
import { RulesError, requireInteger } from '../errors';

function requireRange(value: number, what: string, min: number, max: number): number {
  requireInteger(value, what);
  if (value < min || value > max) {
    throw new RulesError('invalid-number', `${what} : entier de ${min} à ${max} attendu, reçu ${value}`, {
      what,
      value,
      min,
      max,
    });
  }
  return value;
}

/** The GM's adjustment to a morale check: from −2 to +2 (OSR › Ajustement au test). */
const OSR_MORALE_ADJUSTMENT = { min: -2, max: 2 } as const;

/**
 * OSR › Tests de moral: roll 2d6 (+ the GM's adjustment, −2..+2); above the morale score the
 * monster flees, equal or below it fights on. Morale 2 (fights only when forced) and 12 (fights to
 * the death) never check, and take no adjustment: 'no-check'.
 * A positive adjustment makes a rout more likely (it is added to the roll).
 * @param morale the morale score, 2..12
 * @param roll2d6 the 2d6 total, 2..12
 * @param adjustment −2..+2, default 0
 */
export function moraleCheck(morale: number, roll2d6: number, adjustment = 0): 'holds' | 'flees' | 'no-check' {
  requireRange(morale, 'Moral', 2, 12);
  requireRange(roll2d6, 'Jet de 2d6', 2, 12);
  requireRange(
    adjustment,
    'Ajustement au test de moral',
    OSR_MORALE_ADJUSTMENT.min,
    OSR_MORALE_ADJUSTMENT.max,
  );
  if (morale === 2 || morale === 12) return 'no-check';
  return roll2d6 + adjustment > morale ? 'flees' : 'holds';
}

/** What a morale score of 2 or 12 means, since neither is ever checked (OSR › Moral). */
export function moraleWithoutCheck(morale: number): 'fights-only-if-forced' | 'fights-to-the-death' | null {
  requireRange(morale, 'Moral', 2, 12);
  if (morale === 2) return 'fights-only-if-forced';
  if (morale === 12) return 'fights-to-the-death';
  return null;
}

/** Chance, in whole percent, that 2d6 + adjustment stays at or below the morale (a check holds). */
export function moraleHoldChancePercent(morale: number, adjustment = 0): number {
  requireRange(morale, 'Moral', 2, 12);
  requireRange(
    adjustment,
    'Ajustement au test de moral',
    OSR_MORALE_ADJUSTMENT.min,
    OSR_MORALE_ADJUSTMENT.max,
  );
  let holds = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + adjustment <= morale) holds++;
  return Math.round((holds * 100) / 36);
}
