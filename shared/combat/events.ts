/**
 * Événements de la rencontre. Every change to an encounter is one of these, applied by
 * `applyEvent`. Determinism: an event never holds a random result the reducer could draw itself;
 * dice are drawn from the RNG state saved in the encounter, so replaying the same events from the
 * same initial state gives the same fight. Where a player rolls real dice, the event carries the
 * typed value instead (`initiative-set`, `morale-checked.roll`).
 */
import type { Modifier } from '../rules';
import type { HpMode } from './groups';
import type { ManeuverLogLine } from './maneuver-log';
import type { ResolvePurpose } from './stamina';
import type {
  CombatantId,
  Defences,
  EffectId,
  EffectWhat,
  EncounterOptions,
  FighterStats,
  Side,
} from './types';

/** A new combatant as the GM types it. Missing values take the defaults of `createCombatant`. */
export interface CombatantInput {
  /** Leave out to let the reducer number it ("c-7"). */
  id?: string;
  name: string;
  side?: Side;
  hidden?: boolean;
  hpMax: number;
  /** Default: hpMax. */
  hpCurrent?: number;
  initiativeModifier?: number;
  /** CO fixed INIT. */
  initiativeScore?: number;
  /** sf1 Stamina Points (maximum; `stamina`: current, default the maximum). */
  staminaMax?: number;
  stamina?: number;
  /** sf1 Resolve Points (maximum; `resolve`: current, default the maximum). */
  resolveMax?: number;
  resolve?: number;
  defences?: Defences;
  fighter?: FighterStats;
  group?: string;
  notes?: string;
  /** DR, resistances, immunities, vulnerabilities as typed (« RD 5/magie ; feu 10 »). */
  damageDefences?: string;
  /** Added to the d20 of its concentration checks. */
  concentrationBonus?: number;
  /** Its save figures as typed (« Vig +2 Réf +4 Vol +1 », « sauve comme G3 »). */
  saves?: string;
  /** A hazard, timer or lair event: hidden by default, acting at `count` (its typed initiative). */
  hazard?: { count: number; countdown?: number };
}

/** What `combatant-updated` may change. */
export interface CombatantChanges {
  name?: string;
  side?: Side;
  hidden?: boolean;
  notes?: string;
  group?: string;
  /** New defences against damage; an empty text removes them. */
  damageDefences?: string;
  /** Its concentration bonus; null removes it. */
  concentrationBonus?: number | null;
  /** New save figures; an empty text removes them. */
  saves?: string;
  hpMax?: number;
  /** sf1: new maxima of Stamina and Resolve (current values are kept, lowered to the maximum). */
  staminaMax?: number;
  resolveMax?: number;
  initiativeModifier?: number;
  initiativeScore?: number;
  defences?: Defences;
  fighter?: FighterStats;
}

/** A duration as the GM picks it; minutes and hours become rounds (`roundsPerMinute` of the system). */
export type DurationInput =
  | { kind: 'rounds'; rounds: number }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'hours'; hours: number }
  | { kind: 'until-turn-start'; combatantId: CombatantId }
  | { kind: 'until-turn-end'; combatantId: CombatantId }
  | { kind: 'concentration' }
  | { kind: 'until-removed' };

/** When a gesture was made: the turn clock's only source of time (turn-clock.ts). */
export interface EventTime {
  /**
   * Epoch milliseconds, stamped on every event of a gesture by the fight store from its injected
   * clock. Absent (tests, older events): the clock does not move.
   */
  at?: number;
}

/** Every event of an encounter, with the time of its gesture. */
export type EncounterEvent = EncounterEventBody & EventTime;

