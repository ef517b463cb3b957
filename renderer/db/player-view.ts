import { useEffect, useRef } from 'react';
import type { Encounter } from '../../shared/combat/types';
import { toPlayerView, type PlayerView } from '../../shared/combat/player-view';
import { getDatabase, type ParaventDatabase } from './database';
import { PLAYER_VIEW_ROW_ID } from './player-view-read';
import { playerViewSettingsOf, useSettings } from './settings';

export { PLAYER_VIEW_ROW_ID, readPlayerView, usePlayerView } from './player-view-read';

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
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (encounter === undefined || settings === undefined) return;
    // In a task of its own, after the GM's screen has painted the change: the display's budget is
    // 100 ms, the GM's next key is the one that must not wait. A newer state replaces a pending one.
    const id = setTimeout(() => {
      const view = toPlayerView(encounter, playerViewSettingsOf(settings));
      // Most gestures change nothing the players see (a band that stays, a hidden foe): no write.
      const text = JSON.stringify(view);
      if (text === last.current) return;
      last.current = text;
      publishPlayerView(view, db).catch((error: unknown) => {
        last.current = null;
        console.error("L'affichage joueurs n'a pas pu être mis à jour :", error);
      });
    }, 0);
    return () => clearTimeout(id);
  }, [encounter, settings, db]);
}
