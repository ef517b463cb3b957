import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createEncounter, EngineError, type Encounter } from '../../../shared/combat';
import {
  applyGesture,
  cursorOf,
  redoGesture,
  restoreSession,
  startSession,
  undoGesture,
  type SessionEventRow,
  type TrackerSession,
} from './session';
import { quickAddSteps } from './QuickAdd';

function fresh(): Encounter {
  return createEncounter({ id: 'e1', name: 'Test', system: 'dnd35', seed: 42 });
}

function play(s: TrackerSession, line: string): { session: TrackerSession; rows: SessionEventRow[] } {
  const r = applyGesture(s, quickAddSteps(line, 'dnd35'));
  return { session: r.session, rows: r.commit.rows };
}

describe('tracker session', () => {
  it('"4 Orque" is one gesture: one Ctrl+Z takes the four orcs back, Ctrl+Shift+Z brings them again', () => {
    const { session } = play(startSession(fresh()), '4 Orque init +1 PV 6 CA 13');
    expect(session.history.present.combatants.map((c) => c.name)).toEqual([
      'Orque 1',
      'Orque 2',
      'Orque 3',
      'Orque 4',
    ]);
    const undone = undoGesture(session);
    expect(undone.history.present.combatants).toEqual([]);
    expect(redoGesture(undone).history.present).toBe(session.history.present);
  });

  it('a refused event changes nothing (the engine throws before anything is applied)', () => {
    const s = startSession(fresh());
    expect(() => applyGesture(s, [{ type: 'turn-advanced' }])).toThrow(EngineError);
    expect(s.history.past).toEqual([]);
  });

  it('a new gesture after an undo drops what could be redone, and says from which index to rewrite', () => {
    let s = play(startSession(fresh()), 'Orque PV 6').session;
    s = play(s, 'Gobelin PV 4').session;
    s = undoGesture(s);
    const r = applyGesture(s, quickAddSteps('Loup PV 9', 'dnd35'));
    expect(r.commit.fromIndex).toBe(1);
    expect(r.commit.eventCount).toBe(2);
    expect(r.session.futureGestures).toEqual([]);
  });

  it('restoring the stored events gives exactly the same fight, with the same undo and redo', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('add', 'dmg', 'undo', 'redo'), { maxLength: 12 }), (ops) => {
        let s = startSession(fresh());
        let stored: SessionEventRow[] = [];
        for (const op of ops) {
          if (op === 'undo') s = undoGesture(s);
          else if (op === 'redo') s = redoGesture(s);
          else {
            const target = s.history.present.combatants[0];
            if (op === 'dmg' && !target) continue;
            const steps =
              op === 'add'
                ? quickAddSteps('2 Orque PV 6', 'dnd35')
                : [{ type: 'damage' as const, id: target.id, amount: 1 }];
            const r = applyGesture(s, steps);
            stored = [...stored.filter((row) => row.index < r.commit.fromIndex), ...r.commit.rows];
            s = r.session;
          }
        }
        const restored = restoreSession(fresh(), stored, cursorOf(s));
        expect(restored.history.present).toEqual(s.history.present);
        expect(restored.pastGestures).toEqual(s.pastGestures);
        expect(redoGesture(restored).history.present).toEqual(redoGesture(s).history.present);
        expect(undoGesture(restored).history.present).toEqual(undoGesture(s).history.present);
      }),
      { numRuns: 60 },
    );
  });
});
