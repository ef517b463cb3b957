/**
 * The turn clock as read on a screen (the GM's turn panel, the players' display and phones): the
 * face « 1:40 », and the times of a running clock at a given moment.
 */
import type { PlayerClock } from './player-view';

/** Milliseconds as a clock face: minutes:seconds, hours first past the hour. */
export function clockFace(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const s = String(total % 60).padStart(2, '0');
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes}:${s}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${s}`;
}

/** The turn's and the round's time at `now` (epoch ms), and whether the turn passed its limit. */
export function runningClock(
  clock: PlayerClock,
  now: number,
): { turnMs: number; roundMs: number; over: boolean } {
  const running = clock.since === null ? 0 : Math.max(0, now - clock.since);
  const turnMs = clock.turnMs + running;
  return {
    turnMs,
    roundMs: clock.roundMs + running,
    over: clock.limitSeconds !== undefined && turnMs > clock.limitSeconds * 1000,
  };
}
