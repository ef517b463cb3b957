/**
 * Which of the round's keys can act now (issue 27), as the tracker on screen sees its fight: the
 * shell's `?` list and palette show a command that would do nothing as disabled, with why. The
 * tracker sets it (features/tracker/round-keys.ts); the shell only reads it, so that the rules stay
 * out of the first load.
 */
import { createValueStore } from '../store';

/** The round actions with a key that depend on who is delaying, ready, dying… */
export const ROUND_ACTIONS = [
  'delay',
  'act-now',
  'ready',
  'trigger',
  'stabilize',
  'maneuver',
  'ongoing',
  'morale',
  'opportunity',
  'concentration',
] as const;

/** One of `ROUND_ACTIONS`. */
export type RoundAction = (typeof ROUND_ACTIONS)[number];

/** Whether each round action would do something now; `phases`: the round is played phase by phase (B/X). */
export type RoundAvailability = Record<RoundAction | 'phases', boolean>;

function sameAvailability(a: RoundAvailability | null, b: RoundAvailability | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (Object.keys(a) as (keyof RoundAvailability)[]).every((k) => a[k] === b[k]);
}

/** What the tracker on screen says of its round; null when no tracker is on screen. */
export const roundAvailabilityStore = createValueStore<RoundAvailability | null>(null, sameAvailability);
