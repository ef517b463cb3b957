/**
 * What the engine and the screens ask a game system, beyond its rules text as data
 * (SystemDefinition): which defences it has and how a quick-add line names them, its health track
 * and dying procedure, how initiative is taken and kept, its manoeuvre procedures, its rests. Each
 * system folder declares one `SystemProcedures` (shared/rules/<id>/procedures.ts); the engine and
 * the screens read it through `getProcedures(system)` and never compare a system id.
 */
import type { BetweenFights } from './common/between-fights';
import type { ConcentrationRule } from './common/concentration';
import type { DamageRules } from './common/damage-defences';
import type { ReactionRule } from './common/reactions';
import type { SaveRules } from './common/saves';
import type { Fighter, Localized, ManeuverId, ModifierTarget } from './types';

/** A defence field of a combatant (the engine's `Defences` keys). */
export type DefenceField =
  'ac' | 'touchAc' | 'flatFootedAc' | 'cmd' | 'kac' | 'eac' | 'def' | 'descendingAc' | 'thac0' | 'morale';

/** The encounter options a procedure may read (a part of the engine's `EncounterOptions`). */
export interface ProcedureOptions {
  /** osr: how the round is ordered. */
  phasedRoundOrder: 'group' | 'alternating' | 'pcs-first' | 'individual';
  /** osr: initiative rolled again at the start of every round. */
  rerollEachRound: boolean;
  /** osr: death below 0 HP instead of at 0. */
  negativeHpOption: boolean;
}

/**
 * The roll a dying combatant makes at the start of its turn, from the round after its fall.
 * 'percentile': d% at most `stableAtMost` stabilises (DRS › Mourant). 'con-check': d20 + Con
 * modifier + the (negative) hit points against `dc`, a natural `natural` always succeeds (PRD ›
 * Mourant). 'resolve': spending Resolve Points stabilises, else one is lost at the end of the turn
 * (SF CRB › Injury and Death). 'reminder': the GM applies the system's rule; no roll.
 */
export type DyingProcedure =
  | { kind: 'percentile'; die: 100; stableAtMost: number }
  | { kind: 'con-check'; die: number; dc: number; natural: number }
  | { kind: 'resolve' }
  | { kind: 'reminder' };

/** How a failed hold pins or grapples in time: until the attacker's next turn ends, or N rounds. */
export type ManeuverConditionDuration =
  { kind: 'until-attacker-turn-end' } | { kind: 'rounds'; rounds: number };

/**
 * The rolls of a manoeuvre. 'opposed-grapple': a touch attack then opposed checks (DRS › Lutte,
 * Croc-en-jambe); 'combat-maneuver': one CMB check against CMD (PRD); 'kac-attack': one attack
 * against KAC + 8 (SF CRB › Combat Maneuvers).
 */
export type ManeuverRollPlan = 'opposed-grapple' | 'combat-maneuver' | 'kac-attack';

/** What a grapple under way lets each side do: both grappling (3.5), maintain (PF1), renew (SF). */
export type GrappleStyle = 'both-grappling' | 'maintain' | 'renew';

/** A system's manoeuvre procedures (systems with `resolveManeuver`). */
export interface ManeuverProcedures {
  rollPlan: ManeuverRollPlan;
  grapple: GrappleStyle;
  /** Conditions whose timer the manoeuvre sets (SF grapple: the grappler's turn end; 3.5 pin: 1 round). */
  conditionDurations: Readonly<Record<string, ManeuverConditionDuration>>;
  /** Manoeuvres the defender may try back at once after a failure (3.5 trip and disarm). */
  counters: readonly ManeuverId[];
  /** Manoeuvres a damaging attack of opportunity spoils before any roll (3.5 grapple, disarm). */
  spoiledByAoo: readonly ManeuverId[];
  /** Whether the damage of the provoked AoO is a penalty on the check (PF1). */
  aooDamageIsPenalty: boolean;
  /** A hold on a target this many size steps larger always fails (3.5: 2); absent: no such rule. */
  grappleFailsAtSizeGap?: number;
  /** Whether a combatant already in a grapple makes no AoO when another joins it (3.5). */
  joiningGrappleProvokesNot: boolean;
  /** A failed bull rush: the attacker moves back 1.5 m, prone if that square is occupied (3.5). */
  bullRushFailPushesBack: boolean;
  /** A bull rush pushes 1.5 m, further only if the attacker follows (3.5). */
  bullRushFollows: boolean;
  /** Whether every manoeuvre may be made charging (not in 3.5: bull rush and overrun only). */
  chargeAny: boolean;
  /** A trip may be made with a weapon (3.5: no touch attack then). */
  tripWithWeapon: boolean;
  /** A trip in zero gravity leaves the target off-kilter instead (SF). */
  tripZeroGravity: boolean;
  /** Whether the size of the weapon held matters to disarm and sunder (3.5). */
  weaponSizeMatters: boolean;
  /** Whether the defender's legs and stability count (not in SF). */
  defenderLegsAndStability: boolean;
  /** Feats the attacker's rules read for this manoeuvre, beyond its Improved feat. */
  attackerFeats(maneuver: ManeuverId): string[];
  /** Feats the defender's rules read for this manoeuvre. */
  defenderFeats(maneuver: ManeuverId): string[];
  /** The conditions a dirty trick may impose (none when the system has no dirty trick). */
  dirtyTrickConditions: readonly string[];
  /** The wizard's « Prise en tenaille » box: what flanking gives a manoeuvre in this system. */
  flanking: Localized;
  /**
   * The manoeuvre figures a stat block shows, computed as the wizard computes them (3.5 grapple
   * modifier; PF1 CMB and CMD). `typed`: a defence the entry may carry as printed, which then wins.
   */
  statBlock?(f: Fighter): readonly ManeuverStat[];
}

