/// <reference lib="webworker" />
/**
 * The web host's service worker (docs/web-app.md), built by vite-plugin-pwa (injectManifest) from
 * Workbox's modules. It keeps the app's own files and nothing else:
 * - every file of the build is precached with its revision; a new deployment re-downloads only the
 *   files whose revision changed, and waits until the page says « Recharger » (SKIP_WAITING);
 * - a navigation gets the precached page at once (no wait on the network): the app's own pages
 *   from the precache, any other path of the scope redirected to the app (`./`), with no cache
 *   entry of its own (issue 24: 20 made-up paths, not one entry more);
 * - any other request of this origin goes to the network, NETWORK_TIMEOUT_SECONDS at most, and is
 *   not kept.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/** Seconds a request outside the precache waits for the network before it fails. */
const NETWORK_TIMEOUT_SECONDS = 5;

/** The caches of the hand-written worker that came before Workbox (`paravent-` and 12 hex digits). */
const OLD_CACHE = /^paravent-[0-9a-f]{12}$/;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Reached only by navigations the precache did not answer: a path that is not one of the app's pages.
registerRoute(new NavigationRoute(() => Promise.resolve(Response.redirect(self.registration.scope, 302))));
registerRoute(
  ({ sameOrigin, request }) => sameOrigin && request.mode !== 'navigate',
  new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);

// The first version takes the page at once (offline from the first load); a later one waits for
// the GM's « Recharger » (renderer/host/offline-app.ts), so that a page never mixes two versions.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => OLD_CACHE.test(key)).map((key) => caches.delete(key))),
      ),
  );
});
