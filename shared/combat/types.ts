/**
 * État d'une rencontre (encounter state). Everything here is plain JSON-compatible data: the
 * encounter is saved to IndexedDB and to files as is, and the reducer returns new objects for what
 * changed only (structural sharing), so undo and the display stay cheap.
 */
import type { HealthState, Modifier, Size, SystemId } from '../rules';
import type { LogEntry, LogLine } from './log-codes';

/** A combatant's id. Branded so that an effect id or a group name cannot be passed by mistake. */
export type CombatantId = string & { readonly __brand: 'CombatantId' };
/** An effect's id. */
export type EffectId = string & { readonly __brand: 'EffectId' };

/**
 * Marks a string as a combatant id (ids come from the reducer or from a validated file). The one
 * cast of the engine: a brand cannot be created otherwise.
 */
export function combatantId(raw: string): CombatantId {
  return raw as CombatantId;
}
/** Marks a string as an effect id. */
export function effectId(raw: string): EffectId {
  return raw as EffectId;
}

/** Which side a combatant fights on. 'pc' and 'ally' form the party for osr group initiative. */
export type Side = 'pc' | 'ally' | 'enemy' | 'neutral';

/** osr ways to order a round (OSR › Séquences de combat : variantes). */
export type PhasedRoundOrder = 'group' | 'alternating' | 'pcs-first' | 'individual';

/** Choices the GM makes for one encounter. */
export interface EncounterOptions {
  /** osr: how the round is ordered. Default 'group'. */
  phasedRoundOrder: PhasedRoundOrder;
  /** osr: roll initiative again at the start of every round. Default true (OSR › Séquence de combat). */
  rerollEachRound: boolean;
  /** osr: the negative-HP option (death below 0 instead of at 0). Default false. */
  negativeHpOption: boolean;
  /**
   * How a group of identical monsters takes initiative: each its own roll, one roll for the group
   * (its members act one after the other), or one turn for the whole group (one row of the order).
   * Absent: the system's default (rules › initiative.groupTurns); osr keeps its side roll.
   */
  groupInitiative?: 'individual' | 'shared' | 'one-turn';
  /** The turn clock's limit per turn, in seconds: shown when passed, never enforced. Absent: none. */
  turnLimitSeconds?: number;
}

/** A seeded generator saved in the state: `createSeededRng(seed, state)` continues it. */
export interface RngState {
  seed: number;
  state: readonly number[];
}

/** Where the fight stands. */
export type Phase = 'setup' | 'running' | 'ended';

/** Surprise at the start of the fight. */
export interface Surprise {
  /** Whether the current round is the surprise round (dnd35, pf1, sf1: round 0). */
  isSurpriseRound: boolean;
  /** Combatants aware of their foes when the fight began; empty when nobody was surprised. */
  aware: CombatantId[];
}

/** Initiative of one combatant. */
export interface CombatantInitiative {
  /** Added to the die (Dex mod + Improved Initiative…). */
  modifier?: number;
  /** CO: the fixed INIT score (no roll). */
  score?: number;
  /** The rolled or typed total (display value; after a delay or ready, the count acted at). */
  result?: number;
  /** Drawn once, higher acts first when the rules leave a tie to chance. */
  tiebreak?: number;
  /**
   * The engine's position key while the fight runs: higher acts first, unique. Starts near
   * `result` and moves between two neighbours on a delay or a ready (the new count holds).
   */
  count?: number;
  /** CO: INIT lowered for this round only (the fixed score returns next round). */
  lowered?: number;
}

/** Hit points. */
export interface HitPoints {
  max: number;
  current: number;
  /** Temporary hit points, lost first. */
  temp: number;
  /** Nonlethal damage, counted apart from hit points. */
  nonlethal: number;
  /** sf1 Stamina Points: lost before hit points (SF CRB › Stamina Points). Absent elsewhere. */
  stamina?: Pool;
  /** sf1 Resolve Points: spent to stabilise, stay in the fight, recover stamina. Absent for most monsters. */
  resolve?: Pool;
}

/** A pool of points with its maximum (Stamina, Resolve). */
export interface Pool {
  max: number;
  current: number;
}

/** The defences of every system; each system uses its own. */
export interface Defences {
  ac?: number;
  touchAc?: number;
  flatFootedAc?: number;
  /** pf1 DMD. */
  cmd?: number;
  /** sf1 kinetic / energy AC. */
  kac?: number;
  eac?: number;
  /** CO DEF. */
  def?: number;
  /** osr descending AC and THAC0. */
  descendingAc?: number;
  thac0?: number;
  /** osr morale, 2..12. */
  morale?: number;
}

