/**
 * The d20 fields open on screen (attack helper, CO/B-X test helper, manoeuvre wizard), so that one
 * key (« Lancer le d20 », Alt+R) rolls the die the GM is on without the mouse (issue 27).
 */
import { useEffect, useRef } from 'react';
import { createValueStore } from '../store';

/** One d20 field: where it is on screen, whether it is blank, and how to roll into it. */
interface DieField {
  element: () => HTMLElement | null;
  empty: () => boolean;
  disabled: () => boolean;
  roll(): void;
}

const fields = new Set<DieField>();

/** Whether a d20 field is open to roll into (the command's enabled state). */
export const dieFieldOpen = createValueStore(false);

function publish(): void {
  dieFieldOpen.set([...fields].some((f) => !f.disabled()));
}

/**
 * Rolls the d20 of the first blank field (the attack's die, then its confirmation; the attacker's,
 * then the defender's), else of the field that holds the focus, else of the first one; false when
 * no field is open.
 */
export function rollIntoDieField(): boolean {
  const open = [...fields].filter((f) => !f.disabled() && f.element()?.isConnected);
  const active = document.activeElement;
  const target =
    open.find((f) => f.empty()) ?? open.find((f) => active && f.element()?.contains(active)) ?? open[0];
  target?.roll();
  return target !== undefined;
}

/**
 * Registers a d20 field while it is mounted: returns the ref for the element that wraps the field
 * and its « Lancer » button. `roll` rolls into it; `empty` says it has no die yet.
 */
export function useDieField<T extends HTMLElement>(
  roll: () => void,
  empty: boolean,
  disabled = false,
): React.RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const latest = useRef({ roll, empty, disabled });
  useEffect(() => {
    latest.current = { roll, empty, disabled };
    publish();
  });
  useEffect(() => {
    const field: DieField = {
      element: () => ref.current,
      empty: () => latest.current.empty,
      disabled: () => latest.current.disabled,
      roll: () => latest.current.roll(),
    };
    fields.add(field);
    publish();
    return () => {
      fields.delete(field);
      publish();
    };
  }, []);
  return ref;
}
