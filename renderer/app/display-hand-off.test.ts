import { describe, expect, it } from 'vitest';
import type { DisplayFeed } from '../../shared/ipc';
import type { PlayerView } from '../../shared/combat/player-view';
import { diffPlayerView, type PlayerViewPatch } from '../../shared/combat/player-view-patch';
import type { DisplaySettings, FightListenerMap, FightStore, PlayerViewPublisher, SentView } from '../fight';
import { runningView } from '../display/render-display';
import { handOffToDisplay } from './display-hand-off';

const FR: DisplaySettings = {
  projection: { health: { pc: 'exact', ally: 'band', enemy: 'band', neutral: 'band' }, pinnedTable: null },
  language: 'fr',
};

/** The store's `settings` listener and the publisher's `onSent`, driven by the test. */
function wiring(initial: DisplaySettings | null) {
  let settingsListener: FightListenerMap['settings'] = () => {};
  let sentListener: (s: SentView) => void = () => {};
  let latest: PlayerView | null = null;
  const store = {
    displaySettings: () => initial,
    listen: (kind: string, listener: FightListenerMap['settings']) => {
      if (kind === 'settings') settingsListener = listener;
      return () => {};
    },
  } as unknown as FightStore;
  const publisher: PlayerViewPublisher = {
    onSent: (l) => {
      sentListener = l;
      return () => {};
    },
    latest: () => latest,
    stop: () => {},
  };
  return {
    store,
    publisher,
    settings: (s: DisplaySettings) => settingsListener(s),
    send: (view: PlayerView, patch: PlayerViewPatch | null) => {
      latest = view;
      sentListener({ view, patch });
    },
  };
}

function host(applies: boolean) {
  const calls: (['feed', DisplayFeed] | ['patch', PlayerViewPatch])[] = [];
  return {
    calls,
    publishDisplayFeed: (feed: DisplayFeed) => {
      calls.push(['feed', feed]);
      return Promise.resolve();
    },
    publishDisplayPatch: (patch: PlayerViewPatch) => {
      calls.push(['patch', patch]);
      return Promise.resolve(applies);
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the desktop display’s hand-off', () => {
  it('hands main the whole feed first, then each view as a patch; the language and the table resend it whole', async () => {
    const w = wiring(FR);
    const h = host(true);
    handOffToDisplay(w.store, w.publisher, h, () => Promise.resolve(null));
    await settle();
    const first = runningView();
    w.send(first, null);
    const second = { ...first, round: 4 };
    w.send(second, diffPlayerView(first, second));
    await settle();
    expect(h.calls.map(([kind]) => kind)).toEqual(['feed', 'feed', 'patch']);
    expect(h.calls[1]).toEqual(['feed', { view: first, language: 'fr', tableKey: null }]);
    w.settings({ projection: { ...FR.projection, pinnedTable: 'table:dnd35:cover' }, language: 'en' });
    await settle();
    expect(h.calls.at(-1)).toEqual(['feed', { view: second, language: 'en', tableKey: 'table:dnd35:cover' }]);
    const count = h.calls.length;
    w.settings({ projection: { ...FR.projection, pinnedTable: 'table:dnd35:cover' }, language: 'en' });
    await settle();
    expect(h.calls).toHaveLength(count); // nothing new for main
  });

  it('sends the whole feed when main holds no view the patch fits (a display window just reopened)', async () => {
    const w = wiring(null);
    const h = host(false);
    const stored = { ...runningView(), round: 2 };
    handOffToDisplay(w.store, w.publisher, h, () => Promise.resolve(stored));
    w.settings(FR);
    await settle();
    // A GM window reloaded mid-fight: the stored copy stands in until the fight is published.
    expect(h.calls).toEqual([['feed', { view: stored, language: 'fr', tableKey: null }]]);
    const first = runningView();
    w.send(first, null);
    const second = { ...first, round: 5 };
    w.send(second, diffPlayerView(first, second));
    await settle();
    expect(h.calls.map(([kind]) => kind)).toEqual(['feed', 'feed', 'patch', 'feed']);
    expect(h.calls.at(-1)).toEqual(['feed', { view: second, language: 'fr', tableKey: null }]);
  });
});
