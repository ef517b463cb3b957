import { RulesError } from '../errors';
import type { Dnd35ConditionDef } from './condition-types';
import { BODY_CONDITIONS } from './conditions-body';
import { POSITION_CONDITIONS } from './conditions-position';
import { SENSES_AND_MIND_CONDITIONS } from './conditions-senses';

/** The whole D&D 3.5 condition catalogue, sorted by id. */
export const DND35_CONDITIONS: readonly Dnd35ConditionDef[] = [
  ...BODY_CONDITIONS,
  ...SENSES_AND_MIND_CONDITIONS,
  ...POSITION_CONDITIONS,
].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

const BY_ID: ReadonlyMap<string, Dnd35ConditionDef> = new Map(DND35_CONDITIONS.map((c) => [c.id, c]));

/** The condition record of `id`; a RulesError ('unknown-condition') for an id the catalogue lacks. */
export function dnd35Condition(id: string): Dnd35ConditionDef {
  const found = typeof id === 'string' ? BY_ID.get(id) : undefined;
  if (!found) {
    throw new RulesError('unknown-condition', `État inconnu en D&D 3.5 : ${String(id)}`, { id });
  }
  return found;
}

/**
 * The conditions really in force: `ids` plus everything they imply (pinned → grappled,
 * unconscious → helpless…), with only the highest step of each track kept (shaken 1 → frightened 2
 * → panicked 3; fatigued 1 → exhausted 2). Unknown ids throw a RulesError.
 */
export function activeConditions(ids: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...ids];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i];
    if (seen.has(id)) continue;
    const def = dnd35Condition(id);
    seen.add(id);
    queue.push(...(def.implies ?? []));
  }
  const topOfTrack = new Map<string, Dnd35ConditionDef>();
  for (const id of seen) {
    const def = dnd35Condition(id);
    if (!def.track) continue;
    const top = topOfTrack.get(def.track.id);
    if (!top || (top.track?.step ?? 0) < def.track.step) topOfTrack.set(def.track.id, def);
  }
  for (const id of [...seen]) {
    const track = dnd35Condition(id).track;
    if (track && topOfTrack.get(track.id)?.id !== id) seen.delete(id);
  }
  return seen;
}
