import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDisplayFeed, type DisplayFeed } from './display-feed';
import { toPlayerView } from './player-view';
import { DEFAULT_PLAYER_VIEW_SETTINGS } from './player-view-settings';
import { setup } from './test-fixtures';
import { replay } from './reducer';

const running = replay(
  setup('dnd35', [
    { name: 'Aldric', side: 'pc', init: 18, notes: 'a juré de trahir le groupe' },
    { name: 'Orque', init: 11 },
    { name: 'Espion', init: 9, hidden: true },
  ]),
  [{ type: 'combat-started' }],
);
const feed: DisplayFeed = {
  view: toPlayerView(running, DEFAULT_PLAYER_VIEW_SETTINGS),
  language: 'fr',
  tableKey: 'table:dnd35:cover',
};

describe('parseDisplayFeed', () => {
  it('accepts what the GM window publishes, unchanged', () => {
    expect(parseDisplayFeed(feed)).toEqual({ ok: true, value: feed });
    expect(parseDisplayFeed({ view: null, language: 'en', tableKey: null }).ok).toBe(true);
  });

  it('drops any field the projection does not have (GM notes sent by mistake never reach the display)', () => {
    const view = feed.view;
    if (!view) throw new Error('no view');
    const leaky = {
      ...feed,
      secret: 'x',
      view: { ...view, notes: 'a juré', order: view.order.map((c) => ({ ...c, hpExact: 7 })) },
    };
    const parsed = parseDisplayFeed(leaky);
    expect(parsed.ok).toBe(true);
    expect(JSON.stringify(parsed)).not.toMatch(/secret|a juré|hpExact/);
  });

  it.each([
    ['no language', { view: null, tableKey: null }, 'language'],
    ['an unknown status', { ...feed, view: { ...feed.view, status: 'paused' } }, 'view.status'],
    [
      'a name of 10 000 characters',
      { ...feed, view: { ...feed.view, order: [{ ...feed.view?.order[0], name: 'x'.repeat(10_000) }] } },
      'view.order.0.name',
    ],
    ['a function', { ...feed, tableKey: () => 1 }, 'tableKey'],
  ])('refuses %s with a French message naming the field', (_, payload, field) => {
    const parsed = parseDisplayFeed(payload);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(field);
  });

  it('never throws, whatever comes in', () => {
    fc.assert(fc.property(fc.anything(), (payload) => typeof parseDisplayFeed(payload).ok === 'boolean'));
  });
});
