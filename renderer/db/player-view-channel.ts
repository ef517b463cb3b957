/**
 * The players' projection, live, between windows: the GM window sends each new projection over the
 * `paravent-player-view` BroadcastChannel (and to the listeners of its own window, such as the
 * desktop feed publisher); nothing is written to IndexedDB on a gesture's path. A display window
 * that opens asks, and the window that published last answers with its latest projection.
 * IndexedDB keeps a copy written when the GM pauses (player-view.ts), for a display opened later.
 */
import type { PlayerView } from '../../shared/combat/player-view';
import { createValueStore, lazyValue } from '../store';

/** A projection and when it was made (the newest wins, from the channel or from IndexedDB). */
export interface StampedView {
  view: PlayerView;
  at: number;
}

type Message = { kind: 'view'; view: PlayerView; at: number } | { kind: 'ask' };

const CHANNEL_NAME = 'paravent-player-view';

/** The newest projection known here, and whether this window sent one (it is the GM's: it answers a display that asks). */
const known = createValueStore<{ latest: StampedView | null; published: boolean }>({
  latest: null,
  published: false,
});
const listeners = new Set<(v: StampedView) => void>();
const channel = lazyValue(openChannel);

function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false;
  const kind: unknown = (value as { kind?: unknown }).kind;
  return kind === 'ask' || kind === 'view';
}

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const opened = new BroadcastChannel(CHANNEL_NAME);
  opened.addEventListener('message', (e: MessageEvent<unknown>) => {
    const m = e.data;
    if (!isMessage(m)) return;
    if (m.kind === 'ask') {
      // Only a window that published answers (the display itself never did).
      const { latest, published } = known.get();
      if (latest && published) opened.postMessage({ kind: 'view', ...latest } satisfies Message);
      return;
    }
    receive({ view: m.view, at: m.at });
  });
  return opened;
}

function receive(v: StampedView): void {
  const { latest, published } = known.get();
  if (latest && latest.at > v.at) return;
  known.set({ latest: v, published });
  listeners.forEach((l) => l(v));
}

/** Sends a projection to every window (this one included); returns its stamp. */
export function sendPlayerView(view: PlayerView, at: number = Date.now()): StampedView {
  const stamped = { view, at };
  known.set({ ...known.get(), published: true });
  receive(stamped);
  channel.get()?.postMessage({ kind: 'view', ...stamped } satisfies Message);
  return stamped;
}

/**
 * Follows the projections sent from any window (the latest one known here at once, if any); asks
 * the publishing window for its latest. Returns the function that stops following.
 */
export function followPlayerView(listener: (v: StampedView) => void): () => void {
  listeners.add(listener);
  const { latest } = known.get();
  if (latest) listener(latest);
  channel.get()?.postMessage({ kind: 'ask' } satisfies Message);
  return () => void listeners.delete(listener);
}

/** For tests: forgets what this window sent and received, and closes the channel. */
export function resetPlayerViewChannel(): void {
  known.set({ latest: null, published: false });
  listeners.clear();
  channel.get()?.close();
  channel.reset();
}
