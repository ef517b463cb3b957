import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Fighter, Size } from '../types';
import { RulesError } from '../errors';
import { combatManeuverBonus, combatManeuverDefense } from './combat-maneuvers';

const TABLE = 'Aide de jeu PF1 › Manœuvres offensives › Modificateurs de taille';

describe('BMO (combatManeuverBonus) — Aide de jeu PF1 › Manœuvres offensives › Préambule', () => {
  it.each<[Size, number]>([
    ['fine', -8],
    ['diminutive', -4],
    ['tiny', -2],
    ['small', -1],
    ['medium', 0],
    ['large', 1],
    ['huge', 2],
    ['gargantuan', 4],
    ['colossal', 8],
  ])(`${TABLE}: %s → modificateur spécial %i au BMO et à la DMD`, (size, modifier) => {
    expect(combatManeuverBonus({ size })).toBe(modifier);
    expect(combatManeuverDefense({ size })).toBe(10 + modifier);
  });

  it.each<[string, Fighter, number]>([
    ['BBA 5, For 16 (+3), Moyen : 5 + 3 + 0', { bab: 5, str: 16 }, 8],
    ['BBA 6, For 20 (+5), Grand : 6 + 5 + 1', { bab: 6, str: 20, size: 'large' }, 12],
    ['BBA 1, For 8 (−1), Petit : 1 − 1 − 1', { bab: 1, str: 8, size: 'small' }, -1],
    ['cmbMisc +2 s’ajoute', { bab: 3, str: 12, cmbMisc: 2 }, 6],
    [
      'Très petit : Dex (18 → +4) au lieu de For (6 → −2) (PRD)',
      { bab: 2, str: 6, dex: 18, size: 'tiny' },
      4,
    ],
    ['Minuscule : Dex aussi (PRD)', { bab: 0, str: 1, dex: 16, size: 'diminutive' }, -1],
    ['Petit : encore la For', { bab: 2, str: 6, dex: 18, size: 'small' }, -1],
    [
      'don Manœuvres agiles : Dex au lieu de For (PRD › Feats)',
      { bab: 4, str: 10, dex: 18, feats: ['agile-maneuvers'] },
      8,
    ],
    [
      'valeur de la feuille : les états n’y comptent pas (appliqués par resolveManeuver)',
      { bab: 5, str: 16, conditions: ['grappled', 'shaken'] },
      8,
    ],
  ])('%s = %i', (_why, f, expected) => {
    expect(combatManeuverBonus(f)).toBe(expected);
  });
});

