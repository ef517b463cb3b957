import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RulesError } from '../errors';
import { CO_COMPLICATION, coAttack, coOpposedTest, coSurprise, coTestSucceeds } from './resolution';

describe('coTestSucceeds — CO › Résolution d’un test', () => {
  it.each([
    // [natural, modifier, difficulty, expected, why]
    [10, 0, 10, true, 'total égal à la difficulté : réussite (≥)'],
    [9, 0, 10, false, 'total inférieur : échec'],
    [12, 3, 15, true, '12 + 3 = 15 contre Difficile (15)'],
    [12, 2, 15, false, '12 + 2 = 14 contre Difficile (15)'],
    [20, -10, 25, true, '20 naturel : réussite automatique même contre Presque impossible'],
    [1, 30, 5, false, '1 naturel : échec automatique même si le total passe'],
    [15, 3 + CO_COMPLICATION.minor, 15, true, 'complication mineure −2 : 15 + 3 − 2 = 16'],
    [15, 3 + CO_COMPLICATION.major, 15, false, 'complication majeure −5 : 15 + 3 − 5 = 13'],
  ])('d20=%i, mod %i, difficulté %i → %s (%s)', (natural, modifier, difficulty, expected) => {
    expect(coTestSucceeds(natural, modifier, difficulty)).toBe(expected);
  });

  it('complications are −2 and −5 (CO › Résolution d’un test)', () => {
    expect(CO_COMPLICATION).toEqual({ minor: -2, major: -5 });
  });

  it.each([0, 21, 2.5, Number.NaN])('refuses a d20 of %s', (natural) => {
    expect(() => coTestSucceeds(natural, 0, 10)).toThrow(RulesError);
  });

  it('a higher modifier never turns a success into a failure (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 5, max: 25 }),
        (n, m, extra, d) => {
          if (coTestSucceeds(n, m, d)) expect(coTestSucceeds(n, m + extra, d)).toBe(true);
        },
      ),
    );
  });
});

describe('coOpposedTest — CO › Test en opposition', () => {
  it.each([
    [{ natural: 12, modifier: 3 }, { natural: 10, modifier: 4 }, 'a', 'higher-total', '15 contre 14'],
    [{ natural: 5, modifier: 1 }, { natural: 9, modifier: 0 }, 'b', 'higher-total', '6 contre 9'],
    [
      { natural: 20, modifier: 0 },
      { natural: 19, modifier: 10 },
      'a',
      'critical',
      '20 naturel isolé gagne contre 29',
    ],
    [
      { natural: 15, modifier: 15 },
      { natural: 20, modifier: -5 },
      'b',
      'critical',
      '20 naturel isolé gagne contre 30',
    ],
    [
      { natural: 20, modifier: 2 },
      { natural: 20, modifier: 1 },
      'a',
      'higher-total',
      'deux 20 : on compare les totaux',
    ],
    [
      { natural: 10, modifier: 2 },
      { natural: 8, modifier: 4 },
      'tie',
      'equal',
      'égalité : le MJ décide ou fait relancer',
    ],
  ] as const)('%o vs %o → %s (%s: %s)', (a, b, winner, reason, _why) => {
    const r = coOpposedTest(a, b);
    expect(r.winner).toBe(winner);
    expect(r.reason).toBe(reason);
  });

  it('is symmetric: swapping the sides swaps the winner (property)', () => {
    const side = fc.record({
      natural: fc.integer({ min: 1, max: 20 }),
      modifier: fc.integer({ min: -5, max: 15 }),
    });
    const swap = { a: 'b', b: 'a', tie: 'tie' } as const;
    fc.assert(
      fc.property(side, side, (a, b) => {
        expect(coOpposedTest(b, a).winner).toBe(swap[coOpposedTest(a, b).winner]);
      }),
    );
  });
});

describe('coAttack — CO › Résoudre une attaque / Détermination des dommages', () => {
  it.each([
    [{ natural: 11, attackBonus: 3, def: 14 }, true, false, 1, '11 + 3 = 14 ≥ DEF 14 : touche'],
    [{ natural: 10, attackBonus: 3, def: 14 }, false, false, 0, '13 < DEF 14 : raté'],
    [{ natural: 20, attackBonus: 0, def: 30 }, true, true, 2, '20 naturel : touche, DM ×2'],
    [{ natural: 1, attackBonus: 30, def: 10 }, false, false, 0, '1 naturel : raté'],
    [{ natural: 19, attackBonus: 2, def: 15, critFrom: 19 }, true, true, 2, 'rapière : critique sur 19'],
    [{ natural: 19, attackBonus: 2, def: 15 }, true, false, 1, 'épée longue : 19 n’est pas critique'],
    [
      { natural: 19, attackBonus: 0, def: 25, critFrom: 19 },
      false,
      false,
      0,
      'rapière : un 19 qui ne touche pas n’est rien',
    ],
  ])('%o → touche %s, critique %s, ×%i (%s)', (attack, hit, critical, multiplier, _why) => {
    expect(coAttack(attack)).toEqual({ hit, critical, damageMultiplier: multiplier });
  });

  it('refuses a critical range outside 2..20', () => {
    expect(() => coAttack({ natural: 10, attackBonus: 0, def: 10, critFrom: 21 })).toThrow(RulesError);
  });
});

describe('coSurprise — CO › Effet de surprise', () => {
  it.each([
    [{ natural: 8, modifier: 1 }, { natural: 12, modifier: 2 }, 'surprised', 'SAG 9 contre DEX 14 : surpris'],
    [{ natural: 14, modifier: 1 }, { natural: 12, modifier: 2 }, 'not-surprised', 'SAG 15 contre DEX 14'],
    [{ natural: 12, modifier: 2 }, { natural: 13, modifier: 1 }, 'gm-decides', 'égalité 14-14 : au MJ'],
    [
      { natural: 20, modifier: -3 },
      { natural: 18, modifier: 5 },
      'not-surprised',
      '20 naturel au test de SAG',
    ],
  ] as const)('%o vs %o → %s (%s)', (wis, dex, expected, _why) => {
    expect(coSurprise(wis, dex)).toBe(expected);
  });
});
