import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDisplayFeed, parseDisplayPatch, type DisplayFeed } from './display-feed';
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
  it('keeps a Starfinder PC’s Stamina and the osr round phase (both reach the display)', () => {
    const sf1 = replay(
      setup('sf1', [{ name: 'Kira', side: 'pc', init: 12, hpMax: 14, staminaMax: 12, resolveMax: 4 }]),
      [{ type: 'combat-started' }],
    );
    const sfFeed: DisplayFeed = {
      view: toPlayerView(sf1, DEFAULT_PLAYER_VIEW_SETTINGS),
      language: 'fr',
      tableKey: null,
    };
    const health = sfFeed.view?.order[0]?.health;
    expect(health?.kind === 'exact' && health.stamina).toEqual({ current: 12, max: 12 });
    expect(parseDisplayFeed(sfFeed)).toEqual({ ok: true, value: sfFeed });

    const osr = replay(
      setup('osr', [
        { name: 'Guerrier', side: 'pc', init: 5 },
        { name: 'Orque', init: 2 },
      ]),
      [{ type: 'combat-started' }, { type: 'round-step-set', step: 3 }],
    );
    const osrFeed: DisplayFeed = {
      view: toPlayerView(osr, DEFAULT_PLAYER_VIEW_SETTINGS),
      language: 'fr',
      tableKey: null,
    };
    expect(osrFeed.view?.roundPhase).toEqual({ name: { fr: 'Mouvements', en: 'Movement' }, acting: 'party' });
    expect(parseDisplayFeed(osrFeed)).toEqual({ ok: true, value: osrFeed });
  });

  it('keeps the turn clock the GM shows (the desktop display and the phones get it through this check)', () => {
    if (!feed.view) throw new Error('no view');
    const clock = {
      turnMs: 60_000,
      roundMs: 200_000,
      since: 1_790_000_000_000,
      paused: false,
      limitSeconds: 90,
    };
    const clocked: DisplayFeed = { ...feed, view: { ...feed.view, clock } };
    expect(parseDisplayFeed(clocked)).toEqual({ ok: true, value: clocked });
    const { order: _order, ...head } = clocked.view ?? feed.view;
    expect(parseDisplayPatch({ head, changed: [] })).toEqual({ ok: true, value: { head, changed: [] } });
    for (const bad of [
      { ...clock, turnMs: -1 },
      { ...clock, since: Infinity },
      { ...clock, limitSeconds: 0 },
    ])
      expect(parseDisplayFeed({ ...feed, view: { ...feed.view, clock: bad } }).ok).toBe(false);
  });

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
