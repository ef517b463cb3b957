import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InitiativeEntry } from '../types';
import { RulesError } from '../errors';
import { sortInitiative } from './initiative';

const ids = (entries: InitiativeEntry[]): string[] => sortInitiative(entries).map((e) => e.id);

describe('sortInitiative pf1 — PRD › Combat › Initiative : total, puis modificateur, puis hasard', () => {
  it.each<[string, InitiativeEntry[], string[]]>([
    [
      'le plus haut total d’abord',
      [
        { id: 'a', total: 8 },
        { id: 'b', total: 17 },
        { id: 'c', total: 12 },
      ],
      ['b', 'c', 'a'],
    ],
    [
      'égalité : plus haut modificateur d’abord',
      [
        { id: 'a', total: 15, modifier: 1 },
        { id: 'b', total: 15, modifier: 4 },
      ],
      ['b', 'a'],
    ],
    [
      'égalité totale : tiebreak le plus haut d’abord',
      [
        { id: 'a', total: 15, modifier: 2, tiebreak: 0.2 },
        { id: 'b', total: 15, modifier: 2, tiebreak: 0.9 },
      ],
      ['b', 'a'],
    ],
    [
      'pas de priorité aux PJ en pf1',
      [
        { id: 'pj', total: 15, modifier: 2, side: 'pc', tiebreak: 0.1 },
        { id: 'pnj', total: 15, modifier: 2, side: 'npc', tiebreak: 0.5 },
      ],
      ['pnj', 'pj'],
    ],
    [
      'tout égal : par id, pour rester déterministe',
      [
        { id: 'zed', total: 10 },
        { id: 'amy', total: 10 },
      ],
      ['amy', 'zed'],
    ],
    [
      'modificateur absent = 0',
      [
        { id: 'a', total: 10 },
        { id: 'b', total: 10, modifier: -1 },
        { id: 'c', total: 10, modifier: 1 },
      ],
      ['c', 'a', 'b'],
    ],
  ])('%s', (_why, entries, expected) => {
    expect(ids(entries)).toEqual(expected);
  });

  const entryArb = fc.record({
    total: fc.integer({ min: -5, max: 40 }),
    modifier: fc.option(fc.integer({ min: -5, max: 15 }), { nil: undefined }),
    tiebreak: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  });
  const listArb = fc
    .uniqueArray(fc.tuple(fc.string({ minLength: 1, maxLength: 6 }), entryArb), { selector: ([id]) => id })
    .map((list) => list.map(([id, e]): InitiativeEntry => ({ id, ...e })));

  it('renvoie une permutation, sans toucher l’entrée, dans le même ordre quel que soit l’ordre reçu (fast-check)', () => {
    fc.assert(
      fc.property(
        listArb.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        ([entries, shuffled]) => {
          const before = JSON.stringify(entries);
          const sorted = sortInitiative(entries);
          expect(JSON.stringify(entries)).toBe(before);
          expect(sorted).not.toBe(entries);
          expect([...sorted].map((e) => e.id).sort()).toEqual([...entries].map((e) => e.id).sort());
          expect(sortInitiative(shuffled).map((e) => e.id)).toEqual(sorted.map((e) => e.id));
          sorted.slice(1).forEach((e, i) => expect(sorted[i]?.total).toBeGreaterThanOrEqual(e.total));
        },
      ),
    );
  });

  it.each<[string, unknown]>([
    ['pas une liste', 'abc'],
    ['total NaN', [{ id: 'a', total: Number.NaN }]],
    ['id vide', [{ id: '', total: 3 }]],
    [
      'id en double',
      [
        { id: 'a', total: 3 },
        { id: 'a', total: 5 },
      ],
    ],
    ['tiebreak non numérique', [{ id: 'a', total: 3, tiebreak: 'x' }]],
    ['entrée nulle', [null]],
  ])('%s → RulesError', (_why, entries) => {
    expect(() => sortInitiative(entries as InitiativeEntry[])).toThrow(RulesError);
  });
});
