/**
 * The encounter engine (DESIGN §3): pure state + events → new state. The UI creates an encounter,
 * wraps it in a history, and dispatches events; the log, the automatic conditions and the
 * reminders are read from the state.
 */
export type * from './types';
export { combatantId, effectId } from './types';
export type {
  CombatantChanges,
  CombatantInput,
  DurationInput,
  EncounterEvent,
  EncounterEventType,
} from './events';
export { EngineError } from './errors';
export { effectLabel } from './engine-texts';
export { MAX_COMBATANTS, MAX_EFFECTS } from './size-maxima';
export type { EngineErrorCode } from './errors';
export { createEncounter, DEFAULT_OPTIONS } from './create';
export type { NewEncounter } from './create';
export { applyEvent, replay } from './reducer';
export {
  canRedo,
  canUndo,
  createHistory,
  dispatch,
  eventsOf,
  futureEventsOf,
  futureLength,
  pastLength,
  redo,
  startOf,
  undo,
  withFuture,
} from './history';
export { ENGINE_VERSION } from './version';
export type { History } from './history';
export { activeConditionIds, automaticConditions } from './conditions';
export {
  currentCount,
  durationText,
  normaliseDuration,
  timersEndAtRoundStart,
  roundsLeft,
  ROUNDS_PER_HOUR,
  ROUNDS_PER_MINUTE,
  roundsPerMinute,
} from './effects';
export { conditionCatalogue, resolveConditions } from './condition-set';
export type { ConditionSet, ReplacedCondition } from './condition-set';
export { effectiveValues } from './effective-values';
export { attackEvents, attackSummary } from './attack';
export type { AttackLine } from './attack';
export type {
  CustomModifiers,
  EffectiveInput,
  EffectiveKey,
  EffectiveValue,
  EffectiveValues,
  ValuePart,
} from './effective-values';
export { breakdownText, EFFECTIVE_LABELS, signed, valueText } from './effective-text';
export { parseHpEntry } from './hp-entry';
export type { HpEvent } from './hp-entry';
export { effectName, logMoment, roundLabel } from './log';
export { logLine } from './log-codes';
export type {
  LogAttack,
  LogCode,
  LogDuration,
  LogDyingCheck,
  LogEffect,
  LogHp,
  LogLine,
  LogManeuverOutcome,
  LogMessage,
  LogMessages,
  LogMoment,
  LogResults,
  LogText,
} from './log-codes';
export { MAX_COPIES } from './roster';
export { hpFormulaAverage, isHpFormula, MAX_HP_DICE, parseHpFormula } from './hp-formula';
export { groupMode, initiativeMates, playsAsOneTurn, sharesInitiative } from './groups';
export type { GroupAddition, GroupInitiative, HpMode } from './groups';
export {
  COMBATANT_STORAGE,
  EFFECT_STORAGE,
  ENCOUNTER_STORAGE,
  FLAGS_STORAGE,
  HP_STORAGE,
  INITIATIVE_STORAGE,
  OPTIONS_STORAGE,
  reachesDisplay,
} from './storage';
export type { Where } from './storage';
export { canSpendResolve, resolveCost, sf1Health } from './stamina';
export type { ResolvePurpose } from './stamina';
export { parseOngoing } from './ongoing';
export type { OngoingKind, OngoingSpec } from './ongoing';
export {
  actingSide,
  actsInStep,
  currentRoundStep,
  initiativeWinner,
  phaseName,
  roundStepsOf,
} from './round-steps';
export type { ActingSide } from './round-steps';
