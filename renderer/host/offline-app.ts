/** What registering the offline app needs from the page; tests pass a fake. */
export interface OfflinePage {
  /** Set by the desktop preload: the desktop app needs no service worker. */
  paravent?: unknown;
  location: { protocol: string };
  navigator: { serviceWorker?: { register(url: string): Promise<unknown> } };
}

/**
 * Registers the web host's service worker (sw.js, written by the web build) so that a browser that
 * loaded Paravent once runs it with no network. Not in the desktop app, not in development, not
 * where the browser has no service workers (plain http on a network address: see README). Never
 * throws: the app works online without it.
 */
export function registerOfflineApp(page: OfflinePage, production: boolean): boolean {
  if (!production || page.paravent !== undefined) return false;
  if (!page.location.protocol.startsWith('http')) return false;
  const workers = page.navigator.serviceWorker;
  if (workers === undefined) return false;
  workers.register('./sw.js').catch(() => undefined);
  return true;
}
