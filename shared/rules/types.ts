import type { AttackProcedure } from './common/attack';

/**
 * Types of the public rules API (DESIGN.md §4). Acceptance checks rely on these names and shapes:
 * extend them, never break them.
 */

/** The five supported game systems. */
export type SystemId = 'dnd35' | 'pf1' | 'sf1' | 'co' | 'osr';

/** Creature sizes, smallest first. */
export type Size =
  'fine' | 'diminutive' | 'tiny' | 'small' | 'medium' | 'large' | 'huge' | 'gargantuan' | 'colossal';

/** Combat manoeuvres, kebab-case English ids. */
export type ManeuverId =
  | 'grapple'
  | 'bull-rush'
  | 'trip'
  | 'overrun'
  | 'disarm'
  | 'sunder'
  | 'drag'
  | 'reposition'
  | 'dirty-trick'
  | 'steal';

/** A text in both languages of the product, French first. */
export interface Localized {
  fr: string;
  en: string;
}

/** A source of integers for dice. `nextInt(min, max)` is inclusive at both ends. */
export interface Rng {
  nextInt(min: number, max: number): number;
}

/** What a manoeuvre needs to know of a combatant. Ability values are SCORES (default 10). */
export interface Fighter {
  /** Base attack bonus (BBA). Default 0. */
  bab?: number;
  /** Strength score. Default 10. */
  str?: number;
  /** Dexterity score. Default 10. */
  dex?: number;
  /** Constitution score. Default 10. */
  con?: number;
  /** Default 'medium'. */
  size?: Size;
  /** dnd35 touch AC. */
  touchAc?: number;
  /** sf1 kinetic AC. */
  kac?: number;
  /** sf1 total melee attack bonus. */
  attackBonus?: number;
  /** Other CMB bonuses the GM enters (pf1). */
  cmbMisc?: number;
  /** Other CMD bonuses the GM enters (pf1). */
  cmdMisc?: number;
  /** Other grapple bonuses the GM enters (dnd35). */
  grappleMisc?: number;
  /** Weapon held, for disarm and sunder modifiers. */
  weapon?: 'unarmed' | 'light' | 'one-handed' | 'two-handed';
  /** Number of legs. Default 2. */
  legs?: number;
  /** "Particularly hard to move" (dwarf stability…). */
  stable?: boolean;
  /** Feat ids, e.g. 'improved-grapple', 'improved-bull-rush', 'improved-trip', 'improved-overrun'. */
  feats?: string[];
  /** Condition ids, e.g. 'flat-footed', 'stunned', 'helpless', 'prone', 'grappled', 'pinned'. */
  conditions?: string[];
}

/** A request to resolve one manoeuvre. */
export interface ManeuverRequest {
  /** DESIGN §4 names dnd35, pf1 and sf1; any registered system with manoeuvres is accepted. */
  system: SystemId;
  maneuver: ManeuverId;
  attacker: Fighter;
  defender: Fighter;
  options?: {
    charging?: boolean;
    maintain?: boolean;
    withWeapon?: boolean;
    situational?: number;
    /**
     * Grapple already under way: what the one who rolls does on a success. pf1: 'move', 'damage',
     * 'pin', 'tie-up' with `maintain`; 'escape' without. dnd35 (with `maintain`): 'damage', 'pin',
     * 'move', 'escape'. The escaper is the `attacker` of the request.
     */
    grappleAction?: 'move' | 'damage' | 'pin' | 'tie-up' | 'escape';
    /**
     * Extension: the attacker flanks the defender. dnd35: +2 on the melee touch attack and on
     * opposed attack rolls (not on grapple or Strength checks); pf1: +2 on the check; sf1: the
     * defender is flat-footed.
     */
    flanking?: boolean;
    /**
     * Extension: damage the attacker took from the attack of opportunity the manoeuvre provoked.
     * dnd35 grapple and disarm fail when it is above 0; pf1 takes it as a penalty on the check.
     */
    aooDamage?: number;
    /** Extension, dnd35: a counter-trip or counter-disarm right after a failed attempt (no touch attack for a trip). */
    counter?: boolean;
    /** Extension, grapple escape: the attacker's Escape Artist bonus replaces its grapple check (dnd35) or CMB (pf1). */
    escapeArtist?: number;
    /** pf1 dirty trick: the condition imposed (blinded, dazzled, deafened, entangled, shaken, sickened). */
    condition?: string;
    /**
     * Extension, trip and grapple: a creature's special attack right after it hit with the attack
     * its stat block names (SRD 3.5 › Trip, Improved Grab; PRD › Universal Monster Rules › Trip,
     * Grab): a free action that provokes no attack of opportunity, with no touch attack (3.5); a
     * failed trip gives the target no counter (3.5) and does not make the attacker fall (PF1); PF1
     * grab adds +4 to the check.
     */
    specialAttack?: boolean;
  };
  /** Natural d20 results, consumed in the documented order; nothing random when given. */
  rolls: number[];
  /**
   * Extension: when `rolls` holds fewer results than the manoeuvre needs, the missing ones are
   * drawn from this RNG. Without it, too few rolls is a `RulesError` ('missing-rolls').
   */
  rng?: Rng;
}