/** One manoeuvre figure of a stat block (« Lutte +12 », « BMO +9 », « DMD 19 »). */
export interface ManeuverStat {
  name: Localized;
  value: number;
  /** Shown with its sign (a bonus), or as a number to reach (a defence). */
  signed: boolean;
  typed?: DefenceField;
}

/**
 * A rest between fights: the d20 night (level HP) and day in bed (twice that), the CO récupération
 * (hit die + level + CON), the B/X day (1d3), the Starfinder 10-minute rest (1 RP for the Stamina).
 * The library's rest preview applies it.
 */
export type RestKind = 'night' | 'day' | 'co-recovery' | 'osr-day' | 'sf-short';

/** One rest a system offers: its kind, its length in minutes, its source. */
export interface RestRule {
  kind: RestKind;
  minutes: number;
  source: string;
}

/** Everything the engine and the screens ask one system. */
export interface SystemProcedures {
  /** Short name for tabs and badges. */
  shortName: string;
  /** Seconds in a round (6 in the d20 games, 10 in CO and B/X). */
  roundSeconds: number;
  stacking: {
    /** 'typed': the d20 bonus types; 'everything': every modifier adds up. */
    mode: 'typed' | 'everything';
    /** Whether penalties of one type keep only the worst. */
    typedPenaltiesKeepWorst: boolean;
  };
  defences: {
    /** The defence fields of a combatant, in the order the form and the row show them. */
    fields: readonly DefenceField[];
    /** Which field the quick-add word « CA » / « AC » fills (descending AC in B/X). */
    acWord: DefenceField;
    /** Whether the Dex part of AC can be read as AC minus flat-footed AC (not with descending AC). */
    dexPartInAc: boolean;
    /**
     * Where an ascending AC from another tracker goes (Improved Initiative import); absent: into the
     * field `acWord` names, as is.
     */
    fromAscendingAc?(ac: number): Partial<Record<DefenceField, number>>;
    /** What a custom modifier may change, the defences first. */
    modifierTargets: readonly ModifierTarget[];
  };
  initiative: {
    /** 'modifier': a die plus a modifier; 'score': a fixed INIT score taken as the result (CO). */
    entry: 'modifier' | 'score';
    /** Sides of the die rolled. */
    dieSides: number;
    /** Whether, with these options, one die is rolled per side instead of per combatant (B/X). */
    bySide(options: ProcedureOptions): boolean;
    /** Whether initiative is rolled again at the start of each round. */
    rerollsEachRound(options: ProcedureOptions): boolean;
    /**
     * Whether a group of identical monsters may share one roll. Read from the definition's group
     * modes (`initiative.groupTurns` offers 'shared'; `base.groupRolls`), never written apart.
     */
    groupsMayShare: boolean;
    /** Whether the GM picks, per fight, one roll per monster or per group: the same fact as `groupsMayShare`. */
    groupChoice: boolean;
    /** Delay and ready actions, and a surprise round before round 1. */
    delayAndReady: boolean;
    /** Surprise: the surprised lose the first round ('first-round') or the surprise round. */
    surprise: 'first-round' | 'surprise-round';
    /** Whether surprised combatants show the catalogue's « surpris » condition. */
    surprisedCondition: boolean;
    /** Whether the text is silent on timers and Paravent follows the d20 count rule. */
    countRuleBorrowed: boolean;
  };
  health: {
    /** Whether 0 HP is already dying (SF); elsewhere the fall starts below 0. */
    downAtZero: boolean;
    /** The lowest hit points allowed; -Infinity when negative HP count down to death. */
    hpFloor(options: ProcedureOptions): number;
    /** Stamina Points taken before HP, and Resolve Points (SF). */
    staminaAndResolve: boolean;
    /**
     * Whether the system has nonlethal damage (« nl4 »): counted apart from HP in 3.5 and PF1, taken
     * from Stamina in Starfinder. Chroniques Oubliées and B/X have none: « nl4 » is refused there.
     */
    nonlethal: boolean;
    /** Whether damage to a regenerating creature is nonlethal (3.5). */
    regenerationIsNonlethal: boolean;
    /** Whether an unconscious combatant's turn is skipped (CO: out of the fight at 0 HP). */
    unconsciousSkipsTurn: boolean;
    dying: DyingProcedure;
  };
  /** How the library's stat blocks rate a creature and find its XP. */
  library: {
    /** Challenge rating, or hit dice (B/X). */
    challenge: 'cr' | 'hd';
    /**
     * XP when none is printed: from the CR table (PF1, SF), from the hit dice (B/X), or none (3.5,
     * CO). Read from `xp.basis` (`xpFromOf`), never written apart.
     */
    xpFrom: 'cr' | 'hd' | 'none';
    /** The system's XP rule: what it rests on, its tables, what the end-of-fight summary says. */
    xp: XpRule;
    /** What an attack line's bonus is rolled against: AC, or DEF (CO). */
    attackAgainst: 'ac' | 'def';
  };
  /** The rests it offers, the usual one first. */
  rests: readonly RestRule[];
  /**
   * Which conditions end with a fight and which the party carries out of it, and what complete rest
   * does to them (shared/rules/<system>/between-fights.ts). Absent: every condition lasts, none recovers.
   */
  betweenFights?: BetweenFights;
  /**
   * Who may make an attack of opportunity: absent, the flat-footed may (no such rule in CO and B/X).
   * `flatFootedPrevents`: a flat-footed creature may not; `unlessFeat`: the feat that lifts it.
   */
  opportunity?: { flatFootedPrevents: boolean; unlessFeat?: string; source: string };
  /** Morale checks by group when members fall (B/X). */
  morale: boolean;
  /**
   * How a morale check plays out, where `morale` is true: after this many checks passed the group
   * fights to the death; a failed check gives each standing member `fleeingCondition`.
   */
  moraleRules?: { passesToFightToDeath: number; fleeingCondition: string; source: string };
  /** Manoeuvre procedures; absent when the system has none (CO and B/X get the test helper). */
  maneuvers?: ManeuverProcedures;
  /** The helper for systems without manoeuvres: opposed test first (CO) or the attack (B/X). */
  testHelper: 'opposed' | 'attack';
  /**
   * Typed damage against a creature's DR, resistances, immunities and vulnerabilities
   * (common/damage-defences.ts). Absent: damage is applied as typed, its type only logged.
   */
  damage?: DamageRules;
  /**
   * A caster hurt while concentrating (common/concentration.ts): the check and its DC, or why there
   * is none. Absent: no check.
   */
  concentration?: ConcentrationRule;
  /**
   * Saving throws for a group caught in an area (common/saves.ts): the saves, how they are read,
   * the naturals and evasion. Absent: no group save.
   */
  saves?: SaveRules;
  /**
   * What a combatant may still do outside its turn this round (common/reactions.ts): attacks of
   * opportunity and the immediate action, Starfinder's one reaction, or none. Absent: none.
   */
  reactions?: ReactionRule;
  /** Where these procedures come from, by rule section. */
  source: string;
}

