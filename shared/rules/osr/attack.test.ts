import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RulesError } from '../errors';
import {
  osrAscendingAc,
  osrAttackBonusFromThac0,
  osrAttackHits,
  osrAttackHitsAscending,
  osrAttackValue,
  osrToHit,
} from './attack';

describe('osrToHit — OSR › Formule du jet d’attaque (TAC0 − CA)', () => {
  it.each([
    [19, 6, 13, 'Exemple de combat : « au moins 13 » pour toucher l’orque CA 6 (voleur niveau 1, TAC0 19)'],
    [20, 8, 12, 'Exemple de combat : « au moins 12 » contre Alexandra, CA 8'],
    [20, 5, 15, 'Exemple de combat : 15 et 16 touchent Wigbryht, CA 5'],
    [19, 0, 19, 'CA 0'],
    [17, -2, 19, 'CA négative : 17 − (−2) = 19'],
    [19, -3, 20, '22 bornés à 20 : le 20 naturel touche toujours (OSR › Attaque)'],
    [10, 9, 2, '1 borné à 2 : le 1 naturel rate toujours (OSR › Attaque)'],
    [5, 9, 2, 'valeur −4 bornée à 2'],
  ])('TAC0 %i contre CA %i → %i (%s)', (thac0, targetAc, needed) => {
    expect(osrToHit({ thac0, targetAc })).toBe(needed);
  });

  it('the unclamped value is THAC0 − AC', () => {
    expect(osrAttackValue({ thac0: 19, targetAc: -3 })).toBe(22);
  });

  it.each([
    [{ thac0: Number.NaN, targetAc: 5 }],
    [{ thac0: 19.5, targetAc: 5 }],
    [{ thac0: 19, targetAc: 50 }],
    [{ thac0: 0, targetAc: 5 }],
  ])('refuses %o', (a) => {
    expect(() => osrToHit(a)).toThrow(RulesError);
  });

  it('always lies within 2..20 and never gets easier against a better AC (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: -19, max: 20 }), (thac0, ac) => {
        const n = osrToHit({ thac0, targetAc: ac });
        expect(n).toBeGreaterThanOrEqual(2);
        expect(n).toBeLessThanOrEqual(20);
        expect(osrToHit({ thac0, targetAc: ac - 1 })).toBeGreaterThanOrEqual(n);
      }),
    );
  });
});

describe('osrAttackHits — OSR › Attaque', () => {
  it.each([
    [{ natural: 17, thac0: 20, targetAc: 8 }, true, 'Exemple : 17 contre Alexandra (12 requis)'],
    [{ natural: 14, thac0: 19, targetAc: 6 }, true, 'Exemple : Niles fait 14, 13 requis'],
    [{ natural: 15, thac0: 20, targetAc: 5 }, true, 'Exemple : 15 touche Wigbryht'],
    [{ natural: 14, thac0: 20, targetAc: 5 }, false, '14 < 15'],
    [{ natural: 12, thac0: 19, targetAc: 6, modifiers: 1 }, true, 'mod. de FOR +1 : 13 ≥ 13'],
    [{ natural: 14, thac0: 19, targetAc: 6, modifiers: -4 }, false, 'dans le noir −4 : 10 < 13'],
    [{ natural: 20, thac0: 19, targetAc: -8, modifiers: -4 }, true, '20 naturel : réussite automatique'],
    [{ natural: 1, thac0: 19, targetAc: 9, modifiers: 20 }, false, '1 naturel : échec automatique'],
  ])('%o → %s (%s)', (a, hits, _why) => {
    expect(osrAttackHits(a)).toBe(hits);
  });
});

describe('ascending AC — règles B/X ouvertes', () => {
  it.each([
    [19, 0],
    [17, 2],
    [20, -1],
    [10, 9],
  ])('TAC0 %i → bonus d’attaque %i', (thac0, bonus) => {
    expect(osrAttackBonusFromThac0(thac0)).toBe(bonus);
  });

  it.each([
    [9, 10],
    [5, 14],
    [2, 17],
    [0, 19],
    [-3, 22],
  ])('CA descendante %i → ascendante %i', (desc, asc) => {
    expect(osrAscendingAc(desc)).toBe(asc);
  });

  it('gives the same hit or miss as the THAC0 method (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 5, max: 20 }),
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: -5, max: 5 }),
        (natural, thac0, ac, modifiers) => {
          const descending = osrAttackHits({ natural, thac0, targetAc: ac, modifiers });
          const ascending = osrAttackHitsAscending({
            natural,
            attackBonus: osrAttackBonusFromThac0(thac0),
            targetAac: osrAscendingAc(ac),
            modifiers,
          });
          expect(ascending).toBe(descending);
        },
      ),
    );
  });
});
