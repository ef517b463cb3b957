import type { DisplayFeedApi, ParaventApi } from '../../shared/ipc';
import { lazyValue } from '../store';
import { createWebHost } from './web-host';

export { readBrowserFiles, type BrowserFile } from './web-files';

declare global {
  interface Window {
    /** Set by the desktop preload; absent in a browser, where the web host stands in. */
    paravent?: ParaventApi;
    /** Set by the player display's own preload (desktop): the feed, read-only. */
    paraventDisplay?: DisplayFeedApi;
  }
}

const api = lazyValue<ParaventApi>(() => window.paravent ?? createWebHost(window, __PARAVENT_VERSION__));

/** The host API: the desktop one when the preload exposed it, otherwise the web host. */
export function getHostApi(): ParaventApi {
  return api.get();
}
