/**
 * Every step of every manoeuvre says itself in both languages (`ManeuverStep.text`, an extension
 * of DESIGN §4): the French is the step's `label`, the English has no French word left in it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Fighter, ManeuverRequest, SystemId } from './types';
import { getSystem, resolveManeuver, RulesError } from './index';

/** Words that only French steps use. */
const FRENCH =
  /contre|[Rr]éussite|[ÉéE]chec|cible|attaquant|défenseur|taille|BBA|\(For\)|DMD|BMO|CAC|CA de|touché|raté|naturel|lutte|jambes|divers|tenaille|à terre|immobilis|agripp|[àéèêùç]/;

type Options = NonNullable<ManeuverRequest['options']>;

const CONDITIONS: Record<Exclude<SystemId, 'co' | 'osr'>, string[]> = {
  dnd35: [
    'prone',
    'shaken',
    'flat-footed',
    'grappled',
    'pinned',
    'stunned',
    'invisible',
    'blinded',
    'helpless',
  ],
  pf1: [
    'prone',
    'shaken',
    'flat-footed',
    'grappled',
    'pinned',
    'stunned',
    'fatigued',
    'entangled',
    'helpless',
  ],
  sf1: ['prone', 'shaken', 'flat-footed', 'grappled', 'off-kilter', 'helpless', 'entangled'],
};

function fighter(system: keyof typeof CONDITIONS): fc.Arbitrary<Fighter> {
  return fc.record({
    bab: fc.integer({ min: 0, max: 15 }),
    str: fc.integer({ min: 3, max: 30 }),
    dex: fc.integer({ min: 3, max: 30 }),
    kac: fc.integer({ min: 10, max: 30 }),
    legs: fc.constantFrom(2, 4),
    size: fc.constantFrom('small', 'medium', 'large'),
    weapon: fc.constantFrom('unarmed', 'light', 'one-handed', 'two-handed'),
    feats: fc.subarray([
      'improved-grapple',
      'improved-trip',
      'improved-bull-rush',
      'greater-trip',
      'improved-disarm',
    ]),
    conditions: fc.subarray(CONDITIONS[system], { maxLength: 2 }),
  }) as fc.Arbitrary<Fighter>;
}

const simple: fc.Arbitrary<Options> = fc.record(
  { flanking: fc.boolean(), situational: fc.integer({ min: -4, max: 4 }), counter: fc.boolean() },
  { requiredKeys: [] },
);
const grappleOptions: fc.Arbitrary<Options> = fc.record(
  {
    maintain: fc.constant(true),
    grappleAction: fc.constantFrom<Options['grappleAction']>('damage', 'pin', 'move', 'tie-up'),
  },
  { requiredKeys: ['maintain'] },
);
const anyOptions: fc.Arbitrary<Options> = fc.record(
  {
    charging: fc.boolean(),
    flanking: fc.boolean(),
    situational: fc.integer({ min: -4, max: 4 }),
    aooDamage: fc.constantFrom(0, 0, 3),
    counter: fc.boolean(),
    maintain: fc.boolean(),
    grappleAction: fc.constantFrom<Options['grappleAction']>('damage', 'pin', 'move', 'escape', 'tie-up'),
    escapeArtist: fc.integer({ min: 0, max: 15 }),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Options>;
const options = fc.oneof(
  { weight: 5, arbitrary: simple },
  { weight: 2, arbitrary: grappleOptions },
  { weight: 1, arbitrary: anyOptions },
);

describe('manoeuvre steps in both languages', () => {
  for (const system of ['dnd35', 'pf1', 'sf1'] as const) {
    it(`${system}: every step has its English, and its French is the label`, () => {
      const maneuvers = getSystem(system).maneuvers.map((m) => m.id);
      let resolved = 0;
      fc.assert(
        fc.property(
          fc.oneof(fc.constantFrom(...maneuvers), fc.constant('grapple')),
          fighter(system),
          fighter(system),
          options,
          fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 12, maxLength: 12 }),
          (maneuver, attacker, defender, opts, rolls) => {
            let out;
            try {
              out = resolveManeuver({ system, maneuver, attacker, defender, options: opts, rolls });
            } catch (e) {
              expect(e).toBeInstanceOf(RulesError);
              return;
            }
            resolved++;
            for (const s of out.steps) {
              expect(s.text?.fr).toBe(s.label);
              expect(s.text?.en).toBeTruthy();
              expect(s.text?.en).not.toMatch(FRENCH);
            }
          },
        ),
        { numRuns: 600 },
      );
      expect(resolved).toBeGreaterThan(200);
    });
  }
});