describe('DMD (combatManeuverDefense) — Préambule : « tous les malus à la CA sont applicables sur la DMD »', () => {
  const base: Fighter = { bab: 5, str: 16, dex: 14 }; // 10 + 5 + 3 + 2 = 20
  it.each<[string, Fighter, number]>([
    ['sans état : 10 + 5 + 3 + 2', base, 20],
    ['pris au dépourvu : perd la Dex (Aide › Préambule)', { ...base, conditions: ['flat-footed'] }, 18],
    [
      'pris au dépourvu garde un malus de Dex (Dex 8 → −1)',
      { ...base, dex: 8, conditions: ['flat-footed'] },
      17,
    ],
    ['étourdi : −2 CA et perd la Dex (PRD › Stunned)', { ...base, conditions: ['stunned'] }, 16],
    ['agrippé : −4 en Dex (14 → 10, +2 → 0) (Aide › Lutte)', { ...base, conditions: ['grappled'] }, 18],
    [
      'immobilisé : −4 CA, perd la Dex, sans le −4 Dex d’agrippé (Aide › Lutte › Immobiliser)',
      { ...base, conditions: ['pinned'] },
      14,
    ],
    ['à terre : −4 CA au corps à corps (PRD › Prone)', { ...base, conditions: ['prone'] }, 16],
    [
      'sans défense : Dex 0 (−5) et −4 CA (Aide › Cible sans défense)',
      { ...base, conditions: ['helpless'] },
      9,
    ],
    ['inconscient → sans défense', { ...base, conditions: ['unconscious'] }, 9],
    ['paralysé : For et Dex 0 (−5, −5), −4 CA (PRD › Paralyzed)', { ...base, conditions: ['paralyzed'] }, 1],
    ['aveuglé : −2 CA, perd la Dex (PRD › Blinded)', { ...base, conditions: ['blinded'] }, 16],
    ['fatigué : −2 For et Dex (16 → 14 : +2, 14 → 12 : +1)', { ...base, conditions: ['fatigued'] }, 18],
    ['épuisé : −6 For et Dex (16 → 10, 14 → 8 : −1)', { ...base, conditions: ['exhausted'] }, 14],
    ['niveau négatif : −1 DMD (PRD › Energy Drained)', { ...base, conditions: ['energy-drained'] }, 19],
    ['secoué : aucun effet sur la DMD', { ...base, conditions: ['shaken'] }, 20],
    ['cmdMisc +3', { ...base, cmdMisc: 3 }, 23],
  ])('%s = %i', (_why, f, expected) => {
    expect(combatManeuverDefense(f)).toBe(expected);
  });

  it.each<[string, Fighter, Parameters<typeof combatManeuverDefense>[1], number]>([
    ['4 jambes contre croc-en-jambe : +2 par jambe au-delà de 2 (PRD › Trip)', { legs: 4 }, 'trip', 14],
    ['6 jambes contre croc-en-jambe : +8', { legs: 6 }, 'trip', 18],
    ['4 jambes contre renversement : +4 (PRD › Overrun)', { legs: 4 }, 'overrun', 14],
    ['4 jambes contre bousculade : rien', { legs: 4 }, 'bull-rush', 10],
    ['4 jambes sans manœuvre précisée : rien', { legs: 4 }, undefined, 10],
    ['stabilité contre bousculade : +4 (PRD › Dwarf)', { stable: true }, 'bull-rush', 14],
    ['stabilité contre croc-en-jambe : +4', { stable: true }, 'trip', 14],
    ['stabilité contre entraînement : +4 (Aide › Entraînement)', { stable: true }, 'drag', 14],
    ['stabilité contre lutte : rien', { stable: true }, 'grapple', 10],
    [
      'Science du croc-en-jambe : +2 contre le croc-en-jambe (PRD › Feats)',
      { feats: ['improved-trip'] },
      'trip',
      12,
    ],
    ['Science du croc-en-jambe : rien contre la lutte', { feats: ['improved-trip'] }, 'grapple', 10],
    [
      'Croc-en-jambe supérieur : rien de plus à la DMD',
      { feats: ['improved-trip', 'greater-trip'] },
      'trip',
      12,
    ],
  ])('%s', (_why, f, against, expected) => {
    expect(combatManeuverDefense(f, against)).toBe(expected);
  });

  it('PRD › Trip : une créature sans jambes ne subit pas de croc-en-jambe → RulesError not-applicable', () => {
    expect(() => combatManeuverDefense({ legs: 0 }, 'trip')).toThrow(RulesError);
    expect(() => combatManeuverDefense({ legs: 0 }, 'trip')).toThrow(/jambes/);
    expect(combatManeuverDefense({ legs: 0 }, 'bull-rush')).toBe(10);
  });

  it('la DMD croît avec le BBA, d’autant de points (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom<Size>('fine', 'tiny', 'small', 'medium', 'large', 'colossal'),
        (bab, more, str, dex, size) => {
          const low = combatManeuverDefense({ bab, str, dex, size });
          const high = combatManeuverDefense({ bab: bab + more, str, dex, size });
          expect(high - low).toBe(more);
          expect(
            combatManeuverBonus({ bab: bab + more, str, dex, size }) -
              combatManeuverBonus({ bab, str, dex, size }),
          ).toBe(more);
        },
      ),
    );
  });

  it('PRD : DMD = 10 + BMO + mod. de Dex pour une créature de taille P ou plus (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        (bab, str, dex) => {
          expect(combatManeuverDefense({ bab, str, dex })).toBe(
            10 + combatManeuverBonus({ bab, str, dex }) + Math.floor((dex - 10) / 2),
          );
        },
      ),
    );
  });
});

describe('entrées invalides → RulesError', () => {
  it.each<[string, () => unknown]>([
    ['For NaN', () => combatManeuverBonus({ str: Number.NaN })],
    ['For 100', () => combatManeuverBonus({ str: 100 })],
    ['Dex −1', () => combatManeuverDefense({ dex: -1 })],
    ['BBA négatif', () => combatManeuverBonus({ bab: -1 })],
    ['BBA non entier', () => combatManeuverBonus({ bab: 2.5 })],
    ['taille inconnue', () => combatManeuverBonus({ size: 'enormous' as Size })],
    ['jambes négatives', () => combatManeuverDefense({ legs: -2 })],
    ['état inconnu', () => combatManeuverDefense({ conditions: ['sleepy'] })],
    ['manœuvre inconnue', () => combatManeuverDefense({}, 'headbutt' as 'trip')],
    ['cmdMisc NaN', () => combatManeuverDefense({ cmdMisc: Number.NaN })],
  ])('%s', (_why, call) => {
    expect(call).toThrow(RulesError);
  });
});
