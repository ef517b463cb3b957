/**
 * What the player display window receives, and nothing else: the projection `toPlayerView` made
 * (or none yet), the app's language and the reference table pinned for the players. In the desktop
 * app the GM window publishes it to main, which relays it to the display window; every message is
 * checked against this schema on both sides (untrusted input, STYLE › Files are untrusted).
 */
import * as v from 'valibot';
import { SIDES } from './player-view-settings.ts';
import { NUMBER_RANGES } from '../limits.ts';
import type { PlayerView } from './player-view';
import type { PlayerViewPatch } from './player-view-patch';

/** The display's whole input. */
export interface DisplayFeed {
  /** The published projection; null before the GM window published one. */
  view: PlayerView | null;
  language: 'fr' | 'en';
  /** The reference table pinned on the display (a reference key), or null. */
  tableKey: string | null;
}

/** Longest text accepted in a field (a name, an id, a table key). */
const TEXT_MAX = 500;
/** Most combatants or conditions accepted in one message. */
const LIST_MAX = 2000;

const text = v.pipe(v.string(), v.maxLength(TEXT_MAX));
const count = v.pipe(v.number(), v.integer(), v.minValue(-1_000_000), v.maxValue(1_000_000));
const band = v.picklist(['healthy', 'hurt', 'bloodied', 'down']);
const localized = v.object({ fr: text, en: text });

const health = v.nullable(
  v.variant('kind', [
    v.object({
      kind: v.literal('exact'),
      current: count,
      max: count,
      band,
      stamina: v.optional(v.object({ current: count, max: count })),
    }),
    v.object({ kind: v.literal('band'), band }),
  ]),
);

const combatant = v.object({
  id: text,
  name: text,
  side: v.picklist(SIDES),
  initiative: v.nullable(v.pipe(v.number(), v.finite())),
  delaying: v.boolean(),
  health,
  conditions: v.pipe(
    v.array(v.object({ id: text, name: localized, roundsLeft: v.nullable(count) })),
    v.maxLength(LIST_MAX),
  ),
});

/** A time of the turn clock, in ms: a span (a turn, a round) or an instant (epoch), as the engine keeps them. */
const time = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(NUMBER_RANGES.clockTime.min),
  v.maxValue(NUMBER_RANGES.clockTime.max),
);

/** The turn clock, when the GM shows it (the limit per turn as the limits table takes it). */
const clock = v.object({
  turnMs: time,
  roundMs: time,
  since: v.nullable(time),
  paused: v.boolean(),
  limitSeconds: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(NUMBER_RANGES.turnLimitSeconds.min),
      v.maxValue(NUMBER_RANGES.turnLimitSeconds.max),
    ),
  ),
});

const headEntries = {
  status: v.picklist(['waiting', 'running', 'ended']),
  round: count,
  isSurpriseRound: v.boolean(),
  currentId: v.nullable(text),
  nextId: v.nullable(text),
  pinnedTable: v.nullable(text),
  roundPhase: v.optional(v.object({ name: localized, acting: v.picklist(['party', 'foes', 'both']) })),
  clock: v.optional(clock),
};

const view = v.object({
  ...headEntries,
  order: v.pipe(v.array(combatant), v.maxLength(LIST_MAX)),
});

const patch = v.object({
  head: v.object(headEntries),
  ids: v.optional(v.pipe(v.array(text), v.maxLength(LIST_MAX))),
  changed: v.pipe(v.array(combatant), v.maxLength(LIST_MAX)),
});

/** The feed's schema (shared/ipc.ts checks both of its channels with it). */
export const DISPLAY_FEED_SCHEMA = v.object({
  view: v.nullable(view),
  language: v.picklist(['fr', 'en']),
  tableKey: v.nullable(text),
});

/** The first issue of a failed check, as a French message. */
function issueText(issues: readonly v.BaseIssue<unknown>[], what: string): string {
  const issue = issues[0];
  const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  return `${what} : ${path || 'message'} invalide (${issue?.message ?? '?'})`;
}

/**
 * A patch of the projection (player-view-patch.ts) in `payload`, rebuilt from the schema like a
 * feed (unknown keys dropped), or a French message saying what was wrong.
 */
export function parseDisplayPatch(
  payload: unknown,
): { ok: true; value: PlayerViewPatch } | { ok: false; error: string } {
  const result = v.safeParse(patch, payload);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, error: issueText(result.issues, 'affichage joueurs (modification)') };
}

/**
 * The feed in `payload`, rebuilt from the schema (unknown keys dropped: a field the projection does
 * not have never reaches the display), or a French message saying what was wrong.
 */
export function parseDisplayFeed(
  payload: unknown,
): { ok: true; value: DisplayFeed } | { ok: false; error: string } {
  const result = v.safeParse(DISPLAY_FEED_SCHEMA, payload);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, error: issueText(result.issues, 'affichage joueurs') };
}
