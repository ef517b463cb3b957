/**
 * Le réducteur: `applyEvent(state, event)` returns the new encounter, or throws an EngineError
 * (clear French message) and changes nothing — the caller keeps the state it had.
 */
import { RulesError } from '../rules';
import { logDiceRoll } from './dice-log';
import { logManeuver } from './maneuver-log';
import { applyEffect, removeEffect, setEffectHidden } from './effects';
import { assertNever, refusal } from './errors';
import type { EncounterEvent } from './events';
import { addGroup, splitGroup } from './groups';
import { applyDamage, applyHealing, applyNonlethal, applyTempHp, spendResolve, stabilize } from './health';
import { checkConcentration, setConcentration } from './concentration';
import { useReaction } from './reactions';
import { groupSave } from './group-save';
import { rollInitiative, setInitiative } from './initiative';
import { logEvent } from './log';
import { checkMorale } from './morale';
import { applyOngoing } from './ongoing';
import { addCombatant, duplicateCombatant, removeCombatant, updateCombatantEvent } from './roster';
import { revertTurn } from './turn-patch';
import {
  advanceTurn,
  delay,
  endCombat,
  endDelay,
  lowerInitiativeScore,
  ready,
  startCombat,
  triggerReady,
} from './turns';
import type { GroupInitiative } from './groups';
import type { Encounter, PhasedRoundOrder } from './types';
import { checkEventLimits } from './event-limits';
import { keepWithinFile } from './file-budget';
import { roundsPerMinute } from './effects';
import { setRoundStep, stepToTurn } from './round-steps';
import { followClock, pauseClock } from './turn-clock';

const PHASED_ROUND_ORDERS: readonly PhasedRoundOrder[] = ['group', 'alternating', 'pcs-first', 'individual'];
const GROUP_INITIATIVES: readonly GroupInitiative[] = ['individual', 'shared', 'one-turn'];

function changeOptions(
  enc: Encounter,
  options: Extract<EncounterEvent, { type: 'options-changed' }>['options'],
): Encounter {
  if (options.phasedRoundOrder !== undefined && !PHASED_ROUND_ORDERS.includes(options.phasedRoundOrder)) {
    throw refusal('not-allowed', 'unknownVariant', { value: String(options.phasedRoundOrder) });
  }
  if (options.groupInitiative !== undefined && !GROUP_INITIATIVES.includes(options.groupInitiative)) {
    throw refusal('not-allowed', 'unknownGroupInitiative', { value: String(options.groupInitiative) });
  }
  const merged = { ...enc.options, ...options };
  // « No limit » removes the key: a file keeps no `undefined`.
  if ('turnLimitSeconds' in options && options.turnLimitSeconds === undefined) delete merged.turnLimitSeconds;
  return logEvent({ ...enc, options: merged }, { code: 'fight.optionsChanged', params: {} });
}

function renameEncounter(enc: Encounter, raw: string): Encounter {
  const name = raw.trim();
  if (name === '') throw refusal('invalid-text', 'encounterNameEmpty');
  // Its length is checked at the door (event-limits.ts: the table's encounterName).
  if (name === enc.name) throw refusal('not-allowed', 'encounterNameSame');
  return logEvent({ ...enc, name }, { code: 'fight.renamed', params: { from: enc.name, to: name } });
}

function reduce(s: Encounter, e: EncounterEvent): Encounter {
  switch (e.type) {
    case 'combatant-added':
      return addCombatant(s, e.combatant);
    case 'combatant-removed':
      return removeCombatant(s, e.id, e.sourceEffects);
    case 'combatants-duplicated':
      return duplicateCombatant(s, e.id, e.count);
    case 'group-added':
      return addGroup(s, e.combatant, { count: e.count, hpFormula: e.hpFormula, hpMode: e.hpMode });
    case 'group-split':
      return splitGroup(s, e.group);
    case 'combatant-updated':
      return updateCombatantEvent(s, e.id, e.changes);
    case 'options-changed':
      return changeOptions(s, e.options);
    case 'encounter-renamed':
      return renameEncounter(s, e.name);
    case 'initiative-set':
      return setInitiative(s, e.id, e.value, e.tiebreak);
    case 'initiative-rolled':
      return rollInitiative(s, e.ids);
    case 'combat-started':
      return startCombat(s, e.aware);
    case 'turn-advanced':
      return stepToTurn(advanceTurn(s));
    case 'turn-reverted':
      return revertTurn(s);
    case 'delayed':
      return delay(s, e.id);
    case 'delay-ended':
      return endDelay(s, e.id);
    case 'readied':
      return ready(s, e.id, e.trigger);
    case 'ready-triggered':
      return triggerReady(s, e.id, e.before);
    case 'initiative-lowered':
      return lowerInitiativeScore(s, e.id, e.to);
    case 'damage':
      return applyDamage(s, e.id, e.amount, e.by, e.types);
    case 'nonlethal':
      return applyNonlethal(s, e.id, e.amount, e.by);
    case 'healing':
      return applyHealing(s, e.id, e.amount);
    case 'temp-hp':
      return applyTempHp(s, e.id, e.amount);
    case 'stabilized':
      return stabilize(s, e.id);
    case 'resolve-spent':
      return spendResolve(s, e.id, e.purpose);
    case 'effect-applied':
      return applyEffect(s, e);
    case 'effect-removed':
      return removeEffect(s, e.effectId);
    case 'concentration-set':
      return setConcentration(s, e.id, e.spellLevel);
    case 'reaction-used':
      return useReaction(s, e.id, e.kind);
    case 'concentration-checked':
      return checkConcentration(s, e.id, e.total, e.skip);
    case 'group-save':
      return groupSave(s, e);
    case 'clock-paused':
      return pauseClock(s, e.paused);
    case 'effect-hidden-set':
      return setEffectHidden(s, e.effectId, e.hidden);
    case 'ongoing-applied':
      return applyOngoing(s, e.effectId, e.amount);
    case 'morale-checked':
      return checkMorale(s, e.group, e.adjustment, e.roll);
    case 'combat-ended':
      return endCombat(s);
    case 'round-step-set':
      return setRoundStep(s, e.step);
    case 'dice-rolled':
      return logDiceRoll(s, e.notation, e.total, e.detail);
    case 'maneuver-resolved':
      return logManeuver(s, e.attacker, e.target, e.summary, e.line);
    default:
      return assertNever(e);
  }
}

/**
 * Applies one event. Pure: `state` is never modified. What the event brings is checked against the
 * table of limits first (event-limits.ts), and the fight it makes must fit in a file
 * (file-budget.ts). Errors of the rules layer come back as EngineError (code 'rules') so the caller
 * has one kind of error to show.
 */
export function applyEvent(state: Encounter, event: EncounterEvent): Encounter {
  try {
    checkEventLimits(state, event, roundsPerMinute(state.system));
    return keepWithinFile(state, followClock(state, reduce(state, event), event), event);
  } catch (err) {
    if (err instanceof RulesError)
      throw refusal('rules', 'rules', { text: err.message, reason: err.code }, err.details);
    throw err;
  }
}

/** Applies events in order from `initial`: the same events give the same encounter (determinism). */
export function replay(initial: Encounter, events: readonly EncounterEvent[]): Encounter {
  return events.reduce(applyEvent, initial);
}
