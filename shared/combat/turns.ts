/**
 * Tours: start of the fight (surprise), next turn, delay and its end, ready and its trigger,
 * CO lowered INIT, end of the fight. Every turn change records a patch (turn-patch.ts).
 */
import { getSystem, getProcedures } from '../rules';
import { currentCombatant, getCombatant, requirePhase, updateCombatant } from './access';
import { refusal, requireInt, requireText } from './errors';
import { actedWithGroup, endGroupTurn, startGroupTurn } from './group-turns';
import { initiativeForNewRound } from './initiative';
import { logEvent } from './log';
import { keepMoraleReminders, startTurn } from './turn-start';
import { assignCounts, canActNow, isSurprisedNow, placeAfter, placeBefore, placeByRules } from './turn-order';
import { withTurnPatch } from './turn-patch';
import type { CombatantId, Encounter, Reminder } from './types';
import type { EngineField } from './engine-texts';

function firstEligibleBelow(enc: Encounter, count: number): CombatantId | undefined {
  // One lookup table per call: a lookup per id of the order made a round change O(n²).
  const byId = new Map(enc.combatants.map((c) => [c.id, c]));
  return enc.order.find((id) => {
    const c = byId.get(id) ?? getCombatant(enc, id);
    return (
      (c.initiative.count ?? Number.NEGATIVE_INFINITY) < count && canActNow(enc, c) && !actedWithGroup(enc, c)
    );
  });
}

function newRound(enc: Encounter): Encounter {
  const next = { ...enc, round: enc.round + 1, surprise: { ...enc.surprise, isSurpriseRound: false } };
  return initiativeForNewRound(logEvent(next, { code: 'turn.roundStarted', params: {} }));
}

/** Moves the turn to the first combatant able to act after `count`, starting a new round if needed. */
function moveOn(enc: Encounter, count: number): Encounter {
  let next = enc;
  let id = firstEligibleBelow(next, count);
  if (id === undefined) {
    next = newRound(next);
    id = firstEligibleBelow(next, Number.POSITIVE_INFINITY);
    if (id === undefined) throw refusal('not-allowed', 'nobodyCanAct');
  }
  next = logEvent(
    { ...next, current: id },
    { code: 'turn.started', params: { name: getCombatant(next, id).name } },
  );
  return startGroupTurn(startTurn(next, true));
}

/** turn-advanced: the current turn ends, the next combatant able to act starts its turn. */
export function advanceTurn(enc: Encounter, prepare: (e: Encounter) => Encounter = (e) => e): Encounter {
  // The combatant whose turn it was left the fight (removed last of the order): nobody's turn
  // ends, the next one starts from the top (a fight never stays stuck on « pas en cours »).
  if (enc.phase === 'running' && enc.current === null)
    return withTurnPatch(enc, moveOn(prepare(enc), Number.POSITIVE_INFINITY));
  const current = currentCombatant(enc);
  const from = current.initiative.count ?? Number.NEGATIVE_INFINITY;
  const ended = endGroupTurn(keepMoraleReminders(enc), current.id);
  return withTurnPatch(enc, moveOn(prepare(ended), from));
}

/** combat-started: orders everyone, opens the surprise round if only some are aware. */
export function startCombat(enc: Encounter, aware: CombatantId[] = []): Encounter {
  requirePhase(enc, 'setup', 'startFight');
  if (enc.combatants.length === 0) throw refusal('not-allowed', 'noCombatants');
  aware.forEach((id) => getCombatant(enc, id));
  let next = fillInitiativeScores(enc);
  const missing = next.combatants.filter((c) => c.initiative.result === undefined).map((c) => c.name);
  if (missing.length > 0) {
    throw refusal('missing-initiative', 'missingInitiative', { names: missing.join(', ') }, { missing });
  }
  const someAware = aware.length > 0 && aware.length < next.combatants.length;
  const surpriseRound = someAware && getProcedures(enc.system).initiative.delayAndReady;
  const combatants = next.combatants.map((c) => ({ ...c, flags: { ...c.flags, hasActed: false } }));
  next = assignCounts({
    ...next,
    combatants,
    phase: 'running',
    round: surpriseRound ? 0 : 1,
    surprise: { isSurpriseRound: surpriseRound, aware: someAware ? [...aware] : [] },
  });
  next = logEvent(next, { code: someAware ? 'fight.startedSurprise' : 'fight.started', params: {} });
  const surprised: Reminder[] = next.combatants
    .filter((c) => isSurprisedNow(next, c))
    .map((c) => ({ kind: 'surprised', target: c.id }));
  next = { ...next, reminders: surprised };
  const first = next.order.find((id) => canActNow(next, getCombatant(next, id)));
  if (first === undefined) throw refusal('not-allowed', 'nobodyCanAct');
  next = logEvent(
    { ...next, current: first },
    { code: 'turn.started', params: { name: getCombatant(next, first).name } },
  );
  return startGroupTurn(startTurn(next, true));
}

function fillInitiativeScores(enc: Encounter): Encounter {
  if (getProcedures(enc.system).initiative.entry !== 'score') return enc;
  const combatants = enc.combatants.map((c) =>
    c.initiative.result === undefined && c.initiative.score !== undefined
      ? { ...c, initiative: { ...c.initiative, result: c.initiative.score } }
      : c,
  );
  return { ...enc, combatants };
}

