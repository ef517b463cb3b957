import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { combatantId } from '../../shared/combat';
import type { PlayerView } from '../../shared/combat/player-view';
import type { PlayerViewPatch } from '../../shared/combat/player-view-patch';
import { applyPlayerViewPatch } from '../../shared/combat/player-view-patch';
import type { StampedView } from '../db';
import type { FightStore } from './fight-store';
import type { DisplaySettings } from './fight-listeners';
import { publishPlayerViews, type PublisherDeps } from './player-view-publisher';
import { storeFixtures } from './test-stores';

const { freshDb, storeOn, onCleanup } = storeFixtures('publisher');

const BANDS: DisplaySettings = {
  projection: { health: { pc: 'exact', ally: 'band', enemy: 'band', neutral: 'band' }, pinnedTable: null },
  language: 'fr',
};

/** A store whose display settings the test sets (`settings(s)`), on its own database. */
function storeWithSettings(): { store: FightStore; settings(s: DisplaySettings): void } {
  let tell: (s: DisplaySettings) => void = () => {};
  const store = storeOn(freshDb(), {
    watchSettings: (changed) => {
      tell = changed;
      return () => {};
    },
  });
  return { store, settings: (s) => tell(s) };
}

/** Frames the test paints by hand; what was sent and stored. */
function fakes() {
  const frames: (() => void)[] = [];
  const idles: (() => void)[] = [];
  const sent: { view: PlayerView; patch: PlayerViewPatch | null }[] = [];
  const stored: StampedView[] = [];
  const deps: Partial<PublisherDeps> = {
    frame: (task) => {
      frames.push(task);
      return () => frames.splice(frames.indexOf(task), 1);
    },
    soon: (task) => task(),
    send: (view, patch) => {
      sent.push({ view, patch });
      return { view, at: sent.length };
    },
    store: (s) => {
      stored.push(s);
      return Promise.resolve();
    },
    idle: (task) => {
      idles.push(task);
      return () => idles.splice(idles.indexOf(task), 1);
    },
    page: null,
  };
  const paint = () => frames.splice(0).forEach((f) => f());
  return { deps, frames, idles, sent, stored, paint };
}

async function runningFight(store: FightStore): Promise<void> {
  await store.ready();
  await store.create({ name: 'Embuscade', system: 'dnd35', seed: 1 });
  store.dispatch([
    { type: 'combatant-added', combatant: { id: 'aldric', name: 'Aldric', side: 'pc', hpMax: 20 } },
    { type: 'combatant-added', combatant: { id: 'orque', name: 'Orque', side: 'enemy', hpMax: 16 } },
    {
      type: 'combatant-added',
      combatant: { id: 'ombre', name: 'Ombre', side: 'enemy', hpMax: 9, hidden: true },
    },
    { type: 'initiative-set', id: combatantId('aldric'), value: 18 },
    { type: 'initiative-set', id: combatantId('orque'), value: 12 },
    { type: 'initiative-set', id: combatantId('ombre'), value: 15 },
    { type: 'combat-started' },
  ]);
}

