import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Fighter, ManeuverId, ManeuverRequest } from '../types';
import { RulesError } from '../errors';
import { resolveSf1Maneuver, sf1PushDistanceMeters } from './maneuvers';

type Options = ManeuverRequest['options'];
const resolve = (
  maneuver: ManeuverId,
  attacker: Fighter,
  defender: Fighter,
  rolls: number[],
  options?: Options,
) => resolveSf1Maneuver({ system: 'sf1', maneuver, attacker, defender, rolls, options });
const attackStep = (o: ReturnType<typeof resolve>) => o.steps.find((s) => s.natural !== undefined);

// SF › Effectuer une manœuvre offensive: one melee attack against KAC + 8.
describe('the attack against KAC + 8', () => {
  it('reads as a French breakdown: d20 + bonus against CAC + 8', () => {
    const o = resolve('trip', { attackBonus: 7 }, { kac: 14 }, [12]);
    expect(attackStep(o)).toEqual({
      label: 'Attaque : 12 (d20) + 7 (bonus) = 19 contre CAC 14 + 8 = 22',
      natural: 12,
      total: 19,
      against: 22,
      success: false,
      text: {
        fr: 'Attaque : 12 (d20) + 7 (bonus) = 19 contre CAC 14 + 8 = 22',
        en: 'Attack: 12 (d20) + 7 (bonus) = 19 against KAC 14 + 8 = 22',
      },
    });
    expect(o).toMatchObject({ success: false, margin: -3, effects: [] });
  });

  it('without attackBonus, uses BAB + Str modifier and says so', () => {
    const o = resolve('trip', { bab: 3, str: 14 }, { kac: 14 }, [14]);
    expect(attackStep(o)?.label).toBe(
      'Attaque : 14 (d20) + 5 (BBA 3 + mod. de For 2, bonus d’attaque non fourni) = 19 contre CAC 14 + 8 = 22',
    );
    expect(o.margin).toBe(-3);
  });

  it.each([
    // [why, attacker, defender, options, expected total, expected against]
    ['défenseur pris au dépourvu : CAC −2', {}, { conditions: ['flat-footed'] }, undefined, 10, 20],
    [
      'défenseur en apesanteur (pris au dépourvu) : CAC −2',
      {},
      { conditions: ['off-kilter'] },
      undefined,
      10,
      20,
    ],
    ['défenseur à terre : −4 contre le corps à corps', {}, { conditions: ['prone'] }, undefined, 10, 18],
    ['défenseur immobilisé : −4 et pris au dépourvu', {}, { conditions: ['pinned'] }, undefined, 10, 16],
    ['défenseur agrippé : CAC −2', {}, { conditions: ['grappled'] }, undefined, 10, 20],
    ['attaquant à terre : −4 au corps à corps', { conditions: ['prone'] }, {}, undefined, 6, 22],
    ['attaquant secoué : −2', { conditions: ['shaken'] }, {}, undefined, 8, 22],
    ['attaquant ébloui : −1', { conditions: ['dazzled'] }, {}, undefined, 9, 22],
    ['charge : −2', {}, {}, { charging: true }, 8, 22],
    ['situationnel +2 (tenaille)', {}, {}, { situational: 2 }, 12, 22],
    ['don Manœuvre offensive améliorée : +4', { feats: ['improved-trip'] }, {}, undefined, 14, 22],
  ])('%s', (_why, attacker: Fighter, defender: Fighter, options: Options, total, against) => {
    const o = resolve('trip', { attackBonus: 0, ...attacker }, { kac: 14, ...defender }, [10], options);
    expect(attackStep(o)).toMatchObject({ total, against });
  });

  it('shows each condition in the label', () => {
    const o = resolve(
      'trip',
      { attackBonus: 7, conditions: ['prone'] },
      { kac: 14, conditions: ['flat-footed'] },
      [12],
    );
    expect(attackStep(o)?.label).toBe(
      'Attaque : 12 (d20) + 7 (bonus) − 4 (à terre) = 15 contre CAC 14 − 2 (pris au dépourvu) + 8 = 20',
    );
  });

  it('a grappled attacker keeps its −2 except to grapple back (Core Rulebook › Grappled)', () => {
    expect(
      attackStep(resolve('trip', { attackBonus: 0, conditions: ['grappled'] }, { kac: 10 }, [10]))?.total,
    ).toBe(8);
    expect(
      attackStep(resolve('grapple', { attackBonus: 0, conditions: ['grappled'] }, { kac: 10 }, [10]))?.total,
    ).toBe(10);
  });

  it('helpless defender: +4 in melee and Dex treated as −5 when Dex is known', () => {
    const known = resolve('trip', { attackBonus: 0 }, { kac: 20, dex: 14, conditions: ['helpless'] }, [10]);
    expect(attackStep(known)?.against).toBe(20 - 4 - 7 + 8);
    const unknown = resolve('trip', { attackBonus: 0 }, { kac: 20, conditions: ['helpless'] }, [10]);
    expect(attackStep(unknown)?.against).toBe(20 - 4 + 8);
    expect(unknown.steps.some((s) => /Dex/.test(s.label))).toBe(true);
  });

  it.each([
    [20, 'a natural 20 succeeds whatever the total (SF › Les coups critiques)', true],
    [1, 'a natural 1 fails whatever the total (open rules)', false],
  ])('natural %i: %s', (natural, _why, success) => {
    const bonus = natural === 20 ? -10 : 30;
    const o = resolve('trip', { attackBonus: bonus }, { kac: 14 }, [natural]);
    expect(o.success).toBe(success);
    expect(o.margin).toBe(natural + bonus - 22);
  });

  it('draws the d20 from rng when no roll is given', () => {
    const o = resolveSf1Maneuver({
      system: 'sf1',
      maneuver: 'trip',
      attacker: { attackBonus: 0 },
      defender: { kac: 0 },
      rolls: [],
      rng: { nextInt: () => 17 },
    });
    expect(attackStep(o)?.natural).toBe(17);
  });
});

