import type { DisplayFeedApi, ParaventApi } from '../../shared/ipc';
import { createWebHost } from './web-host';

export { fileText } from './decode-text';

declare global {
  interface Window {
    /** Set by the desktop preload; absent in a browser, where the web host stands in. */
    paravent?: ParaventApi;
    /** Set by the player display's own preload (desktop): the feed, read-only. */
    paraventDisplay?: DisplayFeedApi;
  }
}

let api: ParaventApi | undefined;

/** The host API: the desktop one when the preload exposed it, otherwise the web host. */
export function getHostApi(): ParaventApi {
  api ??= window.paravent ?? createWebHost(window, __PARAVENT_VERSION__);
  return api;
}