describe('the players’ projection, published from the store’s listeners', () => {
  it('sends the whole view first, then what changed: a gesture at once, the rest of its frame after the paint', async () => {
    const { store, settings } = storeWithSettings();
    const f = fakes();
    const publisher = publishPlayerViews(store, f.deps);
    onCleanup(publisher.stop);
    await runningFight(store);
    f.paint();
    expect(f.sent).toHaveLength(0); // the display settings are not read yet: nothing to send
    settings(BANDS);
    f.paint();
    expect(f.sent).toHaveLength(1);
    expect(f.sent[0]?.patch).toBeNull();
    expect(f.sent[0]?.view.order.map((c) => c.name)).toEqual(['Aldric', 'Orque']);
    // A gesture goes at once, before the GM's screen is painted: the orc is hurt.
    store.dispatch([{ type: 'damage', id: combatantId('orque'), amount: 2 }]);
    expect(f.sent).toHaveLength(2);
    const hurt = f.sent[1]?.patch;
    expect(hurt?.changed.map((c) => [c.name, c.health])).toEqual([['Orque', { kind: 'band', band: 'hurt' }]]);
    // Two more gestures in that same frame: one patch, once it is painted.
    store.dispatch([{ type: 'damage', id: combatantId('orque'), amount: 3 }]);
    store.dispatch([{ type: 'turn-advanced' }]);
    expect(f.sent).toHaveLength(2);
    f.paint();
    expect(f.sent).toHaveLength(3);
    const patch = f.sent[2]?.patch;
    // The hidden foe's turn: nobody shown acting, the orc next.
    expect([patch?.head.currentId, patch?.head.nextId]).toEqual([null, 'orque']);
    const first = f.sent[0]?.view;
    const second = first && hurt && applyPlayerViewPatch(first, hurt);
    expect(second).toEqual(f.sent[1]?.view);
    expect(second && patch && applyPlayerViewPatch(second, patch)).toEqual(f.sent[2]?.view);
    // The next frame: a gesture goes at once again.
    f.paint();
    store.dispatch([{ type: 'damage', id: combatantId('aldric'), amount: 1 }]);
    expect(f.sent).toHaveLength(4);
    expect(JSON.stringify(f.sent)).not.toContain('Ombre');
  });

  it('a display setting changed with no gesture (the GM on Réglages) sends the change: the orc at 11/16', async () => {
    const { store, settings } = storeWithSettings();
    const f = fakes();
    onCleanup(publishPlayerViews(store, f.deps).stop);
    await runningFight(store);
    store.dispatch([{ type: 'damage', id: combatantId('orque'), amount: 5 }]);
    settings(BANDS);
    f.paint();
    expect(f.sent.at(-1)?.view.order[1]?.health).toEqual({ kind: 'band', band: 'hurt' });
    const exact: DisplaySettings = {
      ...BANDS,
      projection: { ...BANDS.projection, health: { ...BANDS.projection.health, enemy: 'exact' } },
    };
    // Sent at once, with no frame painted: the GM's next paint is Réglages redrawing.
    settings(exact);
    expect(f.sent.at(-1)?.patch?.changed).toEqual([
      expect.objectContaining({
        name: 'Orque',
        health: { kind: 'exact', current: 11, max: 16, band: 'hurt' },
      }),
    ]);
    // The language alone changes nothing in the projection: nothing sent.
    const count = f.sent.length;
    settings({ ...exact, language: 'en' });
    f.paint();
    expect(f.sent).toHaveLength(count);
  });

  it('sends nothing for a gesture the players cannot see (the hidden foe hurt)', async () => {
    const { store, settings } = storeWithSettings();
    const f = fakes();
    onCleanup(publishPlayerViews(store, f.deps).stop);
    await runningFight(store);
    settings(BANDS);
    f.paint();
    store.dispatch([{ type: 'damage', id: combatantId('ombre'), amount: 4 }]);
    f.paint();
    expect(f.sent).toHaveLength(1);
  });

  it('stores the last view when the GM pauses, and when it stops — never on a gesture’s path', async () => {
    const { store, settings } = storeWithSettings();
    const f = fakes();
    const publisher = publishPlayerViews(store, f.deps);
    await runningFight(store);
    settings(BANDS);
    f.paint();
    expect(f.stored).toHaveLength(0);
    f.idles.splice(0).forEach((task) => task());
    expect(f.stored).toHaveLength(1);
    store.dispatch([{ type: 'damage', id: combatantId('orque'), amount: 5 }]);
    f.paint();
    expect(f.stored).toHaveLength(1);
    publisher.stop();
    expect(f.stored.at(-1)?.view.order[1]?.health).toEqual({ kind: 'band', band: 'hurt' });
    expect(publisher.latest()).toBe(f.sent.at(-1)?.view);
  });
});
