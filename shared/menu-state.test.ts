import { describe, expect, it } from 'vitest';
import { MENU_INVOKE } from './ipc';
import { toAccelerator } from './menu-state';

const parseMenuState = MENU_INVOKE.setMenu.parse;

describe('toAccelerator', () => {
  it.each([
    ['mod+K', 'CommandOrControl+K'],
    ['mod+shift+D', 'CommandOrControl+Shift+D'],
    ['mod+1', 'CommandOrControl+1'],
    ['mod+shift+Z', 'CommandOrControl+Shift+Z'],
    ['n', null],
    ['shift+?', null],
    ['mod+shift+?', null],
  ])('%s → %s', (hotkey, accelerator) => {
    expect(toAccelerator(hotkey)).toBe(accelerator);
  });
});

describe('the menu state’s schema (MENU_INVOKE.setMenu)', () => {
  it('accepts a language and accelerators by command id', () => {
    const state = { language: 'en', accelerators: { 'palette.open': 'CommandOrControl+K' } };
    expect(parseMenuState(state)).toEqual({ ok: true, value: state });
  });

  it.each([
    [null, /objet/],
    [{ language: 'de', accelerators: {} }, /langue/],
    [{ language: 'fr', accelerators: [] }, /table/],
    [{ language: 'fr', accelerators: { '<x>': 'CommandOrControl+K' } }, /commande invalide/],
    [{ language: 'fr', accelerators: { 'file.open': 'Alt+F4; rm' } }, /raccourci invalide/],
  ])('refuses %j', (payload, message) => {
    const parsed = parseMenuState(payload);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});
