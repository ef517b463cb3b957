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
export const LibraryPage = lazy(() => import('./LibraryPage').then((m) => ({ default: m.LibraryPage })));

export { GroupPanel } from './GroupPanel';
export { toggleGroupFold, useUnfoldedGroups, visibleRows, type RowGroup } from './group-view';
export { LibraryPickerDrawer } from './LibraryPickerDrawer';
export { TrackerLibraryHost } from './TrackerLibraryHost';
