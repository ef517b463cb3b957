import { describe, expect, it } from 'vitest';
import { applyEvent, createEncounter, type Encounter, type EncounterEvent } from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import { displayOrder, rowKeeper, rowsOf, tieMove } from './order-view';

function fight(system: SystemId, events: EncounterEvent[]): Encounter {
  return events.reduce(applyEvent, createEncounter({ id: 'e', name: 'T', system, seed: 3 }));
}

function add(id: string, side: 'pc' | 'enemy', modifier = 0, score?: number): EncounterEvent {
  return {
    type: 'combatant-added',
    combatant: { id, name: id, side, hpMax: 5, initiativeModifier: modifier, initiativeScore: score },
  };
}
const set = (id: string, value: number): EncounterEvent => ({
  type: 'initiative-set',
  id: id as never,
  value,
});

describe('initiative list', () => {
  it('lists the acting order first, then those without initiative', () => {
    const enc = fight('dnd35', [
      add('A', 'pc'),
      add('B', 'enemy'),
      add('C', 'enemy'),
      set('C', 12),
      set('A', 8),
    ]);
    expect(displayOrder(enc).map((c) => c.id)).toEqual(['C', 'A', 'B']);
  });

  it('3.5: a tie with equal modifiers is left to the GM (arrows), a tie the modifier breaks is not', () => {
    const open = fight('dnd35', [add('A', 'pc', 2), add('B', 'enemy', 2), set('A', 14), set('B', 14)]);
    expect(rowsOf(open).map((r) => [r.tieUp, r.tieDown])).toEqual([
      [false, true],
      [true, false],
    ]);
    const ruled = fight('dnd35', [add('A', 'pc', 3), add('B', 'enemy', 1), set('A', 14), set('B', 14)]);
    expect(rowsOf(ruled).some((r) => r.tieUp || r.tieDown)).toBe(false);
  });

  it('CO: a PC and an enemy on the same INIT are not a free tie (the PC acts first)', () => {
    const enc = fight('co', [
      add('Ogre', 'enemy', 0, 12),
      add('Lia', 'pc', 0, 12),
      set('Ogre', 12),
      set('Lia', 12),
    ]);
    expect(displayOrder(enc).map((c) => c.id)).toEqual(['Lia', 'Ogre']);
    expect(rowsOf(enc).some((r) => r.tieUp)).toBe(false);
  });

  it('moving a combatant up in a tie puts it before its neighbour, and only that', () => {
    const events = [
      add('A', 'enemy'),
      add('B', 'enemy'),
      add('C', 'enemy'),
      set('A', 10),
      set('B', 10),
      set('C', 10),
    ];
    let enc = fight('dnd35', events);
    const [first, second, third] = displayOrder(enc).map((c) => c.id);
    const up = tieMove(enc, third, 'up');
    expect(up).toBeDefined();
    if (up) enc = applyEvent(enc, up);
    expect(displayOrder(enc).map((c) => c.id)).toEqual([first, third, second]);
    const down = tieMove(enc, first, 'down');
    if (down) enc = applyEvent(enc, down);
    expect(displayOrder(enc).map((c) => c.id)).toEqual([third, first, second]);
  });
});

describe('rowKeeper (issue 14: a gesture renders only the rows it changed)', () => {
  it('keeps the row object of a combatant that shows the same, and gives a new one to the row that changed', () => {
    const before = fight('dnd35', [add('a', 'pc', 1), add('b', 'enemy', 2), set('a', 15), set('b', 10)]);
    const keep = rowKeeper();
    const first = keep(rowsOf(before));
    const hurt = applyEvent(before, { type: 'damage', id: 'b' as never, amount: 2 });
    const second = keep(rowsOf(hurt));
    const byName = (rows: typeof first, id: string) => rows.find((r) => r.c.id === id);
    expect(byName(second, 'a')).toBe(byName(first, 'a'));
    expect(byName(second, 'b')).not.toBe(byName(first, 'b'));
    expect(byName(second, 'b')?.c.hp.current).toBe(3);
  });
});
