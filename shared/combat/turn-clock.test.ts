/** The turn clock (issue 28): time only from the gestures' `at`, paused with the fight, logged per turn. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EncounterEvent } from './events';
import { createHistory, dispatch, undo } from './history';
import { applyEvent, replay } from './reducer';
import { idOf, setup } from './test-fixtures';
import { clockElapsed, pastTurnLimit } from './turn-clock';
import type { Encounter } from './types';

const T0 = 1_790_000_000_000;
const s = (seconds: number) => T0 + seconds * 1000;

function fight(): Encounter {
  const enc = setup('dnd35', [
    { name: 'Lidda', side: 'pc', init: 18 },
    { name: 'Orque', init: 12 },
  ]);
  return applyEvent(enc, { type: 'combat-started', at: s(0) });
}

const lastLines = (enc: Encounter, n: number) =>
  enc.log.slice(-n).map((l) => ('code' in l ? l.code : l.text));

describe('turn clock', () => {
  it('runs from the start of the fight; a new turn logs the one that ended and starts again', () => {
    const started = fight();
    expect(started.clock).toEqual({ turnMs: 0, roundMs: 0, since: s(0), paused: false });
    expect(clockElapsed(started.clock, s(100))).toEqual({ turnMs: 100_000, roundMs: 100_000 });
    const next = applyEvent(started, { type: 'turn-advanced', at: s(100) });
    expect(next.log.at(-2)).toMatchObject({ code: 'clock.turn', params: { name: 'Lidda', seconds: 100 } });
    expect(next.log.at(-1)).toMatchObject({ code: 'turn.started' });
    expect(clockElapsed(next.clock, s(130))).toEqual({ turnMs: 30_000, roundMs: 130_000 });
  });

  it('a new round starts the round’s time again', () => {
    const enc = replay(fight(), [
      { type: 'turn-advanced', at: s(60) },
      { type: 'turn-advanced', at: s(90) },
    ]);
    expect(enc.round).toBe(2);
    expect(clockElapsed(enc.clock, s(95))).toEqual({ turnMs: 5000, roundMs: 5000 });
  });

  it('stands still while the fight is paused, and goes on from where it stood', () => {
    const enc = replay(fight(), [
      { type: 'clock-paused', paused: true, at: s(40) },
      { type: 'damage', id: idOf('Orque'), amount: 3, at: s(200) },
    ]);
    expect(clockElapsed(enc.clock, s(500))).toEqual({ turnMs: 40_000, roundMs: 40_000 });
    expect(lastLines(enc, 2)).toEqual(['clock.paused', 'hp.damage']);
    const resumed = applyEvent(enc, { type: 'clock-paused', paused: false, at: s(600) });
    expect(clockElapsed(resumed.clock, s(610))).toEqual({ turnMs: 50_000, roundMs: 50_000 });
    expect(() => applyEvent(resumed, { type: 'clock-paused', paused: false, at: s(611) })).toThrow(
      /pas en pause/,
    );
  });

  it('never refuses a gesture: an event without a time leaves the clock as it was', () => {
    const enc = applyEvent(fight(), { type: 'turn-advanced' });
    expect(enc.clock).toEqual(fight().clock);
    expect(lastLines(enc, 1)).toEqual(['turn.started']);
  });

  it('does not log a turn passed in under a second, nor a turn taken back', () => {
    const quick = applyEvent(fight(), { type: 'turn-advanced', at: s(0.4) });
    expect(lastLines(quick, 1)).toEqual(['turn.started']);
    expect(quick.log.some((l) => 'code' in l && l.code === 'clock.turn')).toBe(false);
    const back = applyEvent(applyEvent(fight(), { type: 'turn-advanced', at: s(50) }), {
      type: 'turn-reverted',
      at: s(70),
    });
    expect(back.log.filter((l) => 'code' in l && l.code === 'clock.turn')).toHaveLength(0);
  });

  it.each([
    [undefined, 1_000_000, false],
    [120, 120_000, false],
    [120, 120_001, true],
  ])('limit %s s, turn of %i ms: past the limit = %s', (limit, ms, past) => {
    const enc =
      limit === undefined
        ? fight()
        : applyEvent(fight(), { type: 'options-changed', options: { turnLimitSeconds: limit } });
    expect(pastTurnLimit(enc, ms)).toBe(past);
  });

  it('a limit is removed by « no limit », and refused outside 1 s … 24 h', () => {
    const limited = applyEvent(fight(), { type: 'options-changed', options: { turnLimitSeconds: 90 } });
    const none = applyEvent(limited, { type: 'options-changed', options: { turnLimitSeconds: undefined } });
    expect(none.options).not.toHaveProperty('turnLimitSeconds');
    expect(() =>
      applyEvent(fight(), { type: 'options-changed', options: { turnLimitSeconds: 0 } }),
    ).toThrow();
    expect(() =>
      applyEvent(fight(), { type: 'options-changed', options: { turnLimitSeconds: 86_401 } }),
    ).toThrow();
  });

  it('property: any timed gestures then undo of each gives back the fight exactly', () => {
    const gestures = fc.array(
      fc.tuple(
        fc.constantFrom('next', 'back', 'pause', 'resume', 'hit'),
        fc.integer({ min: 0, max: 600_000 }),
      ),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(gestures, (list) => {
        let h = createHistory(fight());
        const states: Encounter[] = [];
        let at = s(0);
        for (const [kind, wait] of list) {
          at += wait;
          const event: EncounterEvent =
            kind === 'next'
              ? { type: 'turn-advanced', at }
              : kind === 'back'
                ? { type: 'turn-reverted', at }
                : kind === 'hit'
                  ? { type: 'damage', id: idOf('Orque'), amount: 1, at }
                  : { type: 'clock-paused', paused: kind === 'pause', at };
          try {
            const before = h.present;
            h = dispatch(h, event);
            states.push(before);
          } catch {
            // refused (nothing to take back, already paused): nothing changed
          }
        }
        for (const before of states.reverse()) {
          h = undo(h);
          expect(h.present).toEqual(before);
        }
      }),
      { numRuns: 60 },
    );
  });
});
