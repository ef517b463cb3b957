import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Fighter, ManeuverId, ManeuverRequest, Size } from '../types';
import { resolveManeuver } from '../index';

const resolve = (
  maneuver: ManeuverId,
  attacker: Fighter,
  defender: Fighter,
  rolls: number[],
  options?: ManeuverRequest['options'],
) => resolveManeuver({ system: 'dnd35', maneuver, attacker, defender, rolls, options });

// DRS › Attaques spéciales › Bousculade
describe('bull rush', () => {
  it('opposed Strength checks; success pushes 1.5 m + 1.5 m per full 5 points', () => {
    const out = resolve('bull-rush', { str: 18 }, { str: 12 }, [15, 5]);
    expect(out).toMatchObject({ success: true, margin: 19 - 6, distanceMeters: 4.5, effects: [] });
    expect(out.steps[0].label).toBe('Test de Force de l’attaquant : 15 (d20) + 4 (For) = 19 contre 6');
  });

  it('failure: no distance, the attacker moves back', () => {
    const out = resolve('bull-rush', { str: 10 }, { str: 16 }, [8, 8]);
    expect(out).toMatchObject({ success: false, margin: -3 });
    expect(out.distanceMeters).toBeUndefined();
    expect(out.steps.at(-1)?.label).toMatch(/recule de 1,50 m/);
  });

  it('tie: higher modifier wins and pushes 1.5 m; equal modifiers roll off', () => {
    expect(resolve('bull-rush', { str: 14 }, { str: 12 }, [10, 11])).toMatchObject({
      success: true,
      margin: 0,
      distanceMeters: 1.5,
    });
    expect(resolve('bull-rush', { str: 14 }, { str: 14 }, [10, 10, 3, 18])).toMatchObject({
      success: false,
      margin: 0,
    });
  });

  it('a natural 20 on an ability check is no automatic success', () => {
    expect(resolve('bull-rush', { str: 10 }, { str: 30 }, [20, 15]).success).toBe(false);
  });

  it.each([
    ['charge +2', { str: 10 }, { str: 10 }, { charging: true }, 2],
    ['Science de la bousculade +4 (SRD)', { str: 10, feats: ['improved-bull-rush'] }, { str: 10 }, {}, 4],
    ['large attacker +4 against medium', { str: 10, size: 'large' }, { str: 10 }, {}, 4],
    ['small attacker −4', { str: 10, size: 'small' }, { str: 10 }, {}, -4],
    ['defender with four legs +4', { str: 10 }, { str: 10, legs: 4 }, {}, -4],
    ['stable defender (dwarf) +4', { str: 10 }, { str: 10, stable: true }, {}, -4],
    ['stable AND four legs: one +4 only', { str: 10 }, { str: 10, stable: true, legs: 4 }, {}, -4],
    ['large defender +4', { str: 10, size: 'large' }, { str: 10, size: 'large' }, {}, 0],
    ['shaken defender −2 on the check', { str: 10 }, { str: 10, conditions: ['shaken'] }, {}, 2],
    ['exhausted attacker: Str −6', { str: 16, conditions: ['exhausted'] }, { str: 10 }, {}, 0],
    ['situational +3 for the attacker', { str: 10 }, { str: 10 }, { situational: 3 }, 3],
  ] satisfies [string, Fighter, Fighter, ManeuverRequest['options'], number][])(
    '%s',
    (_n, a, d, options, margin) => {
      expect(resolve('bull-rush', a, d, [10, 10, 11, 9], options).margin).toBe(margin);
    },
  );

  it('refuses a target two sizes larger', () => {
    expect(() => resolve('bull-rush', { size: 'medium' }, { size: 'huge' }, [10, 10])).toThrow(
      expect.objectContaining({ code: 'not-applicable' }),
    );
  });

  it('distance = 1.5 + 1.5 × floor(margin / 5) for every success (property)', () => {
    const sizes: Size[] = ['small', 'medium', 'large'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(...sizes),
        fc.boolean(),
        (ra, rd, sa, sd, size, charging) => {
          const out = resolve('bull-rush', { str: sa, size }, { str: sd }, [ra, rd, 20, 1], { charging });
          if (out.success) expect(out.distanceMeters).toBe(1.5 + 1.5 * Math.floor(out.margin / 5));
          else expect(out.distanceMeters).toBeUndefined();
          expect(out.success).toBe(
            out.margin > 0 || (out.margin === 0 && out.steps.some((s) => /l’attaquant gagne/.test(s.label))),
          );
        },
      ),
    );
  });
});