function requireDelaySystem(enc: Encounter, what: EngineField): void {
  if (!getProcedures(enc.system).initiative.delayAndReady) {
    throw refusal('not-allowed', 'notInRules', { field: what, system: enc.system });
  }
}

function requireCurrent(enc: Encounter, id: CombatantId, what: EngineField): void {
  const current = currentCombatant(enc);
  if (current.id !== id) {
    const c = getCombatant(enc, id);
    throw refusal('not-current', 'notTheirTurn', { field: what, name: c.name, current: current.name });
  }
}

/** delayed: the current combatant waits; the turn moves on. */
export function delay(enc: Encounter, id: CombatantId): Encounter {
  requireDelaySystem(enc, 'delay');
  requireCurrent(enc, id, 'delay');
  return advanceTurn(enc, (e) =>
    logEvent(
      updateCombatant(e, id, (c) => ({ ...c, flags: { ...c.flags, delaying: true } })),
      {
        code: 'turn.delayed',
        params: { name: getCombatant(e, id).name },
      },
    ),
  );
}

/** delay-ended: the delaying combatant acts now, just after the current one; its new count holds. */
export function endDelay(enc: Encounter, id: CombatantId): Encounter {
  const current = currentCombatant(enc);
  const x = getCombatant(enc, id);
  if (!x.flags.delaying) throw refusal('not-allowed', 'notDelaying', { name: x.name });
  let next = endGroupTurn(keepMoraleReminders(enc), current.id);
  next = placeAfter(next, id, current.id);
  next = updateCombatant(next, id, (c) => ({ ...c, flags: { ...c.flags, delaying: false, hasActed: true } }));
  const result = getCombatant(next, id).initiative.result;
  next = logEvent(
    { ...next, current: id },
    { code: 'turn.delayEnded', params: { name: x.name, initiative: result ?? null } },
  );
  return withTurnPatch(enc, startTurn(next, false));
}

/** readied: the current combatant readies an action against a trigger. */
export function ready(enc: Encounter, id: CombatantId, trigger: string): Encounter {
  requireDelaySystem(enc, 'ready');
  requireCurrent(enc, id, 'ready');
  const text = requireText(trigger, 'readyTrigger');
  const next = updateCombatant(enc, id, (c) => ({ ...c, flags: { ...c.flags, readied: { trigger: text } } }));
  return logEvent(next, {
    code: 'turn.readied',
    params: { name: getCombatant(enc, id).name, trigger: text },
  });
}

/**
 * ready-triggered: the readied action happens just before the current combatant's triggering
 * action (`before` must be the current combatant); the new count holds, and the turn stays with
 * `before`, whose turn resumes.
 */
export function triggerReady(enc: Encounter, id: CombatantId, before: CombatantId): Encounter {
  requirePhase(enc, 'running', 'readiedAction');
  const x = getCombatant(enc, id);
  const t = getCombatant(enc, before);
  if (!x.flags.readied) throw refusal('not-allowed', 'noReadiedAction', { name: x.name });
  if (x.id === t.id) throw refusal('not-allowed', 'readySelf', { name: x.name });
  if (enc.current !== t.id) {
    throw refusal('not-current', 'readyNotStarted', { name: t.name });
  }
  let next = placeBefore(enc, id, before);
  next = updateCombatant(next, id, (c) => ({
    ...c,
    flags: { ...c.flags, readied: undefined, hasActed: true },
  }));
  return logEvent(next, {
    code: 'turn.readyTriggered',
    params: { name: x.name, before: t.name, trigger: x.flags.readied.trigger },
  });
}

/** initiative-lowered: CO, lower INIT to act later this round; at 0 or less the action is lost. */
export function lowerInitiativeScore(enc: Encounter, id: CombatantId, to: number): Encounter {
  if (!getSystem(enc.system).initiative.lowerToActLater)
    throw refusal('not-allowed', 'lowerInitiativeScoreOnly');
  requireCurrent(enc, id, 'lowerInit');
  const x = getCombatant(enc, id);
  const value = requireInt(to, { field: 'newInitOf', name: x.name });
  const now = x.initiative.lowered ?? x.initiative.result ?? 0;
  if (value >= now) throw refusal('invalid-number', 'newInitTooHigh', { name: x.name, now });
  if (value <= 0) {
    return advanceTurn(enc, (e) => logEvent(e, { code: 'turn.initLoweredLost', params: { name: x.name } }));
  }
  return advanceTurn(enc, (e) => {
    const lowered = updateCombatant(e, id, (c) => ({
      ...c,
      initiative: { ...c.initiative, lowered: value },
    }));
    return logEvent(placeByRules(lowered, id), { code: 'turn.initLowered', params: { name: x.name, value } });
  });
}

/** combat-ended. */
export function endCombat(enc: Encounter): Encounter {
  requirePhase(enc, 'running', 'endFight');
  return logEvent(
    { ...enc, phase: 'ended', current: null, reminders: [] },
    { code: 'fight.ended', params: {} },
  );
}
