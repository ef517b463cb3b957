/**
 * La Bibliothèque (issue 16): the Library screen (party, bestiary, encounters), and what it mounts
 * in the Combat screen — the library drawer, the groups panel, the party join and the end-of-fight
 * summary.
 */
import { lazy } from 'react';

/**
 * The Library screen, loaded on first use (its starter bestiaries are the biggest data of the app):
 * the Combat screen does not wait for them.
 */
const loadLibraryPage = () => import('./LibraryPage');

export const LibraryPage = lazy(() => loadLibraryPage().then((m) => ({ default: m.LibraryPage })));

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
