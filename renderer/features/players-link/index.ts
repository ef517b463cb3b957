/**
 * The players' link (issue 29) in the GM window: the « Lien joueurs » dialog, loaded on first use,
 * and the status store the navigation reads for its viewer count.
 */
import { lazy } from 'react';

export { createPlayersLinkStatusStore } from './players-link-status';
export type { PlayersLinkStatusStore } from './players-link-status';

/** The « Lien joueurs » dialog (a chunk of its own, with the QR encoder). */
export const PlayersLinkDialog = lazy(() =>
  import('./PlayersLinkDialog').then((m) => ({ default: m.PlayersLinkDialog })),
);
