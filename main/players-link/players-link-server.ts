/**
 * The players' link server (issue 29): plain Node `http`, bound to the one interface the GM picked,
 * off until the GM turns it on. It answers GET only, and only under `/j/<token>/`: the page, its
 * script and style, `events` (the projection, by Server-Sent Events) and `state` (is this link still
 * valid?). Nothing a phone sends is read, so nothing a player sends can change the fight. Used by
 * the desktop app (main) and by the web host's server (vite.web.config.ts).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MAX_PLAYERS_LINK_VIEWERS,
  type PlayersFeed,
  type PlayersLinkAnswer,
  type PlayersLinkClosed,
  type PlayersLinkStart,
  type PlayersLinkStatus,
} from '../../shared/players-link.ts';
import { SECURITY_HEADERS, playersPageHtml, sendText, type PlayersPageAssets } from './link-responses.ts';
import { randomLinkToken, sameToken } from './link-token.ts';

/** What the server needs. */
export interface PlayersLinkDeps {
  /** The page's script and style. */
  page: PlayersPageAssets;
  /** The addresses of this computer's interfaces: the link binds to one of them, never to all. */
  addresses(): readonly string[];
  /** The port to listen on (default 0: the system picks a free one). */
  port?: number;
  /** When `port` is taken: refuse ('address-in-use') rather than take a free one (default false). */
  strictPort?: boolean;
  /** A new secret token (default: 24 random bytes). */
  token?: () => string;
  /** How often a comment is sent down each stream, so a dead phone is noticed (default 15 s). */
  heartbeatMs?: number;
  /** Most phones at once (default 32). */
  maxViewers?: number;
  /** This computer's clock (epoch ms; default `Date.now`): each phone sets the turn clock by it. */
  now?: () => number;
}

/** The link as the GM's host drives it. */
export interface PlayersLinkServer {
  /** Turns the link on at `request.address` (or moves it there) with a new token. */
  start(request: PlayersLinkStart): Promise<PlayersLinkAnswer>;
  /** Turns it off: each phone is told (« closed: off ») and disconnected, the port is freed. */
  stop(): Promise<PlayersLinkStatus>;
  /** A new token: the phones of the old one are told (« closed: renewed ») and disconnected. */
  renew(): PlayersLinkAnswer;
  /** Sends a projection to every phone (the newest only, when a phone is behind). */
  publish(feed: PlayersFeed): void;
  status(): PlayersLinkStatus;
  /** Follows the status (start, stop, viewers); returns the unsubscribe function. */
  onStatus(listener: (status: PlayersLinkStatus) => void): () => void;
}

/** A phone following the fight. */
interface Viewer {
  res: ServerResponse;
  /** The number of the last projection written to it. */
  sent: number;
  /** Its socket's buffer is full: the newest projection goes when it drains. */
  behind: boolean;
}

/** Longest request target read (a token URL is about 45 characters). */
const MAX_URL_LENGTH = 256;
const TOKEN_PATH = /^\/j\/([A-Za-z0-9_-]{1,64})(\/[a-z.]*)?$/;

/**
 * The heartbeat: an event (a comment would not reach the page's script, which watches for silence).
 * It carries this computer's time, as the first event of a stream does: a phone whose clock is off
 * still shows the turn clock as the GM's screen does.
 */
const ping = (now: number) => `event: ping\ndata: ${now}\n\n`;

function sseEvent(name: string, data: unknown): string {
  // JSON escapes line breaks inside strings: the data is one line.
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

function listen(server: Server, port: number, address: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const onError = (error: NodeJS.ErrnoException) => resolve(error);
    server.once('error', onError);
    server.listen({ port, host: address, exclusive: true }, () => {
      server.off('error', onError);
      resolve(null);
    });
  });
}

