import { describe, expect, it } from 'vitest';
import type { PlayersFeed } from '../../shared/players-link';
import { connectToGm, SILENCE_MS, type ConnectionDeps, type EventSourceLike } from './players-connection';
import type { LinkState } from './players-render';

class FakeStream implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((e: { data?: unknown }) => void)[]>();
  addEventListener(type: string, listener: (e: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = 1;
    this.listeners.get(type)?.forEach((l) => l({ data }));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

/** A phone: its streams, its timers (run by hand), what the page was told. */
function phone(probeAnswer: Awaited<ReturnType<ConnectionDeps['probe']>> = null) {
  const streams: FakeStream[] = [];
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const states: LinkState[] = [];
  const feeds: PlayersFeed[] = [];
  let online: () => void = () => undefined;
  const probes: string[] = [];
  const deps: ConnectionDeps = {
    openStream: () => {
      const s = new FakeStream();
      streams.push(s);
      return s;
    },
    probe: (url) => {
      probes.push(url);
      return Promise.resolve(probeAnswer);
    },
    setTimer: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => void (timer.cancelled = true);
    },
    onOnline: (run) => void (online = run),
  };
  const times: number[] = [];
  connectToGm(deps, {
    state: (s) => states.push(s),
    feed: (f) => feeds.push(f),
    time: (t) => times.push(t),
  });
  const runTimers = (ms: number) =>
    timers.filter((t) => !t.cancelled && t.ms === ms).forEach((t) => ((t.cancelled = true), t.run()));
  return { streams, timers, states, feeds, times, probes, runTimers, online: () => online() };
}

const FEED = JSON.stringify({ view: null, language: 'en' });

describe('the phone’s link to the GM', () => {
  it('connects, then shows each projection', () => {
    const p = phone();
    expect(p.states).toEqual(['connecting']);
    p.streams[0].emit('open');
    p.streams[0].emit('feed', FEED);
    expect(p.states.at(-1)).toBe('live');
    expect(p.feeds).toEqual([{ view: null, language: 'en' }]);
    p.streams[0].emit('feed', '{not json');
    p.streams[0].emit('feed', JSON.stringify({ view: { order: 'x' }, language: 'fr' }));
    expect(p.feeds).toHaveLength(1);
  });

  it('says « reconnexion… » while the browser retries, and follows again when it is back', () => {
    const p = phone();
    p.streams[0].emit('open');
    p.streams[0].emit('error');
    expect(p.states.at(-1)).toBe('reconnecting');
    p.streams[0].emit('open');
    p.streams[0].emit('feed', FEED);
    expect(p.states.at(-1)).toBe('live');
  });

  it('opens a new stream itself when the browser gave up and the computer answers again', async () => {
    const p = phone(null);
    p.streams[0].emit('open');
    p.streams[0].readyState = 2;
    p.streams[0].emit('error');
    await expect.poll(() => p.probes).toEqual(['state']);
    expect(p.states.at(-1)).toBe('reconnecting');
    p.runTimers(1000);
    expect(p.streams).toHaveLength(2);
    p.streams[1].emit('open');
    p.streams[1].emit('feed', FEED);
    expect(p.states.at(-1)).toBe('live');
  });

  it('hands on the GM computer’s time each ping brings, and ignores a ping that carries none', () => {
    const p = phone();
    p.streams[0].emit('open');
    p.streams[0].emit('ping', '1790000000000');
    p.streams[0].emit('ping', '0');
    p.streams[0].emit('ping', 'soon');
    expect(p.times).toEqual([1790000000000]);
  });

  it('takes a silent stream for dead (a phone that left the Wi-Fi is never told)', async () => {
    const p = phone(null);
    p.streams[0].emit('open');
    p.streams[0].emit('ping', '0');
    p.runTimers(SILENCE_MS);
    expect(p.streams[0].closed).toBe(true);
    await expect.poll(() => p.states.at(-1)).toBe('reconnecting');
  });

  it('stops for good when the GM turns the link off or makes a new one', () => {
    const off = phone();
    off.streams[0].emit('closed', '"off"');
    expect(off.states.at(-1)).toBe('closed');
    expect(off.streams[0].closed).toBe(true);
    off.online();
    expect(off.streams).toHaveLength(1);

    const renewed = phone();
    renewed.streams[0].emit('closed', '"renewed"');
    expect(renewed.states.at(-1)).toBe('revoked');
  });

  it('takes a 404 on reconnecting for a link that no longer exists', async () => {
    const p = phone({ status: 404, body: null });
    p.streams[0].readyState = 2;
    p.streams[0].emit('error');
    await expect.poll(() => p.states.at(-1)).toBe('revoked');
    expect(p.timers.filter((t) => !t.cancelled)).toEqual([]);
  });

  it('says when every place is taken, and tries again later', async () => {
    const p = phone({ status: 200, body: { viewers: 32, maxViewers: 32 } });
    p.streams[0].readyState = 2;
    p.streams[0].emit('error');
    await expect.poll(() => p.states.at(-1)).toBe('full');
    p.runTimers(10_000);
    expect(p.streams).toHaveLength(2);
  });
});
