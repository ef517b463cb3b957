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
export type { EngineErrorCode } from './errors';
export { createEncounter } from './create';
export type { NewEncounter } from './create';
export { applyEvent, replay } from './reducer';
export { withCapabilityNames } from './legacy-names';
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
export { activeConditionIds } from './conditions';
export { clockElapsed, pastTurnLimit } from './turn-clock';
export {
  currentCount,
  durationText,
  normaliseDuration,
  timersEndAtRoundStart,
  roundsLeft,
  roundsPerMinute,
} from './effects';
export type { ConditionSet, ReplacedCondition } from './condition-set';
export { effectiveValues } from './effective-values';
export { attackEvents } from './attack';
export type { AttackLine } from './attack';
export type {
  CustomModifiers,
  EffectiveInput,
  EffectiveKey,
  EffectiveValue,
  EffectiveValues,
  ValuePart,
} from './effective-values';
export { breakdownText, valueText } from './effective-text';
export { findHpSource, HP_ENTRY_SIGNS, parseHpEntry } from './hp-entry';
export type { HpEvent } from './hp-entry';
export { logMoment, roundLabel } from './log';
export type {
  LogAttack,
  LogCode,
  LogDuration,
  LogDyingCheck,
  LogEffect,
  LogHp,
  LogDamageStep,
  LogTypedDamage,
  LogSave,
  LogGroupSave,
  LogLine,
  LogManeuverOutcome,
  LogMessage,
  LogMessages,
  LogMoment,
  LogResults,
  LogText,
} from './log-codes';
export { hpFormulaAverage, isHpFormula, parseHpFormula } from './hp-formula';
export { groupMode, playsAsOneTurn, sharesInitiative } from './groups';
export type { GroupAddition, GroupInitiative, HpMode } from './groups';
export { COMBATANT_STORAGE, ENCOUNTER_STORAGE } from './storage';
export type { Where } from './storage';
export { canSpendResolve, resolveCost } from './stamina';
export type { ResolvePurpose } from './stamina';
export { ongoingSpecOf, parseOngoing } from './ongoing';
export { concentrationChecked, pendingConcentrationDc } from './concentration';
export { figuresOf, savesOf } from './save-figures';
export { canTakeOpportunity, opportunitiesOf } from './reactions';
export type { OngoingKind, OngoingSpec } from './ongoing';
export { actingSide, currentRoundStep, initiativeWinner, phaseName, roundStepsOf } from './round-steps';
export type { ActingSide } from './round-steps';
