import { PLAYERS_LINK_INVOKE, type DisplayFeed } from '../../shared/ipc';
import type { PlayerViewPatch } from '../../shared/combat/player-view-patch';
import { playersFeedOf, type NetworkChoice, type PlayersLinkPlaces } from '../../shared/players-link';
import type { RegisterInvoke } from '../ipc/register';
import type { PlayersLinkServer } from './players-link-server';

/** What the players' link handlers act on. */
export interface PlayersLinkHandlerDeps {
  link: Pick<PlayersLinkServer, 'start' | 'stop' | 'renew' | 'status'>;
  /** This computer's interfaces now (network cards come and go: read at each request). */
  choices(): NetworkChoice[];
}

/**
 * Registers PLAYERS_LINK_INVOKE (GM window only; the gate checked the sender and the payload). The
 * link binds only to an address `choices` lists: a forged address is refused by the link itself.
 */
export function registerPlayersLinkHandlers(
  registerInvoke: RegisterInvoke,
  deps: PlayersLinkHandlerDeps,
): void {
  const { link } = deps;
  registerInvoke(PLAYERS_LINK_INVOKE.interfaces, (): PlayersLinkPlaces => ({
    ok: true,
    choices: deps.choices(),
  }));
  registerInvoke(PLAYERS_LINK_INVOKE.start, (request) => link.start(request));
  registerInvoke(PLAYERS_LINK_INVOKE.stop, () => link.stop());
  registerInvoke(PLAYERS_LINK_INVOKE.renew, () => link.renew());
  registerInvoke(PLAYERS_LINK_INVOKE.status, () => link.status());
}

/** The display feed's handlers (main/ipc/handlers.ts › registerDisplayHandlers). */
interface FeedHandlers {
  publish(feed: DisplayFeed): void;
  patch(patch: PlayerViewPatch): boolean;
  current(): DisplayFeed | null;
}

/**
 * The display feed, also handed to the players' link: the phones get the projection the GM window
 * already publishes for the second screen (already checked against its schema by the IPC gate) —
 * a whole feed, or the feed a patch made of the one held. The link keeps the last one even while
 * off, so that it starts with the fight as it is.
 */
export function feedAlsoToPlayersLink(
  relay: FeedHandlers,
  link: Pick<PlayersLinkServer, 'publish'>,
): FeedHandlers {
  return {
    publish(feed) {
      relay.publish(feed);
      link.publish(playersFeedOf(feed));
    },
    patch(patch) {
      if (!relay.patch(patch)) return false;
      const feed = relay.current();
      if (feed) link.publish(playersFeedOf(feed));
      return true;
    },
    current: () => relay.current(),
  };
}
