import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParaventDatabase } from '../db/database';
import { writeSetting } from '../db/settings';
import { createFightListeners, type ShownChange } from './fight-listeners';
import { createFightStore, type FightProblem, type FightStore, type FightStoreDeps } from './fight-store';
import type { FightSnapshot } from './fight-types';

const snapshot: FightSnapshot = {
  status: 'none',
  encounter: null,
  canUndo: false,
  canRedo: false,
  mode: 'writer',
  generation: 1,
};
const shown: ShownChange = { source: 'gesture', snapshot, previous: null };

describe('the fight store’s listeners (createFightListeners)', () => {
  it('tells the listeners of a kind in the order they were registered, and no other kind', () => {
    const heard: string[] = [];
    const listeners = createFightListeners();
    listeners.listen('shown', () => heard.push('first'));
    listeners.listen('committed', () => heard.push('committed'));
    listeners.listen('shown', () => heard.push('second'));
    listeners.listen('shown', () => heard.push('third'));
    expect(listeners.tell('shown', shown)).toBe(true);
    expect(heard).toEqual(['first', 'second', 'third']);
    expect(listeners.tell('problem', { kind: 'read-only' })).toBe(false); // nobody listens to problems
  });

  it('stops telling a listener once unsubscribed — even one removed by another listener of the same change', () => {
    const heard: string[] = [];
    const listeners = createFightListeners();
    const stopA = listeners.listen('shown', () => heard.push('a'));
    let stopC = () => {};
    listeners.listen('shown', () => {
      heard.push('b');
      stopC();
    });
    stopC = listeners.listen('shown', () => heard.push('c'));
    listeners.tell('shown', shown);
    expect(heard).toEqual(['a', 'b']);
    stopA();
    stopA(); // twice: harmless
    listeners.tell('shown', shown);
    expect(heard).toEqual(['a', 'b', 'b']);
  });

  it('a listener added while a change is told hears the next change, not this one', () => {
    const heard: string[] = [];
    const listeners = createFightListeners();
    listeners.listen('shown', () => {
      heard.push('a');
      listeners.listen('shown', () => heard.push('late'));
    });
    listeners.tell('shown', shown);
    expect(heard).toEqual(['a']);
  });

  it('a listener that throws is reported; the others still hear the change', () => {
    const onError = vi.fn();
    const heard: string[] = [];
    const listeners = createFightListeners(onError);
    listeners.listen('problem', () => heard.push('before'));
    listeners.listen('problem', () => {
      throw new Error('notice broken');
    });
    listeners.listen('problem', (p) => heard.push(p.kind));
    listeners.tell('problem', { kind: 'took-over' });
    expect(heard).toEqual(['before', 'took-over']);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'notice broken' }), 'problem');
  });

  it('the same function registered twice is two listeners, each with its own unsubscribe', () => {
    const listener = vi.fn();
    const listeners = createFightListeners();
    const stop = listeners.listen('shown', listener);
    listeners.listen('shown', listener);
    listeners.tell('shown', shown);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    listeners.tell('shown', shown);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

let n = 0;
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

function storeOn(more: Partial<FightStoreDeps> = {}): { store: FightStore; db: ParaventDatabase } {
  const db = new ParaventDatabase(`fight-listeners-${n++}`);
  const store = createFightStore({
    db,
    locks: null,
    channel: null,
    idle: () => () => {},
    afterPaint: () => Promise.resolve(),
    checkpointEvery: 50,
    ...more,
  });
  cleanup.push(() => db.delete());
  cleanup.push(() => store.dispose());
  return { store, db };
}

describe('the fight store tells its listeners', () => {
  it('each change shown (why, and the fight before), then its commit', async () => {
    const { store } = storeOn({ watchSettings: null });
    await store.ready();
    const heard: string[] = [];
    store.listen('shown', (c) =>
      heard.push(
        `shown ${c.source} ${c.previous?.combatants.length ?? '-'}→${c.snapshot.encounter?.combatants.length ?? '-'}`,
      ),
    );
    store.listen('committed', (c) => heard.push(`committed ${c.writes} (${c.pending} pending)`));
    await store.create({ name: 'Embuscade', system: 'dnd35', seed: 1 });
    store.dispatch([{ type: 'combatant-added', combatant: { name: 'Orque', hpMax: 16 } }]);
    await store.flush();
    store.undo();
    store.redo();
    await store.flush();
    expect(heard).toEqual([
      'shown open -→0',
      'shown gesture 0→1',
      'committed 1 (0 pending)',
      'shown undo 1→0',
      'shown redo 0→1',
      'committed 2 (0 pending)',
    ]);
  });

  it('keeps the problems met before anyone listens for the first problem listener', async () => {
    const { store } = storeOn({ watchSettings: null });
    await store.ready();
    expect(store.dispatch([{ type: 'turn-advanced' }])).toBe(false); // no fight: nothing to refuse
    await store.create({ name: 'Embuscade', system: 'dnd35', seed: 1 });
    store.dispatch([{ type: 'damage', id: 'personne' as never, amount: 3 }]);
    const problems: FightProblem[] = [];
    store.listen('problem', (p) => problems.push(p));
    expect(problems.map((p) => p.kind)).toEqual(['refused']);
  });

  it('a display setting stored by any screen reaches the `settings` listeners; another setting does not', async () => {
    const { store, db } = storeOn();
    const heard: string[] = [];
    store.listen('settings', (s) => heard.push(`${s.projection.health.enemy} ${s.language}`));
    await expect.poll(() => store.displaySettings()?.projection.health.enemy).toBe('band');
    await writeSetting('displayHealth', { pc: 'exact', ally: 'band', enemy: 'exact', neutral: 'band' }, db);
    await expect.poll(() => heard.at(-1)).toBe('exact fr');
    const count = heard.length;
    await writeSetting('theme', 'dark', db);
    await writeSetting('language', 'en', db);
    await expect.poll(() => heard.at(-1)).toBe('exact en');
    expect(heard).toHaveLength(count + 1); // the theme changed nothing the display shows
  });
});