/** One readable step of a resolution. */
export interface ManeuverStep {
  /** A French breakdown of what was added to what. */
  label: string;
  /** Extension: the same breakdown in both languages (`label` is its French). */
  text?: Localized;
  natural?: number;
  total?: number;
  against?: number;
  success?: boolean;
}

/** The result of `resolveManeuver`. */
export interface ManeuverOutcome {
  success: boolean;
  /** Decisive step: attacker's result minus the number or result it had to meet. */
  margin: number;
  steps: ManeuverStep[];
  /** Bull rush, reposition, drag: 1.5 m + 1.5 m per full 5 points of margin. */
  distanceMeters?: number;
  /** Dirty trick. */
  durationRounds?: number;
  /** Conditions to apply. */
  effects: { who: 'attacker' | 'defender'; condition: string }[];
  /** Extension: conditions the result ends (an escape, a pin replacing grappled, a hold that gives way). */
  ends?: { who: 'attacker' | 'defender'; condition: string }[];
}

/** One combatant's place in the initiative. */
export interface InitiativeEntry {
  id: string;
  total: number;
  modifier?: number;
  side?: 'pc' | 'npc';
  /** A random number drawn once when the rules leave a tie to chance: the higher acts first. */
  tiebreak?: number;
}

/** What a combatant's hit points make of it. */
export type HealthState = 'ok' | 'staggered' | 'disabled' | 'dying' | 'unconscious' | 'dead';

