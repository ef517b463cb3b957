import { getHotkeyHandler } from '@mantine/hooks';
import { describe, expect, it, vi } from 'vitest';
import { layoutProofHotkey } from './physical-keys';

/** The keydown an AZERTY or QWERTY keyboard sends. */
function keydown(key: string, code: string, mods: { ctrl?: boolean; shift?: boolean } = {}) {
  return new KeyboardEvent('keydown', {
    key,
    code,
    ctrlKey: mods.ctrl ?? false,
    shiftKey: mods.shift ?? false,
  });
}

describe('layoutProofHotkey', () => {
  it.each([
    ['AZERTY Ctrl + « & »', keydown('&', 'Digit1', { ctrl: true })],
    ['QWERTY Ctrl + 1', keydown('1', 'Digit1', { ctrl: true })],
  ])('mod+1 fires on %s, once', (_case, event) => {
    const handler = vi.fn();
    getHotkeyHandler([layoutProofHotkey('mod+1', handler)])(event);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('mod+1 does not fire on Ctrl + the key of « 2 »', () => {
    const handler = vi.fn();
    getHotkeyHandler([layoutProofHotkey('mod+1', handler)])(keydown('é', 'Digit2', { ctrl: true }));
    expect(handler).not.toHaveBeenCalled();
  });

  it('mod+Z stays on the character: AZERTY’s Z (code KeyW) fires it', () => {
    const handler = vi.fn();
    getHotkeyHandler([layoutProofHotkey('mod+Z', handler)])(keydown('z', 'KeyW', { ctrl: true }));
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
