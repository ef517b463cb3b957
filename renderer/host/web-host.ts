import type { AppInfo, FilesApi, ParaventApi } from '../../shared/ipc';
import { getDatabase } from '../db/database';
import { indexedDbBackupStore } from './web-backup-store';
import { createWebBackups, SESSION_MARKER } from './web-backups';
import { browserFilePage, createWebFiles } from './web-files';
import { createWebPlayersLink, type WebPlayersLink } from './web-players-link';

/** Name of the player display window, so that a second open focuses the first. */
export const DISPLAY_WINDOW_NAME = 'paravent-display';

/** What the web host needs from the browser; tests pass a fake. */
export interface BrowserWindowLike {
  open(url: string, target: string, features?: string): { focus(): void } | null;
  location: { href: string };
  navigator: { userAgent: string };
  /** The browser's print dialog (it returns once the GM printed or closed it). */
  print(): void;
}

/**
 * The web host of the `window.paravent` contract: the same renderer in any browser. The player
 * display is a second window of the same origin; there is no application menu.
 */
export function createWebHost(
  win: BrowserWindowLike,
  version: string,
  files: FilesApi = lazyBrowserFiles(),
  playersLink: WebPlayersLink = browserPlayersLink(),
): ParaventApi {
  return {
    ...files,
    host: 'web',
    playersLink,
    // No log file in a browser (issue 17: the desktop writes userData/logs).
    writeLog: () => Promise.resolve(),
    onHostNotice: () => () => undefined,
    getAppInfo: (): Promise<AppInfo> =>
      Promise.resolve({ host: 'web', version, platform: win.navigator.userAgent }),
    openPlayerDisplay: () => {
      const url = new URL('display.html', win.location.href).href;
      const opened = win.open(url, DISPLAY_WINDOW_NAME, 'popup,width=1280,height=720');
      if (!opened) return Promise.reject(new Error('popup-blocked'));
      opened.focus();
      return Promise.resolve();
    },
    // The web display is a page of the same origin: it reads the feed from IndexedDB itself. The
    // players' link, when on, gets it through the server (issue 29).
    publishDisplayFeed: (feed) => {
      playersLink.publish(feed);
      return Promise.resolve();
    },
    // The players' link server takes whole feeds: each change goes whole (false: « publish it whole »).
    publishDisplayPatch: () => Promise.resolve(false),
    onMenuCommand: () => () => undefined,
    // A browser asks through `beforeunload` (renderer/features/files); nothing to relay here.
    onCloseRequested: () => () => undefined,
    closeWindow: () => Promise.resolve(),
    // The browser's dialog does not say whether the GM printed or cancelled: both are « printed ».
    print: () => {
      win.print();
      return Promise.resolve({ status: 'printed' });
    },
  };
}

/** The players' link through this page's own server (`npm run web -- --host`). */
function browserPlayersLink(): WebPlayersLink {
  return createWebPlayersLink({
    fetch: (url, init) => window.fetch(url, { ...init, cache: 'no-store', credentials: 'same-origin' }),
    openStream: (url) => new EventSource(url),
  });
}

/** How often the web host writes a snapshot while the fight changed. */
const WEB_SNAPSHOT_INTERVAL_MS = 60_000;

/**
 * The browser's files and backups, created on first use: uploads and downloads in this document,
 * snapshots in IndexedDB every 60 s and when the page is hidden or closed.
 */
function lazyBrowserFiles(): FilesApi {
  let api: FilesApi | undefined;
  const get = (): FilesApi => {
    if (api) return api;
    const backups = createWebBackups(indexedDbBackupStore(getDatabase), window.localStorage, () =>
      Date.now(),
    );
    window.setInterval(() => void backups.tick().catch(() => undefined), WEB_SNAPSHOT_INTERVAL_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void backups.tick('suspend').catch(() => undefined);
    });
    window.addEventListener('pagehide', () => {
      void backups.tick('quit').catch(() => undefined);
      window.localStorage.removeItem(SESSION_MARKER);
    });
    api = createWebFiles(browserFilePage(document), backups);
    return api;
  };
  return {
    openFile: () => get().openFile(),
    saveFile: (r) => get().saveFile(r),
    saveFileAs: (r) => get().saveFileAs(r),
    importFile: () => get().importFile(),
    listRecentFiles: () => get().listRecentFiles(),
    openRecentFile: (h) => get().openRecentFile(h),
    autosave: (u) => get().autosave(u),
    snapshot: (r) => get().snapshot(r),
    listBackups: () => get().listBackups(),
    readBackup: (id) => get().readBackup(id),
    getRecovery: () => get().getRecovery(),
    onExternalFile: (l) => get().onExternalFile(l),
  };
}
