import { createValueStore } from '../store';

/** What registering the offline app needs from the page; tests pass a fake. */
export interface OfflinePage {
  /** Set by the desktop preload: the desktop app needs no service worker. */
  paravent?: unknown;
  location: { protocol: string; reload(): void };
  navigator: { serviceWorker?: unknown };
}

/** What the page uses of Workbox's window module (`workbox-window`'s `Workbox`); tests pass a fake. */
export interface ServiceWorkerClient {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  messageSkipWaiting(): void;
}

/** Makes the client of `sw.js`: Workbox's, fetched as a chunk of its own (the desktop app never loads it). */
export type CreateServiceWorkerClient = (url: string) => Promise<ServiceWorkerClient>;

const workboxClient: CreateServiceWorkerClient = (url) =>
  import('workbox-window').then(({ Workbox }) => new Workbox(url));

/** How often an open page asks the server whether a new version is out (a tablet left on all evening). */
const UPDATE_CHECK_MS = 60 * 60_000;

/** When a new version waits: the function that switches to it and reloads the page; else null. */
const updateReady = createValueStore<(() => void) | null>(null);

/** Subscribes to « a new version is ready » (for useSyncExternalStore); returns the unsubscribe. */
export const subscribeAppUpdate = updateReady.subscribe;

/** When a new version waits: the function that switches to it and reloads the page; else null. */
export const appUpdateSnapshot = updateReady.get;

function setUpdateReady(reload: (() => void) | null): void {
  updateReady.set(reload);
}

/**
 * Registers the web host's service worker (sw.js, built from renderer/host/service-worker/sw.ts) so
 * that a browser that loaded Paravent once runs it with no network, and watches for a new version:
 * when one has been downloaded and waits, `appUpdateSnapshot()` gives the reload that switches to
 * it (the notice « Une nouvelle version est prête — Recharger », app/UpdateNotice.tsx). Not
 * in the desktop app, not in development, not where the browser has no service workers (plain
 * http on a network address: see README). Never throws: the app works online without it.
 */
export function registerOfflineApp(
  page: OfflinePage,
  production: boolean,
  createClient: CreateServiceWorkerClient = workboxClient,
): boolean {
  if (!production || page.paravent !== undefined) return false;
  if (!page.location.protocol.startsWith('http')) return false;
  if (page.navigator.serviceWorker === undefined) return false;
  void createClient('./sw.js')
    .then(async (client) => {
      client.addEventListener('waiting', () =>
        setUpdateReady(() => {
          // The new worker takes the page over (clientsClaim), then the page loads the new version.
          client.addEventListener('controlling', () => page.location.reload());
          client.messageSkipWaiting();
        }),
      );
      await client.register();
      setInterval(() => void client.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    .catch(() => undefined);
  return true;
}
