/**
 * The display feed handed to the host (DISPLAY_INVOKE), whatever screen the GM is on. Desktop: the
 * player display window has no database; main relays what the GM window hands it, and gives the
 * players' link the same feed. Web: the display page reads the channel and IndexedDB itself; the
 * host hands each feed to the players' link when it is on (its server takes whole feeds, so the
 * web host declines patches). Each view the publisher sends goes on as a patch (main applies it to
 * the feed it holds), or whole when the host has none it fits; the language and the pinned table
 * go with the whole feed, sent again when either changes. A listener of the publisher and of the
 * store's `settings`, registered at start-up (fight-consequences.ts). Until the publisher has sent
 * a view, the copy stored in IndexedDB stands in (a GM window reloaded mid-fight does not blank
 * the display or the phones).
 */
import type { DisplayFeed, ParaventApi } from '../../shared/ipc';
import type { PlayerView } from '../../shared/combat/player-view';
import { readPlayerView } from '../db';
import type { DisplaySettings, FightStore, PlayerViewPublisher } from '../fight';

const failed = (error: unknown) => console.error("L'affichage joueurs n'a pas reçu la mise à jour :", error);

/** Hands the host's display (and the players' link) its feed; returns the function that stops. */
export function handOffToDisplay(
  store: FightStore,
  publisher: PlayerViewPublisher,
  host: Pick<ParaventApi, 'publishDisplayFeed' | 'publishDisplayPatch'>,
  readStored: () => Promise<PlayerView | null> = () => readPlayerView(),
): () => void {
  let settings: DisplaySettings | null = store.displaySettings();
  /** The stored copy (undefined until read). */
  let stored: PlayerView | null | undefined;
  let wholeWaiting = false;
  /** The language and table main was last given (null: no whole feed sent yet). */
  let sentWith: string | null = null;
  // One call at a time, in order: a patch never overtakes the whole feed it applies to.
  let queue: Promise<unknown> = Promise.resolve();
  const then = (task: () => Promise<unknown>) => {
    queue = queue.then(task).catch(failed);
  };

  // The feed is made when it is sent, not when main gets it: a patch queued after it applies to it.
  const sendWhole = () => {
    const s = settings;
    const view = publisher.latest() ?? stored;
    if (!s) return;
    if (view === undefined) {
      wholeWaiting = true; // the stored copy is being read
      return;
    }
    wholeWaiting = false;
    sentWith = `${s.language}|${s.projection.pinnedTable ?? ''}`;
    const feed: DisplayFeed = { view, language: s.language, tableKey: s.projection.pinnedTable };
    then(() => host.publishDisplayFeed(feed));
  };
  void readStored()
    .catch(() => null)
    .then((view) => {
      stored = view;
      if (wholeWaiting) sendWhole();
    });

  const stopSettings = store.listen('settings', (next) => {
    settings = next;
    if (`${next.language}|${next.projection.pinnedTable ?? ''}` !== sentWith) sendWhole();
  });
  const stopSent = publisher.onSent(({ patch }) => {
    if (!patch || sentWith === null) return sendWhole();
    then(async () => {
      if (!(await host.publishDisplayPatch(patch))) sendWhole();
    });
  });
  if (settings) sendWhole();
  return () => {
    stopSettings();
    stopSent();
  };
}
