/**
 * The capture of a new key in Réglages › Raccourcis (issue 27): while on, the next key pressed is
 * the GM's choice — kept from the app's own shortcuts (caught first, on the window) — Échap cancels,
 * Tab leaves as it always does. The keyboard's layout map is read once where the browser has it.
 */
import { useEffect, useRef, useState } from 'react';
import { bindingOfKeydown, readLayoutMap, type LayoutMap } from '../../commands/capture-key';

/** What a capture ends with: a key, a key that cannot be bound, or nothing (Échap, Tab, focus gone). */
export type Captured = { key: string } | { invalid: string } | { cancelled: true };

/** The keyboard's layout map (null where the browser does not give it, or until it is read). */
export function useLayoutMap(): LayoutMap | null {
  const [layout, setLayout] = useState<LayoutMap | null>(null);
  useEffect(() => {
    let gone = false;
    void readLayoutMap().then((map) => {
      if (!gone) setLayout(map);
    });
    return () => {
      gone = true;
    };
  }, []);
  return layout;
}

/**
 * While `on`, catches the next keydown anywhere in the window before the app's shortcuts see it and
 * hands it to `done` as a binding (capture-key.ts).
 */
export function useKeyCapture(on: boolean, layout: LayoutMap | null, done: (captured: Captured) => void) {
  const doneRef = useRef(done);
  useEffect(() => {
    doneRef.current = done;
  });
  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') {
        doneRef.current({ cancelled: true });
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      if (event.key === 'Escape') {
        doneRef.current({ cancelled: true });
        return;
      }
      const binding = bindingOfKeydown(event, layout);
      if (binding !== null) doneRef.current(binding);
    };
    // Keyup of the key that started the capture (Entrée, Espace) and the chord's keyup stay quiet too.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [on, layout]);
}
