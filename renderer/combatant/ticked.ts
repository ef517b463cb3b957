/**
 * The members a GM ticked in the group cards (« 2 cochés »), by group: what a group save starts
 * from when some are ticked (issue 28: « the ticked rows, a group, or the combatants named »).
 */
import type { CombatantId } from '../../shared/combat';
import { createValueStore } from '../store';

const ticked = createValueStore<ReadonlyMap<string, ReadonlySet<CombatantId>>>(new Map());

/** The members ticked in `group`'s card (an empty set: none). */
export function setTicked(group: string, ids: ReadonlySet<CombatantId>): void {
  const next = new Map(ticked.get());
  if (ids.size === 0) next.delete(group);
  else next.set(group, ids);
  ticked.set(next);
}

/** Every member ticked in a group card, in no particular order. */
export function tickedMembers(): CombatantId[] {
  return [...ticked.get().values()].flatMap((ids) => [...ids]);
}
