/**
 * The players' view sent as a change (issue 25): once a display has a whole view, each later view
 * reaches it as a patch — the small head (round, who acts, what comes next…), the acting order's ids
 * when they changed, and the combatants that changed — instead of the whole order of 200 rows.
 * `applyPlayerViewPatch(before, diffPlayerView(before, after))` equals `after`; combatants the patch
 * does not name stay the objects they were (the display skips their rows).
 */
import type { PlayerCombatant, PlayerView, PlayerViewHead } from './player-view';

/** What changed from one view to the next. */
export interface PlayerViewPatch {
  /** Everything of the new view but its order (small: always sent whole). */
  head: PlayerViewHead;
  /** The new order's ids, when they differ from the old order's (absent: the same ids, same order). */
  ids?: string[];
  /** The combatants that are new or whose values changed. */
  changed: PlayerCombatant[];
}

function headOf(view: PlayerView): PlayerViewHead {
  const { order: _order, ...head } = view;
  return head;
}

function sameIds(a: readonly PlayerCombatant[], b: readonly PlayerCombatant[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i]?.id !== b[i]?.id) return false;
  return true;
}

/**
 * The patch from `before` to `after`, or null when they show the same. A combatant that is the same
 * object in both is unchanged without looking further (the projector keeps them); another one is
 * compared by value.
 */
export function diffPlayerView(before: PlayerView, after: PlayerView): PlayerViewPatch | null {
  const old = new Map(before.order.map((c) => [c.id, c]));
  const changed = after.order.filter((c) => {
    const was = old.get(c.id);
    return was !== c && (was === undefined || JSON.stringify(was) !== JSON.stringify(c));
  });
  const ids = sameIds(before.order, after.order) ? undefined : after.order.map((c) => c.id);
  const head = headOf(after);
  if (changed.length === 0 && ids === undefined && JSON.stringify(head) === JSON.stringify(headOf(before)))
    return null;
  return ids === undefined ? { head, changed } : { head, ids, changed };
}

/**
 * `before` with `patch` applied, or null when the patch does not fit it (it names a combatant
 * `before` does not have and does not bring): the receiver then asks for the whole view.
 */
export function applyPlayerViewPatch(before: PlayerView, patch: PlayerViewPatch): PlayerView | null {
  const byId = new Map(before.order.map((c) => [c.id, c]));
  // A new combatant without a new order: this patch was made from another view.
  if (patch.ids === undefined && patch.changed.some((c) => !byId.has(c.id))) return null;
  for (const c of patch.changed) byId.set(c.id, c);
  const ids = patch.ids ?? before.order.map((c) => c.id);
  const order: PlayerCombatant[] = [];
  for (const id of ids) {
    const c = byId.get(id);
    if (c === undefined) return null;
    order.push(c);
  }
  return { ...patch.head, order };
}
