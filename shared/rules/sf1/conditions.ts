/** The Starfinder condition catalogue and the helpers that read it. */
import type { ConditionDef } from '../types';
import { RulesError } from '../errors';
import { SF1_BODY_CONDITIONS } from './conditions-body';
import { SF1_COMBAT_CONDITIONS } from './conditions-combat';

/** Every Starfinder condition (Core Rulebook list, plus Paravent's « désarmé » marker), sorted by id. */
export const SF1_CONDITIONS: ConditionDef[] = [...SF1_BODY_CONDITIONS, ...SF1_COMBAT_CONDITIONS].sort(
  (a, b) => (a.id < b.id ? -1 : 1),
);

const BY_ID = new Map(SF1_CONDITIONS.map((c) => [c.id, c]));

/** The dirty-trick conditions the text offers (SF › Sale coup): aveuglé, assourdi, enchevêtré, imprécis, secoué, fiévreux. */
export const SF1_DIRTY_TRICK_CONDITIONS: readonly string[] = [
  'blinded',
  'deafened',
  'entangled',
  'off-target',
  'shaken',
  'sickened',
];

/** A condition by id. RulesError ('unknown-condition') for an id Starfinder does not have. */
export function sf1Condition(id: string): ConditionDef {
  const found = typeof id === 'string' ? BY_ID.get(id) : undefined;
  if (!found) {
    throw new RulesError('unknown-condition', `État inconnu en Starfinder : ${String(id)}`, { id });
  }
  return found;
}

/**
 * The conditions that really apply, from the ids a GM ticked: each id is checked, the conditions it
 * implies are added (pinned → flat-footed, unconscious → helpless…), and on a track only the highest
 * step is kept (shaken < frightened < panicked; fatigued < exhausted; grappled < pinned, whose
 * penalties replace grappled's). Each condition appears once, in catalogue order.
 */
export function sf1ActiveConditions(ids: readonly string[]): ConditionDef[] {
  if (!Array.isArray(ids)) {
    throw new RulesError('unknown-condition', 'États : liste d’identifiants attendue', { ids });
  }
  const found = new Map<string, ConditionDef>();
  const visit = (id: string): void => {
    const c = sf1Condition(id);
    if (found.has(c.id)) return;
    found.set(c.id, c);
    c.implies?.forEach(visit);
  };
  ids.forEach(visit);
  const top = new Map<string, number>();
  for (const c of found.values()) {
    if (c.track) top.set(c.track.id, Math.max(top.get(c.track.id) ?? 0, c.track.step));
  }
  return SF1_CONDITIONS.filter((c) => found.has(c.id) && (!c.track || top.get(c.track.id) === c.track.step));
}
