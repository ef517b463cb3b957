import { describe, expect, it } from 'vitest';
import type { Fighter, ManeuverRequest, Size } from '../types';
import { grappleModifier, resolveManeuver, RulesError } from '../index';

const grapple = (
  attacker: Fighter,
  defender: Fighter,
  rolls: number[],
  options?: ManeuverRequest['options'],
) => resolveManeuver({ system: 'dnd35', maneuver: 'grapple', attacker, defender, rolls, options });

// DRS › Lutte › Test de lutte: BBA + mod. de For + modificateur de taille spécial.
describe('grappleModifier (DRS › Lutte › Modificateur de taille spécial)', () => {
  it.each<[Size, number]>([
    ['colossal', 16],
    ['gargantuan', 12],
    ['huge', 8],
    ['large', 4],
    ['medium', 0],
    ['small', -4],
    ['tiny', -8],
    ['diminutive', -12],
    ['fine', -16],
  ])('%s adds %i to BAB 0 / Str 10', (size, expected) => {
    expect(grappleModifier({ size })).toBe(expected);
  });

  it.each([
    ['BBA 5, For 16, G', 5 + 3 + 4, { bab: 5, str: 16, size: 'large' }],
    ['BBA 2, For 8, P', 2 - 1 - 4, { bab: 2, str: 8, size: 'small' }],
    ['grappleMisc entered by the GM', 3, { bab: 1, str: 10, grappleMisc: 2 }],
    ['Science de la lutte +4 (SRD, counted like a stat block)', 5, { bab: 1, feats: ['improved-grapple'] }],
    ['conditions are left to the resolution', 1, { bab: 1, conditions: ['fatigued'] }],
  ] satisfies [string, number, Fighter][])('%s → %i', (_n, expected, f) => {
    expect(grappleModifier(f)).toBe(expected);
  });

  it.each([
    ['str "abc"', { str: 'abc' as unknown as number }, 'invalid-score'],
    ['str 120', { str: 120 }, 'invalid-score'],
    ['bab NaN', { bab: Number.NaN }, 'invalid-number'],
    ['unknown size', { size: 'enormous' as Size }, 'invalid-number'],
  ] satisfies [string, Fighter, string][])('refuses %s (%s)', (_n, f, code) => {
    expect(() => grappleModifier(f)).toThrow(expect.objectContaining({ code }));
  });
});

