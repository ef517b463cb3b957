/** The key the GM presses, as a binding (issue 27): QWERTY, AZERTY, chords, keys that cannot be bound. */
import { describe, expect, it } from 'vitest';
import { bindingOfKeydown, type PressedKey } from './capture-key';

function press(key: string, code: string, mods: Partial<PressedKey> = {}): PressedKey {
  return { key, code, ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...mods };
}

/** What Chromium's getLayoutMap gives on a French AZERTY keyboard, for the keys these rows use. */
const AZERTY = new Map([
  ['KeyQ', 'a'],
  ['KeyG', 'g'],
  ['Digit1', '&'],
]);

describe('bindingOfKeydown', () => {
  it.each([
    ['a plain letter', press('g', 'KeyG'), null, 'g'],
    ['a letter with Caps Lock on', press('G', 'KeyG'), null, 'g'],
    ['Shift and a letter', press('G', 'KeyG', { shiftKey: true }), null, 'shift+G'],
    ['Shift and « ? » (QWERTY Shift+/)', press('?', 'Slash', { shiftKey: true }), null, 'shift+?'],
    ['Shift and « ? » (AZERTY Shift+,)', press('?', 'KeyM', { shiftKey: true }), AZERTY, 'shift+?'],
    ['Ctrl and the key of 1 on AZERTY (« & »)', press('&', 'Digit1', { ctrlKey: true }), AZERTY, 'mod+1'],
    ['Ctrl+Shift+K', press('K', 'KeyK', { ctrlKey: true, shiftKey: true }), null, 'mod+shift+K'],
    ['⌘K on a Mac', press('k', 'KeyK', { metaKey: true }), null, 'mod+K'],
    ['⌥G on a Mac (« © » typed)', press('©', 'KeyG', { altKey: true }), null, 'alt+G'],
    [
      'Ctrl + the key printed A on AZERTY (position KeyQ)',
      press('a', 'KeyQ', { ctrlKey: true }),
      AZERTY,
      'mod+A',
    ],
    ['F2', press('F2', 'F2'), null, 'F2'],
    ['« é » on AZERTY', press('é', 'Digit2'), AZERTY, 'é'],
  ])('%s', (_case, pressed, layout, binding) => {
    expect(bindingOfKeydown(pressed, layout)).toEqual({ key: binding });
  });

  it('waits while only modifiers are held', () => {
    expect(bindingOfKeydown(press('Shift', 'ShiftLeft', { shiftKey: true }))).toBeNull();
    expect(bindingOfKeydown(press('Control', 'ControlLeft', { ctrlKey: true }))).toBeNull();
  });

  it.each([
    ['Enter', press('Enter', 'Enter'), 'Enter'],
    ['an arrow', press('ArrowDown', 'ArrowDown'), 'ArrowDown'],
    ['the space bar', press(' ', 'Space'), 'Space'],
    ['« + » (Mantine’s separator)', press('+', 'Equal', { shiftKey: true }), '+'],
  ])('names %s as a key that cannot be bound', (_case, pressed, name) => {
    expect(bindingOfKeydown(pressed)).toEqual({ invalid: name });
  });
});
