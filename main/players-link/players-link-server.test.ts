import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { replay } from '../../shared/combat/reducer';
import { setup } from '../../shared/combat/test-fixtures';
import { DEFAULT_PLAYER_VIEW_SETTINGS, toPlayerView } from '../../shared/combat/player-view';
import { parseDisplayFeed } from '../../shared/combat/display-feed';
import { playersFeedOf, type PlayersLinkStatus } from '../../shared/players-link';
import { createPlayersLinkServer, type PlayersLinkServer } from './players-link-server';
import { stopPlayersLinkOnQuit } from './stop-on-quit';
import { fetchText, openStream, type StreamClient } from './link-test-fixtures';

const PAGE = { script: 'console.log("players");', style: 'body{color:#eee}' };
const LOOPBACK = '127.0.0.1';

let links: PlayersLinkServer[] = [];
let clients: StreamClient[] = [];

function makeLink(options: Partial<Parameters<typeof createPlayersLinkServer>[0]> = {}): PlayersLinkServer {
  let n = 0;
  const link = createPlayersLinkServer({
    page: PAGE,
    addresses: () => [LOOPBACK],
    token: () => `jeton-de-test-${++n}-${'x'.repeat(20)}`,
    ...options,
  });
  links.push(link);
  return link;
}

async function started(link: PlayersLinkServer): Promise<Extract<PlayersLinkStatus, { state: 'on' }>> {
  const answer = await link.start({ address: LOOPBACK, language: 'fr' });
  if (!answer.ok || answer.status.state !== 'on') throw new Error('the link did not start');
  return answer.status;
}

async function follow(url: string): Promise<StreamClient> {
  const client = await openStream(url);
  clients.push(client);
  return client;
}

/** A pf1 fight in round 1: Lidda (PC), an orc, and a hidden assassin the players must never learn of. */
function fightWithHiddenAssassin() {
  const enc = setup('pf1', [
    { name: 'Lidda', side: 'pc', init: 18 },
    { name: 'Orque', side: 'enemy', init: 12, hpMax: 16 },
    { name: 'Assassin', side: 'enemy', init: 15, hidden: true },
  ]);
  return replay(enc, [{ type: 'combat-started' }]);
}

