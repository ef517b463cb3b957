/**
 * La projection pour les joueurs (DESIGN §3, STYLE › The player display gets a projection): what the
 * players' display may know of an encounter, and nothing else. Secrets are left out of the DATA —
 * hidden combatants, GM notes, exact hit points of a side the GM shows as a band or not at all, effect
 * sources, the log — so that no CSS or rendering bug can leak them. Only fields that `storage.ts`
 * marks 'display' are read here; the values are semantic (`hpBand: 'hurt'`), never HTML.
 */
import { getSystem } from '../rules';
import type { Localized } from '../rules';
import { automaticConditions } from './conditions';
import { roundsLeft } from './effects';
import { isSurprisedNow } from './turn-order';
import { actingSide, currentRoundStep, phaseName, roundStepsOf, type ActingSide } from './round-steps';
import type { Combatant, CombatantId, Effect, Encounter, Side } from './types';

export {
  DEFAULT_PLAYER_VIEW_SETTINGS,
  HEALTH_DISPLAYS,
  SIDES,
  type HealthDisplay,
  type HpBand,
  type PlayerViewSettings,
} from './player-view-settings';
import type { HealthDisplay, HpBand, PlayerViewSettings } from './player-view-settings';

/** A combatant's health as the players see it. */
export type PlayerHealth =
  | {
      kind: 'exact';
      current: number;
      max: number;
      band: HpBand;
      /** sf1 Stamina, shown like HP where HP are shown exactly (a band side shows its HP band only). */
      stamina?: { current: number; max: number };
    }
  | { kind: 'band'; band: HpBand };

/** A condition or effect on a visible combatant. */
export interface PlayerCondition {
  /** The catalogue id ('prone'), or 'custom' for an effect the GM named. */
  id: string;
  name: Localized;
  /** Rounds before it ends; null when it has no round count (until removed, automatic…). */
  roundsLeft: number | null;
}

/** One visible combatant. */
export interface PlayerCombatant {
  id: string;
  name: string;
  side: Side;
  /** The rolled or typed initiative, when there is one. */
  initiative: number | null;
  /** Waiting to act later this round. */
  delaying: boolean;
  /** Null when the GM shows nothing of this side's health. */
  health: PlayerHealth | null;
  conditions: PlayerCondition[];
}

/** Everything the players' display receives. */
export interface PlayerView {
  /** 'waiting' before the fight starts; 'ended' after it. The display then shows a calm screen. */
  status: 'waiting' | 'running' | 'ended';
  /** 0 is the surprise round. */
  round: number;
  isSurpriseRound: boolean;
  /** Who acts now; null between turns or when the GM keeps that combatant hidden. */
  currentId: string | null;
  /** Who acts after, among the visible combatants. */
  nextId: string | null;
  /** The acting order, first first, visible combatants only. */
  order: PlayerCombatant[];
  pinnedTable: string | null;
  /** osr: the round's phase the GM is at and the side acting in it (round-steps.ts); absent elsewhere. */
  roundPhase?: { name: Localized; acting: ActingSide };
  /** The turn clock, when the GM shows it (the display counts on from `since` with its own clock). */
  clock?: PlayerClock;
}

/** The turn clock as the players get it: banked times, the running stretch's start, the limit. */
export interface PlayerClock {
  turnMs: number;
  roundMs: number;
  /** Epoch ms the running stretch began; null while paused. */
  since: number | null;
  paused: boolean;
  /** The limit per turn, in seconds, when the GM set one. */
  limitSeconds?: number;
}

/** Health states that put a combatant out of the fight (band « hors de combat »). */
const DOWN_STATES: ReadonlySet<Combatant['health']> = new Set(['disabled', 'dying', 'unconscious', 'dead']);

/**
 * The band of some hit points: down at 0 or below (or when the system's health state says so),
 * bloodied at half or less (the usual d20 « en sang »), hurt below the maximum, healthy otherwise.
 */
export function hpBand(hp: { current: number; max: number }, health: Combatant['health'] = 'ok'): HpBand {
  if (hp.current <= 0 || DOWN_STATES.has(health)) return 'down';
  if (hp.current * 2 <= hp.max) return 'bloodied';
  if (hp.current < hp.max) return 'hurt';
  return 'healthy';
}

function healthOf(c: Combatant, shown: HealthDisplay): PlayerHealth | null {
  const band = hpBand(c.hp, c.health);
  if (shown === 'exact') {
    const sp = c.hp.stamina;
    const stamina = sp ? { stamina: { current: sp.current, max: sp.max } } : {};
    return { kind: 'exact', current: c.hp.current, max: c.hp.max, band, ...stamina };
  }
  if (shown === 'band') return { kind: 'band', band };
  return null;
}

/** Conditions that only restate health: they would give away what a band hides. */
function healthConditions(c: Combatant): Set<string> {
  return new Set([c.health, 'stable']);
}

