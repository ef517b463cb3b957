/**
 * Keyboard focus on the rows of the initiative order: a row is an element with
 * `data-combatant-id` that takes the focus (tabIndex), so that N, E, Ctrl+Z work from it and
 * « -7 » goes to its HP field.
 */
import { combatantId, type CombatantId } from '../../../shared/combat';

/** The attribute that marks a row (its value is the combatant's id). */
export const ROW_ATTRIBUTE = 'data-combatant-id';

/** The combatant whose row (or a field of it) has the focus, if any. */
export function focusedCombatantId(doc: Document = document): CombatantId | undefined {
  const active = doc.activeElement;
  if (!(active instanceof HTMLElement)) return undefined;
  const row = active.closest<HTMLElement>(`[${ROW_ATTRIBUTE}]`);
  const id = row?.getAttribute(ROW_ATTRIBUTE);
  return id ? combatantId(id) : undefined;
}

/**
 * Gives the focus back to the row that holds `field` (after Enter or Escape in one of its fields).
 * The row is on screen (its field was): no scrolling into view, which would lay the page out on the
 * key's path before the change is even rendered (issue 14).
 */
export function focusRowOf(field: HTMLElement): void {
  field.closest<HTMLElement>(`[${ROW_ATTRIBUTE}]`)?.focus({ preventScroll: true });
}

/** Focuses the row of `id` inside `list`; false when it is not in the page (virtualised away). */
export function focusRow(list: HTMLElement, id: CombatantId): boolean {
  const row = list.querySelector<HTMLElement>(`[${ROW_ATTRIBUTE}="${CSS.escape(id)}"]`);
  row?.focus();
  return row !== null;
}

/**
 * Leaves a field for the initiative order (Escape in the quick add before the fight): the focus goes
 * to the first row, or nowhere when there is none, so that I, 1…9, N reach the shortcuts again.
 */
export function leaveForRows(field: HTMLElement): void {
  const first = field.ownerDocument.querySelector<HTMLElement>(`[${ROW_ATTRIBUTE}]`);
  if (first) first.focus({ preventScroll: true });
  else field.blur();
}
