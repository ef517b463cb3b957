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
});