/** Creates the server, off. */
export function createPlayersLinkServer(deps: PlayersLinkDeps): PlayersLinkServer {
  const maxViewers = deps.maxViewers ?? MAX_PLAYERS_LINK_VIEWERS;
  const newToken = deps.token ?? randomLinkToken;
  const now = deps.now ?? Date.now;
  const listeners = new Set<(status: PlayersLinkStatus) => void>();
  const viewers = new Set<Viewer>();
  let server: Server | null = null;
  let where: { address: string; port: number } | null = null;
  let token = '';
  let feed: PlayersFeed = { view: null, language: 'fr' };
  let version = 0;
  let feedText = sseEvent('feed', feed);
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  /** Start and stop run one after the other. */
  let queue: Promise<unknown> = Promise.resolve();

  const status = (): PlayersLinkStatus =>
    server && where
      ? {
          state: 'on',
          url: `http://${where.address}:${where.port}/j/${token}/`,
          address: where.address,
          port: where.port,
          viewers: viewers.size,
          maxViewers,
        }
      : { state: 'off' };
  const tell = () => {
    const s = status();
    listeners.forEach((l) => l(s));
  };

  const write = (viewer: Viewer) => {
    viewer.sent = version;
    if (!viewer.res.write(feedText)) viewer.behind = true;
  };

  const closeViewers = (reason: PlayersLinkClosed) => {
    for (const viewer of viewers) viewer.res.end(sseEvent('closed', reason));
    viewers.clear();
  };

  const follow = (req: IncomingMessage, res: ServerResponse) => {
    if (viewers.size >= maxViewers)
      return sendText(res, 503, 'Trop de téléphones connectés / Too many phones', { 'Retry-After': '10' });
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': 'text/event-stream; charset=utf-8',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    req.socket.setNoDelay(true);
    const viewer: Viewer = { res, sent: 0, behind: false };
    viewers.add(viewer);
    res.write(`retry: 2000\n\n${ping(now())}`);
    write(viewer);
    res.on('drain', () => {
      viewer.behind = false;
      if (viewer.sent !== version) write(viewer);
    });
    res.on('close', () => {
      if (viewers.delete(viewer)) tell();
    });
    tell();
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET')
      return sendText(res, 405, 'GET seulement / GET only', { Allow: 'GET', Connection: 'close' });
    const target = req.url ?? '';
    if (target.length > MAX_URL_LENGTH) return sendText(res, 414, 'Adresse trop longue / URI too long');
    const match = TOKEN_PATH.exec(target.split('?', 1)[0]);
    if (!match || token === '' || !sameToken(match[1], token))
      return sendText(res, 404, 'Introuvable / Not found');
    switch (match[2]) {
      case undefined:
        return sendText(res, 308, '', { Location: `/j/${match[1]}/` });
      case '/':
        return sendText(res, 200, playersPageHtml(feed.language), {
          'Content-Type': 'text/html; charset=utf-8',
        });
      case '/players.js':
        return sendText(res, 200, deps.page.script, { 'Content-Type': 'text/javascript; charset=utf-8' });
      case '/players.css':
        return sendText(res, 200, deps.page.style, { 'Content-Type': 'text/css; charset=utf-8' });
      case '/events':
        return follow(req, res);
      case '/state':
        return sendText(res, 200, JSON.stringify({ viewers: viewers.size, maxViewers }), {
          'Content-Type': 'application/json; charset=utf-8',
        });
      default:
        return sendText(res, 404, 'Introuvable / Not found');
    }
  };

  const shutDown = async (reason: PlayersLinkClosed) => {
    const closing = server;
    if (!closing) return;
    server = null;
    where = null;
    token = '';
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    closeViewers(reason);
    await new Promise<void>((resolve) => {
      closing.close(() => resolve());
      closing.closeAllConnections();
    });
  };

  const begin = async (request: PlayersLinkStart): Promise<PlayersLinkAnswer> => {
    if (!deps.addresses().includes(request.address)) return { ok: false, error: 'unknown-address' };
    await shutDown('renewed');
    if (feed.view === null) {
      feed = { view: null, language: request.language };
      feedText = sseEvent('feed', feed);
    }
    const created = createServer({ maxHeaderSize: 8192 }, handle);
    created.headersTimeout = 10_000;
    created.requestTimeout = 15_000;
    created.keepAliveTimeout = 5_000;
    created.maxConnections = maxViewers * 4;
    const port = deps.port ?? 0;
    let error = await listen(created, port, request.address);
    if (error?.code === 'EADDRINUSE' && port !== 0 && !deps.strictPort)
      error = await listen(created, 0, request.address);
    if (error) {
      created.close();
      return {
        ok: false,
        error:
          error.code === 'EADDRINUSE'
            ? 'address-in-use'
            : error.code === 'EADDRNOTAVAIL'
              ? 'unknown-address'
              : 'failed',
      };
    }
    server = created;
    where = { address: request.address, port: (created.address() as AddressInfo).port };
    token = newToken();
    heartbeat = setInterval(() => {
      const beat = ping(now());
      viewers.forEach((v) => v.res.write(beat));
    }, deps.heartbeatMs ?? 15_000);
    heartbeat.unref();
    tell();
    return { ok: true, status: status() };
  };

  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    start: (request) => serial(() => begin(request)),
    stop: () =>
      serial(async () => {
        const wasOn = server !== null;
        await shutDown('off');
        if (wasOn) tell();
        return status();
      }),
    renew() {
      if (!server) return { ok: true, status: status() };
      closeViewers('renewed');
      token = newToken();
      tell();
      return { ok: true, status: status() };
    },
    publish(next) {
      feed = next;
      version += 1;
      feedText = sseEvent('feed', next);
      for (const viewer of viewers) if (!viewer.behind) write(viewer);
    },
    status,
    onStatus(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
