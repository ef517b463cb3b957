import { describe, expect, it } from 'vitest';
import {
  higherModifierFirst,
  playerCharactersFirst,
  sidesTogether,
  sortInitiativeBy,
} from './initiative-order';
import { RulesError } from '../errors';

const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

describe('sortInitiativeBy', () => {
  it('orders by total, then the tie rules, then the tiebreak drawn once, then id', () => {
    const entries = [
      { id: 'c', total: 15, modifier: 1, tiebreak: 0.9 },
      { id: 'a', total: 15, modifier: 3 },
      { id: 'b', total: 15, modifier: 1, tiebreak: 0.2 },
      { id: 'd', total: 18 },
    ];
    expect(ids(sortInitiativeBy(entries, higherModifierFirst))).toEqual(['d', 'a', 'c', 'b']);
  });

  it.each([
    ['PC before enemy (CO)', playerCharactersFirst, ['pc', 'npc']],
    ['sides together, PCs first (osr)', sidesTogether, ['pc', 'npc']],
  ] as const)('%s', (_name, rule, order) => {
    const entries = [
      { id: 'x', total: 12, side: 'npc' as const },
      { id: 'y', total: 12, side: 'pc' as const },
    ];
    expect(sortInitiativeBy(entries, rule).map((e) => e.side)).toEqual(order);
  });

  it.each([
    [[{ id: '', total: 3 }], 'identifiant'],
    [
      [
        { id: 'a', total: 3 },
        { id: 'a', total: 4 },
      ],
      'en double',
    ],
    [[{ id: 'a', total: 2.5 }], 'entier'],
    [[{ id: 'a', total: 2, tiebreak: Number.NaN }], 'Départage'],
  ])('refuses %j with a clear message', (entries, words) => {
    expect(() => sortInitiativeBy(entries)).toThrow(RulesError);
    expect(() => sortInitiativeBy(entries)).toThrow(words);
  });
});
