import { DISPLAY_PUSH, type DisplayFeed } from '../../shared/ipc';

/** Where the feed goes: the display window's webContents in the app, a fake in tests. */
export interface FeedTarget {
  send(channel: string, payload: unknown): void;
}

/** Main's side of the display feed: what the GM window published last, and its relay. */
export interface DisplayFeedRelay {
  /** Keeps the feed and passes it to the display window when one is open. */
  publish(feed: DisplayFeed): void;
  /** The last feed (for a display window that has just opened), or null. */
  current(): DisplayFeed | null;
}

/**
 * The relay: holds no game logic, only the last feed — already checked by the IPC gate against the
 * schema — so that a display opened or reloaded mid-fight shows the fight at once.
 */
export function createDisplayFeedRelay(target: () => FeedTarget | undefined): DisplayFeedRelay {
  let last: DisplayFeed | null = null;
  return {
    publish(feed) {
      last = feed;
      target()?.send(DISPLAY_PUSH.feed.name, feed);
    },
    current: () => last,
  };
}
