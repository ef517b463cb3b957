/**
 * La Bibliothèque (issue 16): the Library screen (party, bestiary, encounters), and what it mounts
 * in the Combat screen — the library drawer, the groups panel, the party join and the end-of-fight
 * summary.
 */
export { LibraryPage } from './LibraryPage';