function feedOf(enc: ReturnType<typeof fightWithHiddenAssassin>) {
  // The feed as main receives it: the projection, checked by the IPC schema.
  const parsed = parseDisplayFeed({
    view: toPlayerView(enc, DEFAULT_PLAYER_VIEW_SETTINGS),
    language: 'fr',
    tableKey: null,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return playersFeedOf(parsed.value);
}

afterEach(async () => {
  clients.forEach((c) => c.close());
  clients = [];
  await Promise.all(links.map((l) => l.stop()));
  links = [];
});

describe('players link server', () => {
  it('is off until the GM turns it on, and binds only to an address of this computer', async () => {
    const link = makeLink();
    expect(link.status()).toEqual({ state: 'off' });
    expect(await link.start({ address: '192.0.2.7', language: 'fr' })).toEqual({
      ok: false,
      error: 'unknown-address',
    });
    expect(link.status()).toEqual({ state: 'off' });
    const on = await started(link);
    expect(on.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/j\/jeton-de-test-1-x+\/$/);
    expect(on.viewers).toBe(0);
    expect(on.maxViewers).toBe(32);
  });

  it('serves the page under its token with the security headers, in the GM language', async () => {
    const link = makeLink();
    const on = await started(link);
    const page = await fetchText(on.url);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<html lang="fr">');
    expect((await fetchText(`${on.url}players.js`)).body).toBe(PAGE.script);
    expect((await fetchText(`${on.url}players.css`)).headers['content-type']).toBe('text/css; charset=utf-8');
    link.publish({ view: null, language: 'en' });
    expect((await fetchText(on.url)).body).toContain('<html lang="en">');
  });

  it('refuses a bad token, and the old token once « Nouveau lien » made a new one', async () => {
    const link = makeLink();
    const on = await started(link);
    const base = on.url.replace(/\/j\/.*$/, '');
    for (const bad of ['/j/jeton-de-test-2-xxxxxxxxxxxxxxxxxxxx/', '/j/x/', '/j//', '/', '/j/']) {
      const answer = await fetchText(base + bad);
      expect(answer.status, bad).toBe(404);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    const oldPhone = await follow(`${on.url}events`);
    await oldPhone.nth('feed', 1);
    const renewed = link.renew();
    expect(renewed.ok && renewed.status.state === 'on' && renewed.status.url).not.toBe(on.url);
    // The phone of the old link is told, and disconnected.
    expect((await oldPhone.nth('closed', 1)).data).toBe('"renewed"');
    await oldPhone.ended;
    expect((await fetchText(on.url)).status).toBe(404);
    expect((await fetchText(`${on.url}events`)).status).toBe(404);
    if (!renewed.ok || renewed.status.state !== 'on') throw new Error('renew failed');
    expect((await fetchText(renewed.status.url)).status).toBe(200);
  });

  it('refuses every method but GET, and every other path (no traversal: no file is ever read)', async () => {
    const link = makeLink();
    const on = await started(link);
    const phone = await follow(`${on.url}events`);
    await phone.nth('feed', 1);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']) {
      const answer = await fetchText(`${on.url}events`, method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET');
    }
    for (const path of [
      '../../../etc/passwd',
      '%2e%2e/%2e%2e/etc/passwd',
      'players.js/../../package.json',
      'index.html',
      'events/',
      'PLAYERS.JS',
      '..%2fmain%2findex.ts',
    ]) {
      expect((await fetchText(on.url + path)).status, path).toBe(404);
    }
    expect((await fetchText(`${on.url}${'a'.repeat(400)}`)).status).toBe(414);
    expect((await fetchText(on.url, 'GET', { 'X-Big': 'y'.repeat(20_000) })).status).toBe(431);
    // Nothing a phone sent reached anyone: the one phone got the first feed and nothing else.
    expect(phone.events.filter((e) => e.event !== 'ping').map((e) => e.event)).toEqual(['feed']);
  });

  it('sends a projection to 32 phones at once on a publish, and refuses a 33rd', async () => {
    const link = makeLink();
    const on = await started(link);
    const statuses: number[] = [];
    link.onStatus((s) => statuses.push(s.state === 'on' ? s.viewers : -1));
    const phones = await Promise.all(Array.from({ length: 32 }, () => follow(`${on.url}events`)));
    await Promise.all(phones.map((p) => p.nth('feed', 1)));
    expect(link.status()).toMatchObject({ viewers: 32 });
    expect(statuses.at(-1)).toBe(32);
    const extra = await fetchText(`${on.url}events`);
    expect(extra.status).toBe(503);

    // The publish writes to every phone before it returns (no queue, no timer): how soon a phone
    // has it is then the network's time (issue 29's 200 ms, measured on a quiet machine and given in
    // its closing note), which a test on a busy machine cannot hold to.
    const enc = fightWithHiddenAssassin();
    link.publish(feedOf(enc));
    const received = await Promise.all(phones.map((p) => p.nth('feed', 2)));
    for (const e of received) expect(JSON.parse(e.data)).toMatchObject({ view: { round: 1 } });

    phones.slice(0, 5).forEach((p) => p.close());
    await expect.poll(() => link.status()).toMatchObject({ viewers: 27 });
  });

  it('never lets a hidden combatant reach a phone', async () => {
    const link = makeLink();
    const on = await started(link);
    const phone = await follow(`${on.url}events`);
    let enc = fightWithHiddenAssassin();
    link.publish(feedOf(enc));
    enc = replay(enc, [{ type: 'turn-advanced' }, { type: 'turn-advanced' }, { type: 'turn-advanced' }]);
    link.publish(feedOf(enc));
    const last = JSON.parse((await phone.nth('feed', 3)).data) as { view: { order: { name: string }[] } };
    expect(last.view.order.map((c) => c.name)).toEqual(['Lidda', 'Orque']);
    expect(phone.raw()).not.toMatch(/assassin/i);
  });

  it('stops when the GM turns it off: phones are told, the port is freed', async () => {
    const link = makeLink();
    const on = await started(link);
    const phone = await follow(`${on.url}events`);
    await phone.nth('feed', 1);
    expect(await link.stop()).toEqual({ state: 'off' });
    expect((await phone.nth('closed', 1)).data).toBe('"off"');
    await phone.ended;
    await expect(fetchText(on.url)).rejects.toThrow(/ECONNREFUSED/);
    // It starts again, on the same port if asked, with a new token.
    const again = await started(link);
    expect(again.url).not.toBe(on.url);
  });

  it('stops when the app quits', async () => {
    const link = makeLink();
    const on = await started(link);
    const app = new EventEmitter();
    stopPlayersLinkOnQuit(app, link);
    app.emit('will-quit');
    await expect.poll(() => link.status()).toEqual({ state: 'off' });
    await expect(fetchText(on.url)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('takes another port when its own is taken, or says so when told to keep it', async () => {
    const first = makeLink();
    const on = await started(first);
    const strict = makeLink({ port: on.port, strictPort: true });
    expect(await strict.start({ address: LOOPBACK, language: 'fr' })).toEqual({
      ok: false,
      error: 'address-in-use',
    });
    const lenient = makeLink({ port: on.port });
    const elsewhere = await started(lenient);
    expect(elsewhere.port).not.toBe(on.port);
    expect((await fetchText(elsewhere.url)).status).toBe(200);
  });

  it('pings each phone so that a dead one is noticed', async () => {
    const link = makeLink({ heartbeatMs: 20 });
    const on = await started(link);
    const phone = await follow(`${on.url}events`);
    await phone.nth('ping', 2);
  });

  it('tells each phone this computer’s time, first thing and with every ping (the turn clock counts from it)', async () => {
    let now = 1_790_000_000_000;
    const link = makeLink({ heartbeatMs: 20, now: () => (now += 1000) });
    const on = await started(link);
    const phone = await follow(`${on.url}events`);
    await phone.nth('ping', 3);
    const times = phone.events.filter((e) => e.event === 'ping').map((e) => Number(e.data));
    expect(phone.events[0].event).toBe('ping');
    expect(times.slice(0, 3).every((t, i, all) => t > 1_790_000_000_000 && (i === 0 || t > all[i - 1]))).toBe(
      true,
    );
  });
});
