/**
 * L'horloge du tour (issue 28, Combat Manager's turn clock): how long the current turn and the
 * current round have lasted, paused when the GM pauses the fight, and a log line when a turn ends
 * (« Tour de Lidda : 1 min 40 »). Time comes only from the gestures' `at` (events.ts › EventTime),
 * which the fight store stamps from its injected clock: the engine reads no clock, a replay gives the
 * same times, and the clock never refuses a gesture (an event without `at` leaves it as it was).
 */
import { refusal } from './errors';
import { logEvent } from './log';
import type { EncounterEvent } from './events';
import type { Encounter, TurnClock } from './types';

/** A clock that has not run yet. */
const STOPPED: TurnClock = { turnMs: 0, roundMs: 0, since: null, paused: false };

/** A turn shorter than this is not logged (a GM passing over a downed combatant). */
const LOG_FROM_MS = 1000;

/** How long the current turn and round have lasted at `now` (epoch ms). */
export function clockElapsed(clock: TurnClock | undefined, now: number): { turnMs: number; roundMs: number } {
  if (!clock) return { turnMs: 0, roundMs: 0 };
  const running = clock.since === null ? 0 : Math.max(0, now - clock.since);
  return { turnMs: clock.turnMs + running, roundMs: clock.roundMs + running };
}

/** Whether the turn has lasted longer than the fight's limit per turn (none: never). */
export function pastTurnLimit(enc: Pick<Encounter, 'options'>, turnMs: number): boolean {
  const limit = enc.options.turnLimitSeconds;
  return limit !== undefined && turnMs > limit * 1000;
}

/** clock-paused: the GM pauses the fight's clock, or starts it again (logged, undoable). */
export function pauseClock(enc: Encounter, paused: boolean): Encounter {
  if (typeof paused !== 'boolean') throw refusal('not-allowed', 'clockPausedFlag');
  const clock = enc.clock ?? STOPPED;
  if (clock.paused === paused) throw refusal('not-allowed', paused ? 'clockAlreadyPaused' : 'clockNotPaused');
  return logEvent(
    { ...enc, clock: { ...clock, paused } },
    { code: paused ? 'clock.paused' : 'clock.resumed', params: {} },
  );
}

/** Whether the clock should be running in this state. */
function shouldRun(enc: Encounter, clock: TurnClock): boolean {
  return enc.phase === 'running' && enc.current !== null && !clock.paused;
}

/** The clock stopped at `at`, its running stretch banked. */
function bank(clock: TurnClock, at: number): TurnClock {
  const { turnMs, roundMs } = clockElapsed(clock, at);
  return { ...clock, turnMs, roundMs, since: null };
}

/** The log line of a turn that ended, placed before the lines of the gesture that ended it. */
function logTurn(before: Encounter, after: Encounter, turnMs: number): Encounter {
  const who = before.combatants.find((c) => c.id === before.current);
  if (!who || turnMs < LOG_FROM_MS) return after;
  const seconds = Math.round(turnMs / 1000);
  const lined = logEvent(before, { code: 'clock.turn', params: { name: who.name, seconds } });
  return { ...after, log: [...lined.log, ...after.log.slice(before.log.length)] };
}

/**
 * The clock after `event` took the fight from `before` to `after`: a new turn starts it again (the
 * ended turn logged), a new round starts the round's time again, a pause banks it, a fight that
 * is not running holds it still. Pure.
 */
export function followClock(before: Encounter, after: Encounter, event: EncounterEvent): Encounter {
  const at = event.at;
  if (typeof at !== 'number' || !Number.isFinite(at)) return after;
  let clock = after.clock ?? STOPPED;
  const turnChanged =
    before.phase !== after.phase || before.current !== after.current || before.round !== after.round;
  let next = after;
  if (turnChanged) {
    const { turnMs, roundMs } = clockElapsed(clock, at);
    // Going back a turn (turn-reverted) writes nothing: that turn is being taken again.
    if (before.phase === 'running' && event.type !== 'turn-reverted') next = logTurn(before, after, turnMs);
    const sameRound = before.round === after.round && before.phase === after.phase;
    clock = { ...clock, turnMs: 0, roundMs: sameRound ? roundMs : 0, since: null };
  }
  if (shouldRun(after, clock)) {
    if (clock.since === null) clock = { ...clock, since: at };
  } else if (clock.since !== null) {
    clock = bank(clock, at);
  }
  return { ...next, clock };
}
