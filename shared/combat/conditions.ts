/**
 * États automatiques: conditions the engine knows without an event — flat-footed until the first
 * turn (dnd35/pf1/sf1, DRS › Pris au dépourvu), surprised during the first round (CO › Effet de
 * surprise; OSR › Cas particuliers) or the surprise round, and the health state as a condition.
 * Manoeuvre results (prone, grappled, pinned) come in as `effect-applied` events instead.
 */
import { getSystem, getProcedures } from '../rules';
import { isSurprisedNow } from './turn-order';
import type { Combatant, Effect, Encounter } from './types';

/** Condition ids the combatant has now without any effect, in the system's catalogue vocabulary. */
export function automaticConditions(enc: Encounter, c: Combatant): string[] {
  const out: string[] = [];
  const running = enc.phase === 'running';
  if (running && !c.flags.hasActed && getSystem(enc.system).initiative.flatFootedUntilFirstAction) {
    out.push('flat-footed');
  }
  if (running && isSurprisedNow(enc, c) && getProcedures(enc.system).initiative.surprisedCondition)
    out.push('surprised');
  if (c.health !== 'ok') out.push(c.health);
  if (c.flags.stabilized && c.hp.current < 0) out.push('stable');
  return out;
}

/**
 * Every condition id on a combatant: automatic ones, then those of its effects. `own`: its
 * effects, when the caller has already grouped them by target (a list of 200 rows).
 */
export function activeConditionIds(
  enc: Encounter,
  c: Combatant,
  own: readonly Effect[] = enc.effects.filter((e) => e.target === c.id),
): string[] {
  const fromEffects = own.flatMap((e) => (e.what.kind === 'condition' ? [e.what.conditionId] : []));
  return [...new Set([...automaticConditions(enc, c), ...fromEffects])];
}
