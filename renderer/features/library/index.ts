/**
 * La Bibliothèque (issue 16): the Library screen (party, bestiary, encounters), and what it mounts
 * in the Combat screen — the library drawer, the groups panel, the party join and the end-of-fight
 * summary.
 */
export { LibraryPage } from './LibraryPage';

export { GroupPanel } from './GroupPanel';
export { toggleGroupFold, useUnfoldedGroups, visibleRows, type RowGroup } from './group-view';
export { LibraryPickerDrawer } from './LibraryPickerDrawer';
export { TrackerLibraryHost } from './TrackerLibraryHost';
