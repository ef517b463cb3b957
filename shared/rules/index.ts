/**
 * The one door to the rules (DESIGN.md §4). Acceptance checks import this file: the names and
 * shapes below are a contract — extend them, never break them.
 */
import type {
  HealthInput,
  HealthState,
  InitiativeEntry,
  ManeuverOutcome,
  ManeuverRequest,
  RoundStep,
  SystemDefinition,
  SystemId,
  SystemModule,
} from './types';
import { RulesError } from './errors';
import type { DiceRoll } from './common/dice';
import { readNaturals, type NaturalFlag } from './common/naturals';
import {
  resolveAttackWith,
  type AttackProcedure,
  type AttackRequest,
  type AttackResult,
} from './common/attack';
import { SYSTEM_IDS } from './system-ids';
import { dnd35 } from './dnd35';
import { pf1 } from './pf1';
import { sf1 } from './sf1';
import { stackModifiersBy } from './common/stacking';
import type { SystemProcedures } from './procedures';
import type { Modifier, StackResult } from './types';
import { co } from './co';
import { osr } from './osr';
import { opportunityBlock, type NoOpportunityReason } from './opportunity';

export type * from './types';
export { RulesError } from './errors';
export { SYSTEM_IDS, isSystemId } from './system-ids';
export type { RulesErrorCode } from './errors';
export { ABILITY_SCORE_RANGE, abilityModifier } from './common/abilities';
export { SIZES, SIZE_NAMES, sizeIndex, sizeSteps } from './common/sizes';
export { DICE_LIMITS, diceRange, formatDice, parseDice, rollDice } from './common/dice';
export type {
  DiceExpression,
  DiceKeep,
  DiceRoll,
  DiceSign,
  DiceTerm,
  DiceTermConstant,
  DiceTermDice,
  DiceTermRoll,
  DieResult,
} from './common/dice';
export { createSeededRng, RNG_STATE_LENGTH } from './common/rng';
export { naturalD20 } from './common/naturals';
export type { NaturalFlag } from './common/naturals';
export type { SeededRng } from './common/rng';
export { BONUS_TYPE_NAMES, STACKING_BONUS_TYPES, formatModifier } from './common/stacking';
export type { StackingRules } from './common/stacking';
export { dyingCheck } from './procedures';
export type { BetweenFights, RestRecovery } from './common/between-fights';
export type {
  DefenceField,
  DyingProcedure,
  GrappleStyle,
  ManeuverConditionDuration,
  ManeuverProcedures,
  ManeuverStat,
  ManeuverRollPlan,
  ProcedureOptions,
  RestKind,
  RestRule,
  SystemProcedures,
  XpRule,
  XpShare,
} from './procedures';
export { grappleModifier } from './dnd35';
export { combatManeuverBonus, combatManeuverDefense, PF1_CMD_AC_BONUS_TYPES } from './pf1';
export { moraleCheck, osrToHit, osrAttackHits } from './osr';
export { coAttack, coOpposedTest } from './co';
export { sf1ApplyDamage, sf1LoseResolvePoint, sf1StabilizeCost } from './sf1';
export { COMBAT_REFLEXES } from './opportunity';
export { DAMAGE_TYPES, damageType, damageTypeNames, foldWords, readDamageTypes } from './common/damage-types';
export type { DamageType, DamageTypeKind } from './common/damage-types';
export {
  DEFENCE_AMOUNT_MAX,
  formatDamageDefences,
  mixedDamageTypes,
  parseDamageDefences,
  reduceDamage,
} from './common/damage-defences';
export type {
  DamageDefences,
  DamageReduction,
  DamageRules,
  DamageStep,
  DefencesTextError,
  ReducedDamage,
} from './common/damage-defences';
export type { NoOpportunityReason } from './opportunity';
export { concentrationDc, concentrationSucceeds } from './common/concentration';
export { damageAfterSave, saveKind, saveOutcome } from './common/saves';
export type { Evasion, OnSuccess, SaveFigures, SaveKind, SaveOutcome, SaveRules } from './common/saves';
export { parseSaveFigures, SAVE_BONUS_MAX } from './common/save-figures';
export type { SaveTextError } from './common/save-figures';
export { osrSaveTargets } from './osr/save-tables';
export type { ConcentrationRule } from './common/concentration';
export { opportunitiesPerRound } from './common/reactions';
export type { ReactionFighter, ReactionRule } from './common/reactions';
export { resolveAttackWith, situationalTotals } from './common/attack';
export type {
  AttackDefence,
  AttackDefenceField,
  AttackProcedure,
  AttackRange,
  AttackRequest,
  AttackResult,
  CriticalDamage,
  CriticalRule,
  SituationalModifier,
} from './common/attack';
export type { CoAttackResult, CoOpposedResult, CoOpposedSide } from './co';
/** The conditions a dirty trick may impose (pf1: Aide de jeu › Sale coup; sf1: SF › Sale coup); none in dnd35. */
export function dirtyTrickConditions(system: SystemId): readonly string[] {
  return moduleOf(system).procedures.maneuvers?.dirtyTrickConditions ?? [];
}

