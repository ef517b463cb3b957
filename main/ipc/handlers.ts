import { INVOKE } from '../../shared/ipc';
import type { AppInfo } from '../../shared/ipc';
import type { RegisterInvoke } from './register';

/** What the app handlers act on. */
export interface AppHandlerDeps {
  /** Version and platform of the running app. */
  appInfo(): AppInfo;
  /** Opens the player display, or focuses it when it is already open. */
  openPlayerDisplay(): void;
}

/** Registers the handlers of INVOKE.getAppInfo and INVOKE.openPlayerDisplay. */
export function registerAppHandlers(registerInvoke: RegisterInvoke, deps: AppHandlerDeps): void {
  registerInvoke(INVOKE.getAppInfo, (): AppInfo => deps.appInfo());
  registerInvoke(INVOKE.openPlayerDisplay, (): void => {
    deps.openPlayerDisplay();
  });
}
