import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createEncounter } from './create';
import type { EncounterEvent } from './events';
import { canUndo, createHistory, dispatch, eventsOf, pastLength, redo, undo, type History } from './history';
import { replay } from './reducer';
import { combatantId, type Encounter } from './types';

function fight(): Encounter {
  let enc = createEncounter({ id: 'h', name: 'Longue', system: 'pf1', seed: 7 });
  for (let i = 0; i < 6; i += 1) {
    enc = replay(enc, [
      { type: 'combatant-added', combatant: { name: `Orque ${i}`, hpMax: 500, initiativeModifier: i } },
    ]);
  }
  return replay(enc, [{ type: 'initiative-rolled' }, { type: 'combat-started', aware: [] }]);
}

/** A long fight's events: damage, healing, next turn, previous turn now and then. */
function eventAt(i: number): EncounterEvent {
  const id = combatantId(`c-${(i % 6) + 1}`);
  if (i % 7 === 6) return { type: 'turn-advanced' };
  if (i % 23 === 22) return { type: 'turn-reverted' };
  if (i % 5 === 4) return { type: 'healing', id, amount: 2 };
  return { type: 'damage', id, amount: 1 };
}

function grow(h: History, from: number, to: number): History {
  let out = h;
  for (let i = from; i < to; i += 1) out = dispatch(out, eventAt(i));
  return out;
}

/** Objects and array slots reachable from `root`, each counted once (what sharing saves is not counted). */
function reachableSize(root: unknown): number {
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  let size = 0;
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    seen.add(v);
    const values = Object.values(v);
    size += 1 + values.length;
    stack.push(...values);
  }
  return size;
}

describe('history', () => {
  it('undo at any depth gives back exactly the state that was there, and redo the next one', () => {
    const start = fight();
    const states: Encounter[] = [start];
    let h = createHistory(start);
    for (let i = 0; i < 150; i += 1) {
      h = dispatch(h, eventAt(i));
      states.push(h.present);
    }
    for (let i = 150; i > 0; i -= 1) {
      expect(JSON.stringify(h.present)).toBe(JSON.stringify(states[i]));
      h = undo(h);
    }
    expect(h.present).toBe(start);
    expect(canUndo(h)).toBe(false);
    for (let i = 1; i <= 40; i += 1) h = redo(h);
    expect(h.present).toEqual(states[40]);
  });

  it('random undo/redo/dispatch runs agree with replaying the events from the start', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('do', 'undo', 'redo'), { maxLength: 120 }), (moves) => {
        const start = fight();
        let h = createHistory(start);
        let n = 0;
        for (const m of moves) {
          if (m === 'do') h = dispatch(h, eventAt(n++));
          else if (m === 'undo') h = undo(h);
          else h = redo(h);
        }
        expect(h.present).toEqual(replay(start, eventsOf(h)));
      }),
      { numRuns: 40 },
    );
  });

  it('memory is linear: the history after 2N events is at most 2.2 × the history after N', () => {
    const n = 1500;
    const half = grow(createHistory(fight()), 0, n);
    const full = grow(half, n, 2 * n);
    expect(pastLength(full)).toBe(2 * n);
    const ratio = reachableSize(full) / reachableSize(half);
    expect(ratio).toBeLessThanOrEqual(2.2);
    expect(full.present.log.length).toBeGreaterThan(2 * n * 0.8);
  });
});
