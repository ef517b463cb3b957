import { useEffect } from 'react';
import { useDisplayFeed } from '../db';
import { getHostApi } from '../host';

/**
 * GM window: hands the player display its feed whenever it changes (a published projection, the
 * language, the pinned table). Desktop: main relays it to the display window and the players' link;
 * web: the display reads IndexedDB itself, and the players' link (when on) gets it from the host.
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
 * the screen around it.
 */
export function DisplayFeedPublisher() {
  useDisplayFeedPublisher();
  return null;
}
