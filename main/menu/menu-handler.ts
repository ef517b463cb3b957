import { MENU_INVOKE, type MenuState } from '../../shared/ipc';
import type { RegisterInvoke } from '../ipc/register';

/**
 * Registers MENU_INVOKE.setMenu (GM window only, payload checked by the gate): the GM window's
 * language and key table arrive here, and main rebuilds the application menu with them.
 */
export function registerMenuHandler(
  registerInvoke: RegisterInvoke,
  onState: (state: MenuState) => void,
): void {
  registerInvoke(MENU_INVOKE.setMenu, (state): void => {
    onState(state);
  });
}
