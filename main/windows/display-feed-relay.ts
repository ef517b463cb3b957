import { DISPLAY_PUSH, type DisplayFeed } from '../../shared/ipc';
import { applyPlayerViewPatch, type PlayerViewPatch } from '../../shared/combat/player-view-patch';

/** Where the feed goes: the display window's webContents in the app, a fake in tests. */
export interface FeedTarget {
  send(channel: string, payload: unknown): void;
}

/** Main's side of the display feed: what the GM window published last, and its relay. */
export interface DisplayFeedRelay {
  /** Keeps the feed and passes it to the display window when one is open. */
  publish(feed: DisplayFeed): void;
  /**
   * Applies a change of the projection to the feed kept and passes the result on; false when there
   * is no view it fits (the GM window then publishes the whole feed).
   */
  patch(patch: PlayerViewPatch): boolean;
  /** The last feed (for a display window that has just opened), or null. */
  current(): DisplayFeed | null;
}

/**
 * The relay: holds no game logic, only the last feed — already checked by the IPC gate against the
 * schema — so that a display opened or reloaded mid-fight shows the fight at once. A patch from the
 * GM window (each gesture: a few combatants, not the whole order) is applied here, so the GM's
 * window neither copies nor checks the whole view on every gesture.
 */
export function createDisplayFeedRelay(target: () => FeedTarget | undefined): DisplayFeedRelay {
  let last: DisplayFeed | null = null;
  const publish = (feed: DisplayFeed) => {
    last = feed;
    target()?.send(DISPLAY_PUSH.feed.name, feed);
  };
  return {
    publish,
    patch(patch) {
      const view = last?.view ? applyPlayerViewPatch(last.view, patch) : null;
      if (!last || !view) return false;
      publish({ ...last, view });
      return true;
    },
    current: () => last,
  };
}
