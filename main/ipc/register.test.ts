import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INVOKE } from '../../shared/ipc';
import { createWindowRoleRegistry } from '../windows/window-roles';
import type { InvokeEventLike } from './check-sender';

type Handler = (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>;

/** A fake ipcMain that keeps the handlers registered on it. */
const fake = vi.hoisted(() => ({ handlers: new Map<string, Handler>() }));
vi.mock('electron', () => ({
  ipcMain: { handle: (channel: string, handler: Handler) => fake.handlers.set(channel, handler) },
}));

const { createIpcGate } = await import('./register');

const GM_ID = 1;
const DISPLAY_ID = 2;
const UNKNOWN_ID = 3;

function setUp() {
  fake.handlers.clear();
  const roles = createWindowRoleRegistry();
  roles.register(GM_ID, 'gm');
  roles.register(DISPLAY_ID, 'display');
  const log = vi.fn();
  const registerInvoke = createIpcGate({ trustedOrigins: ['app://paravent'], roles }, log);
  const openDisplay = vi.fn();
  registerInvoke(INVOKE.openPlayerDisplay, () => openDisplay());
  const call = (event: InvokeEventLike, ...args: unknown[]) => {
    const handler = fake.handlers.get(INVOKE.openPlayerDisplay.name);
    if (!handler) throw new Error('handler not registered');
    return handler(event, ...args);
  };
  return { call, openDisplay, log };
}

const event = (senderId: number, url: string, parent: unknown = null): InvokeEventLike => ({
  sender: { id: senderId },
  senderFrame: { url, parent },
});

describe('registerInvoke: the IPC gate', () => {
  let gate: ReturnType<typeof setUp>;
  beforeEach(() => {
    gate = setUp();
  });

  it('lets a good call from the GM window through', async () => {
    await expect(gate.call(event(GM_ID, 'app://paravent/index.html'))).resolves.toBeUndefined();
    expect(gate.openDisplay).toHaveBeenCalledOnce();
  });

  it.each([
    ['a foreign origin', event(GM_ID, 'https://evil.example/index.html'), /origine non autorisée/],
    ['a look-alike host', event(GM_ID, 'app://paravent.evil/index.html'), /origine non autorisée/],
    ['a file:// page', event(GM_ID, 'file:///tmp/index.html'), /origine non autorisée/],
    [
      'a subframe',
      event(GM_ID, 'app://paravent/index.html', { url: 'app://paravent/index.html' }),
      /sous-cadre/,
    ],
    ['a destroyed frame', { sender: { id: GM_ID }, senderFrame: null }, /cadre émetteur disparu/],
    ['a window that is not ours', event(UNKNOWN_ID, 'app://paravent/index.html'), /fenêtre inconnue/],
    ['the players’ display (role not allowed)', event(DISPLAY_ID, 'app://paravent/display.html'), /rôle/],
  ])('refuses %s and never runs the handler', async (_what, forged, message) => {
    await expect(gate.call(forged)).rejects.toThrow(message);
    expect(gate.openDisplay).not.toHaveBeenCalled();
    expect(gate.log).toHaveBeenCalledOnce();
  });

  it.each([
    ['an unexpected payload', [{ evil: true }], /données invalides/],
    ['extra arguments', [undefined, 'more'], /trop d’arguments/],
  ])('refuses %s from a trusted sender', async (_what, args, message) => {
    await expect(gate.call(event(GM_ID, 'app://paravent/index.html'), ...args)).rejects.toThrow(message);
    expect(gate.openDisplay).not.toHaveBeenCalled();
  });

  it('forgets a window once it is unregistered (closed)', async () => {
    fake.handlers.clear();
    const roles = createWindowRoleRegistry();
    roles.register(GM_ID, 'gm');
    const handler = vi.fn(() => 'ok');
    createIpcGate({ trustedOrigins: ['app://paravent'], roles }, vi.fn())(INVOKE.getAppInfo, handler);
    roles.unregister(GM_ID);
    const registered = fake.handlers.get(INVOKE.getAppInfo.name);
    await expect(registered?.(event(GM_ID, 'app://paravent/index.html'))).rejects.toThrow(/fenêtre inconnue/);
    expect(handler).not.toHaveBeenCalled();
  });

  it('trusts the dev server only when it is listed', async () => {
    await expect(gate.call(event(GM_ID, 'http://localhost:5173/index.html'))).rejects.toThrow(/origine/);
    fake.handlers.clear();
    const roles = createWindowRoleRegistry();
    roles.register(GM_ID, 'gm');
    const handler = vi.fn();
    const trustedOrigins = ['app://paravent', 'http://localhost:5173'];
    createIpcGate({ trustedOrigins, roles }, vi.fn())(INVOKE.openPlayerDisplay, handler);
    await fake.handlers.get(INVOKE.openPlayerDisplay.name)?.(
      event(GM_ID, 'http://localhost:5173/index.html'),
    );
    expect(handler).toHaveBeenCalledOnce();
  });
});
