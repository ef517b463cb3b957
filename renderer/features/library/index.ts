/**
 * La Bibliothèque (issue 16): the Library screen (party, bestiary, encounters), and what it mounts
 * in the Combat screen — the library drawer, the groups panel, the party join and the end-of-fight
 * summary.
 */
import { readyPage } from '../../components/ready-page';
import { prefetchAllLibrary } from '../../db';

/**
 * The Library screen, a chunk of its own: the Combat screen does not wait for it. The shell renders
 * it at once when its code is there (no Suspense delay: most of the Bibliothèque's first opening).
 */
export const LibraryScreen = readyPage(() => import('./LibraryPage').then((m) => m.LibraryPage));

/**
 * Fetches the Library screen's code once the app is idle after its start (issue 16: opening the
 * Bibliothèque then waits for its data only, not for its code), then reads its entries (issue 31:
 * nor for them; the open bestiaries are still loaded on first use only).
 */
export function preloadLibraryPageWhenIdle(): void {
  const preload = () => {
    LibraryScreen.preload();
    void prefetchAllLibrary().catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(preload, { timeout: 3000 });
  else setTimeout(preload, 1000);
}

export { GroupPanel } from './GroupPanel';
export { toggleGroupFold, useUnfoldedGroups, visibleRows, type RowGroup } from './group-view';
export { LibraryPickerDrawer } from './LibraryPickerDrawer';
export { TrackerLibraryHost } from './TrackerLibraryHost';
export { summarizeFight } from './summarize-fight';
