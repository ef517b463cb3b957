import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { setup } from '../../shared/combat/test-fixtures';
import { replay } from '../../shared/combat/reducer';
import { DEFAULT_PLAYER_VIEW_SETTINGS, toPlayerView } from '../../shared/combat/player-view';
import { createPlayersLinkControl, PLAYERS_LINK_CONTROL_PATH } from './players-link-control';
import { createPlayersLinkServer, type PlayersLinkServer } from './players-link-server';
import { openStream, type Answer, type StreamClient } from './link-test-fixtures';

const LOOPBACK = '127.0.0.1';
let servers: Server[] = [];
let links: PlayersLinkServer[] = [];
let phones: StreamClient[] = [];

/** The web host's server stand-in: the control, and 404 for everything else. */
async function webHost(hostMode = true) {
  const link = createPlayersLinkServer({ page: { script: 's', style: 'c' }, addresses: () => [LOOPBACK] });
  links.push(link);
  const control = createPlayersLinkControl({
    link,
    hostMode,
    choices: () => [{ name: 'lo', address: LOOPBACK, loopback: true }],
  });
  const server = createServer((req, res) =>
    control(req, res, () => {
      res.writeHead(404);
      res.end();
    }),
  );
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, LOOPBACK, done));
  const base = `http://${LOOPBACK}:${(server.address() as AddressInfo).port}${PLAYERS_LINK_CONTROL_PATH}`;
  return { link, base };
}

function call(
  url: string,
  method: 'GET' | 'POST',
  body?: unknown,
  headers: Record<string, string> = { 'X-Paravent-Control': '1' },
): Promise<Answer & { json: unknown }> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    const req = request(
      url,
      { method, agent: false, headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (data += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            json: data.startsWith('{') ? JSON.parse(data) : null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

afterEach(async () => {
  phones.forEach((p) => p.close());
  phones = [];
  await Promise.all(links.map((l) => l.stop()));
  links = [];
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  servers = [];
});

describe('the web host’s control of the players’ link', () => {
  it('lets the GM page of this computer turn it on, publish, and turn it off', async () => {
    const { base } = await webHost();
    expect((await call(`${base}interfaces`, 'GET')).json).toEqual({
      ok: true,
      choices: [{ name: 'lo', address: LOOPBACK, loopback: true }],
    });
    const started = await call(`${base}start`, 'POST', { address: LOOPBACK, language: 'fr' });
    const url = (started.json as { status: { url: string } }).status.url;
    const phone = await openStream(`${url}events`);
    phones.push(phone);
    await phone.nth('feed', 1);
    const enc = replay(
      setup('pf1', [
        { name: 'Valeros', side: 'pc', init: 14 },
        { name: 'Ombre', side: 'enemy', init: 20, hidden: true },
      ]),
      [{ type: 'combat-started' }],
    );
    const feed = { view: toPlayerView(enc, DEFAULT_PLAYER_VIEW_SETTINGS), language: 'fr', tableKey: null };
    expect((await call(`${base}publish`, 'POST', feed)).status).toBe(204);
    expect(JSON.parse((await phone.nth('feed', 2)).data)).toMatchObject({
      view: { order: [{ name: 'Valeros' }] },
    });
    expect(phone.raw()).not.toContain('Ombre');
    expect((await call(`${base}status`, 'GET')).json).toMatchObject({ state: 'on', viewers: 1 });
    expect((await call(`${base}stop`, 'POST')).json).toEqual({ state: 'off' });
    await phone.ended;
  });

  it('says the link needs --host when the server was started for this computer only', async () => {
    const { base, link } = await webHost(false);
    expect((await call(`${base}interfaces`, 'GET')).json).toEqual({ ok: false, reason: 'needs-host' });
    expect((await call(`${base}start`, 'POST', { address: LOOPBACK, language: 'fr' })).status).toBe(403);
    expect((await call(`${base}status`, 'GET')).json).toEqual({ state: 'off' });
    expect(link.status()).toEqual({ state: 'off' });
  });

  it.each([
    ['without the control header (a cross-site form)', {}, 403],
    ['from another site', { 'X-Paravent-Control': '1', Origin: 'http://evil.example' }, 403],
    [
      'under another host name (DNS rebinding)',
      { 'X-Paravent-Control': '1', Host: 'evil.example:5199' },
      403,
    ],
  ])('refuses a change %s', async (_what, headers, status) => {
    const { base, link } = await webHost();
    const answer = await call(`${base}start`, 'POST', { address: LOOPBACK, language: 'fr' }, headers);
    expect(answer.status).toBe(status);
    expect(link.status()).toEqual({ state: 'off' });
  });

  it('refuses a body too big, not JSON, or not a projection, and changes nothing', async () => {
    const { base, link } = await webHost();
    expect((await call(`${base}publish`, 'POST', 'x'.repeat(9 * 1024 * 1024))).status).toBe(413);
    expect((await call(`${base}publish`, 'POST', '{nope')).status).toBe(400);
    expect((await call(`${base}publish`, 'POST', { view: 'x', language: 'fr', tableKey: null })).status).toBe(
      400,
    );
    expect((await call(`${base}start`, 'POST', { address: '0.0.0.0', language: 'fr' })).status).toBe(400);
    expect((await call(`${base}unknown`, 'POST')).status).toBe(404);
    expect((await call(`${base}start`, 'GET')).status).toBe(405);
    expect(link.status()).toEqual({ state: 'off' });
  });

  it('tells a GM page opened from another device that the link is turned on from the server’s computer', () => {
    const link = createPlayersLinkServer({ page: { script: '', style: '' }, addresses: () => [LOOPBACK] });
    const control = createPlayersLinkControl({ link, hostMode: true, choices: () => [] });
    let answer = '';
    let status = 0;
    const req = {
      url: `${PLAYERS_LINK_CONTROL_PATH}interfaces`,
      method: 'GET',
      headers: { host: '192.168.1.20:5199' },
      socket: { remoteAddress: '192.168.1.31' },
    };
    const res = {
      writeHead: (s: number) => (status = s),
      end: (body: string) => (answer = body),
    };
    control(req as never, res as never, () => undefined);
    expect(status).toBe(200);
    expect(JSON.parse(answer)).toEqual({ ok: false, reason: 'remote' });
  });
});