describe('grapple — SF › Lutte', () => {
  // CAC 14: manoeuvre at 22, pin at 27.
  it.each([
    { natural: 13, success: false, effect: undefined },
    { natural: 14, success: true, effect: 'grappled' },
    { natural: 18, success: true, effect: 'grappled' },
    { natural: 19, success: true, effect: 'pinned' },
    { natural: 20, success: true, effect: 'pinned' },
  ])('d20 $natural + 8 against CAC 14 → $effect', ({ natural, success, effect }) => {
    const o = resolve('grapple', { attackBonus: 8 }, { kac: 14 }, [natural]);
    expect(o.success).toBe(success);
    expect(o.effects).toEqual(effect ? [{ who: 'defender', condition: effect }] : []);
  });

  it('says the hold lasts until the end of the attacker’s next turn', () => {
    const o = resolve('grapple', { attackBonus: 8 }, { kac: 14 }, [15]);
    expect(o.steps.some((s) => s.label.includes('jusqu’à la fin du prochain tour de l’attaquant'))).toBe(
      true,
    );
  });

  it('a natural 20 below KAC + 8 grapples but does not pin', () => {
    const o = resolve('grapple', { attackBonus: -5 }, { kac: 14 }, [20]);
    expect(o).toMatchObject({
      success: true,
      margin: -7,
      effects: [{ who: 'defender', condition: 'grappled' }],
    });
  });

  it('property: pinned exactly when the roll is not a natural 1 and the total reaches KAC + 13', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: -5, max: 30 }),
        fc.integer({ min: 0, max: 40 }),
        (natural, attackBonus, kac) => {
          const o = resolve('grapple', { attackBonus }, { kac }, [natural]);
          const total = natural + attackBonus;
          const pinned = o.effects.some((e) => e.condition === 'pinned');
          expect(pinned).toBe(natural !== 1 && total >= kac + 13);
          expect(o.success).toBe(natural === 20 || (natural !== 1 && total >= kac + 8));
          expect(o.margin).toBe(total - (kac + 8));
        },
      ),
    );
  });
});

describe('bull rush and reposition — 1.5 m + 1.5 m per 5 points', () => {
  it.each([
    [0, 1.5],
    [4, 1.5],
    [5, 3],
    [9, 3],
    [10, 4.5],
    [15, 6],
  ])('margin %i → %s m', (margin, meters) => {
    for (const maneuver of ['bull-rush', 'reposition'] as const) {
      const o = resolve(maneuver, { attackBonus: margin }, { kac: 2 }, [10]);
      expect(o).toMatchObject({ success: true, margin, distanceMeters: meters, effects: [] });
    }
  });

  it('a failed bull rush moves nobody', () => {
    expect(resolve('bull-rush', { attackBonus: 0 }, { kac: 14 }, [5]).distanceMeters).toBeUndefined();
  });

  it('property: distance = 1.5 + 1.5 × floor(margin / 5) for every success with a margin ≥ 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 19 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 30 }),
        (natural, attackBonus, kac) => {
          const o = resolve('bull-rush', { attackBonus }, { kac }, [natural]);
          if (o.margin >= 0) expect(o.distanceMeters).toBe(1.5 + 1.5 * Math.floor(o.margin / 5));
          else expect(o.distanceMeters).toBeUndefined();
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }), (m, extra) => {
        expect(sf1PushDistanceMeters(m + extra)).toBeGreaterThanOrEqual(sf1PushDistanceMeters(m));
        expect(sf1PushDistanceMeters(m)).toBeGreaterThanOrEqual(1.5);
      }),
    );
  });
});

