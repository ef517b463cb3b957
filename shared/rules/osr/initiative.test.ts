import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InitiativeEntry } from '../types';
import { RulesError } from '../errors';
import { osrGroupInitiative, osrIsSurprised, osrSortInitiative } from './initiative';

const ids = (list: InitiativeEntry[]) => list.map((e) => e.id);

describe('osrSortInitiative — OSR › Séquence de combat (1d6 par camp)', () => {
  it('the side with the higher d6 acts first, all together (Exemple de combat : 6 contre 3)', () => {
    const order = osrSortInitiative([
      { id: 'wigbryht', total: 3, side: 'pc' },
      { id: 'orque-1', total: 6, side: 'npc' },
      { id: 'niles', total: 3, side: 'pc' },
      { id: 'orque-2', total: 6, side: 'npc' },
    ]);
    expect(ids(order)).toEqual(['orque-1', 'orque-2', 'niles', 'wigbryht']);
  });

  it('keeps each side together on a tie (simultaneous: display order only)', () => {
    const order = osrSortInitiative([
      { id: 'a', total: 4, side: 'npc', tiebreak: 0.9 },
      { id: 'b', total: 4, side: 'pc', tiebreak: 0.1 },
      { id: 'c', total: 4, side: 'npc', tiebreak: 0.5 },
      { id: 'd', total: 4, side: 'pc', tiebreak: 0.7 },
    ]);
    expect(order.map((e) => e.side)).toEqual(['pc', 'pc', 'npc', 'npc']);
  });

  it.each([
    [[{ id: 'x', total: Number.NaN }]],
    [[{ id: '', total: 3 }]],
    [[{ id: 'x', total: 3, tiebreak: Number.NaN }]],
  ])('refuses %o', (entries) => {
    expect(() => osrSortInitiative(entries)).toThrow(RulesError);
  });

  const entries = fc.uniqueArray(
    fc.record(
      {
        id: fc.string({ minLength: 1, maxLength: 4 }),
        total: fc.integer({ min: 1, max: 6 }),
        side: fc.constantFrom<'pc' | 'npc'>('pc', 'npc'),
        tiebreak: fc.double({ min: 0, max: 1, noNaN: true }),
      },
      { requiredKeys: ['id', 'total'] },
    ),
    { selector: (e) => e.id, maxLength: 12 },
  );

  it('returns a new array, a permutation of its input, without touching it (property)', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const copy = structuredClone(list);
        const out = osrSortInitiative(list);
        expect(out).not.toBe(list);
        expect(list).toEqual(copy);
        expect(new Set(out)).toEqual(new Set(list));
        expect(out).toHaveLength(list.length);
      }),
    );
  });

  it('is deterministic whatever the input order, highest total first (property)', () => {
    fc.assert(
      fc.property(entries, fc.func(fc.integer()), (list, key) => {
        const shuffled = [...list].sort((a, b) => key(a.id) - key(b.id));
        const out = osrSortInitiative(shuffled);
        expect(ids(out)).toEqual(ids(osrSortInitiative(list)));
        for (let i = 1; i < out.length; i++) expect(out[i - 1].total).toBeGreaterThanOrEqual(out[i].total);
      }),
    );
  });
});

describe('osrGroupInitiative — OSR › Séquence de combat, variante 2', () => {
  it.each([
    [3, 6, false, 'npc', 'Exemple de combat : 6 pour le MdT contre 3'],
    [5, 2, false, 'pc', 'd6 plus haut'],
    [4, 4, false, 'tie', 'égalité : simultané ou relance (règles ouvertes)'],
    [1, 6, true, 'pc', 'priorité aux PJ : les PJ ont toujours l’initiative'],
  ] as const)('PJ %i, adversaires %i, priorité PJ %s → %s (%s)', (pc, npc, pcsFirst, expected, _why) => {
    expect(osrGroupInitiative(pc, npc, pcsFirst)).toBe(expected);
  });

  it.each([
    [0, 3],
    [7, 3],
    [3, 2.5],
  ])('refuses d6 results %s and %s', (pc, npc) => {
    expect(() => osrGroupInitiative(pc, npc)).toThrow(RulesError);
  });
});

describe('osrIsSurprised — règles B/X ouvertes (1–2 sur 1d6)', () => {
  it.each([
    [1, true, 'sur 1 : surpris'],
    [2, true, 'sur 2 : surpris'],
    [3, false, 'Exemple de combat : un 3 sur 1d6, pas de surprise'],
    [6, false, 'sur 6 : pas de surprise'],
  ])('d6 = %i → surpris : %s', (roll, expected, _why) => {
    expect(osrIsSurprised(roll)).toBe(expected);
  });

  it('takes another threshold for monsters that surprise more often', () => {
    expect(osrIsSurprised(4, 4)).toBe(true);
  });
});
