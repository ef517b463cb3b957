/**
 * Gives the focus back to what opened a dialog when it closes (issue 27). Most of Paravent's dialogs
 * are in the page only while open: unmounted, Mantine's own focus return never runs and the focus
 * fell to the page's body, so N, E, « -7 » no longer reached the row. This watches the whole page:
 * when the focus enters a dialog from outside, it remembers where it came from (the row, with its
 * combatant id in case the row is drawn anew); when the page changes and the focus is on nothing
 * with no dialog left, it goes back there.
 */

/** What marks a row of the initiative order (renderer/features/tracker/row-focus.ts). */
const ROW_ATTRIBUTE = 'data-combatant-id';
const DIALOG = '[role="dialog"], [aria-modal="true"]';

/** Whether `el` is inside a dialog. */
function inDialog(el: Element): boolean {
  return el.closest(DIALOG) !== null;
}

/** Whether a dialog is open (a kept-mounted, hidden one does not count). */
function dialogOpen(doc: Document): boolean {
  return Array.from(doc.querySelectorAll<HTMLElement>(DIALOG)).some(
    (d) => typeof d.checkVisibility !== 'function' || d.checkVisibility(),
  );
}

/** Starts watching `doc`; returns the function that stops. */
export function watchFocusReturn(doc: Document = document): () => void {
  let lastOutside: HTMLElement | null = null;
  // The last row that had the focus: a row's ⋯ menu item (in a portal, gone once chosen) stands for it.
  let lastRowId: string | null = null;
  let opener: { el: HTMLElement; rowId: string | null } | null = null;

  const onFocusIn = (e: FocusEvent) => {
    const target = e.target;
    if (!(target instanceof HTMLElement)) return;
    if (inDialog(target)) {
      if (opener === null && lastOutside !== null) {
        const row = lastOutside.closest(`[${ROW_ATTRIBUTE}]`);
        opener = { el: lastOutside, rowId: row?.getAttribute(ROW_ATTRIBUTE) ?? lastRowId };
      }
      return;
    }
    lastOutside = target;
    const row = target.closest(`[${ROW_ATTRIBUTE}]`);
    if (row) lastRowId = row.getAttribute(ROW_ATTRIBUTE);
    else if (!target.closest('[role="menu"]')) lastRowId = null;
    if (!dialogOpen(doc)) opener = null;
  };

  const giveBack = () => {
    if (opener === null) return;
    const active = doc.activeElement;
    if (active !== null && active !== doc.body) return;
    if (dialogOpen(doc)) return;
    const { el, rowId } = opener;
    opener = null;
    // A menu kept in the page but hidden is no place for the focus: the row it belonged to is.
    // A menu item is no place either, even while its menu is still fading out: it goes a moment later.
    const usable =
      el.isConnected &&
      el.closest('[role="menu"]') === null &&
      (typeof el.checkVisibility !== 'function' || el.checkVisibility());
    const again =
      usable || rowId === null
        ? el
        : doc.querySelector<HTMLElement>(`[${ROW_ATTRIBUTE}="${CSS.escape(rowId)}"]`);
    again?.focus({ preventScroll: true });
  };

  doc.addEventListener('focusin', onFocusIn);
  const observer = new MutationObserver(giveBack);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
