/** Finding and replacing combatants and effects without mutating the encounter. */
import { EngineError } from './errors';
import type { Combatant, CombatantId, Effect, EffectId, Encounter } from './types';

/** The combatant with this id; EngineError when there is none. */
export function getCombatant(enc: Encounter, id: CombatantId): Combatant {
  const found = enc.combatants.find((c) => c.id === id);
  if (!found) {
    throw new EngineError('unknown-combatant', `Combattant inconnu : ${String(id)}`, { id });
  }
  return found;
}

/** The effect with this id; EngineError when there is none. */
export function getEffect(enc: Encounter, id: EffectId): Effect {
  const found = enc.effects.find((e) => e.id === id);
  if (!found) throw new EngineError('unknown-effect', `Effet inconnu : ${String(id)}`, { id });
  return found;
}

/** The encounter with one combatant changed by `change`. */
export function updateCombatant(
  enc: Encounter,
  id: CombatantId,
  change: (c: Combatant) => Combatant,
): Encounter {
  getCombatant(enc, id);
  return { ...enc, combatants: enc.combatants.map((c) => (c.id === id ? change(c) : c)) };
}

/** The current combatant, or EngineError outside a running turn. */
export function currentCombatant(enc: Encounter): Combatant {
  if (enc.phase !== 'running' || enc.current === null) {
    throw new EngineError('wrong-phase', "Le combat n'est pas en cours");
  }
  return getCombatant(enc, enc.current);
}

/** Throws unless the fight is in the given phase. */
export function requirePhase(enc: Encounter, phase: Encounter['phase'], action: string): void {
  if (enc.phase !== phase) {
    const said = { setup: 'en préparation', running: 'en cours', ended: 'terminé' }[enc.phase];
    throw new EngineError('wrong-phase', `${action} : impossible, le combat est ${said}`, {
      phase: enc.phase,
    });
  }
}

/** A new id from the encounter's counter, and the encounter with the counter moved on. */
export function nextSeq(enc: Encounter, prefix: string): [string, Encounter] {
  return [`${prefix}-${enc.seq}`, { ...enc, seq: enc.seq + 1 }];
}