/** What a manoeuvre needs (see the rules' `Fighter`). Ability values are scores. */
export interface FighterStats {
  bab?: number;
  str?: number;
  dex?: number;
  con?: number;
  size?: Size;
  feats?: string[];
  legs?: number;
  /** "Particularly hard to move" (dwarf stability). Not the same as stabilised while dying. */
  stable?: boolean;
  /** sf1: total melee attack bonus used for manoeuvres (absent: BAB + Str modifier). */
  attackBonus?: number;
}

/** Turn-related flags. */
export interface CombatantFlags {
  /** Has had a turn since the fight began (ends flat-footed in dnd35/pf1/sf1). */
  hasActed: boolean;
  /** Waiting to act later this round (dnd35/pf1/sf1 delay). */
  delaying: boolean;
  /** A readied action and its trigger, until used or lost at its next turn. */
  readied?: { trigger: string };
  /** Dying but stabilised: loses no more HP each round. */
  stabilized: boolean;
  /** Round in which it started dying: the first stabilisation roll comes the round after. */
  dyingSinceRound?: number;
  /** Last round in which its turn started (a turn resumed the same round reminds nothing twice). */
  lastTurnRound?: number;
  /** sf1: dead though its HP read 0 (massive damage, no Resolve left to lose). */
  dead?: boolean;
  /** sf1: round in which it spent Resolve to stabilise (it cannot also get up that round). */
  resolveStabilizedRound?: number;
  /** sf1: its current turn began while it was dying (it loses 1 RP at the end of that turn). */
  dyingAtTurnStart?: boolean;
  /** Attacks of opportunity (sf1: reactions) used since its turn began (reactions.ts). Absent: none. */
  opportunities?: number;
  /** Its immediate action since its turn began (3.5, PF1): taken on its own turn or outside it. */
  immediate?: 'on-turn' | 'off-turn';
  /** This turn's swift action went to an immediate action taken outside its last turn. */
  swiftSpent?: boolean;
}

/** A combatant of the encounter. */
export interface Combatant {
  id: CombatantId;
  name: string;
  side: Side;
  /** Hidden from the players' display. */
  hidden: boolean;
  initiative: CombatantInitiative;
  hp: HitPoints;
  /** The health state the system gives these hit points (kept in step by the reducer). */
  health: HealthState;
  defences: Defences;
  fighter: FighterStats;
  /** A group of monsters (osr morale, duplicates): "Orque". */
  group?: string;
  /** GM only. */
  notes: string;
  /**
   * Defences against damage as typed or printed (« RD 5/magie ; feu 10 ; immunité froid »), read
   * when typed damage lands (shared/combat/damage-types-apply.ts). Absent: none.
   */
  damageDefences?: string;
  /**
   * Added to the d20 of its concentration checks (3.5: Concentration; PF1: caster level + casting
   * ability modifier). Absent: 0.
   */
  concentrationBonus?: number;
  /**
   * Its save figures as typed (« Vig +2 Réf +4 Vol +1 évasion », « sauve comme G3 », « DEX +2 »),
   * read by the system's saves (shared/combat/group-save.ts). Absent: none known.
   */
  saves?: string;
  /** A spell it is casting or keeping going (concentration.ts). Absent: none. */
  concentration?: ConcentrationState;
  flags: CombatantFlags;
  /** A hazard, timer or lair event rather than a creature (hazards.ts). */
  hazard?: HazardState;
}

/** A spell a combatant concentrates on, and the damage taken since, each owing a check. */
export interface ConcentrationState {
  /** The spell's level (the check's DC adds it). */
  spellLevel: number;
  /** Damage dealt by each hit not checked yet, oldest first. Absent: none waits. */
  pending?: number[];
}

/** A non-creature entry of the order. */
export interface HazardState {
  /** Rounds left before it happens (counts down at each of its turns); absent: it acts every round. */
  countdown?: number;
}

/** What an effect is: a condition of the system's catalogue, or a custom effect. */
export type EffectWhat =
  { kind: 'condition'; conditionId: string } | { kind: 'custom'; name: string; modifiers: Modifier[] };

/**
 * When an effect ends. `rounds`: just before `endsBefore.count` in round `endsBefore.round`
 * (count null: before the first turn of that round).
 */
export type EffectDuration =
  | { kind: 'rounds'; rounds: number; endsBefore: { round: number; count: number | null } }
  | { kind: 'until-turn-start'; combatantId: CombatantId }
  | { kind: 'until-turn-end'; combatantId: CombatantId; turnStarted: boolean }
  | { kind: 'concentration'; sourceId: CombatantId }
  | { kind: 'until-removed' };

