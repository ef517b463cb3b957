import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { rowKeyStep, SIGN_PAUSE_MS } from './row-hp-keys';
import type { HpFieldHandle } from './RowFields';

/** Gives keys back to the shortcuts: pressed again on `target`, marked untrusted so the row lets them by. */
function replay(target: HTMLElement, keys: string) {
  for (const key of keys) {
    const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : '';
    target.dispatchEvent(new window.KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
  }
}

/**
 * The row's key handler for HP entries (row-hp-keys.ts): « - », « + », Enter, « t5 », « nl4 » typed
 * on the focused row open its HP field with what was typed; a held « t » or « n » goes back to its
 * shortcut when the next key is not a digit, after a pause, or when the row loses the focus.
 */
export function useRowHpKeys(hpField: RefObject<HpFieldHandle | null>) {
  const held = useRef<{ keys: string; target: HTMLElement | null; timer: number | undefined }>({
    keys: '',
    target: null,
    timer: undefined,
  });
  const release = () => {
    const h = held.current;
    window.clearTimeout(h.timer);
    const { keys, target } = h;
    held.current = { keys: '', target: null, timer: undefined };
    if (keys && target) replay(target, keys);
  };
  useEffect(() => () => window.clearTimeout(held.current.timer), []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!e.nativeEvent.isTrusted) return;
    if (e.target !== e.currentTarget || e.ctrlKey || e.metaKey || e.altKey) {
      release();
      return;
    }
    const step = rowKeyStep(held.current.keys, e.key);
    window.clearTimeout(held.current.timer);
    if (step.replay) {
      held.current.keys = step.replay;
      release();
    }
    if (step.kind === 'pass') return;
    e.preventDefault();
    e.stopPropagation();
    if (step.kind === 'open') {
      held.current = { keys: '', target: null, timer: undefined };
      hpField.current?.start(step.text);
      return;
    }
    const target = e.currentTarget;
    held.current = { keys: step.held, target, timer: window.setTimeout(release, SIGN_PAUSE_MS) };
  };
  return { onKeyDown, onBlur: release };
}
