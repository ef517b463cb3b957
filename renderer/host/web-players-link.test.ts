import { describe, expect, it } from 'vitest';
import type { DisplayFeed } from '../../shared/ipc';
import { createWebPlayersLink, type WebLinkBrowser } from './web-players-link';

const ON = {
  state: 'on',
  url: 'http://127.0.0.1:5200/j/abc/',
  address: '127.0.0.1',
  port: 5200,
  viewers: 0,
  maxViewers: 32,
} as const;

function feed(round: number): DisplayFeed {
  return {
    view: {
      status: 'running',
      round,
      isSurpriseRound: false,
      currentId: null,
      nextId: null,
      order: [],
      pinnedTable: null,
    },
    language: 'fr',
    tableKey: null,
  };
}

/** The server, faked: answers each control request; `publish` waits until released. */
function fakeServer(interfacesStatus = 200) {
  const published: number[] = [];
  const requests: { url: string; headers?: Record<string, string> }[] = [];
  let release: (() => void) | null = null;
  const browser: WebLinkBrowser = {
    async fetch(url, init) {
      requests.push({ url, headers: init?.headers });
      const answer = (status: number, body: unknown) => ({ status, json: () => Promise.resolve(body) });
      if (url.endsWith('interfaces'))
        return answer(interfacesStatus, {
          ok: true,
          choices: [{ name: 'lo', address: '127.0.0.1', loopback: true }],
        });
      if (url.endsWith('start')) return answer(200, { ok: true, status: ON });
      if (url.endsWith('stop')) return answer(200, { state: 'off' });
      if (url.endsWith('publish')) {
        const body = JSON.parse(String((init as { body?: string }).body)) as DisplayFeed;
        published.push(body.view?.round ?? -1);
        await new Promise<void>((done) => (release = done));
        return answer(204, null);
      }
      return answer(404, null);
    },
    openStream: () => ({ addEventListener: () => undefined, close: () => undefined }),
  };
  return { browser, published, requests, release: () => release?.() };
}

describe('the web host’s players’ link', () => {
  it('publishes nothing while off, then the last feed as soon as the link is on', async () => {
    const server = fakeServer();
    const link = createWebPlayersLink(server.browser);
    link.publish(feed(1));
    link.publish(feed(2));
    expect(server.published).toEqual([]);
    await link.start({ address: '127.0.0.1', language: 'fr' });
    await expect.poll(() => server.published).toEqual([2]);
    // Every change carries the control header (a cross-site page cannot send it).
    expect(server.requests.filter((r) => r.url.endsWith('publish'))[0].headers).toMatchObject({
      'X-Paravent-Control': '1',
    });
  });

  it('sends one feed at a time, and only the newest of those that came meanwhile', async () => {
    const server = fakeServer();
    const link = createWebPlayersLink(server.browser);
    await link.start({ address: '127.0.0.1', language: 'fr' });
    link.publish(feed(1));
    link.publish(feed(2));
    link.publish(feed(3));
    link.publish(feed(4));
    await expect.poll(() => server.published).toEqual([1]);
    server.release();
    await expect.poll(() => server.published).toEqual([1, 4]);
    server.release();
    await link.stop();
    link.publish(feed(5));
    await Promise.resolve();
    expect(server.published).toEqual([1, 4]);
  });

  it('says the link needs --host when the server has no control', async () => {
    const link = createWebPlayersLink(fakeServer(404).browser);
    expect(await link.interfaces()).toEqual({ ok: false, reason: 'needs-host' });
  });
});
