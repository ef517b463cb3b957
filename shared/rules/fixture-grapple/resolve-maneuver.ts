/**
 * « Corps-à-corps » resolves a manoeuvre with one d20: the attacker's d20 + BAB + Str modifier
 * (+2 flanking, + situational) against 10 + the target's BAB + Str and Dex modifiers. Grapple: both
 * grappled; trip: the target prone. Made-up rules, for tests only.
 */
import { abilityModifier } from '../common/abilities';
import { RulesError } from '../errors';
import type { Fighter, ManeuverOutcome, ManeuverRequest } from '../types';

const EFFECTS: Record<string, ManeuverOutcome['effects']> = {
  grapple: [
    { who: 'defender', condition: 'grappled' },
    { who: 'attacker', condition: 'grappled' },
  ],
  trip: [{ who: 'defender', condition: 'prone' }],
};

function check(f: Fighter): number {
  return (f.bab ?? 0) + abilityModifier(f.str ?? 10);
}

function defence(f: Fighter): number {
  return 10 + check(f) + abilityModifier(f.dex ?? 10);
}

/** The fixture's `resolveManeuver`. */
export function resolveGrappleFixtureManeuver(req: ManeuverRequest): ManeuverOutcome {
  const effects = EFFECTS[req.maneuver];
  if (!effects) {
    throw new RulesError('unknown-maneuver', `Manœuvre inconnue : ${req.maneuver}`, {
      maneuver: req.maneuver,
    });
  }
  const natural = req.rolls[0];
  if (natural === undefined) throw new RulesError('missing-rolls', 'Il manque le d20 du test', { needed: 1 });
  if (!Number.isInteger(natural) || natural < 1 || natural > 20) {
    throw new RulesError('invalid-roll', `d20 impossible : ${String(natural)}`, { roll: natural });
  }
  const bonus = check(req.attacker) + (req.options?.flanking ? 2 : 0) + (req.options?.situational ?? 0);
  const total = natural + bonus;
  const against = defence(req.defender);
  const success = total >= against;
  const fr = `Test : d20 (${natural}) + ${bonus} = ${total} contre ${against}`;
  return {
    success,
    margin: total - against,
    steps: [
      {
        label: fr,
        text: { fr, en: `Check: d20 (${natural}) + ${bonus} = ${total} against ${against}` },
        natural,
        total,
        against,
        success,
      },
    ],
    effects: success ? effects : [],
  };
}
