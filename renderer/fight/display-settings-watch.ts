/**
 * The settings the players' display depends on (health shown per side, the pinned table, the
 * language), followed from IndexedDB (renderer/db `followSettings`): a change stored by any screen
 * of any window reaches the fight store's `settings` listeners, whatever the GM is looking at.
 */
import { followSettings, playerViewSettingsOf, type ParaventDatabase, type Settings } from '../db';
import type { DisplaySettings } from './fight-listeners';

/** The part of the stored settings the display depends on. */
function displaySettingsOf(settings: Settings): DisplaySettings {
  return { projection: playerViewSettingsOf(settings), language: settings.language };
}

/**
 * Calls `changed` with the display settings once read, then each time one of them changes (not for
 * the other settings). Returns the function that stops following.
 */
export function watchDisplaySettings(
  db: ParaventDatabase,
  changed: (settings: DisplaySettings) => void,
  failed: (error: unknown) => void,
): () => void {
  let last = '';
  return followSettings(
    (settings) => {
      const next = displaySettingsOf(settings);
      const text = JSON.stringify(next);
      if (text === last) return;
      last = text;
      changed(next);
    },
    failed,
    db,
  );
}
