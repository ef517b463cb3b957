/**
 * The write budget of issue 14, on the real store and fake-indexeddb: a gesture on a fight of 200
 * combatants hands IndexedDB at most 4 KB (checkpoints apart), and the players' projection is not
 * among what it writes.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { DBCoreMutateRequest } from 'dexie';
import { combatantId } from '../../shared/combat';
import { ParaventDatabase } from './database';
import { createFightStore, type FightStore } from '../fight/fight-store';
import type { GestureStep } from '../fight/timeline';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** A database that counts the bytes (JSON length) of every value added or put, per table. */
function countingDb(name: string): { db: ParaventDatabase; bytes: Map<string, number> } {
  const bytes = new Map<string, number>();
  const db = new ParaventDatabase(name);
  db.use({
    stack: 'dbcore',
    name: 'count-bytes',
    create: (down) => ({
      ...down,
      table(tableName) {
        const table = down.table(tableName);
        return {
          ...table,
          mutate(req: DBCoreMutateRequest) {
            if (req.type === 'add' || req.type === 'put') {
              const n = req.values.reduce<number>((sum, v) => sum + (JSON.stringify(v)?.length ?? 0), 0);
              bytes.set(tableName, (bytes.get(tableName) ?? 0) + n);
            }
            return table.mutate(req);
          },
        };
      },
    }),
  });
  cleanup.push(() => db.delete());
  return { db, bytes };
}

const total = (bytes: Map<string, number>) =>
  [...bytes].filter(([t]) => t !== 'checkpoints').reduce((s, [, n]) => s + n, 0);

const twoHundred: GestureStep[] = [
  { type: 'group-added', combatant: { name: 'Gobelin', hpMax: 90000, initiativeModifier: 1 }, count: 100 },
  { type: 'group-added', combatant: { name: 'Orque', hpMax: 90000, initiativeModifier: 2 }, count: 100 },
  { type: 'initiative-rolled' },
  { type: 'combat-started', aware: [] },
];

async function settle(store: FightStore): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await store.flush();
    await new Promise((r) => setTimeout(r, 0));
  }
}

describe('bytes written per gesture', () => {
  it('a damage or a next turn on 200 combatants writes ≤ 4 KB, checkpoints apart', async () => {
    const { db, bytes } = countingDb('write-budget');
    const store = createFightStore({
      db,
      locks: null,
      channel: null,
      idle: () => () => {},
      afterPaint: () => Promise.resolve(),
    });
    cleanup.push(() => store.dispose());
    await store.create({ name: 'Deux cents', system: 'dnd35', seed: 1 });
    expect(store.dispatch(twoHundred)).toBe(true);
    await settle(store);
    const perGesture: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const current = store.getSnapshot().encounter?.current ?? combatantId('?');
      const before = total(bytes);
      store.dispatch(i % 2 ? [{ type: 'turn-advanced' }] : [{ type: 'damage', id: current, amount: 1 }]);
      await settle(store);
      perGesture.push(total(bytes) - before);
    }
    expect(store.getSnapshot().encounter?.combatants).toHaveLength(200);
    console.log(`octets par geste : ${perGesture.join(', ')}`);
    expect(Math.min(...perGesture)).toBeGreaterThan(0);
    expect(Math.max(...perGesture)).toBeLessThanOrEqual(4096);
    expect(bytes.get('playerView') ?? 0).toBe(0);
  });
});
