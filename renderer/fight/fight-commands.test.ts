import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { currentRoundStep } from '../../shared/combat';
import { ParaventDatabase } from '../db/database';
import { runFightCommand } from './fight-commands';
import { createFightStore, type FightStore } from './fight-store';

let n = 0;
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function storeWithFight(system: 'dnd35' | 'osr'): Promise<FightStore> {
  const db = new ParaventDatabase(`fight-commands-${n++}`);
  const store = createFightStore({
    db,
    locks: null,
    channel: null,
    idle: () => () => {},
    afterPaint: () => Promise.resolve(),
    watchSettings: null,
  });
  cleanup.push(() => db.delete());
  cleanup.push(() => store.dispose());
  await store.ready();
  await store.create({ name: 'Embuscade', system, seed: 1 });
  store.dispatch([
    { type: 'combatant-added', combatant: { name: 'Orque', side: 'enemy', hpMax: 16 } },
    { type: 'combatant-added', combatant: { name: 'Gobelin', side: 'pc', hpMax: 6 } },
  ]);
  const [orc, goblin] = store.getSnapshot().encounter!.combatants;
  store.dispatch([
    { type: 'initiative-set', id: orc!.id, value: 12 },
    { type: 'initiative-set', id: goblin!.id, value: 8 },
  ]);
  return store;
}

const current = (store: FightStore) => {
  const enc = store.getSnapshot().encounter;
  return enc?.combatants.find((c) => c.id === enc.current)?.name;
};

describe('the fight commands (N, P, Ctrl+Z, H…) run by the store, whatever the screen', () => {
  it('next and previous turn act on a running fight only; undo and redo move whole gestures', async () => {
    const store = await storeWithFight('dnd35');
    runFightCommand(store, 'next-turn'); // still in setup: nothing to advance
    expect(store.getSnapshot().encounter?.phase).toBe('setup');
    expect(store.dispatch([{ type: 'combat-started' }])).toBe(true);
    expect(current(store)).toBe('Orque');
    runFightCommand(store, 'next-turn');
    expect(current(store)).toBe('Gobelin');
    runFightCommand(store, 'previous-turn');
    expect(current(store)).toBe('Orque');
    runFightCommand(store, 'undo'); // the « previous turn »
    expect(current(store)).toBe('Gobelin');
    runFightCommand(store, 'redo');
    expect(current(store)).toBe('Orque');
  });

  it('the next and previous phase move a phased round one step, and stop at either end', async () => {
    const store = await storeWithFight('osr');
    expect(store.dispatch([{ type: 'combat-started' }])).toBe(true);
    const step = () => currentRoundStep(store.getSnapshot().encounter!);
    const first = step();
    runFightCommand(store, 'previous-phase');
    expect(step()).toBe(first); // already the first phase
    runFightCommand(store, 'next-phase');
    expect(step()).toBe(first + 1);
    runFightCommand(store, 'previous-phase');
    expect(step()).toBe(first);
  });

  it('a store without a fight takes every command without failing', async () => {
    const db = new ParaventDatabase(`fight-commands-${n++}`);
    const store = createFightStore({
      db,
      locks: null,
      channel: null,
      idle: () => () => {},
      watchSettings: null,
    });
    cleanup.push(() => db.delete());
    cleanup.push(() => store.dispose());
    await store.ready();
    for (const c of ['next-turn', 'previous-turn', 'undo', 'redo', 'next-phase', 'previous-phase'] as const)
      expect(() => runFightCommand(store, c)).not.toThrow();
    expect(store.getSnapshot().encounter).toBeNull();
  });
});