/** A condition or timed effect on one combatant. */
export interface Effect {
  id: EffectId;
  target: CombatantId;
  source?: CombatantId;
  /** The source's name when applied (kept if the source leaves). */
  sourceName?: string;
  what: EffectWhat;
  duration: EffectDuration;
  appliedRound: number;
  /** Count of the turn during which it was applied; null outside a turn (before the fight). */
  appliedAtCount: number | null;
  /** A save to remind each round at the target's turn ("Vigueur DD 15"). */
  saveEachRound?: string;
  /** Damage or healing each round at the target's turn ("1d6 feu", "régénération 5"). */
  ongoingDamage?: string;
  /** Fast healing: hit points regained each round, at the start of its turn (DRS/PRD › Guérison accélérée). */
  fastHealing?: number;
  /**
   * Regeneration: hit points each round at the start of its turn, and what bypasses it (« feu,
   * acide »): DRS › Régénération (its damage is nonlethal and heals as such), PRD/SF (heals like fast
   * healing; damage of those types stops it for a round).
   */
  regeneration?: { hp: number; bypassedBy?: string };
  /** Round in which the GM last applied `ongoingDamage` (once a round). */
  lastAppliedRound?: number;
  /**
   * « Caché aux joueurs »: the GM sees it (marked), `toPlayerView` leaves it out, so the display,
   * the players' link and every sheet meant for players never get it. Absent: shown.
   */
  hidden?: boolean;
}

/** Something the GM must see or do, shown at the start of a turn. */
export type Reminder =
  | { kind: 'effect-ended'; target: CombatantId; text: string; line?: LogLine }
  | { kind: 'effect-continues'; effectId: EffectId; target: CombatantId; roundsLeft: number }
  | { kind: 'save'; effectId: EffectId; target: CombatantId; text: string }
  | { kind: 'ongoing-damage'; effectId: EffectId; target: CombatantId; text: string }
  | { kind: 'concentration'; effectId: EffectId; source: CombatantId }
  | {
      kind: 'dying';
      target: CombatantId;
      roll: number;
      stabilized: boolean;
      text: string;
      /** The same words as a message code, phrased in the GM's language (older fights: text only). */
      line?: LogLine;
      /** The engine already took the 1 HP off (the GM must not take it again). */
      hpLost?: boolean;
    }
  | { kind: 'surprised'; target: CombatantId }
  | { kind: 'action-lost'; target: CombatantId; text: string; line?: LogLine }
  | { kind: 'morale'; group: string; reason: 'first-down' | 'half-down' }
  | { kind: 'hazard'; target: CombatantId; text: string; fires: boolean; line?: LogLine };

/** osr morale of one group. */
export interface GroupMorale {
  firstDownSignalled: boolean;
  halfDownSignalled: boolean;
  /** Checks passed: at 2 the group fights to the death (OSR › Tests de moral). */
  checksPassed: number;
}

/** One line of the combat log: a message code and its parameters (log-codes.ts), or an old text line. */
export type { LogEntry } from './log-codes';

/**
 * What a turn change did, so that `turn-reverted` puts it back exactly: the previous values of the
 * fields it touched, never a whole copy of the encounter.
 */
export interface TurnPatch {
  round: number;
  current: CombatantId | null;
  isSurpriseRound: boolean;
  rng: RngState;
  reminders: Reminder[];
  logLength: number;
  order?: CombatantId[];
  combatants: { id: CombatantId; before: Partial<Combatant> }[];
  effectsRemoved: { index: number; effect: Effect }[];
  effectsChanged: Effect[];
}

/** The whole encounter. */
export interface Encounter {
  id: string;
  name: string;
  system: SystemId;
  options: EncounterOptions;
  rng: RngState;
  /** Next number for generated ids ("c-12", "e-40"). */
  seq: number;
  phase: Phase;
  /** 0 is the surprise round; 1 the first normal round. */
  round: number;
  surprise: Surprise;
  /** Acting order, first first (by count, higher first). */
  order: CombatantId[];
  current: CombatantId | null;
  combatants: Combatant[];
  effects: Effect[];
  reminders: Reminder[];
  morale: Record<string, GroupMorale>;
  log: LogEntry[];
  /** Turn changes that `turn-reverted` can take back, latest last. */
  turnPatches: TurnPatch[];
  /** osr: the step of the round's phases the GM is at (round-steps.ts); another round's is step 0. */
  roundStep?: { round: number; step: number };
  /** The turn clock (turn-clock.ts): how long the current turn and round have lasted. */
  clock?: TurnClock;
}

/**
 * The turn clock. Time only enters through the gestures' `at` (stamped by the fight store from its
 * clock), so a replay gives the same clock. The current turn has lasted `turnMs` plus, while it
 * runs, the time since `since`; the round likewise with `roundMs`.
 */
export interface TurnClock {
  /** Milliseconds banked for the current turn (before `since`). */
  turnMs: number;
  /** Milliseconds banked for the current round. */
  roundMs: number;
  /** Epoch milliseconds when the running stretch began; null while it stands still. */
  since: number | null;
  /** The GM paused the fight's clock (`clock-paused`). */
  paused: boolean;
}
