/**
 * OSR attack rolls: THAC0 against descending AC (OSR › Combat › Attaque, Formule du jet d’attaque),
 * and the ascending-AC equivalents of the open rules.
 */
import { RulesError, requireInteger } from '../errors';

/** Lowest and highest natural roll an attack can need: a natural 1 always misses, a natural 20 always hits. */
const OSR_NATURAL_RANGE = { min: 2, max: 20 } as const;

function requireBetween(value: number, what: string, min: number, max: number): number {
  requireInteger(value, what);
  if (value < min || value > max) {
    throw new RulesError('invalid-number', `${what} : entre ${min} et ${max} attendu, reçu ${value}`, {
      what,
      value,
    });
  }
  return value;
}

/** THAC0 accepted here: 1..30. */
function requireThac0(thac0: number): number {
  return requireBetween(thac0, 'TAC0', 1, 30);
}

/** Descending AC accepted here: −20..20. */
function requireAc(ac: number, what = 'CA de la cible'): number {
  return requireBetween(ac, what, -20, 20);
}

/**
 * OSR › Formule du jet d’attaque (méthode du TAC0): the attack value to reach is THAC0 − target
 * AC, and the roll hits when d20 + modifiers ≥ that value (the worked example: THAC0 19 against
 * AC 6 needs "at least 13"). Without modifiers, the natural roll needed is clamped to 2..20
 * because a natural 1 always misses and a natural 20 always hits (OSR › Attaque).
 */
export function osrToHit(a: { thac0: number; targetAc: number }): number {
  const value = osrAttackValue(a);
  return Math.min(OSR_NATURAL_RANGE.max, Math.max(OSR_NATURAL_RANGE.min, value));
}

/** The unclamped attack value THAC0 − AC that d20 + modifiers must reach (descending AC). */
export function osrAttackValue(a: { thac0: number; targetAc: number }): number {
  return requireThac0(a.thac0) - requireAc(a.targetAc);
}

/**
 * OSR › Attaque: whether one attack roll hits. A natural 20 always hits, a natural 1 always
 * misses, whatever the modifiers; otherwise d20 + modifiers ≥ THAC0 − AC.
 * @param modifiers STR (melee) or DEX (ranged) mod., weapon bonus, situational and other modifiers
 */
export function osrAttackHits(a: {
  natural: number;
  thac0: number;
  targetAc: number;
  modifiers?: number;
}): boolean {
  const natural = requireBetween(a.natural, 'Jet de d20', 1, 20);
  const modifiers = requireInteger(a.modifiers ?? 0, 'Modificateurs');
  const value = osrAttackValue(a);
  if (natural === 20) return true;
  if (natural === 1) return false;
  return natural + modifiers >= value;
}

/** Open rules (B/X ascending AC): attack bonus = 19 − THAC0 (THAC0 19 → +0, THAC0 17 → +2). */
export function osrAttackBonusFromThac0(thac0: number): number {
  return 19 - requireThac0(thac0);
}

/** Open rules (B/X ascending AC): ascending AC = 19 − descending AC (AC 9 → 10, AC 2 → 17). */
export function osrAscendingAc(descendingAc: number): number {
  return 19 - requireAc(descendingAc, 'CA descendante');
}

/**
 * Open rules (B/X ascending AC): d20 + attack bonus + modifiers ≥ ascending AC hits; natural 20
 * and natural 1 as in descending AC. Gives the same answer as `osrAttackHits` for the converted values.
 */
export function osrAttackHitsAscending(a: {
  natural: number;
  attackBonus: number;
  targetAac: number;
  modifiers?: number;
}): boolean {
  const natural = requireBetween(a.natural, 'Jet de d20', 1, 20);
  const total =
    natural +
    requireInteger(a.attackBonus, 'Bonus d’attaque') +
    requireInteger(a.modifiers ?? 0, 'Modificateurs');
  requireBetween(a.targetAac, 'CA ascendante de la cible', -1, 39);
  if (natural === 20) return true;
  if (natural === 1) return false;
  return total >= a.targetAac;
}