describe('resolveManeuver dnd35 grapple (DRS › Lutte › Engager une lutte)', () => {
  const hero: Fighter = { bab: 3, str: 14 };

  it('touch attack then opposed grapple checks: a success grapples both', () => {
    const out = grapple(hero, { touchAc: 12, dex: 14 }, [14, 10, 10]);
    expect(out.steps[0].label).toBe(
      'Attaque de contact : 14 (d20) + 3 (BBA) + 2 (For) = 19 contre CA de contact 12 — touché',
    );
    expect(out.steps[1]).toMatchObject({ natural: 10, total: 15, against: 10, success: true });
    expect(out.steps[2]).toMatchObject({ natural: 10, total: 10 });
    expect(out).toMatchObject({ success: true, margin: 5 });
    expect(out.effects).toEqual([
      { who: 'attacker', condition: 'grappled' },
      { who: 'defender', condition: 'grappled' },
    ]);
  });

  it('a missed touch attack ends it after one roll, margin against the touch AC', () => {
    const out = grapple(hero, { touchAc: 12 }, [2]);
    expect(out).toMatchObject({ success: false, margin: 7 - 12, effects: [] });
    expect(out.steps).toHaveLength(1);
  });

  it('natural 20 on the touch attack always hits (DRS › Coup automatiquement réussi)', () => {
    const out = grapple(hero, { touchAc: 40 }, [20, 15, 2]);
    expect(out.steps[0]).toMatchObject({ success: true, total: 25, against: 40 });
    expect(out.steps[0].label).toMatch(/20 naturel/);
    expect(out.success).toBe(true);
  });

  it('natural 1 on the touch attack always misses', () => {
    const out = grapple({ bab: 15, str: 20 }, { touchAc: 5 }, [1]);
    expect(out).toMatchObject({ success: false });
    expect(out.steps[0].label).toMatch(/1 naturel/);
  });

  it('a failed opposed check keeps everyone free', () => {
    const out = grapple(hero, { touchAc: 10, bab: 6, str: 16 }, [15, 5, 12]);
    expect(out).toMatchObject({ success: false, margin: 10 - 21, effects: [] });
  });

  it('tie: the higher grapple modifier wins (attacker +5 against +3)', () => {
    const out = grapple(hero, { touchAc: 10, bab: 1, str: 14 }, [15, 10, 12]);
    expect(out).toMatchObject({ success: true, margin: 0 });
    expect(out.steps.some((s) => /modificateur le plus élevé/.test(s.label))).toBe(true);
  });

  it('tie with equal modifiers: two more rolls, attacker then defender, until they differ', () => {
    const defender = { touchAc: 10, bab: 3, str: 14 };
    expect(grapple(hero, defender, [15, 10, 10, 7, 12])).toMatchObject({ success: false, margin: 0 });
    expect(grapple(hero, defender, [15, 10, 10, 9, 9, 13, 4])).toMatchObject({ success: true, margin: 0 });
    expect(() => grapple(hero, defender, [15, 10, 10])).toThrow(
      expect.objectContaining({ code: 'missing-rolls' }),
    );
  });

  it('a target two or more sizes larger cannot be held, whatever the checks', () => {
    const out = grapple({ bab: 10, str: 30 }, { touchAc: 5, size: 'huge' }, [15, 20, 1]);
    expect(out.success).toBe(false);
    expect(out.steps.some((s) => /deux catégories/.test(s.label))).toBe(true);
  });

  it('a target already in a grapple is grabbed automatically: no touch attack roll', () => {
    const out = grapple(hero, { conditions: ['grappled'] }, [10, 5]);
    expect(out).toMatchObject({ success: true, margin: 15 - 5 });
    expect(out.steps[0].label).toMatch(/Saisie automatique/);
  });

  it('maintain: only the opposed grapple checks, no effect chosen for the GM', () => {
    const out = grapple(hero, { bab: 1 }, [10, 10], { maintain: true });
    expect(out).toMatchObject({ success: true, margin: 4, effects: [] });
  });

  it('uses the normal size modifier on the touch attack and the special one on the check', () => {
    const out = grapple({ bab: 2, size: 'large' }, { touchAc: 10 }, [10, 10, 10]);
    expect(out.steps[0].total).toBe(10 + 2 - 1);
    expect(out.steps[1].total).toBe(10 + 2 + 4);
  });

  it('computes 10 + Dex + size when no touch AC is given, and says so', () => {
    const out = grapple(hero, { dex: 14, size: 'small' }, [5, 10, 10]);
    expect(out.steps[0].against).toBe(10 + 2 + 1);
    expect(out.steps[0].label).toMatch(/calculée : 10 \+ 2 \(Dex\) \+ 1 \(taille\)/);
  });

  it.each([
    ['flat-footed: Dex bonus lost', ['flat-footed'], 14, 14 - 2],
    ['stunned: Dex bonus lost and −2', ['stunned'], 14, 14 - 2 - 2],
    ['helpless: Dex 0 (−5) and −4 against melee', ['helpless'], 14, 14 - 2 - 5 - 4],
    ['unconscious implies helpless', ['unconscious'], 14, 14 - 2 - 5 - 4],
    ['prone: −4 against melee', ['prone'], 14, 10],
    ['total defense: +4 dodge', ['total-defense'], 14, 18],
    ['flat-footed loses the dodge bonus of total defense too', ['total-defense', 'flat-footed'], 14, 12],
  ])('defender %s', (_n, conditions, touchAc, expected) => {
    const out = grapple(hero, { touchAc, dex: 14, conditions }, [1]);
    expect(out.steps[0].against).toBe(expected);
  });

  it('a pinned defender (grappled by another) is grabbed automatically; a trip meets Dex 0 and −4', () => {
    expect(grapple(hero, { conditions: ['pinned'] }, [10, 10]).steps[0].label).toMatch(/Saisie automatique/);
    const trip = resolveManeuver({
      system: 'dnd35',
      maneuver: 'trip',
      attacker: hero,
      defender: { touchAc: 14, dex: 14, conditions: ['pinned'] },
      rolls: [1],
    });
    expect(trip.steps[0].against).toBe(14 - 2 - 5 - 4);
  });

  it.each([
    ['prone attacker: −4 on the melee touch attack', ['prone'], 5 - 4],
    ['shaken attacker: −2', ['shaken'], 5 - 2],
    ['frightened replaces shaken on the fear track: −2 once', ['shaken', 'frightened'], 5 - 2],
    ['dazzled attacker: −1', ['dazzled'], 5 - 1],
    ['fatigued attacker: Str 14 → 12', ['fatigued'], 4],
  ])('%s', (_n, conditions, bonus) => {
    const out = grapple({ ...hero, conditions }, { touchAc: 10 }, [10, 10, 10]);
    expect(out.steps[0].total).toBe(10 + bonus);
  });

  it('an invisible attacker gets +2 and the defender loses its Dex bonus, unless blinded', () => {
    const seen = grapple({ ...hero, conditions: ['invisible'] }, { touchAc: 14, dex: 14 }, [10, 10, 10]);
    expect(seen.steps[0]).toMatchObject({ total: 17, against: 12 });
    const blind = grapple(
      { ...hero, conditions: ['invisible'] },
      { touchAc: 14, dex: 14, conditions: ['blinded'] },
      [10, 10, 10],
    );
    expect(blind.steps[0]).toMatchObject({ total: 15, against: 14 - 2 - 2 });
  });

  it('Improved Grapple adds +4 to the check; situational adds to the decisive check only', () => {
    const out = grapple({ ...hero, feats: ['improved-grapple'] }, { touchAc: 10 }, [10, 10, 10], {
      situational: 2,
    });
    expect(out.steps[0].total).toBe(15);
    expect(out.steps[1].total).toBe(10 + 5 + 4 + 2);
    expect(out.margin).toBe(11);
  });

  it('refuses an unknown condition id', () => {
    expect(() => grapple(hero, { conditions: ['sleepy'] }, [10, 10, 10])).toThrow(RulesError);
  });
});
