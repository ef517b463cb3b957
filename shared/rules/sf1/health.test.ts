import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { HealthInput } from '../types';
import { RulesError } from '../errors';
import { sf1ApplyDamage, sf1HealthState, sf1LoseResolvePoint, sf1StabilizeCost } from './health';

describe('sf1HealthState — Core Rulebook › Injury and Death (open rules)', () => {
  it.each([
    { hp: 22, maxHp: 22, state: 'ok' },
    { hp: 1, maxHp: 22, state: 'ok' },
    { hp: 0, maxHp: 22, state: 'dying' }, // 0 PV : mourant (les PP sont suivis par le tracker)
    { hp: -3, maxHp: 22, state: 'dying' }, // sous 0 : lu comme 0 (documenté), jamais « mort » faute de PP connus
    { hp: 0, maxHp: 22, nonlethal: 5, state: 'dying' }, // non létal : pas de compteur à part en Starfinder
  ])('hp $hp / $maxHp → $state', ({ state, ...h }) => {
    expect(sf1HealthState(h)).toBe(state);
  });

  it.each([
    { hp: Number.NaN, maxHp: 10 },
    { hp: 2.5, maxHp: 10 },
    { hp: 5, maxHp: 0 },
    { hp: 5, maxHp: 7.5 },
    { hp: 5, maxHp: 10, nonlethal: -1 },
    null as unknown as HealthInput,
  ])('refuses %o with a RulesError', (h) => {
    expect(() => sf1HealthState(h)).toThrow(RulesError);
  });
});

describe('sf1ApplyDamage — Stamina first, then Hit Points, massive damage', () => {
  it.each([
    // Core Rulebook › Stamina Points: 6 SP, 9 damage → SP 0, 3 HP lost.
    { before: { sp: 6, hp: 20, maxHp: 20 }, damage: 9, sp: 0, hp: 17, state: 'ok', massive: false },
    { before: { sp: 10, hp: 20, maxHp: 20 }, damage: 4, sp: 6, hp: 20, state: 'ok', massive: false },
    // Navasi: 17 HP, 1 SP, 12 damage → 6 HP, 0 SP.
    { before: { sp: 1, hp: 17, maxHp: 17 }, damage: 12, sp: 0, hp: 6, state: 'ok', massive: false },
    // then 15 damage → 0 HP, dying (leftover 9 < 17).
    { before: { sp: 0, hp: 6, maxHp: 17 }, damage: 15, sp: 0, hp: 0, state: 'dying', massive: false },
    // Navasi, max 22 HP, at 5 HP: 30 damage leaves 25 ≥ 22 → dead.
    { before: { sp: 0, hp: 5, maxHp: 22 }, damage: 30, sp: 0, hp: 0, state: 'dead', massive: true },
    // leftover exactly max HP → dead (≥).
    { before: { sp: 0, hp: 5, maxHp: 22 }, damage: 27, sp: 0, hp: 0, state: 'dead', massive: true },
    { before: { sp: 0, hp: 5, maxHp: 22 }, damage: 26, sp: 0, hp: 0, state: 'dying', massive: false },
    // already at 0 HP: a single attack of at least max HP kills.
    { before: { sp: 0, hp: 0, maxHp: 22 }, damage: 22, sp: 0, hp: 0, state: 'dead', massive: true },
    { before: { sp: 0, hp: 0, maxHp: 22 }, damage: 21, sp: 0, hp: 0, state: 'dying', massive: false },
  ])(
    '$before.sp PE / $before.hp PV, $damage dégâts → $sp PE / $hp PV, $state',
    ({ before, damage, sp, hp, state, massive }) => {
      const r = sf1ApplyDamage(before, damage);
      expect(r).toMatchObject({ sp, hp, state, massiveDeath: massive });
    },
  );

  it('property: SP + HP lost equals the damage unless HP hit 0; HP never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }).chain((maxHp) =>
          fc.record({
            maxHp: fc.constant(maxHp),
            hp: fc.integer({ min: 0, max: maxHp }),
            sp: fc.integer({ min: 0, max: 200 }),
            damage: fc.integer({ min: 0, max: 600 }),
          }),
        ),
        ({ damage, ...c }) => {
          const r = sf1ApplyDamage(c, damage);
          expect(r.hp).toBeGreaterThanOrEqual(0);
          expect(r.spLost + r.hpLost + r.excess).toBe(damage);
          expect(r.spLost === c.sp || r.hpLost === 0).toBe(true); // stamina is spent before any HP
          if (r.hp > 0) expect(r.excess).toBe(0);
        },
      ),
    );
  });

  it.each([
    [{ sp: -1, hp: 5, maxHp: 10 }, 3],
    [{ sp: 0, hp: 11, maxHp: 10 }, 3],
    [{ sp: 0, hp: 5, maxHp: 0 }, 3],
    [{ sp: 0, hp: 5, maxHp: 10 }, -2],
    [{ sp: 0, hp: 5, maxHp: 10 }, Number.NaN],
  ])('refuses %o with %s damage', (c, damage) => {
    expect(() => sf1ApplyDamage(c, damage)).toThrow(RulesError);
  });
});

describe('Resolve Points — stabilising and dying', () => {
  it.each([
    [1, 1],
    [3, 1],
    [7, 1],
    [8, 2],
    [11, 2],
    [12, 3],
    [30, 3],
  ])('max RP %i → stabilising costs %i (¼, min 1, max 3)', (maxRp, cost) => {
    expect(sf1StabilizeCost(maxRp)).toBe(cost);
  });

  it.each([0, -1, 2.5])('refuses max RP %s', (maxRp) => {
    expect(() => sf1StabilizeCost(maxRp)).toThrow(RulesError);
  });

  it.each([
    [3, { rp: 2, dead: false }],
    [1, { rp: 0, dead: false }],
    [0, { rp: 0, dead: true }], // devoir perdre un PP sans en avoir : mort
  ])('dying with %i RP → %o', (rp, result) => {
    expect(sf1LoseResolvePoint(rp)).toEqual(result);
  });

  it('refuses a negative RP', () => {
    expect(() => sf1LoseResolvePoint(-1)).toThrow(RulesError);
  });
});
