import { DISPLAY_INVOKE, DISPLAY_PUSH, parserOf } from '../shared/ipc';
import type { DisplayFeed, DisplayFeedApi } from '../shared/ipc';
import { subscribePush, type IpcRendererLike } from './push';

/**
 * `window.paraventDisplay`, the whole API of the player display window: the last feed and a
 * subscription to the next ones. Nothing writes: no file, no database, no command. Each message is
 * checked against the feed's schema before the page sees it (a malformed one is dropped).
 */
export function createDisplayFeedApi(ipc: IpcRendererLike): DisplayFeedApi {
  const answer = parserOf(DISPLAY_INVOKE.current.answer);
  return {
    async current(): Promise<DisplayFeed | null> {
      const checked = answer(await ipc.invoke(DISPLAY_INVOKE.current.name));
      return checked.ok ? checked.value : null;
    },
    onFeed: (listener) => subscribePush(ipc, DISPLAY_PUSH.feed, listener),
  } satisfies DisplayFeedApi;
}
