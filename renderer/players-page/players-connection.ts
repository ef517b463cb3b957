/**
 * The phone's link to the GM (issue 29): an EventSource on `events` under the page's token. The
 * browser reconnects by itself after a short drop; when it gives up (the computer was unreachable,
 * or answered with an error), the page asks `state`: 404 means the GM closed or renewed the link (no
 * point trying again), anything else means « reconnexion… » and another try. A stream silent for
 * longer than three server pings is taken for dead (a phone that left the Wi-Fi may never be told).
 */
import type { PlayersFeed, PlayersLinkClosed } from '../../shared/players-link';
import type { LinkState } from './players-render';

/** What the connection needs from the browser (fakes in tests). */
export interface ConnectionDeps {
  openStream(url: string): EventSourceLike;
  /** GET `url`: its status and JSON body (null when it has none), or null when the network failed. */
  probe(url: string): Promise<{ status: number; body: unknown } | null>;
  setTimer(run: () => void, ms: number): () => void;
  /** Calls `run` when the phone is back on the network. */
  onOnline(run: () => void): void;
}

/** The part of EventSource used. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

/** What the connection reports. */
export interface ConnectionEvents {
  state(state: LinkState): void;
  feed(feed: PlayersFeed): void;
  /** The GM's computer's time (epoch ms), sent with each ping. */
  time(serverNow: number): void;
}

const CLOSED = 2;
/** No event for this long (the server pings every 15 s): the stream is dead, open another. */
export const SILENCE_MS = 45_000;
const RETRY_MS = [1000, 2000, 4000, 8000];
const FULL_RETRY_MS = 10_000;

/** A light check of a received feed: the page renders nothing it cannot read. */
function asFeed(data: unknown): PlayersFeed | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { view, language } = value as Record<string, unknown>;
  if (language !== 'fr' && language !== 'en') return null;
  if (view === null) return { view: null, language };
  if (typeof view !== 'object' || !Array.isArray((view as { order?: unknown }).order)) return null;
  return value as PlayersFeed;
}

/** The `state` answer says every place is taken. */
function isFull(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { viewers, maxViewers } = body as Record<string, unknown>;
  return typeof viewers === 'number' && typeof maxViewers === 'number' && viewers >= maxViewers;
}

/** Follows the GM's link until it is closed or renewed. */
export function connectToGm(deps: ConnectionDeps, on: ConnectionEvents): void {
  let stream: EventSourceLike | null = null;
  let over = false;
  let tries = 0;
  let cancelSilence = () => {};
  let cancelRetry = () => {};

  const finish = (reason: PlayersLinkClosed) => {
    over = true;
    stream?.close();
    cancelSilence();
    cancelRetry();
    on.state(reason === 'off' ? 'closed' : 'revoked');
  };

  const heard = () => {
    cancelSilence();
    cancelSilence = deps.setTimer(() => {
      stream?.close();
      void retry();
    }, SILENCE_MS);
  };

  const retry = async () => {
    if (over) return;
    cancelRetry();
    cancelSilence();
    on.state('reconnecting');
    const answer = await deps.probe('state');
    if (over) return;
    if (answer?.status === 404) return finish('renewed');
    const full = answer?.status === 200 && isFull(answer.body);
    if (full) on.state('full');
    const wait = full ? FULL_RETRY_MS : RETRY_MS[Math.min(tries, RETRY_MS.length - 1)];
    tries += 1;
    cancelRetry = deps.setTimer(open, wait);
  };

  function open() {
    if (over) return;
    stream?.close();
    const s = deps.openStream('events');
    stream = s;
    s.addEventListener('open', () => {
      tries = 0;
      heard();
    });
    s.addEventListener('feed', (event) => {
      const feed = asFeed(event.data);
      heard();
      if (!feed) return;
      on.state('live');
      on.feed(feed);
    });
    s.addEventListener('ping', (event) => {
      heard();
      const serverNow = Number(event.data);
      if (Number.isSafeInteger(serverNow) && serverNow > 0) on.time(serverNow);
    });
    s.addEventListener('closed', (event) => finish(event.data === '"renewed"' ? 'renewed' : 'off'));
    s.addEventListener('error', () => {
      if (over || stream !== s) return;
      // The browser retries by itself while the stream is only interrupted; it gives up (CLOSED)
      // on an error status or when it cannot reach the computer: then the page decides.
      if (s.readyState === CLOSED) void retry();
      else on.state('reconnecting');
    });
  }

  deps.onOnline(() => {
    if (!over && stream?.readyState === CLOSED) void retry();
  });
  on.state('connecting');
  open();
}
