/**
 * What the initiative list shows, computed from the encounter: rows in acting order (those without
 * initiative yet at the end), which ties the GM may reorder, and the tiebreak that moves a
 * combatant past its neighbour.
 */
import {
  actingSide,
  activeConditionIds,
  currentRoundStep,
  roundStepsOf,
  type Combatant,
  type CombatantId,
  type Encounter,
} from '../../../shared/combat';
import { getSystem } from '../../../shared/rules';
import { effectsByTarget, effectsKey } from '../conditions';
import type { RowGroup } from '../library';

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
  /** osr: a member of the side acting in the round's current phase (highlighted). */
  acting?: boolean;
  /** The row stands for its group in the order (`visibleRows` of the library feature). */
  group?: RowGroup;
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
function isOpenTie(enc: Encounter, a: Combatant, b: Combatant): boolean {
  const ta = shownTotal(a);
  if (ta === undefined || ta !== shownTotal(b)) return false;
  const rules = getSystem(enc.system).initiative.tieBreak;
  if (rules.includes('higher-modifier') && (a.initiative.modifier ?? 0) !== (b.initiative.modifier ?? 0))
    return false;
  if (rules.includes('pc-first') && isParty(a) !== isParty(b)) return false;
  return true;
}

/** The rows of the list. */
/** The side acting in the round's current phase (osr), or undefined when everyone acts. */
function sideInPhase(enc: Encounter): 'party' | 'foes' | undefined {
  if (enc.phase !== 'running') return undefined;
  const step = roundStepsOf(enc)[currentRoundStep(enc)];
  const side = step ? actingSide(enc, step) : 'both';
  return side === 'both' ? undefined : side;
}

export function rowsOf(enc: Encounter): RowView[] {
  const list = displayOrder(enc);
  const running = enc.phase === 'running';
  const effects = effectsByTarget(enc);
  const acting = sideInPhase(enc);
  return list.map((c, i) => ({
    c,
    current: running && enc.current === c.id,
    conditions: activeConditionIds(enc, c, effects.get(c.id) ?? []).join(','),
    effects: effectsKey(enc, effects.get(c.id)),
    tieUp: i > 0 && isOpenTie(enc, list[i - 1], c),
    tieDown: i < list.length - 1 && isOpenTie(enc, c, list[i + 1]),
    canTrigger: running && c.flags.readied !== undefined && enc.current !== c.id,
    acting:
      acting !== undefined && !c.hazard && (acting === 'party') === (c.side === 'pc' || c.side === 'ally'),
  }));
}

function sameGroup(a: RowGroup | undefined, b: RowGroup | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.name === b.name &&
    a.folded === b.folded &&
    a.members.length === b.members.length &&
    a.members.every((m, i) => m === b.members[i])
  );
}

function sameRow(a: RowView, b: RowView): boolean {
  return (
    sameGroup(a.group, b.group) &&
    a.c === b.c &&
    a.current === b.current &&
    a.conditions === b.conditions &&
    a.effects === b.effects &&
    a.tieUp === b.tieUp &&
    a.tieDown === b.tieDown &&
    a.canTrigger === b.canTrigger &&
    a.acting === b.acting
  );
}

/**
 * A function that returns its rows with each row that shows the same as in the rows it returned
 * last replaced by that previous object, so that a memoised row renders again only when what it
 * shows changed (issue 14: a gesture renders the rows it changed, not the twenty on screen).
 */
export function rowKeeper(): (next: RowView[]) => RowView[] {
  let previous = new Map<CombatantId, RowView>();
  return (next) => {
    const kept = next.map((r) => {
      const old = previous.get(r.c.id);
      return old && sameRow(old, r) ? old : r;
    });
    previous = new Map(kept.map((r) => [r.c.id, r]));
    return kept;
  };
}

/** The `initiative-set` event that reorders a combatant inside a tie. */
export interface TieReorder {
  type: 'initiative-set';
  id: CombatantId;
  value: number;
  tiebreak: number;
}

/** First and last index of the open tie around `i` (consecutive rows the GM may reorder). */
function tieGroup(enc: Encounter, list: readonly Combatant[], i: number): [number, number] {
  let lo = i;
  let hi = i;
  while (lo > 0 && isOpenTie(enc, list[lo - 1], list[lo])) lo -= 1;
  while (hi < list.length - 1 && isOpenTie(enc, list[hi], list[hi + 1])) hi += 1;
  return [lo, hi];
}

/**
 * The `initiative-set` event that puts `id` just before or after `targetId`, both in the same open
 * tie: same total, a tiebreak between its new neighbours' (the higher acts first). Undefined when
 * they are not in the same open tie, or when nothing would change.
 */
export function tieDrop(
  enc: Encounter,
  id: CombatantId,
  targetId: CombatantId,
  where: 'before' | 'after',
): TieReorder | undefined {
  const list = displayOrder(enc);
  const from = list.findIndex((c) => c.id === id);
  const to = list.findIndex((c) => c.id === targetId);
  const me = list[from];
  if (!me || to < 0 || from === to || me.initiative.result === undefined) return undefined;
  const [lo, hi] = tieGroup(enc, list, to);
  if (from < lo || from > hi) return undefined;
  const others = list.slice(lo, hi + 1).filter((c) => c.id !== id);
  const at = others.findIndex((c) => c.id === targetId) + (where === 'after' ? 1 : 0);
  if (at === from - lo) return undefined;
  const above = others[at - 1];
  const below = others[at];
  const tb = (c: Combatant) => c.initiative.tiebreak ?? 0;
  const tiebreak = above && below ? (tb(above) + tb(below)) / 2 : above ? tb(above) - 1 : tb(below ?? me) + 1;
  return { type: 'initiative-set', id, value: me.initiative.result, tiebreak };
}

/**
 * The `initiative-set` event that puts `id` just before ('up') or after ('down') its neighbour
 * in an open tie (the keyboard way; drag and drop uses `tieDrop`). Undefined when there is no
 * such neighbour.
 */
export function tieMove(enc: Encounter, id: CombatantId, direction: 'up' | 'down'): TieReorder | undefined {
  const list = displayOrder(enc);
  const i = list.findIndex((c) => c.id === id);
  const neighbour = list[direction === 'up' ? i - 1 : i + 1];
  if (i < 0 || !neighbour) return undefined;
  return tieDrop(enc, id, neighbour.id, direction === 'up' ? 'before' : 'after');
}
