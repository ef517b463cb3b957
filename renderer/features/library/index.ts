/**
 * La Bibliothèque (issue 16): the Library screen (party, bestiary, encounters), and what it mounts
 * in the Combat screen — the library drawer, the groups panel, the party join and the end-of-fight
 * summary.
 */
import { lazy } from 'react';
import type { LibraryPage as Page } from './LibraryPage';

type PageExport = { default: typeof Page };

/** The Library screen, once its code is loaded (by the idle preload or a first opening). */
let loaded: typeof Page | null = null;
const loadLibraryPage = () =>
  import('./LibraryPage').then((m) => {
    loaded = m.LibraryPage;
    return m;
  });

/**
 * The Library screen, a chunk of its own: the Combat screen does not wait for it. Already loaded,
 * the page is handed to React at once (a thenable that calls back synchronously):
 * `lazy` then renders it in the same pass instead of suspending — a suspended page is revealed no
 * sooner than 300 ms after its fallback (React's Suspense throttling), which was most of the
 * Bibliothèque's opening time.
 */
export const LibraryPage = lazy(() => {
  const page = loaded;
  if (!page) return loadLibraryPage().then((m) => ({ default: m.LibraryPage }));
  const now = {
    then(resolve: (m: PageExport) => void) {
      resolve({ default: page });
    },
  };
  // `lazy` only calls `then` on what the loader returns (react's lazyInitializer).
  return now as unknown as Promise<PageExport>;
});

/**
 * Fetches the Library screen's code once the app is idle after its start (issue 16: opening the
 * Bibliothèque then waits for its data only, not for its code).
 */
export function preloadLibraryPageWhenIdle(): void {
  const load = () => void loadLibraryPage().catch(() => undefined); // a failure shows on opening
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}

export { GroupPanel } from './GroupPanel';
export { toggleGroupFold, useUnfoldedGroups, visibleRows, type RowGroup } from './group-view';
export { LibraryPickerDrawer } from './LibraryPickerDrawer';
export { TrackerLibraryHost } from './TrackerLibraryHost';
