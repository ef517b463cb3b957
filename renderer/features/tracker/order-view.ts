/**
 * What the initiative list shows, computed from the encounter: rows in acting order (those without
 * initiative yet at the end), which ties the GM may reorder, and the tiebreak that moves a
 * combatant past its neighbour.
 */
import { activeConditionIds, type Combatant, type CombatantId, type Encounter } from '../../../shared/combat';
import { getSystem } from '../../../shared/rules';
import { effectsByTarget, effectsKey } from '../conditions';

/** One row of the list. */
export interface RowView {
  c: Combatant;
  current: boolean;
  conditions: string;
  /** Its effects with their rounds left, as one string (`effectsKey`). */
  effects: string;
  tieUp: boolean;
  tieDown: boolean;
  canTrigger: boolean;
}

/** Combatants in acting order; those without an initiative result follow, in the order added. */
export function displayOrder(enc: Encounter): Combatant[] {
  const byId = new Map(enc.combatants.map((c) => [c.id, c]));
  const ordered = enc.order.flatMap((id) => {
    const c = byId.get(id);
    return c ? [c] : [];
  });
  const placed = new Set(enc.order);
  return [...ordered, ...enc.combatants.filter((c) => !placed.has(c.id))];
}

function shownTotal(c: Combatant): number | undefined {
  return c.initiative.lowered ?? c.initiative.result;
}

function isParty(c: Combatant): boolean {
  return c.side === 'pc' || c.side === 'ally';
}

/**
 * Whether the rules leave the order of two neighbours to chance (so the GM may pick): same total,
 * and no rule criterion that separates them (the higher modifier in 3.5/PF1/SF, PCs first in CO).
 */
export function isOpenTie(enc: Encounter, a: Combatant, b: Combatant): boolean {
  const ta = shownTotal(a);
  if (ta === undefined || ta !== shownTotal(b)) return false;
  const rules = getSystem(enc.system).initiative.tieBreak;
  if (rules.includes('higher-modifier') && (a.initiative.modifier ?? 0) !== (b.initiative.modifier ?? 0))
    return false;
  if (rules.includes('pc-first') && isParty(a) !== isParty(b)) return false;
  return true;
}

/** The rows of the list. */
export function rowsOf(enc: Encounter): RowView[] {
  const list = displayOrder(enc);
  const running = enc.phase === 'running';
  const effects = effectsByTarget(enc);
  return list.map((c, i) => ({
    c,
    current: running && enc.current === c.id,
    conditions: activeConditionIds(enc, c, effects.get(c.id) ?? []).join(','),
    effects: effectsKey(enc, effects.get(c.id)),
    tieUp: i > 0 && isOpenTie(enc, list[i - 1], c),
    tieDown: i < list.length - 1 && isOpenTie(enc, c, list[i + 1]),
    canTrigger: running && c.flags.readied !== undefined && enc.current !== c.id,
  }));
}

/**
 * The `initiative-set` event that puts `id` just before ('up') or after ('down') its neighbour
 * in an open tie: same total, a tiebreak between the neighbour's and the next one's. Undefined
 * when there is no such neighbour.
 */
export function tieMove(
  enc: Encounter,
  id: CombatantId,
  direction: 'up' | 'down',
): { type: 'initiative-set'; id: CombatantId; value: number; tiebreak: number } | undefined {
  const list = displayOrder(enc);
  const i = list.findIndex((c) => c.id === id);
  const step = direction === 'up' ? -1 : 1;
  const me = list[i];
  const neighbour = list[i + step];
  if (!me || !neighbour || !isOpenTie(enc, me, neighbour) || me.initiative.result === undefined)
    return undefined;
  const beyond = list[i + 2 * step];
  const near = neighbour.initiative.tiebreak ?? 0;
  const far = beyond && isOpenTie(enc, neighbour, beyond) ? beyond.initiative.tiebreak : undefined;
  const tiebreak = far === undefined ? near - step : (near + far) / 2;
  return { type: 'initiative-set', id, value: me.initiative.result, tiebreak };
}
