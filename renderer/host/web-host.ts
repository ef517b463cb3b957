import type { AppInfo, ParaventApi } from '../../shared/ipc';

/** Name of the player display window, so that a second open focuses the first. */
export const DISPLAY_WINDOW_NAME = 'paravent-display';

/** What the web host needs from the browser; tests pass a fake. */
export interface BrowserWindowLike {
  open(url: string, target: string, features?: string): { focus(): void } | null;
  location: { href: string };
  navigator: { userAgent: string };
}

/**
 * The web host of the `window.paravent` contract: the same renderer in any browser. The player
 * display is a second window of the same origin; there is no application menu.
 */
export function createWebHost(win: BrowserWindowLike, version: string): ParaventApi {
  return {
    host: 'web',
    getAppInfo: (): Promise<AppInfo> =>
      Promise.resolve({ host: 'web', version, platform: win.navigator.userAgent }),
    openPlayerDisplay: () => {
      const url = new URL('display.html', win.location.href).href;
      const opened = win.open(url, DISPLAY_WINDOW_NAME, 'popup,width=1280,height=720');
      if (!opened) return Promise.reject(new Error('popup-blocked'));
      opened.focus();
      return Promise.resolve();
    },
    onMenuCommand: () => () => undefined,
  };
}
