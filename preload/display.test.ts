import { describe, expect, it, vi } from 'vitest';
import type { DisplayFeed } from '../shared/ipc';
import { createDisplayFeedApi } from './display-api';

const fake = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  ipcRenderer: { invoke: () => Promise.resolve(null), on: () => undefined, removeListener: () => undefined },
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => fake.exposed.set(key, api) },
  ipcRenderer: fake.ipcRenderer,
}));

const FEED: DisplayFeed = { view: null, language: 'fr', tableKey: 'table:dnd35:cover' };

/** A fake ipcRenderer that records listeners and invocations. */
function fakeIpc(answer: unknown) {
  const listeners = new Map<string, (event: unknown, ...args: unknown[]) => void>();
  const invoked: unknown[][] = [];
  return {
    listeners,
    invoked,
    invoke: (...args: unknown[]) => {
      invoked.push(args);
      return Promise.resolve(answer);
    },
    on: (channel: string, l: (event: unknown, ...args: unknown[]) => void) => listeners.set(channel, l),
    removeListener: (channel: string) => listeners.delete(channel),
  };
}

describe('display preload', () => {
  it('exposes only window.paraventDisplay, with current and onFeed — no file, database or command', async () => {
    await import('./display');
    expect([...fake.exposed.keys()]).toEqual(['paraventDisplay']);
    const api = fake.exposed.get('paraventDisplay');
    expect(typeof api === 'object' && api !== null ? Object.keys(api).sort() : []).toEqual([
      'current',
      'onFeed',
    ]);
    expect(Object.values(api ?? {})).not.toContain(fake.ipcRenderer);
  });

  it('asks main for the last feed and checks the answer', async () => {
    const ipc = fakeIpc(FEED);
    expect(await createDisplayFeedApi(ipc).current()).toEqual(FEED);
    expect(ipc.invoked).toEqual([['paravent:display:current']]);
    expect(await createDisplayFeedApi(fakeIpc({ view: 'forged' })).current()).toBeNull();
    expect(await createDisplayFeedApi(fakeIpc(null)).current()).toBeNull();
  });

  it('passes each well-formed feed on, drops a malformed one, and unsubscribes', () => {
    const ipc = fakeIpc(null);
    const seen: DisplayFeed[] = [];
    const stop = createDisplayFeedApi(ipc).onFeed((feed) => seen.push(feed));
    const relay = ipc.listeners.get('paravent:display:feed');
    relay?.({}, FEED);
    relay?.({}, { ...FEED, language: 'de' });
    relay?.({}, '<script>');
    expect(seen).toEqual([FEED]);
    stop();
    expect(ipc.listeners.size).toBe(0);
  });
});
