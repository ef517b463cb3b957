/**
 * Every step of every manoeuvre says itself in both languages (`ManeuverStep.text`, an extension
 * of DESIGN §4): the French is the step's `label`, the English has no French word left in it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Fighter, ManeuverRequest, SystemId } from './types';
import { getProcedures, getSystem, resolveManeuver, RulesError, SYSTEM_IDS } from './index';

/** Words that only French steps use. */
const FRENCH =
  /contre|[Rr]éussite|[ÉéE]chec|cible|attaquant|défenseur|taille|BBA|\(For\)|DMD|BMO|CAC|CA de|touché|raté|naturel|lutte|jambes|divers|tenaille|à terre|immobilis|agripp|[àéèêùç]/;

type Options = NonNullable<ManeuverRequest['options']>;

/** Conditions that change a manoeuvre, by system (another system with manoeuvres: its catalogue). */
const CONDITIONS: Partial<Record<SystemId, string[]>> = {
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

function conditionsOf(system: SystemId): string[] {
  return CONDITIONS[system] ?? getSystem(system).conditions.map((c) => c.id);
}

function fighter(system: SystemId): fc.Arbitrary<Fighter> {
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
    conditions: fc.subarray(conditionsOf(system), { maxLength: 2 }),
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
  for (const system of SYSTEM_IDS.filter((id) => getProcedures(id).maneuvers)) {
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

/** A fighter for the refusals below: medium, two legs, a one-handed weapon, no feat. */
const plain = (over: Partial<Fighter> = {}): Fighter =>
  ({
    bab: 3,
    str: 14,
    dex: 12,
    kac: 16,
    legs: 2,
    size: 'medium',
    weapon: 'one-handed',
    feats: [],
    conditions: [],
    ...over,
  }) as Fighter;

describe('the refusals a GM meets in the wizard say themselves in English', () => {
  const cases: [string, ManeuverRequest, RegExp][] = [
    [
      '3.5 trip of a creature two sizes larger',
      { system: 'dnd35', maneuver: 'trip', attacker: plain(), defender: plain({ size: 'huge' }), rolls: [] },
      /^Trip impossible: the target is 2 size categories larger/,
    ],
    [
      '3.5 disarm of an unarmed defender',
      {
        system: 'dnd35',
        maneuver: 'disarm',
        attacker: plain(),
        defender: plain({ weapon: 'unarmed' }),
        rolls: [],
      },
      /^Disarm impossible: the defender has no weapon/,
    ],
    [
      '3.5 pinned attacker who tries anything but escaping',
      {
        system: 'dnd35',
        maneuver: 'grapple',
        attacker: plain({ conditions: ['pinned'] }),
        defender: plain(),
        options: { maintain: true, grappleAction: 'damage' },
        rolls: [],
      },
      /^Pinned: it can only try to escape/,
    ],
    [
      'PF1 trip of a legless target',
      { system: 'pf1', maneuver: 'trip', attacker: plain(), defender: plain({ legs: 0 }), rolls: [] },
      /^Trip impossible: the target has no legs/,
    ],
    [
      'PF1 bull rush of a creature two sizes larger',
      {
        system: 'pf1',
        maneuver: 'bull-rush',
        attacker: plain(),
        defender: plain({ size: 'huge' }),
        rolls: [],
      },
      /^Bull Rush impossible: the target \(huge\) is 2 size categories larger/i,
    ],
    [
      'PF1 stunned attacker',
      {
        system: 'pf1',
        maneuver: 'trip',
        attacker: plain({ conditions: ['stunned'] }),
        defender: plain(),
        rolls: [],
      },
      /^The attacker cannot attempt a manoeuvre: stunned/,
    ],
    [
      'SF1 pinned attacker who trips',
      {
        system: 'sf1',
        maneuver: 'trip',
        attacker: plain({ conditions: ['pinned'] }),
        defender: plain(),
        rolls: [],
      },
      /^Pinned: only a grapple/,
    ],
  ];
  it.each(cases)('%s', (_, request, english) => {
    let refusal: unknown;
    try {
      resolveManeuver(request);
    } catch (e) {
      refusal = e;
    }
    expect(refusal).toBeInstanceOf(RulesError);
    const en = (refusal as RulesError).en ?? '';
    expect(en).toMatch(english);
    expect(en).not.toMatch(/[àéèêùç]|cible|taille|jambes/);
  });
});
