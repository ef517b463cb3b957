import { describe, expect, it } from 'vitest';
import { menuStateOf } from './menu-sync';
import { COMMANDS } from './registry';

describe('menuStateOf', () => {
  it('gives the native menus the key table’s chords, in the interface’s language', () => {
    const state = menuStateOf('en');
    expect(state.language).toBe('en');
    expect(state.accelerators).toMatchObject({
      'palette.open': 'CommandOrControl+K',
      'file.open': 'CommandOrControl+O',
      'file.save-as': 'CommandOrControl+Shift+S',
      'display.open': 'CommandOrControl+Shift+D',
    });
  });

  it('keeps plain letters (N, P, A…) out of the menus: they belong to typing', () => {
    const state = menuStateOf('fr');
    expect(state.accelerators).not.toHaveProperty('tracker.next-turn');
    expect(state.accelerators).not.toHaveProperty('help.shortcuts');
  });

  it('follows the table: a command’s new key is its menu accelerator', () => {
    const state = menuStateOf('fr', [{ ...COMMANDS[0], id: 'palette.open', defaultKey: 'mod+shift+P' }]);
    expect(state.accelerators).toEqual({ 'palette.open': 'CommandOrControl+Shift+P' });
  });
});