describe('trip, disarm, sunder, dirty trick', () => {
  it('trip → prone; in zero gravity with condition off-kilter → off-kilter (SF › Croc-en-jambe)', () => {
    expect(resolve('trip', { attackBonus: 10 }, { kac: 10 }, [10]).effects).toEqual([
      { who: 'defender', condition: 'prone' },
    ]);
    expect(
      resolve('trip', { attackBonus: 10 }, { kac: 10 }, [10], { condition: 'off-kilter' }).effects,
    ).toEqual([{ who: 'defender', condition: 'off-kilter' }]);
  });

  it('disarm → disarmed; sunder → a damage note and no condition', () => {
    expect(resolve('disarm', { attackBonus: 10 }, { kac: 10 }, [10]).effects).toEqual([
      { who: 'defender', condition: 'disarmed' },
    ]);
    const sunder = resolve('sunder', { attackBonus: 10 }, { kac: 10 }, [10]);
    expect(sunder.effects).toEqual([]);
    expect(sunder.steps.at(-1)?.label).toMatch(/solidité/);
  });

  it.each([
    [0, 1],
    [4, 1],
    [5, 2],
    [12, 3],
  ])('dirty trick, margin %i → %i round(s) (SF › Sale coup)', (margin, rounds) => {
    const o = resolve('dirty-trick', { attackBonus: margin }, { kac: 2 }, [10], { condition: 'sickened' });
    expect(o).toMatchObject({
      durationRounds: rounds,
      effects: [{ who: 'defender', condition: 'sickened' }],
    });
  });

  it('dirty trick without a chosen condition applies none and lists the choices', () => {
    const o = resolve('dirty-trick', { attackBonus: 10 }, { kac: 10 }, [10]);
    expect(o).toMatchObject({ success: true, durationRounds: 1, effects: [] });
    expect(o.steps.at(-1)?.label).toMatch(/aveuglé.*fiévreux/);
  });
});

describe('bad input and impossible manoeuvres', () => {
  it.each<[string, () => unknown]>([
    ['defender without KAC', () => resolve('trip', { attackBonus: 5 }, {}, [10])],
    ['overrun does not exist in Starfinder', () => resolve('overrun', {}, { kac: 10 }, [10])],
    ['drag does not exist in Starfinder', () => resolve('drag', {}, { kac: 10 }, [10])],
    ['steal does not exist in Starfinder', () => resolve('steal', {}, { kac: 10 }, [10])],
    ['unknown manoeuvre', () => resolve('headbutt' as ManeuverId, {}, { kac: 10 }, [10])],
    ['no roll and no rng', () => resolve('trip', {}, { kac: 10 }, [])],
    ['roll out of range', () => resolve('trip', {}, { kac: 10 }, [21])],
    ['NaN attack bonus', () => resolve('trip', { attackBonus: Number.NaN }, { kac: 10 }, [10])],
    ['non-integer KAC', () => resolve('trip', {}, { kac: 10.5 }, [10])],
    ['unknown condition', () => resolve('trip', { conditions: ['dizzy'] }, { kac: 10 }, [10])],
    ['Str out of range', () => resolve('trip', { str: 120 }, { kac: 10 }, [10])],
    ['stunned attacker', () => resolve('trip', { conditions: ['stunned'] }, { kac: 10 }, [10])],
    [
      'nauseated attacker (move action only)',
      () => resolve('trip', { conditions: ['nauseated'] }, { kac: 10 }, [10]),
    ],
    ['pinned attacker trying a trip', () => resolve('trip', { conditions: ['pinned'] }, { kac: 10 }, [10])],
    [
      'fatigued attacker charging',
      () => resolve('trip', { conditions: ['fatigued'] }, { kac: 10 }, [10], { charging: true }),
    ],
    ['maintain on a trip', () => resolve('trip', {}, { kac: 10 }, [10], { maintain: true })],
    [
      'dirty trick with stunned',
      () => resolve('dirty-trick', {}, { kac: 10 }, [10], { condition: 'stunned' }),
    ],
    ['non-integer situational', () => resolve('trip', {}, { kac: 10 }, [10], { situational: 1.5 })],
    [
      'wrong system',
      () =>
        resolveSf1Maneuver({
          system: 'pf1',
          maneuver: 'trip',
          attacker: {},
          defender: { kac: 1 },
          rolls: [10],
        }),
    ],
  ])('%s → RulesError', (_why, run) => {
    expect(run).toThrow(RulesError);
  });

  it('a pinned attacker may still grapple (to escape), at −4 (Core Rulebook › Pinned)', () => {
    const o = resolve('grapple', { attackBonus: 0, conditions: ['pinned'] }, { kac: 10 }, [10]);
    expect(attackStep(o)?.total).toBe(6);
  });
});