function conditionsOf(enc: Encounter, c: Combatant, effects: readonly Effect[]): PlayerCondition[] {
  const catalogue = getSystem(enc.system).conditions;
  const skip = healthConditions(c);
  const out = new Map<string, PlayerCondition>();
  for (const id of automaticConditions(enc, c)) {
    if (skip.has(id)) continue;
    const def = catalogue.find((d) => d.id === id);
    out.set(id, { id, name: def ? { ...def.name } : { fr: id, en: id }, roundsLeft: null });
  }
  for (const e of effects) {
    const left = roundsLeft(enc, e);
    if (e.what.kind === 'custom') {
      const name = e.what.name;
      out.set(`custom:${name}`, { id: 'custom', name: { fr: name, en: name }, roundsLeft: left });
      continue;
    }
    const id = e.what.conditionId;
    if (skip.has(id)) continue;
    const before = out.get(id);
    const longer =
      before === undefined || (before.roundsLeft !== null && (left === null || left > before.roundsLeft));
    if (!longer) continue;
    const def = catalogue.find((d) => d.id === id);
    out.set(id, { id, name: def ? { ...def.name } : { fr: id, en: id }, roundsLeft: left });
  }
  return [...out.values()];
}

/** One visible combatant as the players see it (`effects`: those on it). */
export function toPlayerCombatant(
  enc: Encounter,
  c: Combatant,
  settings: PlayerViewSettings,
  effects: readonly Effect[],
): PlayerCombatant {
  return {
    id: c.id,
    name: c.name,
    side: c.side,
    initiative: c.initiative.result ?? null,
    delaying: c.flags.delaying,
    // A trap or a timer has no health to show, even when the GM shows it.
    health: c.hazard ? null : healthOf(c, settings.health[c.side]),
    conditions: conditionsOf(enc, c, effects),
  };
}

function playerClock(enc: Encounter): PlayerClock {
  const { turnMs, roundMs, since, paused } = enc.clock ?? {
    turnMs: 0,
    roundMs: 0,
    since: null,
    paused: false,
  };
  const limit = enc.options.turnLimitSeconds;
  return { turnMs, roundMs, since, paused, ...(limit === undefined ? {} : { limitSeconds: limit }) };
}

/** The next visible combatant who will get a turn, after the current one (wrapping to next round). */
function nextVisible(enc: Encounter, byId: Map<CombatantId, Combatant>): CombatantId | null {
  const n = enc.order.length;
  const at = enc.current === null ? -1 : enc.order.indexOf(enc.current);
  for (let step = 1; step <= n; step++) {
    const c = byId.get(enc.order[(at + step) % n]);
    if (c === undefined || c.hidden || c.health === 'dead') continue;
    const wrapped = at + step >= n;
    if (!wrapped && isSurprisedNow(enc, c)) continue;
    if (c.id !== enc.current) return c.id;
  }
  return null;
}

/** Everything of a view but its order. */
export type PlayerViewHead = Omit<PlayerView, 'order'>;

/** What the view is made of: its head, and the visible combatants with the effects on each. */
export interface PlayerViewParts {
  head: PlayerViewHead;
  /** The visible combatants in acting order; empty unless the fight runs. */
  visible: Combatant[];
  effectsOf: ReadonlyMap<CombatantId, readonly Effect[]>;
}

/** The parts of the view of `enc` (toPlayerView and the incremental projector share them). */
export function playerViewParts(enc: Encounter, settings: PlayerViewSettings): PlayerViewParts {
  const byId = new Map(enc.combatants.map((c) => [c.id, c]));
  const running = enc.phase === 'running';
  const visible = running
    ? enc.order.map((id) => byId.get(id)).filter((c): c is Combatant => c !== undefined && !c.hidden)
    : [];
  const effectsOf = new Map<CombatantId, Effect[]>();
  for (const e of enc.effects) {
    // « Caché aux joueurs »: left out here, before anything leaves the GM's side.
    if (e.hidden === true) continue;
    const list = effectsOf.get(e.target);
    if (list) list.push(e);
    else effectsOf.set(e.target, [e]);
  }
  const current = enc.current === null ? undefined : byId.get(enc.current);
  const step = running ? roundStepsOf(enc)[currentRoundStep(enc)] : undefined;
  const head: PlayerViewHead = {
    status: running ? 'running' : enc.phase === 'ended' ? 'ended' : 'waiting',
    round: enc.round,
    isSurpriseRound: enc.surprise.isSurpriseRound,
    currentId: running && current !== undefined && !current.hidden ? current.id : null,
    nextId: running ? nextVisible(enc, byId) : null,
    pinnedTable: settings.pinnedTable,
    ...(step ? { roundPhase: { name: phaseName(enc, step), acting: actingSide(enc, step) } } : {}),
    ...(running && settings.turnClock === true && enc.clock ? { clock: playerClock(enc) } : {}),
  };
  return { head, visible, effectsOf };
}

const NO_EFFECTS: readonly Effect[] = [];

/**
 * What the players may see of an encounter, given the GM's display settings. Pure: the same
 * encounter and settings give the same view. Hidden combatants are absent (not flagged), and so is
 * every field `storage.ts` keeps off the display.
 */
export function toPlayerView(enc: Encounter, settings: PlayerViewSettings): PlayerView {
  const { head, visible, effectsOf } = playerViewParts(enc, settings);
  const order = visible.map((c) => toPlayerCombatant(enc, c, settings, effectsOf.get(c.id) ?? NO_EFFECTS));
  return { ...head, order };
}
