import { describe, expect, it, vi } from 'vitest';
import { MENU_INVOKE, type MenuState } from '../../shared/ipc';
import type { RegisterInvoke } from '../ipc/register';
import { registerMenuHandler } from './menu-handler';

describe('registerMenuHandler', () => {
  it('hands the GM window’s menu state to main, on the GM-only menu channel', async () => {
    const handlers = new Map<string, (value: unknown) => unknown>();
    const register = ((
      channel: { name: string; roles: readonly string[] },
      handler: (v: unknown) => unknown,
    ) => {
      expect(channel.roles).toEqual(['gm']);
      handlers.set(channel.name, handler);
    }) as unknown as RegisterInvoke;
    const onState = vi.fn();
    registerMenuHandler(register, onState);
    const state: MenuState = { language: 'en', accelerators: { 'file.open': 'CommandOrControl+O' } };
    await handlers.get(MENU_INVOKE.setMenu.name)?.(state);
    expect(onState).toHaveBeenCalledExactlyOnceWith(state);
  });
});
