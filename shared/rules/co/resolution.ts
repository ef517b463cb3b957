/**
 * Chroniques Oubliées: resolving a test, an opposed test and an attack (CO › Règles du jeu).
 * Die results are data: nothing here rolls.
 */
import { RulesError, requireInteger } from '../errors';

/** Minor and major complications (CO › Résolution d’un test): penalties on the test. */
export const CO_COMPLICATION = { minor: -2, major: -5 } as const;

/** A natural die result checked against its die (d20 by default, d12 when weakened). */
function requireNatural(natural: number, what: string, sides = 20): number {
  requireInteger(natural, what);
  if (natural < 1 || natural > sides) {
    throw new RulesError(
      'invalid-roll',
      `${what} : résultat de d${sides} entre 1 et ${sides} attendu, reçu ${natural}`,
      {
        what,
        natural,
        sides,
      },
    );
  }
  return natural;
}

/**
 * CO › Résolution d’un test: d20 + modifier ≥ difficulty succeeds. A natural 20 always succeeds
 * (critical success), a natural 1 always fails (critical failure), whatever the total.
 * @param natural the natural d20 (1..20)
 * @param modifier ability modifier plus situational modifiers (complications −2 / −5…)
 * @param difficulty the difficulty (5 easy … 25 almost impossible), or the target's DEF for an attack
 */
export function coTestSucceeds(natural: number, modifier: number, difficulty: number): boolean {
  requireNatural(natural, 'Jet de d20');
  requireInteger(modifier, 'Modificateur');
  requireInteger(difficulty, 'Difficulté');
  if (natural === 20) return true;
  if (natural === 1) return false;
  return natural + modifier >= difficulty;
}

/** One side of an opposed test: its natural d20 and its modifier. */
export interface CoOpposedSide {
  natural: number;
  modifier: number;
}

/** The result of an opposed test. */
export interface CoOpposedResult {
  /** 'tie' when both totals are equal: the GM calls it a draw or asks for a new test. */
  winner: 'a' | 'b' | 'tie';
  totalA: number;
  totalB: number;
  /** Why: a lone natural 20, the higher total, or equal totals. */
  reason: 'critical' | 'higher-total' | 'equal';
}

/**
 * CO › Test en opposition: each side tests; the higher total wins. If only one side rolls a
 * natural 20 it wins whatever the totals. Equal totals: 'tie' (the GM decides or has it rolled again).
 */
export function coOpposedTest(a: CoOpposedSide, b: CoOpposedSide): CoOpposedResult {
  requireNatural(a.natural, 'Test A : d20');
  requireNatural(b.natural, 'Test B : d20');
  const totalA = a.natural + requireInteger(a.modifier, 'Test A : modificateur');
  const totalB = b.natural + requireInteger(b.modifier, 'Test B : modificateur');
  if (a.natural === 20 && b.natural !== 20) return { winner: 'a', totalA, totalB, reason: 'critical' };
  if (b.natural === 20 && a.natural !== 20) return { winner: 'b', totalA, totalB, reason: 'critical' };
  if (totalA === totalB) return { winner: 'tie', totalA, totalB, reason: 'equal' };
  return { winner: totalA > totalB ? 'a' : 'b', totalA, totalB, reason: 'higher-total' };
}

/** What an attack roll gives. */
export interface CoAttackResult {
  hit: boolean;
  critical: boolean;
  /** 2 on a critical hit (damage doubled), 1 on a normal hit, 0 on a miss. */
  damageMultiplier: 0 | 1 | 2;
}

/**
 * CO › Résoudre une attaque: an attack is a test against the target's DEF. A natural 20 hits and
 * doubles the damage (DM ×2); a natural 1 misses. `critFrom` widens the critical range (rapier:
 * 19). The text does not say that a 19 always hits: here it is critical only when it hits.
 */
export function coAttack(a: {
  natural: number;
  attackBonus: number;
  def: number;
  critFrom?: number;
}): CoAttackResult {
  const critFrom = requireInteger(a.critFrom ?? 20, 'Critique à partir de');
  if (critFrom < 2 || critFrom > 20) {
    throw new RulesError('invalid-number', `Critique à partir de : entre 2 et 20 attendu, reçu ${critFrom}`, {
      critFrom,
    });
  }
  const hit = coTestSucceeds(a.natural, a.attackBonus, a.def);
  const critical = hit && a.natural >= critFrom;
  return { hit, critical, damageMultiplier: critical ? 2 : hit ? 1 : 0 };
}

/**
 * CO › Effet de surprise: a character whose SAG test loses against the ambushers' DEX test is
 * surprised. Equal totals are a draw the GM settles (or a new test): 'gm-decides'.
 * @param wisTest the character's SAG test
 * @param dexTest the ambushers' DEX test
 */
export function coSurprise(
  wisTest: CoOpposedSide,
  dexTest: CoOpposedSide,
): 'surprised' | 'not-surprised' | 'gm-decides' {
  const { winner } = coOpposedTest(wisTest, dexTest);
  if (winner === 'tie') return 'gm-decides';
  return winner === 'b' ? 'surprised' : 'not-surprised';
}
