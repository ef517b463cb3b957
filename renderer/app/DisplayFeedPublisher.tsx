import { useEffect } from 'react';
import { useDisplayFeed } from '../db';
import { getHostApi } from '../host';

/**
 * GM window: hands the player display its feed whenever it changes (a published projection, the
 * language, the pinned table). Desktop: main relays it to the display window; web: nothing to do.
 */
function useDisplayFeedPublisher(): void {
  const feed = useDisplayFeed();
  useEffect(() => {
    if (feed === undefined) return;
    getHostApi()
      .publishDisplayFeed(feed)
      .catch((error: unknown) => console.error("L'affichage joueurs n'a pas reçu la mise à jour :", error));
  }, [feed]);
}

/**
 * The publisher as a component that renders nothing: the feed's changes re-render it alone, never
 * the screen around it. Only the desktop host needs it (the web display reads IndexedDB itself).
 */
export function DisplayFeedPublisher() {
  useDisplayFeedPublisher();
  return null;
}
