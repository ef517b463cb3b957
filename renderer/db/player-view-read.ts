/**
 * Reading the players' projection (the display's side): a light module, without `toPlayerView` and
 * the rules data it needs, so that the GM window's first bundle can read it too.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { PlayerView } from '../../shared/combat/player-view';
import { getDatabase, type ParaventDatabase } from './database';

/** The id of the one row of the `playerView` table. */
export const PLAYER_VIEW_ROW_ID = 'current';

const STATUSES: readonly unknown[] = ['waiting', 'running', 'ended'];

/** A light check of a stored projection: the display renders nothing it cannot read. */
function isPlayerView(value: unknown): value is PlayerView {
  if (typeof value !== 'object' || value === null) return false;
  const v: { status?: unknown; order?: unknown; round?: unknown } = value;
  return STATUSES.includes(v.status) && Array.isArray(v.order) && typeof v.round === 'number';
}

/** The published projection, or null when none was published (or it cannot be read). */
export async function readPlayerView(db: ParaventDatabase = getDatabase()): Promise<PlayerView | null> {
  const row = await db.playerView.get(PLAYER_VIEW_ROW_ID);
  return row && isPlayerView(row.view) ? row.view : null;
}

/** The projection, live, for the display window: `undefined` while loading, null when none. */
export function usePlayerView(db: ParaventDatabase = getDatabase()): PlayerView | null | undefined {
  return useLiveQuery(() => readPlayerView(db), [db]);
}
