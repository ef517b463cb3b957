import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RulesError } from '../errors';
import { moraleCheck, moraleHoldChancePercent, moraleWithoutCheck } from './morale';

describe('moraleCheck — OSR › Moral › Tests de moral', () => {
  it.each([
    // [morale, 2d6, adjustment, expected, why]
    [7, 7, 0, 'holds', 'égal au moral : le monstre continue'],
    [7, 8, 0, 'flees', 'plus élevé que le moral : il fuit'],
    [7, 2, 0, 'holds', 'jet minimal'],
    [11, 12, 0, 'flees', 'moral 11 : seul un 12 fait fuir'],
    [3, 3, 0, 'holds', 'moral 3 : tient sur 2 ou 3'],
    [3, 4, 0, 'flees', 'moral 3 : fuit dès 4'],
    [8, 7, 2, 'flees', 'ajustement +2 : 7 + 2 = 9 > 8'],
    [8, 10, -2, 'holds', 'ajustement −2 : 10 − 2 = 8 ≤ 8'],
    [12, 12, 0, 'no-check', 'moral 12 : se bat à mort, jamais de test'],
    [12, 12, 2, 'no-check', 'moral 12 : l’ajustement ne s’applique pas'],
    [2, 2, 0, 'no-check', 'moral 2 : ne se bat que contraint, jamais de test'],
    [2, 12, -2, 'no-check', 'moral 2 : l’ajustement ne s’applique pas'],
  ] as const)('moral %i, 2d6 = %i, ajustement %i → %s (%s)', (morale, roll, adjustment, expected, _why) => {
    expect(moraleCheck(morale, roll, adjustment)).toBe(expected);
  });

  it('adjustment defaults to 0', () => {
    expect(moraleCheck(7, 8)).toBe('flees');
  });

  it.each([
    [1, 7, 0, 'moral sous 2'],
    [13, 7, 0, 'moral au-dessus de 12'],
    [7, 1, 0, '2d6 ne fait pas 1'],
    [7, 13, 0, '2d6 ne fait pas 13'],
    [7, 6.5, 0, 'jet non entier'],
    [7, Number.NaN, 0, 'NaN'],
    [7, 7, 3, 'ajustement au-delà de +2 (OSR › Ajustement au test)'],
    [7, 7, -3, 'ajustement en deçà de −2'],
  ])('refuses morale %s, roll %s, adjustment %s (%s)', (morale, roll, adjustment) => {
    expect(() => moraleCheck(morale, roll, adjustment)).toThrow(RulesError);
  });

  it('is monotone in the roll: a higher 2d6 never turns a rout into a stand (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: -2, max: 2 }),
        (morale, r1, r2, adj) => {
          const [low, high] = r1 <= r2 ? [r1, r2] : [r2, r1];
          if (moraleCheck(morale, low, adj) === 'flees') expect(moraleCheck(morale, high, adj)).toBe('flees');
          if (moraleCheck(morale, high, adj) === 'holds') expect(moraleCheck(morale, low, adj)).toBe('holds');
        },
      ),
    );
  });

  it('a braver monster (higher morale) never flees where a more timid one holds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 10 }), fc.integer({ min: 2, max: 12 }), (morale, roll) => {
        if (moraleCheck(morale, roll) === 'holds') expect(moraleCheck(morale + 1, roll)).toBe('holds');
      }),
    );
  });
});

describe('moraleWithoutCheck — OSR › Moral', () => {
  it.each([
    [2, 'fights-only-if-forced'],
    [12, 'fights-to-the-death'],
    [7, null],
  ])('moral %i → %s', (morale, expected) => {
    expect(moraleWithoutCheck(morale)).toBe(expected);
  });
});

describe('moraleHoldChancePercent — 2d6 distribution', () => {
  it.each([
    [7, 0, 58, '21 chances sur 36 de faire 7 ou moins'],
    [2, 0, 3, '1 sur 36'],
    [11, 0, 97, '35 sur 36'],
    [7, 2, 28, '2d6 + 2 ≤ 7 : 10 sur 36'],
  ])('moral %i, ajustement %i → %i %% (%s)', (morale, adjustment, percent) => {
    expect(moraleHoldChancePercent(morale, adjustment)).toBe(percent);
  });
});