/** Hit points as `healthState` reads them. */
export interface HealthInput {
  hp: number;
  maxHp: number;
  nonlethal?: number;
  con?: number;
  negativeHpOption?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Rules as data (getSystem)
// ---------------------------------------------------------------------------------------------

/** What a modifier changes. */
export type ModifierTarget =
  | 'attack' // every attack roll
  | 'melee-attack'
  | 'ranged-attack'
  | 'damage'
  | 'ac' // every AC (or DEF, or descending AC where the system uses it: a +2 is always better)
  | 'ac-vs-melee'
  | 'ac-vs-ranged'
  | 'touch-ac'
  | 'kac'
  | 'eac'
  | 'def' // Chroniques Oubliées DEF
  | 'cmb'
  | 'cmd'
  | 'grapple'
  | 'initiative'
  | 'saves'
  | 'fortitude'
  | 'reflex'
  | 'will'
  | 'skills'
  | 'ability-checks'
  | 'str'
  | 'dex'
  | 'con'
  | 'int'
  | 'wis'
  | 'cha'
  | 'speed' // metres; or a multiplier note when `multiplier` is set
  | 'perception';

/** Bonus types of the d20 stacking rules; 'untyped' where the text gives none. */
export type BonusType =
  | 'untyped'
  | 'dodge'
  | 'circumstance'
  | 'morale'
  | 'enhancement'
  | 'armor'
  | 'shield'
  | 'natural-armor'
  | 'deflection'
  | 'insight'
  | 'luck'
  | 'competence'
  | 'size'
  | 'racial'
  | 'sacred'
  | 'profane'
  | 'resistance'
  | 'alchemical'
  | 'inherent'
  | 'trait';

/** A typed numeric change. Penalties are negative values. */
export interface Modifier {
  target: ModifierTarget;
  value: number;
  /** Default 'untyped'. */
  type?: BonusType;
  /** Where it comes from (a condition id, an item, a spell…): circumstance bonuses from different sources stack. */
  source?: string;
  /** Speed only: multiply speed by this instead of adding (0.5 = half speed, 0 = cannot move). */
  multiplier?: number;
  /** When the modifier only applies in some cases. */
  note?: Localized;
}

/** Yes/no effects of a condition that are not numbers. */
export type ConditionFlag =
  | 'loses-dex-to-ac' // loses its Dexterity bonus to AC (and to CMD in pf1)
  | 'dex-counts-as-zero' // dnd35/pf1 helpless, dnd35 pinned: Dex 0, a −5 modifier (SRD/PRD › Table: Armor Class Modifiers, note 4)
  | 'no-actions'
  | 'helpless'
  | 'cannot-move'
  | 'cannot-run-or-charge'
  | 'single-action-only' // one standard or one move action a turn
  | 'move-action-only'
  | 'cannot-attack'
  | 'cannot-cast'
  | 'drops-held-items'
  | 'cannot-threaten'
  | 'attackers-get-bonus' // attackers gain a bonus (see modifiers/notes)
  | 'vulnerable-to-coup-de-grace'
  | 'flees'
  | 'unaware'
  | 'automatic-from-health'; // set by the health state, not by the GM

/** One kind of action a turn can hold. */
export interface ActionType {
  id: string;
  name: Localized;
  summary: Localized;
}

/** A condition of a system's catalogue. */
export interface ConditionDef {
  /** Kebab-case English id (e.g. 'flat-footed'). */
  id: string;
  name: Localized;
  /** Short, in our own words. */
  summary: Localized;
  modifiers: Modifier[];
  flags: ConditionFlag[];
  /** Ids of action types still allowed; absent when unchanged, empty when none. */
  allowedActions?: string[];
  /** A track of increasing severity: the higher step replaces the lower (shaken 1 → frightened 2 → panicked 3). */
  track?: { id: string; step: number };
  /** Conditions that come with this one (pinned → grappled, helpless…). */
  implies?: string[];
  /** Conditions that cannot be present together with this one. */
  excludes?: string[];
  /** Where the rule comes from, e.g. 'DRS › Combat › États préjudiciables'. */
  source: string;
  /** 'open-rules' when the text was silent and the system's published open rules were used. */
  origin?: 'text' | 'open-rules';
}

/**
 * How a group of identical monsters takes its turns: each its own initiative (`individual`; osr: with
 * its side), one roll for the group with consecutive turns (`shared`), or the whole group in one
 * turn, one row of the order (`one-turn`).
 */
export type GroupTurnMode = 'individual' | 'shared' | 'one-turn';

/** The group modes a system offers, named in its own terms, and the one a new encounter uses. */
export interface GroupTurnRules {
  modes: { id: GroupTurnMode; name: Localized; summary: Localized }[];
  default: GroupTurnMode;
  source: string;
}

/** How a system orders a fight. */
export interface InitiativeRules {
  mode: 'individual' | 'fixed-score' | 'group';
  /** The die rolled ('d20', 'd6'), absent for a fixed score. */
  die?: string;
  /** The tie-break order, first criterion first. */
  tieBreak: ('higher-modifier' | 'pc-first' | 'random' | 'gm-decides' | 'simultaneous' | 'reroll')[];
  tieBreakText: Localized;
  surprise: Localized;
  /** Whether combatants are flat-footed until their first action. */
  flatFootedUntilFirstAction: boolean;
  delay: Localized;
  ready: Localized;
  /** 3.5/PF1/SF: the new count after a delay or ready holds for the rest of the fight. */
  newCountHolds: boolean;
  /** CO: a combatant may lower its INIT to act later; at 0 the action is lost. */
  lowerToActLater?: boolean;
  /** Whether initiative is rolled again each round (osr group initiative). */
  rerollEachRound?: boolean;
  /** osr: the phases of a round, in order. */
  phases?: { id: string; name: Localized; summary: Localized }[];
  /** osr: variants the text offers. */
  variants?: { id: string; name: Localized; summary: Localized }[];
  /** Groups of identical monsters (absent: each its own turn). */
  groupTurns?: GroupTurnRules;
  source: string;
}

/** What a turn may hold. */
export interface ActionEconomy {
  types: ActionType[];
  /** What one turn may hold, in words. */
  perTurn: Localized;
  source: string;
}

/** Hit points, thresholds and what follows. */
export interface HealthRules {
  thresholds: { state: HealthState; when: Localized }[];
  /** Hit points lost each round while dying (3.5: 1). */
  dyingLossPerRound?: number;
  /** Chance, in %, to stabilise each round (3.5: 10). */
  stabilizeChancePercent?: number;
  /** Massive damage threshold and save DC (3.5: 50, Fortitude DC 15). */
  massiveDamage?: { threshold: number; saveDc: number; text: Localized };
  /** Other rules a GM needs (nonlethal, temporary HP…). */
  notes: Localized[];
  /** Pools besides hit points a character keeps between fights (Starfinder: Stamina and Resolve). */
  pools?: ('stamina' | 'resolve')[];
  source: string;
}

/** A manoeuvre of a system. */
export interface ManeuverDef {
  id: ManeuverId;
  name: Localized;
  summary: Localized;
  /** Action type id it takes ('standard', 'move', 'attack', 'part-of-move'…). */
  action: string;
  /**
   * Provokes an attack of opportunity unless the attacker has one of these feats; absent when it
   * never provokes, empty when it always does.
   */
  provokesUnlessFeat?: string[];
  /** How many size categories larger than the attacker the target may be (3.5 bull rush: 1). */
  maxSizeStepsLarger?: number;
  prerequisites: Localized[];
  source: string;
  origin?: 'text' | 'open-rules';
}

/** A cell of a quick-reference table: a number, a plain string, or a text in both languages. */
export type TableCell = string | number | Localized;

/** A quick-reference table. */
export interface QuickTable {
  id: string;
  system: SystemId;
  title: Localized;
  columns: Localized[];
  rows: TableCell[][];
  notes?: Localized[];
  /** Extra search words (abbreviations, synonyms). */
  keywords?: string[];
  source: string;
  origin?: 'text' | 'open-rules';
}

/** A short rule summary in our own words (actions and AoO, cover, flanking…). */
export interface RuleSummary {
  id: string;
  title: Localized;
  text: Localized;
  keywords?: string[];
  source: string;
}

/** What a natural 1 or 20 on a d20 means in a system (attack rolls and saves; CO: every test). */
export interface D20Naturals {
  /**
   * A natural 20: `critical` — a critical success whose damage is doubled (CO); `threat` — an
   * automatic hit and a critical threat to confirm (3.5/PF1); `critical-if-hits` — an automatic hit,
   * critical when the total also reaches the AC (sf1); `automatic` — an automatic success only (osr).
   */
  twenty: { kind: 'critical' | 'threat' | 'critical-if-hits' | 'automatic'; text: Localized };
  /** A natural 1: the action fails (CO: échec critique; the d20 games: automatic miss or failed save). */
  one: { kind: 'fumble' | 'automatic-failure'; text: Localized };
  /** Damage multiplier of a critical that needs no confirmation (CO ×2); absent otherwise. */
  damageMultiplier?: number;
  source: string;
}

/** Everything a system exposes as data. */
export interface SystemDefinition {
  id: SystemId;
  name: Localized;
  /** The rule text file in shared/rules-sources. */
  sourceText: string;
  initiative: InitiativeRules;
  actions: ActionEconomy;
  health: HealthRules;
  conditions: ConditionDef[];
  maneuvers: ManeuverDef[];
  tables: QuickTable[];
  summaries: RuleSummary[];
  /** Natural 1 and 20 on a d20 (optional for additivity; every built-in system has it). */
  d20Naturals?: D20Naturals;
}

/**
 * One step of a round that is played phase by phase (osr): a phase of `initiative.phases` and who
 * acts in it — the side that won initiative, the one that lost, or everyone (each at its rank).
 */
export interface RoundStep {
  phase: string;
  acting: 'winner' | 'loser' | 'all';
}

import type { SystemProcedures } from './procedures';

/** What each system folder provides to the one door (index.ts). */
export interface SystemModule {
  definition: SystemDefinition;
  /** What the engine and the screens ask the system (shared/rules/procedures.ts). */
  procedures: SystemProcedures;
  sortInitiative(entries: InitiativeEntry[]): InitiativeEntry[];
  healthState(h: HealthInput): HealthState;
  resolveManeuver?(req: ManeuverRequest): ManeuverOutcome;
  /** The steps of a round played phase by phase, for an initiative variant (systems with phases). */
  roundSteps?(variant: string): RoundStep[];
  /** Extension (issue 15): the system's attack procedure (defences, natural 1/20, criticals, situational modifiers). */
  attack?: AttackProcedure;
}

/** The result of totalling modifiers by a system's stacking rules. */
export interface StackResult {
  total: number;
  applied: Modifier[];
  suppressed: Modifier[];
}
