/**
 * The stored copy of the players' projection (one row): what a display opened while no GM window is
 * there to answer starts from. The live projection is made and sent by the fight store's publisher
 * (renderer/fight/player-view-publisher.ts), which stores the last one here when the GM pauses.
 */
import type { PlayerView } from '../../shared/combat/player-view';
import { getDatabase, type ParaventDatabase } from './database';
import { sendPlayerView, type StampedView } from './player-view-channel';
import { PLAYER_VIEW_ROW_ID } from './player-view-read';

export { readPlayerView, usePlayerView } from './player-view-read';

/** Stores a projection (the copy a display opened later starts from). */
export async function storePlayerView(
  stamped: StampedView,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.playerView.put({ id: PLAYER_VIEW_ROW_ID, view: stamped.view, at: stamped.at });
}

/**
 * Publishes a projection whole, at once: sent to the display windows, and stored. Only what
 * `toPlayerView` kept is ever sent or written.
 */
export async function publishPlayerView(
  view: PlayerView,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await storePlayerView(sendPlayerView(view), db);
}
