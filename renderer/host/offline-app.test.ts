import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appUpdateSnapshot,
  registerOfflineApp,
  subscribeAppUpdate,
  type OfflinePage,
  type ServiceWorkerClient,
} from './offline-app';

/** A fake of Workbox's client: records its listeners so a test can fire 'waiting' and 'controlling'. */
function fakeClient(register: () => Promise<unknown> = () => Promise.resolve()) {
  const on: Record<string, (() => void)[]> = {};
  const client: ServiceWorkerClient = {
    addEventListener: (type, listener) => void (on[type] ??= []).push(listener),
    register: vi.fn(register),
    update: vi.fn(() => Promise.resolve()),
    messageSkipWaiting: vi.fn(),
  };
  const fire = (type: string) => (on[type] ?? []).forEach((listener) => listener());
  return { client, fire };
}

function page(overrides: Partial<OfflinePage> = {}) {
  const reload = vi.fn();
  const value: OfflinePage = {
    location: { protocol: 'http:', reload },
    navigator: { serviceWorker: {} },
    ...overrides,
  };
  return { value, reload };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => vi.useRealTimers());

describe('registerOfflineApp', () => {
  it('registers sw.js through Workbox in a production web build', async () => {
    const { client } = fakeClient();
    const create = vi.fn(() => Promise.resolve(client));
    expect(registerOfflineApp(page().value, true, create)).toBe(true);
    await settle();
    expect(create).toHaveBeenCalledWith('./sw.js');
    expect(client.register).toHaveBeenCalled();
  });

  it.each([
    ['in development', page().value, false],
    ['in the desktop app', page({ paravent: {} }).value, true],
    ['on app://', page({ location: { protocol: 'app:', reload: () => undefined } }).value, true],
    ['without service workers (plain http on a LAN address)', page({ navigator: {} }).value, true],
  ])('does nothing %s', (_case, value, production) => {
    const create = vi.fn(() => Promise.resolve(fakeClient().client));
    expect(registerOfflineApp(value, production, create)).toBe(false);
    expect(create).not.toHaveBeenCalled();
  });

  it('swallows a refused registration (the app still works online)', async () => {
    const { client } = fakeClient(() => Promise.reject(new Error('SecurityError')));
    expect(registerOfflineApp(page().value, true, () => Promise.resolve(client))).toBe(true);
    await settle();
  });

  it('a new version waiting is offered; « Recharger » hands over to it, then reloads the page', async () => {
    const { client, fire } = fakeClient();
    const { value, reload } = page();
    const seen = vi.fn();
    const unsubscribe = subscribeAppUpdate(seen);
    registerOfflineApp(value, true, () => Promise.resolve(client));
    await settle();
    expect(appUpdateSnapshot()).toBeNull();
    fire('waiting');
    expect(seen).toHaveBeenCalledTimes(1);
    const switchToUpdate = appUpdateSnapshot();
    expect(switchToUpdate).not.toBeNull();
    switchToUpdate?.();
    expect(client.messageSkipWaiting).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled(); // not before the new worker has the page
    fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('asks the server for a new version every hour while the page is open', async () => {
    vi.useFakeTimers();
    const { client } = fakeClient();
    registerOfflineApp(page().value, true, () => Promise.resolve(client));
    await vi.advanceTimersByTimeAsync(0);
    expect(client.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(client.update).toHaveBeenCalledTimes(1);
  });
});