/** What a system's XP for a creature rests on: its CR, its hit dice, or only a printed value. */
export interface XpRule {
  basis: 'cr' | 'hd' | 'printed';
  /** What the system calls a creature's challenge (FP/CR; CO: NC); absent: it uses hit dice. */
  crName?: Localized;
  /** What the end-of-fight summary tells the GM about XP in this system. */
  note: Localized;
  /** basis 'cr': the XP of one creature by CR (« 1/2 », « 3 »…). */
  byCr?: Readonly<Record<string, number>>;
  /** basis 'hd': [base XP, bonus per special ability] by hit dice (« <1 », « 1+ », « 2 »…). */
  byHd?: Readonly<Record<string, readonly [number, number]>>;
  /** basis 'hd': above `from` hit dice, each one adds `perHd` to the base and to the bonus (OSE). */
  beyondHd?: { from: number; perHd: readonly [number, number] };
  /**
   * Who shares the XP of a fight: the player characters, with allies (retainers) or not, and whether
   * one who fell (dead) still counts. Absent: the PCs and allies still alive.
   */
  share?: XpShare;
  source: string;
}

/** Who the XP of a fight is divided among, with the rule's words for it. */
export interface XpShare {
  /** Allies fighting with the party (retainers, hirelings) take a share. */
  allies: boolean;
  /** A PC dead at the end still takes a share (PRD: « each PC that participated »). */
  fallen: boolean;
  note: Localized;
  source: string;
}

/** The `library.xpFrom` an XP rule amounts to (one source: the rule). */
export function xpFromOf(rule: XpRule): SystemProcedures['library']['xpFrom'] {
  return rule.basis === 'printed' ? 'none' : rule.basis;
}

/** Whether a dying check succeeds, and its total: d% ≤ threshold, or d20 + Con + HP ≥ DC / natural. */
export function dyingCheck(
  dying: DyingProcedure,
  roll: number,
  con: number,
  hp: number,
): { stable: boolean; total: number } {
  const total = roll + con + hp;
  if (dying.kind === 'percentile') return { stable: roll <= dying.stableAtMost, total };
  if (dying.kind === 'con-check') return { stable: roll === dying.natural || total >= dying.dc, total };
  return { stable: false, total };
}
