import { describe, expect, it, vi } from 'vitest';
import { DISPLAY_INVOKE, INVOKE, type DisplayFeed } from '../../shared/ipc';
import { createDisplayFeedRelay } from '../windows/display-feed-relay';
import { createWindowRoleRegistry } from '../windows/window-roles';
import type { InvokeEventLike } from './check-sender';

type Handler = (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>;
const fake = vi.hoisted(() => ({ handlers: new Map<string, Handler>() }));
vi.mock('electron', () => ({
  ipcMain: { handle: (channel: string, handler: Handler) => fake.handlers.set(channel, handler) },
}));
const { createIpcGate } = await import('./register');
const { registerAppHandlers, registerDisplayHandlers } = await import('./handlers');

const GM = 1;
const DISPLAY = 2;
const FEED: DisplayFeed = { view: null, language: 'fr', tableKey: 'table:pf1:cover' };

function setUp() {
  fake.handlers.clear();
  const roles = createWindowRoleRegistry();
  roles.register(GM, 'gm');
  roles.register(DISPLAY, 'display');
  const sent: unknown[][] = [];
  const relay = createDisplayFeedRelay(() => ({ send: (...args) => void sent.push(args) }));
  const openPlayerDisplay = vi.fn();
  const gate = createIpcGate({ trustedOrigins: ['app://paravent'], roles }, vi.fn());
  registerDisplayHandlers(gate, relay);
  registerAppHandlers(gate, {
    appInfo: () => ({ host: 'desktop', version: '0', platform: 'linux' }),
    openPlayerDisplay,
    closeGmWindow: vi.fn(),
  });
  const call = (channel: string, sender: number, ...args: unknown[]) =>
    fake.handlers.get(channel)?.(
      {
        sender: { id: sender },
        senderFrame: { url: `app://paravent/${sender === GM ? 'index' : 'display'}.html`, parent: null },
      },
      ...args,
    );
  return { call, sent, openPlayerDisplay };
}

describe('display feed behind the IPC gate', () => {
  it('the GM window publishes; main relays it to the display, which can ask for the last one', async () => {
    const { call, sent } = setUp();
    await call(DISPLAY_INVOKE.publish.name, GM, FEED);
    expect(sent).toEqual([['paravent:display:feed', FEED]]);
    expect(await call(DISPLAY_INVOKE.current.name, DISPLAY)).toEqual(FEED);
  });

  it('the GM window sends a change of the projection; main applies it to the feed it holds', async () => {
    const { call, sent } = setUp();
    const head = {
      status: 'running',
      round: 2,
      isSurpriseRound: false,
      currentId: null,
      nextId: null,
      pinnedTable: null,
    };
    const orc = {
      id: 'orque',
      name: 'Orque',
      side: 'enemy',
      initiative: 9,
      delaying: false,
      health: null,
      conditions: [],
    };
    expect(await call(DISPLAY_INVOKE.patch.name, GM, { head, changed: [] })).toBe(false); // no view held yet
    await call(DISPLAY_INVOKE.publish.name, GM, { ...FEED, view: { ...head, round: 1, order: [] } });
    expect(
      await call(DISPLAY_INVOKE.patch.name, GM, {
        head,
        ids: ['orque'],
        changed: [{ ...orc, notes: 'traître' }],
      }),
    ).toBe(true);
    expect(sent.at(-1)).toEqual(['paravent:display:feed', { ...FEED, view: { ...head, order: [orc] } }]);
    expect(JSON.stringify(sent)).not.toContain('traître');
    await expect(call(DISPLAY_INVOKE.patch.name, DISPLAY, { head, changed: [] })).rejects.toThrow(/rôle/);
  });

  it('strips what the schema does not know before keeping or relaying anything', async () => {
    const { call, sent } = setUp();
    await call(DISPLAY_INVOKE.publish.name, GM, { ...FEED, notes: 'le traître est Bera' });
    expect(JSON.stringify(sent)).not.toContain('Bera');
  });

  it.each([
    ['the display publishing', DISPLAY_INVOKE.publish.name, DISPLAY, FEED, /rôle/],
    ['the display opening another display', INVOKE.openPlayerDisplay.name, DISPLAY, undefined, /rôle/],
    ['the GM window asking for the display’s feed', DISPLAY_INVOKE.current.name, GM, undefined, /rôle/],
    ['a malformed feed', DISPLAY_INVOKE.publish.name, GM, { view: 'x' }, /données invalides/],
  ])('refuses %s', async (_what, channel, sender, payload, message) => {
    const { call, sent, openPlayerDisplay } = setUp();
    await expect(call(channel, sender, payload)).rejects.toThrow(message);
    expect(sent).toEqual([]);
    expect(openPlayerDisplay).not.toHaveBeenCalled();
  });
});
