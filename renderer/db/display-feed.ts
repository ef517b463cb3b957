import { useMemo } from 'react';
import type { DisplayFeed } from '../../shared/combat/display-feed';
import { getDatabase, type ParaventDatabase } from './database';
import { useDisplayChoice } from './player-view-channel';
import { usePlayerView } from './player-view-read';
import { useSettings } from './settings';

/**
 * The player display's feed as IndexedDB holds it: the projection the tracker published, the
 * language and the pinned table. `undefined` while loading. The web display reads it here; the GM
 * window of the desktop app hands it to main for the display window (which has no database).
 */
export function useDisplayFeed(db: ParaventDatabase = getDatabase()): DisplayFeed | undefined {
  const settings = useSettings(db);
  const view = usePlayerView(db);
  // The GM window's choice over the channel, the moment it changes; IndexedDB's when none is there.
  const live = useDisplayChoice();
  const language = live?.language ?? settings?.language;
  const tableKey = live ? live.tableKey : settings?.displayTable;
  return useMemo(
    () =>
      language === undefined || tableKey === undefined || view === undefined
        ? undefined
        : { view, language, tableKey },
    [view, language, tableKey],
  );
}
