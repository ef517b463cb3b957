/**
 * The web host's players' link (issue 29): the GM page asks its own server (`npm run web -- --host`)
 * through `/__paravent/players-link/…`, and hands it each display feed while the link is on — one
 * request at a time, the newest feed only when gestures come faster than the network.
 */
import type { DisplayFeed } from '../../shared/ipc';
import {
  parsePlayersLinkAnswer,
  parsePlayersLinkPlaces,
  parsePlayersLinkStatus,
  type PlayersLinkApi,
  type PlayersLinkStatus,
} from '../../shared/players-link';

const BASE = '/__paravent/players-link/';

/** What the web link needs of the browser (fakes in tests). */
export interface WebLinkBrowser {
  fetch(
    url: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<{
    status: number;
    json(): Promise<unknown>;
  }>;
  openStream(url: string): {
    addEventListener(type: string, l: (e: { data?: unknown }) => void): void;
    close(): void;
  };
}

/** The link, and the publishing of the feed to it. */
export interface WebPlayersLink extends PlayersLinkApi {
  /** Sends `feed` to the phones when the link is on (nothing otherwise). */
  publish(feed: DisplayFeed): void;
}

function checked<T>(
  parse: (v: unknown) => { ok: true; value: T } | { ok: false; error: string },
  value: unknown,
): T {
  const parsed = parse(value);
  if (!parsed.ok) throw new Error(`Réponse inattendue du serveur (lien joueurs) : ${parsed.error}`);
  return parsed.value;
}

/** Creates the web host's link. */
export function createWebPlayersLink(browser: WebLinkBrowser): WebPlayersLink {
  let status: PlayersLinkStatus = { state: 'off' };
  const listeners = new Set<(s: PlayersLinkStatus) => void>();
  let stream: ReturnType<WebLinkBrowser['openStream']> | null = null;
  let sending = false;
  let pending: DisplayFeed | null = null;
  /** The last feed, sent again when the link comes on. */
  let last: DisplayFeed | null = null;

  const learn = (next: PlayersLinkStatus) => {
    const cameOn = status.state === 'off' && next.state === 'on';
    status = next;
    listeners.forEach((l) => l(next));
    if (cameOn && last) send(last);
  };

  const post = async (action: string, body?: unknown): Promise<unknown> => {
    const res = await browser.fetch(BASE + action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Paravent-Control': '1' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.status === 204 ? null : res.json();
  };

  const send = (feed: DisplayFeed) => {
    pending = feed;
    if (sending) return;
    sending = true;
    void (async () => {
      while (pending && status.state === 'on') {
        const next = pending;
        pending = null;
        await post('publish', next).catch(() => undefined);
      }
      pending = null;
      sending = false;
    })();
  };

  const follow = () => {
    if (stream) return;
    stream = browser.openStream(`${BASE}status-events`);
    stream.addEventListener('status', (e) => {
      if (typeof e.data !== 'string') return;
      const parsed = parsePlayersLinkStatus(JSON.parse(e.data));
      if (parsed.ok) learn(parsed.value);
    });
  };

  return {
    async interfaces() {
      const res = await browser.fetch(`${BASE}interfaces`);
      // No control on this server (an older build, or a plain static server): as without --host.
      if (res.status === 404) return { ok: false, reason: 'needs-host' };
      const places = checked(parsePlayersLinkPlaces, await res.json());
      if (places.ok) follow();
      return places;
    },
    async start(request) {
      const answer = checked(parsePlayersLinkAnswer, await post('start', request));
      if (answer.ok) learn(answer.status);
      return answer;
    },
    async stop() {
      const next = checked(parsePlayersLinkStatus, await post('stop'));
      learn(next);
      return next;
    },
    async renew() {
      const answer = checked(parsePlayersLinkAnswer, await post('renew'));
      if (answer.ok) learn(answer.status);
      return answer;
    },
    async status() {
      const res = await browser.fetch(`${BASE}status`);
      if (res.status !== 200) return { state: 'off' };
      const next = checked(parsePlayersLinkStatus, await res.json());
      follow();
      learn(next);
      return next;
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publish(feed) {
      last = feed;
      if (status.state === 'on') send(feed);
    },
  };
}