/** Every event of an encounter (without its time). */
export type EncounterEventBody =
  | { type: 'combatant-added'; combatant: CombatantInput }
  | { type: 'combatant-removed'; id: CombatantId; sourceEffects: 'end' | 'keep' }
  | { type: 'combatants-duplicated'; id: CombatantId; count: number }
  /**
   * N creatures of one entry (« 4 Gobelin PV 1d8+1 »): the reducer numbers them, groups them, and
   * rolls each one's HP from `hpFormula` with the encounter's dice (or takes its average).
   */
  | { type: 'group-added'; combatant: CombatantInput; count: number; hpFormula?: string; hpMode?: HpMode }
  /** The members of a group become independent. */
  | { type: 'group-split'; group: string }
  | { type: 'combatant-updated'; id: CombatantId; changes: CombatantChanges }
  | { type: 'options-changed'; options: Partial<EncounterOptions> }
  /** The GM renames the fight (Bibliothèque › Rencontres › Renommer): a gesture, undoable, logged. */
  | { type: 'encounter-renamed'; name: string }
  | { type: 'initiative-set'; id: CombatantId; value: number; tiebreak?: number }
  | { type: 'initiative-rolled'; ids?: CombatantId[] }
  | { type: 'combat-started'; aware?: CombatantId[] }
  | { type: 'turn-advanced' }
  | { type: 'turn-reverted' }
  | { type: 'delayed'; id: CombatantId }
  | { type: 'delay-ended'; id: CombatantId }
  | { type: 'readied'; id: CombatantId; trigger: string }
  | { type: 'ready-triggered'; id: CombatantId; before: CombatantId }
  | { type: 'initiative-lowered'; id: CombatantId; to: number }
  /**
   * `by`: who dealt it (the attack helper's attacker, « -7 de Lidda » typed in the HP field); absent,
   * the combatant whose turn it is is credited (the end-of-fight summary reads the log line).
   */
  /**
   * `types`: damage type ids (« feu » → 'fire'; shared/rules/common/damage-types.ts): the target's
   * defences reduce it (DR, resistance, immunity, vulnerability); absent, it is applied as typed.
   */
  | { type: 'damage'; id: CombatantId; amount: number; by?: CombatantId; types?: string[] }
  | { type: 'nonlethal'; id: CombatantId; amount: number; by?: CombatantId }
  | { type: 'healing'; id: CombatantId; amount: number }
  | { type: 'temp-hp'; id: CombatantId; amount: number }
  | { type: 'stabilized'; id: CombatantId }
  /** sf1: Resolve spent to stabilise, to get back up at 1 HP, or to regain Stamina (10-minute rest). */
  | { type: 'resolve-spent'; id: CombatantId; purpose: ResolvePurpose }
  | {
      type: 'effect-applied';
      targets: CombatantId[];
      source?: CombatantId;
      what: EffectWhat;
      duration: DurationInput;
      saveEachRound?: string;
      /** Damage each round (« 1d6 feu »); a sign before it is refused: healing has its own fields. */
      ongoingDamage?: string;
      fastHealing?: number;
      regeneration?: { hp: number; bypassedBy?: string };
      /** « Caché aux joueurs »: kept off the players' projection (types.ts › Effect.hidden). */
      hidden?: boolean;
    }
  | { type: 'effect-removed'; effectId: EffectId }
  /** The combatant casts or keeps up a spell of this level (null: it stops concentrating). */
  | { type: 'concentration-set'; id: CombatantId; spellLevel: number | null }
  /** An attack of opportunity (sf1: the reaction) or the immediate action used (reactions.ts). */
  | { type: 'reaction-used'; id: CombatantId; kind: 'opportunity' | 'immediate' }
  /**
   * Its first waiting concentration check: `total` as the GM typed it, else d20 + its bonus rolled
   * from the fight's dice; `skip`: let go without a roll.
   */
  | { type: 'concentration-checked'; id: CombatantId; total?: number; skip?: boolean }
  /**
   * A save for each target against one area (group-save.ts): `save` is a save id of the system's
   * rules, `dc` the DC or difficulty (none in B/X: each target's own number); each target's d20 is
   * rolled from the fight's dice unless `typed` gives what the player rolled: its total, its d20
   * as rolled (a natural 1 or 20 decides the save where the system says so), or both (the total
   * without the d20: figure + d20); then one damage roll (`damage` rolled, or `damageTotal` as
   * typed) applied by outcome.
   */
  | {
      type: 'group-save';
      targets: CombatantId[];
      save: string;
      dc?: number;
      typed?: { id: CombatantId; total?: number; d20?: number }[];
      damage?: string;
      damageTotal?: number;
      types?: string[];
      onSuccess: 'half' | 'none';
    }
  /** The GM pauses the turn clock (the fight is paused) or starts it again. */
  | { type: 'clock-paused'; paused: boolean }
  /** The GM hides an effect from the players, or shows it again. */
  | { type: 'effect-hidden-set'; effectId: EffectId; hidden: boolean }
  /** One round of an effect's damage or healing (`amount` typed, else rolled from the seeded dice). */
  | { type: 'ongoing-applied'; effectId: EffectId; amount?: number }
  | { type: 'morale-checked'; group: string; adjustment?: number; roll?: number }
  | { type: 'combat-ended' }
  /** osr: the GM steps to step `step` (0-based) of the round's phases (round-steps.ts). */
  | { type: 'round-step-set'; step: number }
  /** A roll of the dice panel, recorded in the log (its dice come from the panel, not the encounter's seed). */
  | { type: 'dice-rolled'; notation: string; total: number; detail?: string }
  /** A manoeuvre settled in the wizard, as one log line; its conditions come as effect events. */
  | {
      type: 'maneuver-resolved';
      attacker: CombatantId;
      target?: CombatantId;
      /** The French line (written as is when `line` is absent: older events). */
      summary: string;
      /** The same as a code and parameters, phrased in the GM's language. */
      line?: ManeuverLogLine;
    };

/** The `type` of every event. */
export type EncounterEventType = EncounterEvent['type'];

/** A custom effect's modifiers, re-exported for callers building `effect-applied`. */
export type { Modifier };
