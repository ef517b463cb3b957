import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InitiativeEntry } from '../types';
import { getSystem, RulesError, sortInitiative } from '../index';

const ids = (entries: InitiativeEntry[]): string[] => sortInitiative('dnd35', entries).map((e) => e.id);

describe('dnd35 sortInitiative (DRS › L’initiative)', () => {
  it.each([
    [
      'higher total first',
      [
        { id: 'a', total: 12 },
        { id: 'b', total: 18 },
        { id: 'c', total: 15 },
      ],
      ['b', 'c', 'a'],
    ],
    [
      'tie: higher initiative modifier first (Science de l’initiative +4 counts)',
      [
        { id: 'rogue', total: 15, modifier: 3 },
        { id: 'fighter', total: 15, modifier: 5 },
      ],
      ['fighter', 'rogue'],
    ],
    [
      'tie and equal modifiers: the coin toss (higher tiebreak) decides',
      [
        { id: 'a', total: 15, modifier: 2, tiebreak: 0.2 },
        { id: 'b', total: 15, modifier: 2, tiebreak: 0.9 },
      ],
      ['b', 'a'],
    ],
    [
      'a missing tiebreak comes after a drawn one',
      [
        { id: 'a', total: 10, modifier: 1 },
        { id: 'b', total: 10, modifier: 1, tiebreak: 0.1 },
      ],
      ['b', 'a'],
    ],
    [
      'everything equal: id order, for determinism',
      [
        { id: 'zed', total: 10 },
        { id: 'amy', total: 10 },
      ],
      ['amy', 'zed'],
    ],
    [
      'a missing modifier counts as 0',
      [
        { id: 'a', total: 10 },
        { id: 'b', total: 10, modifier: -1 },
      ],
      ['a', 'b'],
    ],
    [
      'a delayed count (new total) holds: lower totals after',
      [
        { id: 'delayed', total: 7 },
        { id: 'orc', total: 8 },
      ],
      ['orc', 'delayed'],
    ],
  ])('%s', (_name, entries, expected) => {
    expect(ids(entries)).toEqual(expected);
  });

  it('returns a new array and leaves the input untouched', () => {
    const input = [
      { id: 'a', total: 1 },
      { id: 'b', total: 20 },
    ];
    const copy = structuredClone(input);
    const out = sortInitiative('dnd35', input);
    expect(out).not.toBe(input);
    expect(input).toEqual(copy);
  });

  it.each([
    ['NaN total', [{ id: 'a', total: Number.NaN }]],
    ['fractional total', [{ id: 'a', total: 12.5 }]],
    ['string modifier', [{ id: 'a', total: 12, modifier: '3' as unknown as number }]],
    ['infinite tiebreak', [{ id: 'a', total: 12, tiebreak: Infinity }]],
    ['missing id', [{ total: 12 } as unknown as InitiativeEntry]],
  ])('refuses %s with a RulesError', (_name, entries) => {
    expect(() => sortInitiative('dnd35', entries)).toThrow(RulesError);
  });

  const entry = fc.record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    total: fc.integer({ min: -5, max: 40 }),
    modifier: fc.option(fc.integer({ min: -5, max: 15 }), { nil: undefined }),
    tiebreak: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  });
  const entries = fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 12 });

  it('is a permutation of its input (property)', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const out = sortInitiative('dnd35', list);
        expect(out).toHaveLength(list.length);
        expect([...out].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(
          [...list].sort((a, b) => (a.id < b.id ? -1 : 1)),
        );
      }),
    );
  });

  it('gives the same order whatever the input order, and never puts a lower total first (property)', () => {
    fc.assert(
      fc.property(entries, fc.integer(), (list, seed) => {
        const shuffled = [...list].sort(
          (a, b) => ((a.id.charCodeAt(0) * seed) % 7) - ((b.id.charCodeAt(0) * seed) % 7),
        );
        const first = ids(list);
        expect(ids(shuffled)).toEqual(first);
        expect(ids(list)).toEqual(first);
        const out = sortInitiative('dnd35', list);
        for (let i = 1; i < out.length; i++) expect(out[i - 1].total).toBeGreaterThanOrEqual(out[i].total);
      }),
    );
  });

  it('describes the 3.5 rules: d20, higher modifier then random, flat-footed, new count holds', () => {
    const rules = getSystem('dnd35').initiative;
    expect(rules).toMatchObject({
      mode: 'individual',
      die: 'd20',
      tieBreak: ['higher-modifier', 'random'],
      flatFootedUntilFirstAction: true,
      newCountHolds: true,
    });
    expect(rules.surprise.fr).toMatch(/action simple ou de mouvement/);
  });
});
