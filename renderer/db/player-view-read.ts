/**
 * Reading the players' projection (the display's side): a light module, without `toPlayerView` and
 * the rules data it needs, so that the GM window's first bundle can read it too. The live feed comes
 * over the BroadcastChannel (player-view-channel.ts); IndexedDB holds the copy written when the GM
 * paused, for a display opened while no GM window is there to answer. The newest of the two wins.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PlayerView } from '../../shared/combat/player-view';
import { getDatabase, type ParaventDatabase } from './database';
import { followPlayerView, type StampedView } from './player-view-channel';

/** The id of the one row of the `playerView` table. */
export const PLAYER_VIEW_ROW_ID = 'current';

const STATUSES: readonly unknown[] = ['waiting', 'running', 'ended'];

/** A light check of a stored projection: the display renders nothing it cannot read. */
function isPlayerView(value: unknown): value is PlayerView {
  if (typeof value !== 'object' || value === null) return false;
  const v: { status?: unknown; order?: unknown; round?: unknown } = value;
  return STATUSES.includes(v.status) && Array.isArray(v.order) && typeof v.round === 'number';
}

/** The stored projection and its stamp, or null when none was stored (or it cannot be read). */
async function readStoredPlayerView(db: ParaventDatabase = getDatabase()): Promise<StampedView | null> {
  const row = await db.playerView.get(PLAYER_VIEW_ROW_ID);
  return row && isPlayerView(row.view) ? { view: row.view, at: row.at } : null;
}

/** The stored projection, or null when none was stored (or it cannot be read). */
export async function readPlayerView(db: ParaventDatabase = getDatabase()): Promise<PlayerView | null> {
  return (await readStoredPlayerView(db))?.view ?? null;
}

/** The projection, live, for the display: `undefined` while loading, null when none. */
export function usePlayerView(db: ParaventDatabase = getDatabase()): PlayerView | null | undefined {
  const stored = useLiveQuery(() => readStoredPlayerView(db), [db]);
  const [live, setLive] = useState<StampedView | null>(null);
  useEffect(() => followPlayerView(setLive), []);
  if (live && (!stored || live.at >= stored.at)) return live.view;
  return stored === undefined ? undefined : (stored?.view ?? null);
}
