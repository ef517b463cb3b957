/**
 * The players' link's status for the GM window (issue 29): on or off, its address, how many phones
 * follow. A small store (`subscribe` / `getSnapshot`) fed by the host: it asks once when first
 * followed, then listens to the host's pushes.
 */
import type { PlayersLinkApi, PlayersLinkStatus } from '../../../shared/players-link';

/** The store. */
export interface PlayersLinkStatusStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PlayersLinkStatus;
  /** Takes a status the GM's own request answered (before the host's push comes). */
  set(status: PlayersLinkStatus): void;
}

const OFF: PlayersLinkStatus = { state: 'off' };

/** Creates the store over the host's link. */
export function createPlayersLinkStatusStore(
  api: Pick<PlayersLinkApi, 'status' | 'onStatus'>,
): PlayersLinkStatusStore {
  let status: PlayersLinkStatus = OFF;
  let started = false;
  const listeners = new Set<() => void>();
  const set = (next: PlayersLinkStatus) => {
    status = next;
    listeners.forEach((l) => l());
  };
  const start = () => {
    if (started) return;
    started = true;
    api.onStatus(set);
    void api.status().then(set, () => undefined);
  };
  return {
    subscribe(listener) {
      start();
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => status,
    set,
  };
}
