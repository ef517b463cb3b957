/**
 * The web host's door to the players' link (issue 29): the GM page of `npm run web -- --host` turns
 * the link on and off and publishes the projection through `/__paravent/players-link/…` on its own
 * server — the desktop app does the same through IPC. Only this computer may: the request must come
 * from a loopback address, name a loopback host (no DNS rebinding), and, to change anything, carry
 * the `X-Paravent-Control` header (a cross-site form or image cannot). A tablet that opened the GM
 * page over the network is told the link is turned on from the computer that runs the server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseDisplayFeed } from '../../shared/combat/display-feed.ts';
import {
  parsePlayersLinkStart,
  playersFeedOf,
  type NetworkChoice,
  type PlayersLinkPlaces,
  type PlayersLinkStatus,
} from '../../shared/players-link.ts';
import type { PlayersLinkServer } from './players-link-server';

/** The path under which the control answers. */
export const PLAYERS_LINK_CONTROL_PATH = '/__paravent/players-link/';

/** The header a GM page sends with every change (a custom header: cross-site pages cannot). */
const PLAYERS_LINK_CONTROL_HEADER = 'x-paravent-control';

/** Largest body read: a published projection of 2,000 combatants is well under it. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** What the control needs. */
export interface PlayersLinkControlDeps {
  link: PlayersLinkServer;
  choices(): NetworkChoice[];
  /** Started with `--host`: without it, the GM asked for « this computer only », and the link stays off. */
  hostMode: boolean;
}

/** A connect-style middleware (Vite's preview server uses connect). */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

function loopbackHost(host: string | undefined): boolean {
  return host !== undefined && /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])(:\d{1,5})?$/i.test(host);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(body);
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > MAX_BODY_BYTES) return reject(new Error('too-big'));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.destroy();
        reject(new Error('too-big'));
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Error('not-json'));
      }
    });
    req.on('error', reject);
  });
}

/** Follows the link's status as an event stream (the GM page's viewer count). */
function followStatus(req: IncomingMessage, res: ServerResponse, link: PlayersLinkServer): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Content-Type-Options': 'nosniff',
  });
  const send = (status: PlayersLinkStatus) => res.write(`event: status\ndata: ${JSON.stringify(status)}\n\n`);
  send(link.status());
  const stop = link.onStatus(send);
  req.on('close', stop);
}

/** Creates the control middleware. */
export function createPlayersLinkControl(deps: PlayersLinkControlDeps): Middleware {
  const { link } = deps;
  const places = (req: IncomingMessage): PlayersLinkPlaces => {
    if (!deps.hostMode) return { ok: false, reason: 'needs-host' };
    if (!isLoopback(req.socket.remoteAddress) || !loopbackHost(req.headers.host))
      return { ok: false, reason: 'remote' };
    return { ok: true, choices: deps.choices() };
  };

  const change = async (action: string, req: IncomingMessage, res: ServerResponse) => {
    if (req.headers[PLAYERS_LINK_CONTROL_HEADER] !== '1')
      return sendJson(res, 403, { error: 'control-header' });
    const origin = req.headers.origin;
    if (
      origin !== undefined &&
      origin !== `http://${req.headers.host}` &&
      origin !== `https://${req.headers.host}`
    )
      return sendJson(res, 403, { error: 'origin' });
    let body: unknown = null;
    if (action === 'start' || action === 'publish') {
      try {
        body = await readJson(req);
      } catch (error) {
        const tooBig = error instanceof Error && error.message === 'too-big';
        return sendJson(res, tooBig ? 413 : 400, { error: tooBig ? 'too-big' : 'not-json' });
      }
    }
    switch (action) {
      case 'start': {
        const parsed = parsePlayersLinkStart(body);
        return parsed.ok
          ? sendJson(res, 200, await link.start(parsed.value))
          : sendJson(res, 400, { error: parsed.error });
      }
      case 'stop':
        return sendJson(res, 200, await link.stop());
      case 'renew':
        return sendJson(res, 200, link.renew());
      case 'publish': {
        const parsed = parseDisplayFeed(body);
        if (!parsed.ok) return sendJson(res, 400, { error: parsed.error });
        link.publish(playersFeedOf(parsed.value));
        res.writeHead(204, { 'Cache-Control': 'no-store' });
        return res.end();
      }
      default:
        return sendJson(res, 404, { error: 'not-found' });
    }
  };

  return (req, res, next) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (!path.startsWith(PLAYERS_LINK_CONTROL_PATH)) return next();
    const action = path.slice(PLAYERS_LINK_CONTROL_PATH.length);
    const where = places(req);
    if (req.method === 'GET' && action === 'interfaces') return sendJson(res, 200, where);
    // Off, for a page that may not drive the link (its address, with the token, stays here).
    if (req.method === 'GET' && action === 'status' && !where.ok) return sendJson(res, 200, { state: 'off' });
    if (!where.ok) return sendJson(res, 403, { error: where.reason });
    if (req.method === 'GET' && action === 'status') return sendJson(res, 200, link.status());
    if (req.method === 'GET' && action === 'status-events') return followStatus(req, res, link);
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'method' });
    change(action, req, res).catch(() => sendJson(res, 500, { error: 'failed' }));
  };
}
