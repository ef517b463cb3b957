/**
 * Où vit chaque donnée (STYLE › Every piece of state says where it lives). 'file': written to
 * the *.paravent.json encounter file; 'indexeddb': kept in the working store (Dexie); 'display':
 * may reach the players' display — through `toPlayerView` only, possibly transformed (an enemy's
 * exact HP becomes a band); 'nowhere': derived or transient, rebuilt from the rest.
 * Each table is checked with `satisfies Record<keyof T, …>`: a new field that is not listed here
 * does not compile.
 */
import type {
  Combatant,
  CombatantFlags,
  CombatantInitiative,
  Effect,
  Encounter,
  EncounterOptions,
  HitPoints,
  TurnClock,
} from './types';

/** Where a piece of state lives. */
export type Where = 'file' | 'indexeddb' | 'display' | 'nowhere';

const SAVED = ['file', 'indexeddb'] as const satisfies readonly Where[];
const SAVED_SHOWN = ['file', 'indexeddb', 'display'] as const satisfies readonly Where[];
const WORKING = ['indexeddb'] as const satisfies readonly Where[];

/** The encounter. The log and the turn patches are the fight's memory: saved, never displayed. */
export const ENCOUNTER_STORAGE = {
  id: SAVED,
  name: SAVED_SHOWN,
  system: SAVED_SHOWN,
  options: SAVED,
  rng: SAVED,
  seq: SAVED,
  phase: SAVED_SHOWN,
  round: SAVED_SHOWN,
  surprise: SAVED_SHOWN,
  order: SAVED_SHOWN,
  current: SAVED_SHOWN,
  combatants: SAVED_SHOWN,
  effects: SAVED_SHOWN,
  reminders: WORKING,
  morale: SAVED,
  log: SAVED,
  turnPatches: WORKING,
  roundStep: ['indexeddb', 'display'],
  /** The turn clock: saved; shown on the display only when the GM chooses (PlayerViewSettings). */
  clock: SAVED_SHOWN,
} as const satisfies Record<keyof Encounter, readonly Where[]>;

/** The turn clock: every part saved (a fight reopened goes on counting), shown when the GM chooses. */
export const CLOCK_STORAGE = {
  turnMs: SAVED_SHOWN,
  roundMs: SAVED_SHOWN,
  since: SAVED_SHOWN,
  paused: SAVED_SHOWN,
} as const satisfies Record<keyof TurnClock, readonly Where[]>;

/** Encounter options. */
export const OPTIONS_STORAGE = {
  phasedRoundOrder: SAVED,
  rerollEachRound: SAVED,
  negativeHpOption: SAVED,
  groupInitiative: SAVED,
  turnLimitSeconds: SAVED_SHOWN,
} as const satisfies Record<keyof EncounterOptions, readonly Where[]>;

/**
 * A combatant. `hidden` is never displayed: a hidden combatant is left out of the projection
 * altogether. `notes` are the GM's only. `hp` is displayed as a band for enemies.
 */
export const COMBATANT_STORAGE = {
  id: SAVED_SHOWN,
  name: SAVED_SHOWN,
  side: SAVED_SHOWN,
  hidden: SAVED,
  initiative: SAVED_SHOWN,
  hp: SAVED_SHOWN,
  health: ['indexeddb', 'display'],
  defences: SAVED,
  fighter: SAVED,
  group: SAVED,
  notes: SAVED,
  damageDefences: SAVED,
  concentrationBonus: SAVED,
  saves: SAVED,
  concentration: SAVED,
  flags: SAVED,
  hazard: SAVED,
} as const satisfies Record<keyof Combatant, readonly Where[]>;

/** A combatant's initiative: the rolled total is shown, the engine's count and tiebreak are not. */
export const INITIATIVE_STORAGE = {
  modifier: SAVED,
  score: SAVED,
  result: SAVED_SHOWN,
  tiebreak: SAVED,
  count: SAVED,
  lowered: SAVED_SHOWN,
} as const satisfies Record<keyof CombatantInitiative, readonly Where[]>;

/** Hit points: exact values for the GM; the display gets a band for enemies (toPlayerView). */
export const HP_STORAGE = {
  max: SAVED_SHOWN,
  current: SAVED_SHOWN,
  temp: SAVED,
  nonlethal: SAVED,
  /** sf1 Stamina: shown as a bar beside HP (exact or as a band, like HP). */
  stamina: SAVED_SHOWN,
  /** sf1 Resolve: the GM's and the player's business, not the table's. */
  resolve: SAVED,
} as const satisfies Record<keyof HitPoints, readonly Where[]>;

/** Turn flags. */
export const FLAGS_STORAGE = {
  hasActed: SAVED,
  delaying: SAVED_SHOWN,
  readied: SAVED,
  stabilized: SAVED,
  dyingSinceRound: SAVED,
  lastTurnRound: SAVED,
  dead: SAVED,
  resolveStabilizedRound: SAVED,
  dyingAtTurnStart: SAVED,
  opportunities: SAVED,
  immediate: SAVED,
  swiftSpent: SAVED,
} as const satisfies Record<keyof CombatantFlags, readonly Where[]>;

/** An effect: its name and rounds left may be shown on visible combatants; its source is GM only. */
export const EFFECT_STORAGE = {
  id: SAVED,
  target: SAVED_SHOWN,
  source: SAVED,
  sourceName: SAVED,
  what: SAVED_SHOWN,
  duration: SAVED_SHOWN,
  appliedRound: SAVED,
  appliedAtCount: SAVED,
  saveEachRound: SAVED,
  ongoingDamage: SAVED,
  fastHealing: SAVED,
  regeneration: SAVED,
  lastAppliedRound: SAVED,
  /** « Caché aux joueurs »: the flag itself never reaches the display (the effect is left out). */
  hidden: SAVED,
} as const satisfies Record<keyof Effect, readonly Where[]>;