// DRS › Attaques spéciales › Croc-en-jambe
describe('trip', () => {
  it('touch attack, Str check, defender’s better of Str or Dex; success → prone', () => {
    const out = resolve('trip', { bab: 2, str: 14 }, { touchAc: 11, str: 10, dex: 16 }, [12, 14, 10]);
    expect(out.steps).toHaveLength(4);
    expect(out.steps[2].label).toMatch(/^Test de Dextérité du défenseur/);
    expect(out).toMatchObject({
      success: true,
      margin: 16 - 13,
      effects: [{ who: 'defender', condition: 'prone' }],
    });
  });

  it('a missed touch attack is the decisive step', () => {
    expect(resolve('trip', { bab: 0 }, { touchAc: 15 }, [3])).toMatchObject({
      success: false,
      margin: -12,
      effects: [],
    });
  });

  it('natural 20 on the touch attack hits even a high touch AC', () => {
    expect(resolve('trip', { str: 18 }, { touchAc: 35 }, [20, 10, 5]).steps[0].success).toBe(true);
  });

  it('failure lets the defender try to trip back (no effect applied)', () => {
    const out = resolve('trip', { str: 10 }, { touchAc: 5, str: 18 }, [15, 5, 10]);
    expect(out).toMatchObject({ success: false, effects: [] });
    expect(out.steps.at(-1)?.label).toMatch(/en retour|à son tour/);
  });

  it.each([
    ['Science du croc-en-jambe +4', { feats: ['improved-trip'] }, {}, 4],
    ['defender stable +4', {}, { stable: true }, -4],
    ['defender large +4', {}, { size: 'large' }, -4],
    ['attacker small −4', { size: 'small' }, {}, -4],
  ] satisfies [string, Fighter, Fighter, number][])('%s on the Str check', (_n, a, d, margin) => {
    expect(
      resolve('trip', { str: 10, ...a }, { touchAc: 5, str: 10, dex: 10, ...d }, [15, 10, 10, 12, 8]).margin,
    ).toBe(margin);
  });

  it('with a weapon: a touch attack all the same, labelled so', () => {
    expect(resolve('trip', {}, { touchAc: 5 }, [15, 10, 5], { withWeapon: true }).steps[0].label).toMatch(
      /avec une arme/,
    );
  });
});

// DRS › Attaques spéciales › Renversement
describe('overrun', () => {
  it('attacker’s Str (+2 charging) against the defender’s better of Str or Dex; success → prone', () => {
    const out = resolve('overrun', { str: 16 }, { str: 12, dex: 8 }, [10, 10], { charging: true });
    expect(out).toMatchObject({
      success: true,
      margin: 15 - 11,
      effects: [{ who: 'defender', condition: 'prone' }],
    });
  });

  it('Science du renversement +4; a four-legged defender +4', () => {
    expect(resolve('overrun', { feats: ['improved-overrun'] }, { legs: 4 }, [10, 10, 12, 9]).margin).toBe(0);
  });

  it('failure: the attacker moves back, no condition applied', () => {
    expect(resolve('overrun', { str: 8 }, { str: 14 }, [10, 10])).toMatchObject({
      success: false,
      margin: -3,
      effects: [],
    });
  });
});

