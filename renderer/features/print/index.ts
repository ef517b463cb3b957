/**
 * « Imprimer » (issue 30): the order of play, the combat log and the end-of-fight summary on an A4
 * sheet, black on white, in the GM's language. A chunk of its own, fetched on the first Ctrl+P.
 */
import { lazy } from 'react';

/** The « Imprimer » dialog and the sheet it prints. */
export const PrintDialog = lazy(() => import('./PrintDialog').then((m) => ({ default: m.PrintDialog })));
