/**
 * Parts of the procedures several systems share, spread by each system's procedures.ts and then
 * changed where its rules differ.
 */
import type { ManeuverProcedures, SystemProcedures } from '../procedures';
import type { InitiativeRules } from '../types';

/**
 * Initiative in the d20 games (DRS › Initiative; PRD › Initiative; SF CRB › Initiative): d20 +
 * modifier per combatant, kept all fight, delay and ready, a surprise round before round 1.
 */
export const D20_INITIATIVE: Omit<SystemProcedures['initiative'], 'groupsMayShare' | 'groupChoice'> = {
  entry: 'modifier',
  dieSides: 20,
  bySide: () => false,
  rerollsEachRound: () => false,
  delayAndReady: true,
  surprise: 'surprise-round',
  surprisedCondition: false,
  countRuleBorrowed: false,
};

/**
 * Whether a group may share one roll and the GM picks it per fight: read from the group modes of the
 * system's initiative rules (a 'shared' mode), the one place that says it.
 */
export function groupRolls(
  rules: InitiativeRules,
): Pick<SystemProcedures['initiative'], 'groupsMayShare' | 'groupChoice'> {
  const shared = rules.groupTurns?.modes.some((m) => m.id === 'shared') ?? false;
  return { groupsMayShare: shared, groupChoice: shared };
}

/**
 * A health track without special rules: no nonlethal damage, regeneration heals, an unconscious
 * combatant keeps its turn.
 */
export const PLAIN_HEALTH: Omit<SystemProcedures['health'], 'dying'> = {
  downAtZero: false,
  hpFloor: () => -Infinity,
  staminaAndResolve: false,
  nonlethal: false,
  regenerationIsNonlethal: false,
  unconsciousSkipsTurn: false,
};

/** Manoeuvre rules that only 3.5 has, all off (PF1 and SF set what theirs do). */
export const NO_SPECIAL_MANEUVER_RULES: Omit<
  ManeuverProcedures,
  'rollPlan' | 'grapple' | 'attackerFeats' | 'defenderFeats' | 'dirtyTrickConditions' | 'flanking'
> = {
  conditionDurations: {},
  counters: [],
  spoiledByAoo: [],
  aooDamageIsPenalty: false,
  joiningGrappleProvokesNot: false,
  bullRushFailPushesBack: false,
  bullRushFollows: false,
  chargeAny: true,
  tripWithWeapon: false,
  tripZeroGravity: false,
  weaponSizeMatters: false,
  defenderLegsAndStability: true,
};

/** The attack rolls a custom modifier may change in the d20 games, in the dialog's order. */
export const D20_ATTACK_TARGETS = ['attack', 'melee-attack', 'ranged-attack'] as const;

/** Damage, saves and initiative, after the attacks in the dialog's order. */
export const D20_OTHER_TARGETS = ['damage', 'saves', 'initiative'] as const;