// DRS › Attaques spéciales › Désarmement, Destruction
describe('disarm and sunder', () => {
  it.each([
    ['two-handed attacker +4', { weapon: 'two-handed' }, {}, 4],
    ['light attacker −4', { weapon: 'light' }, {}, -4],
    ['unarmed attacker −4 (counts as light)', { weapon: 'unarmed' }, {}, -4],
    ['two-handed defender', {}, { weapon: 'two-handed' }, -4],
    ['attacker one size larger: +4 −1 (normal size on the attack)', { size: 'large' }, {}, 3],
    [
      'tiny attacker: +2 size on its own roll, the medium defender +8 for two sizes',
      { size: 'tiny' },
      { size: 'medium' },
      2 - 8,
    ],
    ['Science du désarmement +4', { feats: ['improved-disarm'] }, {}, 4],
    ['prone defender −4 on its attack roll', {}, { conditions: ['prone'] }, 4],
  ] satisfies [string, Fighter, Fighter, number][])('disarm: %s', (_n, a, d, margin) => {
    expect(resolve('disarm', { bab: 1, ...a }, { bab: 1, ...d }, [10, 10, 13, 7]).margin).toBe(margin);
  });

  it('a won disarm gives the defender “disarmed”; a sunder applies no condition', () => {
    expect(resolve('disarm', { bab: 5 }, { bab: 1 }, [10, 10]).effects).toEqual([
      { who: 'defender', condition: 'disarmed' },
    ]);
    const sunder = resolve('sunder', { bab: 5, feats: ['improved-sunder'] }, { bab: 1 }, [10, 10]);
    expect(sunder).toMatchObject({ success: true, margin: 8, effects: [] });
  });

  it('opposed attack rolls are compared, a natural 20 wins nothing by itself', () => {
    expect(resolve('disarm', { bab: 0 }, { bab: 15 }, [20, 10]).success).toBe(false);
  });

  it('refuses to disarm an unarmed defender', () => {
    expect(() => resolve('disarm', {}, { weapon: 'unarmed' }, [10, 10])).toThrow(
      expect.objectContaining({ code: 'not-applicable' }),
    );
  });
});

describe('bad input', () => {
  it.each([
    ['no rolls at all', 'bull-rush', {}, {}, [], 'missing-rolls'],
    [
      'one roll short (grapple needs the defender’s check)',
      'grapple',
      {},
      { touchAc: 5 },
      [15, 10],
      'missing-rolls',
    ],
    ['a roll of 0', 'bull-rush', {}, {}, [0, 10], 'invalid-roll'],
    ['a roll of 21', 'trip', {}, {}, [21, 10, 10], 'invalid-roll'],
    ['a fractional roll', 'disarm', {}, {}, [10.5, 10], 'invalid-roll'],
    ['str “abc”', 'bull-rush', { str: 'abc' as unknown as number }, {}, [10, 10], 'invalid-score'],
    ['dex NaN', 'trip', {}, { dex: Number.NaN }, [10, 10, 10], 'invalid-score'],
    ['negative BAB', 'grapple', { bab: -1 }, {}, [10, 10, 10], 'invalid-number'],
    ['unknown condition', 'overrun', { conditions: ['zombified'] }, {}, [10, 10], 'unknown-condition'],
    ['unknown weapon', 'disarm', { weapon: 'bazooka' as Fighter['weapon'] }, {}, [10, 10], 'invalid-number'],
    ['a Pathfinder-only manoeuvre', 'dirty-trick', {}, {}, [10], 'not-applicable'],
    ['an unknown manoeuvre', 'headbutt' as ManeuverId, {}, {}, [10], 'unknown-maneuver'],
  ] satisfies [string, ManeuverId, Fighter, Fighter, number[], string][])(
    '%s → %s',
    (_n, m, a, d, rolls, code) => {
      expect(() => resolve(m, a, d, rolls)).toThrow(expect.objectContaining({ name: 'RulesError', code }));
    },
  );

  it('draws missing rolls from rng when one is given', () => {
    const rng = { nextInt: () => 11 };
    const out = resolveManeuver({
      system: 'dnd35',
      maneuver: 'bull-rush',
      attacker: { str: 14 },
      defender: {},
      rolls: [],
      rng,
    });
    expect(out).toMatchObject({ success: true, margin: 2 });
  });
});
