import { describe, expect, it } from 'vitest';
import { rollDice, type DiceRoll } from './dice';
import { d20Natural, naturalD20, type SystemId } from '../index';

/** A roll of `notation` whose dice show `values`, in rolling order. */
function rollShowing(notation: string, values: number[]): DiceRoll {
  let i = 0;
  return rollDice(notation, { nextInt: () => values[i++] ?? 1 });
}

describe('naturalD20', () => {
  it.each([
    ['1d20+5', [20], 20],
    ['1d20-2', [1], 1],
    ['d20', [13], 13],
    ['2d20kh1', [4, 17], 17],
    ['2d20kl1', [4, 17], 4],
    ['2d6+3', [6, 6], undefined],
    ['2d20', [20, 3], undefined],
  ])('%s showing %o → %s', (notation, values, expected) => {
    expect(naturalD20(rollShowing(notation, values))).toBe(expected);
  });
});

describe('d20Natural per system', () => {
  // [system, natural, kind, damage multiplier, source]
  it.each<[SystemId, 1 | 20, string, number | undefined, string]>([
    ['co', 20, 'critical', 2, 'CO › Résolution d’un test : « 20 naturel », DM ×2 sur une attaque'],
    ['co', 1, 'fumble', undefined, 'CO › Résolution d’un test : « 1 naturel », échec critique'],
    ['dnd35', 20, 'threat', undefined, 'DRS › Coups critiques : coup critique possible, jet de critique'],
    ['dnd35', 1, 'automatic-failure', undefined, 'DRS › Coup automatiquement raté sur un 1 naturel'],
    ['pf1', 20, 'threat', undefined, 'PF1 aide › Préambule ; PRD › Critical Hits'],
    ['pf1', 1, 'automatic-failure', undefined, 'PRD › Attack Roll: natural 1 misses'],
    [
      'sf1',
      20,
      'critical-if-hits',
      undefined,
      'SF › Les coups critiques : critique si le total atteint la CA',
    ],
    ['sf1', 1, 'automatic-failure', undefined, 'Starfinder SRD › Attack Rolls'],
    ['osr', 20, 'automatic', undefined, 'OSR › Formule du jet d’attaque : réussite automatique'],
    ['osr', 1, 'automatic-failure', undefined, 'OSR › Formule du jet d’attaque : échec automatique'],
  ])('%s, natural %i → %s ×%s (%s)', (system, natural, kind, multiplier) => {
    const flag = d20Natural(system, rollShowing('1d20+3', [natural]));
    expect(flag?.natural).toBe(natural);
    expect(flag?.kind).toBe(kind);
    expect(flag?.damageMultiplier).toBe(multiplier);
    expect(flag?.text.fr).not.toBe('');
    expect(flag?.text.en).not.toBe('');
  });

  it.each<SystemId>(['co', 'dnd35', 'pf1', 'sf1', 'osr'])('%s: a 2 to 19 is no natural', (system) => {
    for (const n of [2, 10, 19]) expect(d20Natural(system, rollShowing('1d20', [n]))).toBeUndefined();
  });

  it('a damage roll is never flagged', () => {
    expect(d20Natural('co', rollShowing('1d8+2', [8]))).toBeUndefined();
  });
});