/** The registered systems by id: the five of SYSTEM_IDS, and any a test registers. */
const MODULES = new Map<string, SystemModule>([dnd35, pf1, sf1, co, osr].map((m) => [m.definition.id, m]));

/**
 * Registers one more system module (a test-only fixture system; a real system is added to
 * SYSTEM_IDS and the list above). Its id must be new; it is not listed in SYSTEM_IDS.
 */
export function registerSystem(module: SystemModule): void {
  const id = module.definition.id;
  if (MODULES.has(id))
    throw new RulesError('not-applicable', `Système déjà enregistré : ${id}`, { system: id });
  MODULES.set(id, module);
}

function moduleOf(system: SystemId): SystemModule {
  const found = MODULES.get(system);
  if (!found) {
    throw new RulesError(
      'unknown-system',
      `Système inconnu : ${String(system)} (attendu : ${SYSTEM_IDS.join(', ')})`,
      {
        system,
      },
    );
  }
  return found;
}

/** A system's rules as data: initiative, actions, health, conditions, manoeuvres, tables, summaries. */
export function getSystem(id: SystemId): SystemDefinition {
  return moduleOf(id).definition;
}

/** What the engine and the screens ask a system: defences, health, initiative, manoeuvres… */
export function getProcedures(id: SystemId): SystemProcedures {
  return moduleOf(id).procedures;
}

/**
 * How each system of SYSTEM_IDS stacks ('typed' or 'everything'), read from its procedures: kept
 * for the callers of the rules API; the procedures (`getProcedures(id).stacking`) say it once.
 */
export const STACKING_MODE: Readonly<Record<SystemId, 'typed' | 'everything'>> = Object.fromEntries(
  SYSTEM_IDS.map((id) => [id, moduleOf(id).procedures.stacking.mode]),
) as Record<SystemId, 'typed' | 'everything'>;

/**
 * Totals the modifiers gathered for one target by the system's stacking rules (see
 * common/stacking.ts). Throws a RulesError for an unknown system or a malformed modifier.
 */
export function stackModifiers(system: SystemId, modifiers: Modifier[]): StackResult {
  return stackModifiersBy(moduleOf(system).procedures.stacking, modifiers);
}

/** Acting order, first to act first, by the system's tie-break rules. Returns a new array. */
export function sortInitiative(system: SystemId, entries: InitiativeEntry[]): InitiativeEntry[] {
  return moduleOf(system).sortInitiative(entries);
}

/** What a combatant's hit points make of it, by the system's thresholds. */
export function healthState(system: SystemId, h: HealthInput): HealthState {
  return moduleOf(system).healthState(h);
}

/**
 * What a roll's natural 1 or 20 means in a system (CO: critical success, damage ×2, or critical
 * failure; 3.5/PF1: threat to confirm; sf1: critical if the total hits; osr: automatic hit or miss);
 * undefined when the roll has no single d20 or it shows neither 1 nor 20.
 */
export function d20Natural(system: SystemId, roll: DiceRoll): NaturalFlag | undefined {
  return readNaturals(moduleOf(system).definition.d20Naturals, roll);
}

/**
 * The steps of a round played phase by phase (osr: declarations, initiative, then morale to melee by
 * side or alternating, by the initiative variant); empty for a system whose rounds have no phases.
 */
export function roundSteps(system: SystemId, variant: string): RoundStep[] {
  return moduleOf(system).roundSteps?.(variant) ?? [];
}

/** Resolves one manoeuvre (dnd35, pf1, sf1) from the given natural d20 rolls. */
export function resolveManeuver(req: ManeuverRequest): ManeuverOutcome {
  const resolve = moduleOf(req.system).resolveManeuver;
  if (!resolve) {
    throw new RulesError('not-applicable', `Le système ${req.system} n'a pas de manœuvres`, {
      system: req.system,
    });
  }
  return resolve(req);
}

/** A system's attack procedure: its defences, natural 1 and 20, critical hits, situational modifiers. */
export function attackProcedure(system: SystemId): AttackProcedure {
  const procedure = moduleOf(system).attack;
  if (!procedure) {
    throw new RulesError('not-applicable', `Le système ${system} n'a pas de procédure d'attaque`, { system });
  }
  return procedure;
}

/** Resolves one attack roll by the system's procedure (hit, threat, confirmation, critical). */
export function resolveAttack(system: SystemId, req: AttackRequest): AttackResult {
  return resolveAttackWith(attackProcedure(system), req);
}

/**
 * Whether a creature with these conditions (ids of the system's catalogue, implied ones included by
 * the caller) and feats may make an attack of opportunity: null if it can, else the reason.
 */
export function noAttackOfOpportunity(
  system: SystemId,
  conditionIds: readonly string[],
  feats: readonly string[] = [],
): NoOpportunityReason {
  const m = moduleOf(system);
  return opportunityBlock(m.definition.conditions, m.procedures.opportunity, conditionIds, feats);
}
