import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyEvent, createEncounter, type Encounter, type EncounterEvent } from '../../../shared/combat';
import { displayOrder, rowsOf, tieDrop } from './order-view';
import { tieGroupsOf } from './TieDrag';

/** A 3.5 fight: `n` goblins tied at 12 (same modifier: the rules leave it to chance), an ogre at 15 and a PC at 8. */
function tiedFight(n: number, seed: number): Encounter {
  const events: EncounterEvent[] = [];
  const add = (id: string, value: number, modifier = 1) => {
    events.push({
      type: 'combatant-added',
      combatant: { id, name: id, hpMax: 5, initiativeModifier: modifier },
    });
    events.push({ type: 'initiative-set', id: id as never, value });
  };
  add('Ogre', 15);
  for (let i = 1; i <= n; i += 1) add(`Gobelin ${i}`, 12);
  add('Lia', 8);
  return events.reduce(applyEvent, createEncounter({ id: 'e', name: 'T', system: 'dnd35', seed }));
}

const ids = (enc: Encounter) => displayOrder(enc).map((c) => String(c.id));

/** The order a GM expects after dropping `from` before or after `to`. */
function moved(order: string[], from: string, to: string, where: 'before' | 'after'): string[] {
  if (from === to) return order;
  const rest = order.filter((id) => id !== from);
  const at = rest.indexOf(to) + (where === 'after' ? 1 : 0);
  return [...rest.slice(0, at), from, ...rest.slice(at)];
}

describe('tieDrop (drag and drop inside a tie)', () => {
  it('puts the dragged combatant exactly where it was dropped, and moves nobody else', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom<'before' | 'after'>('before', 'after'),
        fc.nat({ max: 3 }),
        (n, seed, a, b, where, repeats) => {
          let enc = tiedFight(n, seed);
          // Several drops in a row: tiebreaks halve, the order must stay exact.
          for (let r = 0; r <= repeats; r += 1) {
            const tied = ids(enc).filter((id) => id.startsWith('Gobelin'));
            const from = tied[(a + r) % n];
            const to = tied[(b + 2 * r) % n];
            const event = tieDrop(enc, from as never, to as never, where);
            const expected = moved(ids(enc), from, to, where);
            if (event) enc = applyEvent(enc, event);
            expect(ids(enc)).toEqual(expected);
          }
        },
      ),
    );
  });

  it('refuses a drop outside the tie: the ogre at 15 and the PC at 8 are not tied with the goblins', () => {
    const enc = tiedFight(3, 7);
    expect(tieDrop(enc, 'Gobelin 1' as never, 'Ogre' as never, 'before')).toBeUndefined();
    expect(tieDrop(enc, 'Lia' as never, 'Gobelin 2' as never, 'after')).toBeUndefined();
  });

  it('refuses a tie the rules already break (3.5: the higher modifier acts first)', () => {
    const events: EncounterEvent[] = [
      { type: 'combatant-added', combatant: { id: 'A', name: 'A', hpMax: 5, initiativeModifier: 3 } },
      { type: 'combatant-added', combatant: { id: 'B', name: 'B', hpMax: 5, initiativeModifier: 1 } },
      { type: 'initiative-set', id: 'A' as never, value: 14 },
      { type: 'initiative-set', id: 'B' as never, value: 14 },
    ];
    const enc = events.reduce(applyEvent, createEncounter({ id: 'e', name: 'T', system: 'dnd35', seed: 1 }));
    expect(tieDrop(enc, 'B' as never, 'A' as never, 'before')).toBeUndefined();
  });

  it('numbers the ties of the list: two ties side by side stay apart', () => {
    const events: EncounterEvent[] = ['A', 'B', 'C', 'D', 'E'].flatMap((id, i): EncounterEvent[] => [
      { type: 'combatant-added', combatant: { id, name: id, hpMax: 5, initiativeModifier: 1 } },
      { type: 'initiative-set', id: id as never, value: i < 3 ? 12 : 9 },
    ]);
    const enc = events.reduce(applyEvent, createEncounter({ id: 'e', name: 'T', system: 'dnd35', seed: 2 }));
    const groups = tieGroupsOf(rowsOf(enc));
    const byTie = ids(enc).map((id) => groups.get(id as never));
    expect(byTie).toEqual([0, 0, 0, 1, 1]);
  });
});
