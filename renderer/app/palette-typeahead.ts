/**
 * Keys typed right after Ctrl+K belong to the palette (issue 27): the palette's field takes the focus
 * a few frames after the shortcut, and a « 2 » typed meanwhile selected row 2 instead of starting
 * « 2d6+3 ». From the shortcut until the field has the focus, letters and signs are kept here and the
 * palette puts them in its field when it gets the focus.
 */

/** How long keys are kept for a palette that does not come (then they act as usual again). */
const KEEP_MS = 5000;

/** The shell's hold on the keys typed before the palette's field has the focus. */
export interface PaletteTypeahead {
  /** Starts keeping the keys (at Ctrl+K). */
  keep(): void;
  /** The keys kept since then; none are kept any more. */
  take(): string;
}

/** A typeahead for the palette of `doc` (the shell makes one). */
export function createPaletteTypeahead(doc: Document = document): PaletteTypeahead {
  const state: { kept: string; stop: (() => void) | null } = { kept: '', stop: null };
  const stop = () => state.stop?.();
  return {
    keep() {
      stop();
      state.kept = '';
      const onKey = (e: KeyboardEvent) => {
        if (e.key === 'Escape') return stop();
        const active = doc.activeElement;
        if (active instanceof HTMLElement && active.closest('[role="dialog"]')) return stop();
        if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
        e.preventDefault();
        e.stopImmediatePropagation();
        state.kept += e.key;
      };
      doc.addEventListener('keydown', onKey, true);
      const timer = setTimeout(stop, KEEP_MS);
      state.stop = () => {
        doc.removeEventListener('keydown', onKey, true);
        clearTimeout(timer);
        state.stop = null;
      };
    },
    take() {
      stop();
      const text = state.kept;
      state.kept = '';
      return text;
    },
  };
}
