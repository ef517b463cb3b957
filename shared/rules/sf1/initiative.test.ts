import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InitiativeEntry } from '../types';
import { RulesError } from '../errors';
import { SF1_INITIATIVE, sf1InitiativeCheck, sf1SortInitiative } from './initiative';

const ids = (list: InitiativeEntry[]) => list.map((e) => e.id);

describe('sf1SortInitiative — Core Rulebook › Initiative (open rules)', () => {
  it.each([
    {
      why: 'higher total first',
      entries: [
        { id: 'a', total: 12, modifier: 5 },
        { id: 'b', total: 18, modifier: 0 },
        { id: 'c', total: 3, modifier: 9 },
      ],
      order: ['b', 'a', 'c'],
    },
    {
      why: 'tie: the higher initiative modifier acts first',
      entries: [
        { id: 'a', total: 15, modifier: 2 },
        { id: 'b', total: 15, modifier: 6 },
      ],
      order: ['b', 'a'],
    },
    {
      why: 'tie and same modifier: the higher re-roll (tiebreak) acts first',
      entries: [
        { id: 'a', total: 15, modifier: 2, tiebreak: 0.1 },
        { id: 'b', total: 15, modifier: 2, tiebreak: 0.9 },
      ],
      order: ['b', 'a'],
    },
    {
      why: 'a missing tiebreak comes after a drawn one, then id decides',
      entries: [
        { id: 'c', total: 10 },
        { id: 'b', total: 10 },
        { id: 'a', total: 10, tiebreak: 0 },
      ],
      order: ['a', 'b', 'c'],
    },
  ])('$why', ({ entries, order }) => {
    expect(ids(sf1SortInitiative(entries))).toEqual(order);
  });

  it('does not mutate its input', () => {
    const input: InitiativeEntry[] = [
      { id: 'x', total: 1 },
      { id: 'y', total: 9 },
    ];
    const copy = structuredClone(input);
    const out = sf1SortInitiative(input);
    expect(input).toEqual(copy);
    expect(out).not.toBe(input);
  });

  it.each([
    [[{ id: 'x', total: Number.NaN }]],
    [[{ id: 'x', total: 3.5 }]],
    [[{ id: 'x', total: 3, modifier: 1.5 }]],
    [[{ id: 'x', total: 3, tiebreak: Number.POSITIVE_INFINITY }]],
    [[{ id: '', total: 3 }]],
    [[null as unknown as InitiativeEntry]],
    ['pas une liste' as unknown as InitiativeEntry[]],
  ])('refuses bad input %o with a RulesError', (entries) => {
    expect(() => sf1SortInitiative(entries)).toThrow(RulesError);
  });

  const entry = fc.record({
    id: fc.string({ minLength: 1, maxLength: 5 }),
    total: fc.integer({ min: -5, max: 40 }),
    modifier: fc.integer({ min: -5, max: 15 }),
    tiebreak: fc.double({ min: 0, max: 1, noNaN: true }),
  });
  const uniqueEntries = fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 12 });

  it('property: the result is a permutation of the input', () => {
    fc.assert(
      fc.property(uniqueEntries, (entries) => {
        const out = sf1SortInitiative(entries);
        expect(out).toHaveLength(entries.length);
        expect([...ids(out)].sort()).toEqual([...ids(entries)].sort());
      }),
    );
  });

  it('property: the same entries in any order give the same order (deterministic)', () => {
    fc.assert(
      fc.property(
        uniqueEntries.chain((e) => fc.tuple(fc.constant(e), fc.shuffledSubarray(e, { minLength: e.length }))),
        ([a, b]) => {
          expect(ids(sf1SortInitiative(b))).toEqual(ids(sf1SortInitiative(a)));
        },
      ),
    );
  });

  it('property: totals never increase down the order, and ties respect the modifier', () => {
    fc.assert(
      fc.property(uniqueEntries, (entries) => {
        const out = sf1SortInitiative(entries);
        for (let i = 1; i < out.length; i++) {
          expect(out[i - 1].total).toBeGreaterThanOrEqual(out[i].total);
          if (out[i - 1].total === out[i].total) {
            expect(out[i - 1].modifier ?? 0).toBeGreaterThanOrEqual(out[i].modifier ?? 0);
          }
        }
      }),
    );
  });
});

describe('sf1InitiativeCheck — d20 + mod. de Dex + divers', () => {
  it.each([
    { natural: 12, dex: 16, misc: 0, total: 15, modifier: 3 },
    { natural: 12, dex: 16, misc: 4, total: 19, modifier: 7 }, // Science de l'initiative +4
    { natural: 1, dex: 8, misc: undefined, total: 0, modifier: -1 },
    { natural: 20, dex: 10, misc: -4, total: 16, modifier: -4 }, // assourdi −4
  ])(
    'd20 $natural, Dex $dex, misc $misc → $total (mod. $modifier)',
    ({ natural, dex, misc, total, modifier }) => {
      expect(sf1InitiativeCheck({ natural, dex, misc })).toEqual({ total, modifier });
    },
  );

  it.each([
    { natural: 0, dex: 10 },
    { natural: 21, dex: 10 },
    { natural: 10, dex: Number.NaN },
    { natural: 10, dex: 10, misc: 0.5 },
  ])('refuses %o', (c) => {
    expect(() => sf1InitiativeCheck(c)).toThrow(RulesError);
  });
});

describe('SF1_INITIATIVE data', () => {
  it('individual d20, ties by modifier then random, new count holds after delay/ready (SF › Retarder, Préparer)', () => {
    expect(SF1_INITIATIVE).toMatchObject({
      mode: 'individual',
      die: 'd20',
      tieBreak: ['higher-modifier', 'random'],
      newCountHolds: true,
    });
  });

  it('only the surprised are flat-footed until they act (Core Rulebook › Flat-Footed), and the surprise text says so', () => {
    expect(SF1_INITIATIVE.flatFootedUntilFirstAction).toBe(false);
    expect(SF1_INITIATIVE.surprise.fr).toMatch(/pris au dépourvu/);
    expect(SF1_INITIATIVE.surprise.en).toMatch(/flat-footed/);
  });
});
