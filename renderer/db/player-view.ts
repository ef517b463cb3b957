import { useEffect, useRef } from 'react';
import type { Encounter } from '../../shared/combat/types';
import { toPlayerView, type PlayerView } from '../../shared/combat/player-view';
import { whenIdle } from '../fight/frames';
import { getDatabase, type ParaventDatabase } from './database';
import { sendPlayerView, type StampedView } from './player-view-channel';
import { PLAYER_VIEW_ROW_ID } from './player-view-read';
import { playerViewSettingsOf, useSettings } from './settings';

export { readPlayerView, usePlayerView } from './player-view-read';

/** The GM paused this long: the last projection sent is stored in IndexedDB (not on a gesture's path). */
const PLAYER_VIEW_STORE_MS = 2000;

/** Stores a projection (the copy a display opened later starts from). */
async function storePlayerView(stamped: StampedView, db: ParaventDatabase = getDatabase()): Promise<void> {
  await db.playerView.put({ id: PLAYER_VIEW_ROW_ID, view: stamped.view, at: stamped.at });
}

/**
 * Publishes the players' projection at once: sent to the display windows, and stored. Only what
 * `toPlayerView` kept is ever sent or written.
 */
export async function publishPlayerView(
  view: PlayerView,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await storePlayerView(sendPlayerView(view), db);
}

/** Stores the projection `pending` holds, if any, and empties it. */
function storePending(pending: { current: StampedView | null }, db: ParaventDatabase): void {
  const s = pending.current;
  pending.current = null;
  if (s)
    storePlayerView(s, db).catch((error: unknown) =>
      console.error("La projection joueurs n'a pas pu être enregistrée :", error),
    );
}

/**
 * For the window that writes the fight: sends `toPlayerView(encounter, display settings)` over the
 * BroadcastChannel whenever it changes, and stores the last one when the GM pauses
 * (PLAYER_VIEW_STORE_MS) or the page is hidden. A gesture writes no projection to IndexedDB.
 * `undefined` (still loading) sends nothing, so the display keeps the last view while the GM window
 * reloads.
 */
export function usePublishPlayerView(
  encounter: Encounter | undefined,
  db: ParaventDatabase = getDatabase(),
): void {
  const settings = useSettings(db);
  const last = useRef<string | null>(null);
  const unstored = useRef<StampedView | null>(null);
  const cancelStore = useRef<() => void>(() => {});

  useEffect(() => {
    const store = () => storePending(unstored, db);
    const onHide = () => {
      if (document.visibilityState === 'hidden') store();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      cancelStore.current();
      store();
    };
  }, [db]);

  useEffect(() => {
    if (encounter === undefined || settings === undefined) return;
    // In a task of its own, after the GM's screen has painted the change: the display's budget is
    // 100 ms, the GM's next key is the one that must not wait. A newer state replaces a pending one.
    const id = setTimeout(() => {
      const view = toPlayerView(encounter, playerViewSettingsOf(settings));
      // Most gestures change nothing the players see (a band that stays, a hidden foe): nothing sent.
      const text = JSON.stringify(view);
      if (text === last.current) return;
      last.current = text;
      unstored.current = sendPlayerView(view);
      cancelStore.current();
      cancelStore.current = whenIdle(() => storePending(unstored, db), PLAYER_VIEW_STORE_MS);
    }, 0);
    return () => clearTimeout(id);
  }, [encounter, settings, db]);
}
