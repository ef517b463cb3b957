import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InitiativeEntry } from '../types';
import { RulesError } from '../errors';
import { coLowerInitiative, coSortInitiative } from './initiative';

const ids = (list: InitiativeEntry[]) => list.map((e) => e.id);

describe('coSortInitiative — CO › Le tour de combat', () => {
  it('puts the highest INIT first, then downwards (no roll)', () => {
    const order = coSortInitiative([
      { id: 'gobelin', total: 12, side: 'npc' },
      { id: 'elfe', total: 17, side: 'pc' },
      { id: 'nain', total: 8, side: 'pc' },
    ]);
    expect(ids(order)).toEqual(['elfe', 'gobelin', 'nain']);
  });

  it('on a PC/enemy tie, the character acts first even with a lower tiebreak', () => {
    const order = coSortInitiative([
      { id: 'a-orque', total: 14, side: 'npc', tiebreak: 0.99 },
      { id: 'z-barde', total: 14, side: 'pc', tiebreak: 0.01 },
    ]);
    expect(ids(order)).toEqual(['z-barde', 'a-orque']);
  });

  it('between two PCs (GM decides), falls back on tiebreak then id', () => {
    const order = coSortInitiative([
      { id: 'b', total: 10, side: 'pc' },
      { id: 'a', total: 10, side: 'pc' },
      { id: 'c', total: 10, side: 'pc', tiebreak: 0.5 },
    ]);
    expect(ids(order)).toEqual(['c', 'a', 'b']);
  });

  it('does not mutate its input', () => {
    const input: InitiativeEntry[] = [
      { id: 'x', total: 1 },
      { id: 'y', total: 9 },
    ];
    const copy = structuredClone(input);
    coSortInitiative(input);
    expect(input).toEqual(copy);
  });

  it.each([
    [[{ id: 'x', total: Number.NaN }]],
    [[{ id: 'x', total: 3.5 }]],
    [[{ id: '', total: 3 }]],
    [[{ id: 'x', total: 3, side: 'ally' as never }]],
  ])('refuses bad entries %o', (entries) => {
    expect(() => coSortInitiative(entries)).toThrow(RulesError);
  });

  const entry = fc.record(
    {
      id: fc.string({ minLength: 1, maxLength: 4 }),
      total: fc.integer({ min: 0, max: 25 }),
      side: fc.constantFrom<'pc' | 'npc'>('pc', 'npc'),
      tiebreak: fc.double({ min: 0, max: 1, noNaN: true }),
    },
    { requiredKeys: ['id', 'total'] },
  );
  const entries = fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 12 });

  it('returns a permutation of its input (property)', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const out = coSortInitiative(list);
        expect(out).toHaveLength(list.length);
        expect(new Set(out)).toEqual(new Set(list));
      }),
    );
  });

  it('is deterministic whatever the input order (property)', () => {
    fc.assert(
      fc.property(entries, fc.func(fc.integer()), (list, key) => {
        const shuffled = [...list].sort((a, b) => key(a.id) - key(b.id));
        expect(ids(coSortInitiative(shuffled))).toEqual(ids(coSortInitiative(list)));
      }),
    );
  });

  it('never lists an enemy before a PC with the same INIT, and never a lower INIT first (property)', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const out = coSortInitiative(list);
        for (let i = 1; i < out.length; i++) {
          expect(out[i - 1].total).toBeGreaterThanOrEqual(out[i].total);
          if (out[i - 1].total === out[i].total && out[i].side === 'pc') expect(out[i - 1].side).toBe('pc');
        }
      }),
    );
  });
});

describe('coLowerInitiative — règles ouvertes CO › Initiative', () => {
  it.each([
    [15, 9, { init: 9, actionLost: false }],
    [15, 1, { init: 1, actionLost: false }],
    [15, 0, { init: 0, actionLost: true }],
  ])('INIT %i lowered to %i → %o', (current, to, expected) => {
    expect(coLowerInitiative(current, to)).toEqual(expected);
  });

  it.each([
    [15, 15],
    [15, 16],
    [15, -1],
    [15, 2.5],
  ])('refuses INIT %i → %s (one can only lower, not below 0)', (current, to) => {
    expect(() => coLowerInitiative(current, to)).toThrow(RulesError);
  });
});
