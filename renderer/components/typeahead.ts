/**
 * Keys typed right after a key that opens a field belong to that field. The command palette's field
 * takes the focus a few frames after Ctrl+K (issue 27: a « 2 » typed meanwhile selected row 2 instead
 * of starting « 2d6+3 »); a dialog's first field a moment after J, E, M or C (its code may still be
 * on its way, and its focus trap waits a tick: « j15 » typed at once gave a DC of 5, or nothing).
 * From the key until the field has the focus, letters and signs are kept here and put in the field.
 */

/** How long keys are kept for a palette that does not come (then they act as usual again). */
const KEEP_MS = 5000;

/** A hold on the keys typed before a field has the focus. */
export interface Typeahead {
  /** Starts keeping the keys (at Ctrl+K). */
  keep(): void;
  /** The keys kept since then; none are kept any more. */
  take(): string;
}

/** A typeahead for the palette of `doc` (the shell makes one; the palette takes the keys). */
export function createTypeahead(doc: Document = document): Typeahead {
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

/** The field that is being waited for takes what was kept (React hears it as typed). */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const room = field.maxLength > 0 ? Math.max(0, field.maxLength - field.value.length) : text.length;
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, field.value + text.slice(0, room));
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const TEXT_TYPES = new Set(['text', 'search', 'tel', 'number', '']);

/** A field where typed letters go (not a button, a checkbox, a read-only field). */
function isTextField(el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement {
  if (el instanceof HTMLTextAreaElement) return !el.readOnly && !el.disabled;
  return (
    el instanceof HTMLInputElement &&
    TEXT_TYPES.has(el.getAttribute('type') ?? '') &&
    !el.readOnly &&
    !el.disabled
  );
}

/**
 * At a key that opens a typed dialog (J, E, M, C, T…): what is typed until the focus is in the dialog
 * goes into the field it lands on. If it lands on a button, the keys are dropped, as a GM would
 * expect of letters typed at a question.
 */
export function keepTypingForDialog(doc: Document = document): void {
  const typeahead = createTypeahead(doc);
  typeahead.keep();
  const onFocus = (e: FocusEvent) => {
    const target = e.target;
    if (!(target instanceof Element) || !target.closest('[role="dialog"]')) return;
    stop();
    const text = typeahead.take();
    if (text && isTextField(target)) typeInto(target, text);
  };
  // A click means the GM has stopped typing: the keys act as usual again.
  const onPointer = () => {
    typeahead.take();
    stop();
  };
  const stop = () => {
    doc.removeEventListener('focusin', onFocus, true);
    doc.removeEventListener('pointerdown', onPointer, true);
  };
  doc.addEventListener('focusin', onFocus, true);
  doc.addEventListener('pointerdown', onPointer, true);
  setTimeout(stop, KEEP_MS);
}
