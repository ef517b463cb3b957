import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_INVOKE, PLAYERS_LINK_INVOKE } from '../../shared/ipc';
import { replay } from '../../shared/combat/reducer';
import { setup } from '../../shared/combat/test-fixtures';
import { DEFAULT_PLAYER_VIEW_SETTINGS, toPlayerView } from '../../shared/combat/player-view';
import { diffPlayerView } from '../../shared/combat/player-view-patch';
import type { InvokeEventLike } from '../ipc/check-sender';
import { createDisplayFeedRelay } from '../windows/display-feed-relay';
import { createWindowRoleRegistry } from '../windows/window-roles';
import { createPlayersLinkServer, type PlayersLinkServer } from './players-link-server';
import { fetchText, openStream, type StreamClient } from './link-test-fixtures';

type Handler = (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>;
const fake = vi.hoisted(() => ({ handlers: new Map<string, Handler>() }));
vi.mock('electron', () => ({
  ipcMain: { handle: (channel: string, handler: Handler) => fake.handlers.set(channel, handler) },
}));
const { createIpcGate } = await import('../ipc/register');
const { registerDisplayHandlers } = await import('../ipc/handlers');
const { feedAlsoToPlayersLink, registerPlayersLinkHandlers } = await import('./players-link-handlers');

const GM = 1;
const DISPLAY = 2;
let link: PlayersLinkServer | null = null;
let phones: StreamClient[] = [];

function setUp() {
  fake.handlers.clear();
  const roles = createWindowRoleRegistry();
  roles.register(GM, 'gm');
  roles.register(DISPLAY, 'display');
  link = createPlayersLinkServer({ page: { script: '', style: '' }, addresses: () => ['127.0.0.1'] });
  const gate = createIpcGate({ trustedOrigins: ['app://paravent'], roles }, vi.fn());
  const relay = createDisplayFeedRelay(() => undefined);
  registerDisplayHandlers(gate, feedAlsoToPlayersLink(relay, link));
  registerPlayersLinkHandlers(gate, {
    link,
    choices: () => [
      { name: 'wlan0', address: '192.168.1.20', loopback: false },
      { name: 'lo', address: '127.0.0.1', loopback: true },
    ],
  });
  const call = (channel: string, sender: number, ...args: unknown[]) =>
    fake.handlers.get(channel)?.(
      {
        sender: { id: sender },
        senderFrame: { url: `app://paravent/${sender === GM ? 'index' : 'display'}.html`, parent: null },
      },
      ...args,
    );
  return { call };
}

afterEach(async () => {
  phones.forEach((p) => p.close());
  phones = [];
  await link?.stop();
});

describe('players link behind the IPC gate', () => {
  it('the GM window lists the interfaces, turns the link on, and phones get what it publishes for the display', async () => {
    const { call } = setUp();
    expect(await call(PLAYERS_LINK_INVOKE.interfaces.name, GM)).toMatchObject({
      ok: true,
      choices: [{ address: '192.168.1.20' }, { address: '127.0.0.1' }],
    });
    const answer = (await call(PLAYERS_LINK_INVOKE.start.name, GM, {
      address: '127.0.0.1',
      language: 'en',
    })) as {
      ok: true;
      status: { url: string };
    };
    expect(answer.ok).toBe(true);
    const phone = await openStream(`${answer.status.url}events`);
    phones.push(phone);
    await phone.nth('feed', 1);
    const enc = replay(
      setup('dnd35', [
        { name: 'Aldric', side: 'pc', init: 15 },
        { name: 'Espion', side: 'enemy', init: 12, hidden: true },
      ]),
      [{ type: 'combat-started' }],
    );
    await call(DISPLAY_INVOKE.publish.name, GM, {
      view: toPlayerView(enc, DEFAULT_PLAYER_VIEW_SETTINGS),
      language: 'en',
      tableKey: 'table:dnd35:cover',
      notes: 'the spy is Bera',
    });
    const feed = JSON.parse((await phone.nth('feed', 2)).data) as Record<string, unknown>;
    expect(Object.keys(feed).sort()).toEqual(['language', 'view']);
    expect(phone.raw()).not.toMatch(/Espion|Bera|table:/);
    expect(await call(PLAYERS_LINK_INVOKE.status.name, GM)).toMatchObject({ state: 'on', viewers: 1 });
    expect(await call(PLAYERS_LINK_INVOKE.stop.name, GM)).toEqual({ state: 'off' });
    await phone.ended;
  });

  it('a patch of the projection (each gesture of the GM) reaches the phones as the feed it makes', async () => {
    const { call } = setUp();
    const answer = (await call(PLAYERS_LINK_INVOKE.start.name, GM, {
      address: '127.0.0.1',
      language: 'fr',
    })) as { status: { url: string } };
    const phone = await openStream(`${answer.status.url}events`);
    phones.push(phone);
    await phone.nth('feed', 1);
    const before = replay(setup('dnd35', [{ name: 'Orque', side: 'enemy', init: 12, hpMax: 16 }]), [
      { type: 'combat-started' },
    ]);
    const orc = before.combatants[0]!.id;
    const after = replay(before, [{ type: 'damage', id: orc, amount: 11 }]);
    const views = [before, after].map((e) => toPlayerView(e, DEFAULT_PLAYER_VIEW_SETTINGS));
    // No feed held yet: the patch does not fit, the GM window will send the whole feed.
    const patch = diffPlayerView(views[0]!, views[1]!);
    expect(await call(DISPLAY_INVOKE.patch.name, GM, patch)).toBe(false);
    await call(DISPLAY_INVOKE.publish.name, GM, { view: views[0], language: 'fr', tableKey: null });
    type Sent = { view: { order: { health: { band: string } }[] } };
    const whole = JSON.parse((await phone.nth('feed', 2)).data) as Sent;
    expect(whole.view.order[0]?.health.band).toBe('healthy');
    expect(await call(DISPLAY_INVOKE.patch.name, GM, patch)).toBe(true);
    const patched = JSON.parse((await phone.nth('feed', 3)).data) as Sent;
    expect(patched.view.order[0]?.health.band).toBe('bloodied'); // 5/16
  });

  it.each([
    [
      'the display window turning it on',
      PLAYERS_LINK_INVOKE.start.name,
      DISPLAY,
      { address: '127.0.0.1', language: 'fr' },
      /rôle/,
    ],
    [
      'every interface at once',
      PLAYERS_LINK_INVOKE.start.name,
      GM,
      { address: '0.0.0.0', language: 'fr' },
      /données invalides/,
    ],
    [
      'a host name',
      PLAYERS_LINK_INVOKE.start.name,
      GM,
      { address: 'example.org', language: 'fr' },
      /données invalides/,
    ],
    ['the display asking for the status', PLAYERS_LINK_INVOKE.status.name, DISPLAY, undefined, /rôle/],
  ])('refuses %s', async (_what, channel, sender, payload, message) => {
    const { call } = setUp();
    await expect(call(channel, sender, payload)).rejects.toThrow(message);
    expect(link?.status()).toEqual({ state: 'off' });
  });

  it('binds to no address that is not this computer’s', async () => {
    const { call } = setUp();
    expect(await call(PLAYERS_LINK_INVOKE.start.name, GM, { address: '10.9.8.7', language: 'fr' })).toEqual({
      ok: false,
      error: 'unknown-address',
    });
    expect(link?.status()).toEqual({ state: 'off' });
  });

  it('« Nouveau lien » gives a new address and refuses the old one', async () => {
    const { call } = setUp();
    const first = (await call(PLAYERS_LINK_INVOKE.start.name, GM, {
      address: '127.0.0.1',
      language: 'fr',
    })) as {
      status: { url: string };
    };
    const renewed = (await call(PLAYERS_LINK_INVOKE.renew.name, GM)) as { status: { url: string } };
    expect(renewed.status.url).not.toBe(first.status.url);
    expect((await fetchText(first.status.url)).status).toBe(404);
    expect((await fetchText(renewed.status.url)).status).toBe(200);
  });
});
