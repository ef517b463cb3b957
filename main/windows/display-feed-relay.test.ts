import { describe, expect, it } from 'vitest';
import type { DisplayFeed } from '../../shared/ipc';
import { createDisplayFeedRelay, type FeedTarget } from './display-feed-relay';

const feed = (round: number): DisplayFeed => ({
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
});

describe('display feed relay', () => {
  it('keeps the last feed even with no display open, and sends each new one to the open display', () => {
    const open: { display?: FeedTarget & { sent: unknown[][] } } = {};
    const relay = createDisplayFeedRelay(() => open.display);
    expect(relay.current()).toBeNull();
    relay.publish(feed(1));
    expect(relay.current()).toEqual(feed(1));
    const display = { sent: [] as unknown[][], send: (...args: unknown[]) => void display.sent.push(args) };
    open.display = display;
    relay.publish(feed(2));
    expect(display.sent).toEqual([['paravent:display:feed', feed(2)]]);
    expect(relay.current()).toEqual(feed(2));
  });

  it('applies a change of the projection to the feed it holds, and refuses one that does not fit', () => {
    const display = { sent: [] as unknown[][], send: (...args: unknown[]) => void display.sent.push(args) };
    const relay = createDisplayFeedRelay(() => display);
    const head = {
      status: 'running' as const,
      round: 3,
      isSurpriseRound: false,
      currentId: null,
      nextId: null,
      pinnedTable: null,
    };
    const orc = {
      id: 'orque',
      name: 'Orque',
      side: 'enemy' as const,
      initiative: 12,
      delaying: false,
      health: { kind: 'band' as const, band: 'hurt' as const },
      conditions: [],
    };
    expect(relay.patch({ head, changed: [] })).toBe(false); // nothing held yet
    relay.publish(feed(2));
    expect(relay.patch({ head, ids: ['orque'], changed: [orc] })).toBe(true);
    expect(relay.current()?.view).toEqual({ ...feed(3).view, order: [orc] });
    expect(display.sent.at(-1)).toEqual(['paravent:display:feed', relay.current()]);
    expect(relay.patch({ head, ids: ['gobelin'], changed: [] })).toBe(false); // names no one it has
    expect(relay.current()?.view?.round).toBe(3);
  });
});
