import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ParaventDatabase } from '../db/database';
import { fakeWindows } from './fake-windows';
import { createFightStore, type FightProblem, type FightStore } from './fight-store';
import type { FightStoreDeps } from './fight-types';

let n = 0;
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

function freshDb(): ParaventDatabase {
  const db = new ParaventDatabase(`stored-fights-${n++}`);
  cleanup.push(() => db.delete());
  return db;
}

function storeOn(db: ParaventDatabase, more: Partial<FightStoreDeps> = {}): FightStore {
  const store = createFightStore({
    db,
    locks: null,
    channel: null,
    idle: () => () => {},
    afterPaint: () => Promise.resolve(),
    checkpointEvery: 50,
    watchSettings: null,
    ...more,
  });
  cleanup.push(() => store.dispose());
  return store;
}

const problemsOf = (store: FightStore) => {
  const problems: FightProblem['kind'][] = [];
  store.listen('problem', (p) => problems.push(p.kind));
  return problems;
};

/** Two windows: A writes « Embuscade », B opened after it and follows it; « Pont » is stored, open nowhere. */
async function twoWindows() {
  const db = freshDb();
  const w = fakeWindows();
  const a = storeOn(db, { locks: w.locks, channel: w.channel() });
  await a.ready();
  await a.create({ name: 'Embuscade', system: 'dnd35', seed: 2 });
  const embuscade = a.getSnapshot().encounter?.id ?? '';
  const b = storeOn(db, { locks: w.locks, channel: w.channel() });
  await b.ready();
  const pont = 'pont';
  await a.stored.duplicate(embuscade, pont, 'Pont');
  return { db, a, b, pont, embuscade };
}

describe('stored fights are written under their writer lock', () => {
  it('a fight another window leads is neither renamed nor deleted from here; the GM is told', async () => {
    const { db, a, b, embuscade } = await twoWindows();
    expect(b.getSnapshot().mode).toBe('follower');
    const problems = problemsOf(b);
    expect(await b.stored.rename(embuscade, 'Autre nom')).toBe(false);
    expect(await b.stored.remove(embuscade)).toBeNull();
    expect(
      await b.stored.linkFile(embuscade, { handle: null, name: 'x.paravent.json', savedHash: 'h' }),
    ).toBe(false);
    expect(problems).toEqual(['busy', 'busy', 'busy']);
    expect((await db.encounters.get(embuscade))?.name).toBe('Embuscade');
    expect((await db.encounters.get(embuscade))?.file).toBeUndefined();
    // Opening it here is following it: its row is not written, and B opens it read-only.
    const before = await db.encounters.get(embuscade);
    expect(await b.stored.makeCurrent(embuscade)).toBe(true);
    await b.reload();
    expect(await db.encounters.get(embuscade)).toEqual(before);
    expect([b.getSnapshot().encounter?.name, b.getSnapshot().mode]).toEqual(['Embuscade', 'follower']);
    // A, which leads it, renames it by a gesture.
    expect(await a.stored.rename(embuscade, 'Embuscade au pont')).toBe(true);
    expect(a.getSnapshot().encounter?.name).toBe('Embuscade au pont');
    expect((await db.encounters.get(embuscade))?.name).toBe('Embuscade au pont');
  });

  it('a fight no window has open is renamed, duplicated, deleted and put back', async () => {
    const { db, a, pont } = await twoWindows();
    expect(await a.stored.rename(pont, 'Pont de pierre')).toBe(true);
    expect((await db.encounters.get(pont))?.name).toBe('Pont de pierre');
    await a.stored.duplicate(pont, 'copie', 'Pont (copie)');
    expect((await db.encounters.get('copie'))?.name).toBe('Pont (copie)');
    const deleted = await a.stored.remove(pont);
    expect(deleted?.row.id).toBe(pont);
    expect(await db.encounters.get(pont)).toBeUndefined();
    if (deleted) await a.stored.restore(deleted);
    expect((await db.encounters.get(pont))?.name).toBe('Pont de pierre');
  });

  it('deleting the fight open here closes it and opens the latest other one', async () => {
    const db = freshDb();
    const store = storeOn(db);
    await store.ready();
    await store.create({ name: 'Premier', system: 'pf1', seed: 1 });
    await store.create({ name: 'Second', system: 'pf1', seed: 1 });
    const second = store.getSnapshot().encounter?.id ?? '';
    store.dispatch([{ type: 'combatant-added', combatant: { name: 'Orque', hpMax: 9 } }]);
    const deleted = await store.stored.remove(second);
    expect(deleted?.events).toHaveLength(1); // its last gesture was written before it went
    expect(store.getSnapshot().encounter?.name).toBe('Premier');
  });

  it('the retention sweep keeps a fight another window has open, however old', async () => {
    const { db, a, b, pont } = await twoWindows();
    // B goes back to Pont, and leads it; an old copy no window has open is there too.
    expect(await b.stored.makeCurrent(pont)).toBe(true);
    await b.reload();
    expect([b.getSnapshot().encounter?.name, b.getSnapshot().mode]).toEqual(['Pont', 'writer']);
    await a.stored.duplicate(pont, 'vieux', 'Vieux pont');
    // A keeps no fight but its own: the copy goes, Pont (B's) stays.
    expect(await a.stored.prune(0)).toBe(1);
    expect(await db.encounters.get('vieux')).toBeUndefined();
    expect(await db.encounters.get(pont)).toBeDefined();
    expect(a.getSnapshot().encounter?.name).toBe('Embuscade');
  });
});
