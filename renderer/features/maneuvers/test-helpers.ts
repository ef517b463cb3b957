/**
 * Chroniques Oubliées and osr have no combat manoeuvres: the helpers a GM reaches for instead — a
 * CO opposed test (CO › Test en opposition), a CO attack against DEF (CO › Résoudre une attaque)
 * and an osr attack from THAC0 and the target's AC (OSR › Attaque). The rules layer decides; this
 * module finds the roll needed by trying the 20 faces and writes the log line as a code and
 * parameters (phrased in the GM's language), with its French summary.
 */
import type { EncounterEvent, LogAttack } from '../../../shared/combat';
import {
  coAttack,
  coOpposedTest,
  osrAttackHits,
  RulesError,
  type RulesErrorCode,
} from '../../../shared/rules';

/** The coded log line of a settled helper (`maneuver.opposed*`, `attack.resolved`). */
export type HelperLine = NonNullable<Extract<EncounterEvent, { type: 'maneuver-resolved' }>['line']>;

/** The lowest natural d20 for which `hits` is true (21 when none). */
function lowestFace(hits: (face: number) => boolean): number {
  for (let face = 1; face <= 20; face++) if (hits(face)) return face;
  return 21;
}

/**
 * A settled helper: its verdict, the coded line for the combat log and its French summary; or the
 * rules' refusal (French `message`, `code` for the interface to phrase).
 */
export type HelperResult =
  | { ok: true; success: boolean; text: string; line: HelperLine }
  | { ok: false; message: string; code: RulesErrorCode; en?: string };

function guard(run: () => HelperResult): HelperResult {
  try {
    return run();
  } catch (e) {
    if (e instanceof RulesError) return { ok: false, message: e.message, code: e.code, en: e.en };
    throw e;
  }
}

const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** An attack of the helpers as the attack dialog's own line (`attack.resolved`): no weapon, no damage. */
function attackLine(
  attacker: string,
  target: string,
  natural: number,
  added: number,
  how: Pick<LogAttack, 'against' | 'verdict'>,
): HelperLine {
  return {
    code: 'attack.resolved',
    params: { attacker, target, weapon: '', natural, added, total: natural + added, multiplier: 2, ...how },
  };
}

/** CO › Test en opposition: higher total wins; a lone natural 20 wins whatever the totals. */
export function opposedTestLine(
  a: { name: string; natural: number; modifier: number },
  b: { name: string; natural: number; modifier: number },
): HelperResult {
  return guard(() => {
    const r = coOpposedTest(a, b);
    const rollA = `${a.natural} ${signed(a.modifier)} = ${r.totalA}`;
    const rollB = `${b.natural} ${signed(b.modifier)} = ${r.totalB}`;
    const totals = `${rollA} contre ${rollB}`;
    const winner = r.winner === 'a' ? a.name : r.winner === 'b' ? b.name : null;
    const code = !winner
      ? 'maneuver.opposedTie'
      : r.reason === 'critical'
        ? 'maneuver.opposedCritical'
        : 'maneuver.opposed';
    const why = r.reason === 'critical' ? ' (20 naturel)' : '';
    const verdict = winner ? `${winner} l’emporte${why}` : 'égalité : le MJ tranche ou fait relancer';
    return {
      ok: true,
      success: r.winner === 'a',
      text: `Test en opposition — ${a.name} contre ${b.name} : ${verdict} (${totals})`,
      line: { code, params: { a: a.name, b: b.name, rollA, rollB, winner: winner ?? '' } },
    };
  });
}

/** CO › Résoudre une attaque: d20 + attack against DEF; a natural 20 hits and doubles the damage. */
export function attackVsDefLine(a: {
  name: string;
  target: string;
  natural: number;
  attackBonus: number;
  def: number;
}): HelperResult {
  return guard(() => {
    const r = coAttack(a);
    const verdict = r.critical ? 'critique, dégâts ×2' : r.hit ? 'touché' : 'raté';
    return {
      ok: true,
      success: r.hit,
      text: `Attaque — ${a.name} contre ${a.target} : ${verdict} (${a.natural} ${signed(a.attackBonus)} = ${a.natural + a.attackBonus} contre DEF ${a.def})`,
      line: attackLine(a.name, a.target, a.natural, a.attackBonus, {
        against: { name: { fr: 'DEF', en: 'DEF' }, value: a.def },
        verdict: r.critical ? 'critical' : r.hit ? 'hit' : 'miss',
      }),
    };
  });
}

/** The natural roll a CO attack needs against this DEF (21: only… never; a natural 20 always hits). */
export function attackVsDefNeeded(attackBonus: number, def: number): number {
  return lowestFace((natural) => coAttack({ natural, attackBonus, def }).hit);
}

/** OSR › Attaque: d20 + modifiers against THAC0 − AC (descending AC); 20 always hits, 1 always misses. */
export function thac0AttackLine(a: {
  name: string;
  target: string;
  natural: number;
  thac0: number;
  targetAc: number;
  modifiers: number;
}): HelperResult {
  return guard(() => {
    const hit = osrAttackHits(a);
    const needed = thac0AttackNeeded(a.thac0, a.targetAc, a.modifiers);
    return {
      ok: true,
      success: hit,
      text: `Attaque — ${a.name} contre ${a.target} : ${hit ? 'touché' : 'raté'} (d20 : ${a.natural}${a.modifiers === 0 ? '' : ` ${signed(a.modifiers)}`} ; il fallait ${needed} ou plus, TAC0 ${a.thac0} contre CA ${a.targetAc})`,
      line: attackLine(a.name, a.target, a.natural, a.modifiers, {
        against: { name: { fr: 'CA', en: 'AC' }, value: a.targetAc, thac0: a.thac0 },
        verdict: hit ? 'hit' : 'miss',
      }),
    };
  });
}

/** The natural roll an osr attack needs, modifiers included. */
export function thac0AttackNeeded(thac0: number, targetAc: number, modifiers: number): number {
  return lowestFace((natural) => osrAttackHits({ natural, thac0, targetAc, modifiers }));
}
