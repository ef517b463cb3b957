/**
 * The key the GM presses in Réglages › Raccourcis, written as a binding (issue 27): Mantine's hotkey
 * notation the hotkeys match (« mod+shift+K », « g », « alt+J »). Pure: the screen hands over the
 * keydown and, where the browser has one, the keyboard's layout map (`navigator.keyboard`).
 */
import { normalizeKey } from '../../shared/shortcuts';

/** The fields of a keydown this reads (a KeyboardEvent has them all). */
export interface PressedKey {
  key: string;
  code: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

/** What the browser's `navigator.keyboard.getLayoutMap()` gives: a key's position → its printed character. */
export type LayoutMap = ReadonlyMap<string, string>;

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'OS', 'CapsLock', 'Dead']);

/**
 * The main key of a chord as printed on the key: with Ctrl, Alt or ⌘ held, the character typed may
 * be another one (« & » for Ctrl + 1 on AZERTY, « © » for ⌥G on a Mac), so the key is named from its
 * position — the layout map where the browser has it, else the position's own name (KeyG → G,
 * Digit1 → 1; a digit chord is matched on its position, renderer/commands/physical-keys.ts).
 */
function chordKey(pressed: PressedKey, layout: LayoutMap | null): string {
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(pressed.code);
  if (digit) return digit[1];
  const printed = layout?.get(pressed.code);
  if (printed && [...printed].length === 1) return printed;
  const letter = /^Key([A-Z])$/.exec(pressed.code);
  if (letter) return letter[1];
  return pressed.key;
}

/**
 * The binding of a keydown, or null while only modifiers are held (the GM has not pressed the key
 * yet). A key that cannot be a binding (Entrée, an arrow, the space bar) comes back as
 * `{ invalid: name }` so the screen can say which key it refused.
 */
export function bindingOfKeydown(
  pressed: PressedKey,
  layout: LayoutMap | null = null,
): { key: string } | { invalid: string } | null {
  if (MODIFIER_KEYS.has(pressed.key)) return null;
  const chord = pressed.ctrlKey || pressed.altKey || pressed.metaKey;
  const main = chord ? chordKey(pressed, layout) : pressed.key;
  // Ctrl, or ⌘ on a Mac, is « mod », as the default keys write it.
  const mods = [
    pressed.ctrlKey || pressed.metaKey ? 'mod' : null,
    pressed.altKey ? 'alt' : null,
    pressed.shiftKey ? 'shift' : null,
  ].filter((m): m is string => m !== null);
  // Mantine reads « + » as the separator: a « + » key could never fire.
  const normal = main === '+' ? null : normalizeKey([...mods, main].join('+'));
  return normal === null ? { invalid: main === ' ' ? 'Space' : main } : { key: normal };
}

/** The keyboard's layout map where the browser has one (Chromium, Electron), else null. */
export async function readLayoutMap(): Promise<LayoutMap | null> {
  const keyboard = (navigator as Navigator & { keyboard?: { getLayoutMap?(): Promise<LayoutMap> } }).keyboard;
  try {
    return (await keyboard?.getLayoutMap?.()) ?? null;
  } catch {
    // Refused (a page in a frame, a browser that keeps it): the key's position names it instead.
    return null;
  }
}
