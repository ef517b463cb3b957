/**
 * Tour précédent exact: each turn change records what it changed (a patch of previous values);
 * `turn-reverted` puts them back, so previous(next(s)) equals s from every position.
 */
import { refusal } from './errors';
import { orderFromCounts } from './turn-order';
import type { Combatant, CombatantId, Effect, Encounter, TurnPatch } from './types';

const COMBATANT_KEYS = [
  'id',
  'name',
  'side',
  'hidden',
  'initiative',
  'hp',
  'health',
  'defences',
  'fighter',
  'group',
  'notes',
  'flags',
  'hazard',
] as const satisfies readonly (keyof Combatant)[];

function diffCombatant(before: Combatant, after: Combatant): Partial<Combatant> | null {
  const out: Partial<Combatant> = {};
  let any = false;
  for (const key of COMBATANT_KEYS) {
    if (before[key] !== after[key]) {
      Object.assign(out, { [key]: before[key] });
      any = true;
    }
  }
  return any ? out : null;
}

/** What went from `before` to `after` during a turn change. */
function makeTurnPatch(before: Encounter, after: Encounter): TurnPatch {
  const prev = new Map(before.combatants.map((c) => [c.id, c]));
  const combatants: TurnPatch['combatants'] = [];
  for (const c of after.combatants) {
    const old = prev.get(c.id);
    const diff = old && old !== c ? diffCombatant(old, c) : null;
    if (diff) combatants.push({ id: c.id, before: diff });
  }
  const now = new Map(after.effects.map((e) => [e.id, e]));
  const effectsRemoved: TurnPatch['effectsRemoved'] = [];
  const effectsChanged: Effect[] = [];
  before.effects.forEach((e, index) => {
    const later = now.get(e.id);
    if (later === undefined) effectsRemoved.push({ index, effect: e });
    else if (later !== e) effectsChanged.push(e);
  });
  return {
    round: before.round,
    current: before.current,
    isSurpriseRound: before.surprise.isSurpriseRound,
    rng: before.rng,
    reminders: before.reminders,
    logLength: before.log.length,
    combatants,
    effectsRemoved,
    effectsChanged,
  };
}

/** `after` with the patch recorded, so that `turn-reverted` can take the change back. */
export function withTurnPatch(before: Encounter, after: Encounter): Encounter {
  return { ...after, turnPatches: [...before.turnPatches, makeTurnPatch(before, after)] };
}

function restoreEffects(enc: Encounter, patch: TurnPatch, alive: Set<CombatantId>): Effect[] {
  const changed = new Map(patch.effectsChanged.map((e) => [e.id, e]));
  const effects = enc.effects.map((e) => changed.get(e.id) ?? e);
  for (const { index, effect } of patch.effectsRemoved) {
    if (alive.has(effect.target)) effects.splice(Math.min(index, effects.length), 0, effect);
  }
  return effects;
}

/** turn-reverted: back to the turn before the last turn change. */
export function revertTurn(enc: Encounter): Encounter {
  const patch = enc.turnPatches[enc.turnPatches.length - 1];
  if (enc.phase !== 'running' || patch === undefined) {
    throw refusal('nothing-to-revert', 'noPreviousTurn');
  }
  const alive = new Set(enc.combatants.map((c) => c.id));
  if (patch.current !== null && !alive.has(patch.current)) {
    throw refusal('nothing-to-revert', 'previousTurnRemoved');
  }
  const before = new Map(patch.combatants.map((p) => [p.id, p.before]));
  const combatants = enc.combatants.map((c) => {
    const b = before.get(c.id);
    return b ? { ...c, ...b } : c;
  });
  return {
    ...enc,
    round: patch.round,
    current: patch.current,
    surprise: { ...enc.surprise, isSurpriseRound: patch.isSurpriseRound },
    rng: patch.rng,
    reminders: patch.reminders,
    log: enc.log.slice(0, patch.logLength),
    combatants,
    order: orderFromCounts(combatants),
    effects: restoreEffects(enc, patch, alive),
    turnPatches: enc.turnPatches.slice(0, -1),
  };
}
