import { DISPLAY_INVOKE, DISPLAY_PUSH } from '../shared/ipc';
import type { DisplayFeed, DisplayFeedApi } from '../shared/ipc';
import { subscribePush, type IpcRendererLike } from './push';

/**
 * `window.paraventDisplay`, the whole API of the player display window: the last feed and a
 * subscription to the next ones. Nothing writes: no file, no database, no command. Each message is
 * checked against the feed's schema before the page sees it (a malformed one is dropped).
 */
export function createDisplayFeedApi(ipc: IpcRendererLike): DisplayFeedApi {
  return {
    async current(): Promise<DisplayFeed | null> {
      const answer = await ipc.invoke(DISPLAY_INVOKE.current.name);
      if (answer === null) return null;
      const parsed = DISPLAY_PUSH.feed.parse(answer);
      return parsed.ok ? parsed.value : null;
    },
    onFeed: (listener) => subscribePush(ipc, DISPLAY_PUSH.feed, listener),
  } satisfies DisplayFeedApi;
}
