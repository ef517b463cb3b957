import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getSystem, healthState, RulesError } from '../index';

describe('dnd35 healthState (DRS › Les blessures et la mort)', () => {
  it.each([
    [10, 0, 'ok'],
    [1, 0, 'ok'],
    [0, 0, 'disabled'],
    [-1, 0, 'dying'],
    [-9, 0, 'dying'],
    [-10, 0, 'dead'],
    [-25, 0, 'dead'],
    [5, 4, 'ok'],
    [5, 5, 'staggered'],
    [5, 6, 'unconscious'],
    [0, 1, 'unconscious'],
    [-3, 8, 'dying'],
  ])('hp %i with %i nonlethal → %s', (hp, nonlethal, expected) => {
    expect(healthState('dnd35', { hp, maxHp: 20, nonlethal })).toBe(expected);
  });

  it.each([
    ['NaN hp', { hp: Number.NaN, maxHp: 10 }],
    ['fractional hp', { hp: 2.5, maxHp: 10 }],
    ['maxHp 0', { hp: 0, maxHp: 0 }],
    ['negative nonlethal', { hp: 5, maxHp: 10, nonlethal: -1 }],
    ['string hp', { hp: '5' as unknown as number, maxHp: 10 }],
  ])('refuses %s', (_n, h) => {
    expect(() => healthState('dnd35', h)).toThrow(RulesError);
  });

  it('maps every hp total to the band of the text (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (hp) => {
        const s = healthState('dnd35', { hp, maxHp: 100 });
        const expected = hp <= -10 ? 'dead' : hp < 0 ? 'dying' : hp === 0 ? 'disabled' : 'ok';
        expect(s).toBe(expected);
      }),
    );
  });

  it('staggered exactly when nonlethal equals positive hp, unconscious above (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 80 }), (hp, nl) => {
        const s = healthState('dnd35', { hp, maxHp: 60, nonlethal: nl });
        expect(s).toBe(nl > hp ? 'unconscious' : nl === hp ? 'staggered' : 'ok');
      }),
    );
  });

  it('carries the numbers of the text: 1 hp a round, 10 %, massive damage 50 / Vigueur DD 15', () => {
    const h = getSystem('dnd35').health;
    expect(h.dyingLossPerRound).toBe(1);
    expect(h.stabilizeChancePercent).toBe(10);
    expect(h.massiveDamage).toMatchObject({ threshold: 50, saveDc: 15 });
    expect(h.thresholds.map((t) => t.state)).toEqual([
      'ok',
      'staggered',
      'unconscious',
      'disabled',
      'dying',
      'dead',
    ]);
  });
});
