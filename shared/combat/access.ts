/** Finding and replacing combatants and effects without mutating the encounter. */
import { refusal } from './errors';
import type { Combatant, CombatantId, Effect, EffectId, Encounter } from './types';
import type { EngineField } from './engine-texts';

/**
 * Where each combatant sits in a combatants array, by id — built once per array and carried over
 * to the array `updateCombatant` makes (same ids at the same places), so a lookup is O(1) on the
 * gesture's path. A WeakMap: arrays no state holds any more take their index with them.
 */
const positions = new WeakMap<readonly Combatant[], Map<string, number>>();

function positionsOf(list: readonly Combatant[]): Map<string, number> {
  let map = positions.get(list);
  if (!map) {
    map = new Map(list.map((c, i) => [c.id, i]));
    positions.set(list, map);
  }
  return map;
}

/** Index of the combatant with this id in `enc.combatants` (O(1)), or -1. */
function combatantIndex(enc: Encounter, id: CombatantId): number {
  const i = positionsOf(enc.combatants).get(id);
  return i !== undefined && enc.combatants[i]?.id === id ? i : -1;
}

/** The combatant with this id; EngineError when there is none. */
export function getCombatant(enc: Encounter, id: CombatantId): Combatant {
  const found = enc.combatants[combatantIndex(enc, id)];
  if (!found) {
    throw refusal('unknown-combatant', 'unknownCombatant', { id: String(id) }, { id });
  }
  return found;
}

/** The effect with this id; EngineError when there is none. */
export function getEffect(enc: Encounter, id: EffectId): Effect {
  const found = enc.effects.find((e) => e.id === id);
  if (!found) throw refusal('unknown-effect', 'unknownEffect', { id: String(id) }, { id });
  return found;
}

/** The encounter with one combatant changed by `change`. */
export function updateCombatant(
  enc: Encounter,
  id: CombatantId,
  change: (c: Combatant) => Combatant,
): Encounter {
  const i = combatantIndex(enc, id);
  const old = enc.combatants[i];
  if (!old) throw refusal('unknown-combatant', 'unknownCombatant', { id: String(id) }, { id });
  const combatants = enc.combatants.slice();
  const changed = change(old);
  combatants[i] = changed;
  const map = positions.get(enc.combatants);
  if (map && changed.id === id) positions.set(combatants, map);
  return { ...enc, combatants };
}

/** The current combatant, or EngineError outside a running turn. */
export function currentCombatant(enc: Encounter): Combatant {
  if (enc.phase !== 'running' || enc.current === null) {
    throw refusal('wrong-phase', 'fightNotRunning');
  }
  return getCombatant(enc, enc.current);
}

/** Throws unless the fight is in the given phase. */
export function requirePhase(enc: Encounter, phase: Encounter['phase'], action: EngineField): void {
  if (enc.phase !== phase) {
    throw refusal('wrong-phase', 'wrongPhase', { field: action, phase: enc.phase }, { phase: enc.phase });
  }
}

/** A new id from the encounter's counter, and the encounter with the counter moved on. */
export function nextSeq(enc: Encounter, prefix: string): [string, Encounter] {
  return [`${prefix}-${enc.seq}`, { ...enc, seq: enc.seq + 1 }];
}
