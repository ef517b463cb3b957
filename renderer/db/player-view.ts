import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Encounter } from '../../shared/combat/types';
import { toPlayerView, type PlayerView } from '../../shared/combat/player-view';
import { getDatabase, type ParaventDatabase } from './database';
import { playerViewSettingsOf, useSettings } from './settings';

/** The id of the one row of the `playerView` table. */
export const PLAYER_VIEW_ROW_ID = 'current';

const STATUSES: readonly unknown[] = ['waiting', 'running', 'ended'];

/** A light check of a stored projection: the display renders nothing it cannot read. */
function isPlayerView(value: unknown): value is PlayerView {
  if (typeof value !== 'object' || value === null) return false;
  const v: { status?: unknown; order?: unknown; round?: unknown } = value;
  return STATUSES.includes(v.status) && Array.isArray(v.order) && typeof v.round === 'number';
}

/**
 * Publishes the players' projection (GM window only): the display window shows it within a few
 * milliseconds through its live query. Only what `toPlayerView` kept is ever written here.
 */
export async function publishPlayerView(
  view: PlayerView,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.playerView.put({ id: PLAYER_VIEW_ROW_ID, view, at: Date.now() });
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

/**
 * For the tracker: publishes `toPlayerView(encounter, display settings)` whenever the encounter (or
 * the GM's display settings) changes. `undefined` (still loading) publishes nothing, so the display
 * keeps the last view while the GM window reloads.
 */
export function usePublishPlayerView(
  encounter: Encounter | undefined,
  db: ParaventDatabase = getDatabase(),
): void {
  const settings = useSettings(db);
  useEffect(() => {
    if (encounter === undefined || settings === undefined) return;
    publishPlayerView(toPlayerView(encounter, playerViewSettingsOf(settings)), db).catch((error: unknown) => {
      console.error("L'affichage joueurs n'a pas pu être mis à jour :", error);
    });
  }, [encounter, settings, db]);
}
