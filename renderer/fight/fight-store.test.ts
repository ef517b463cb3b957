import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combatantId, createEncounter, type EncounterEvent } from '../../shared/combat';
import type { FightProblem, FightStore } from './fight-store';
import { storeFixtures } from './test-stores';
import type { GestureStep } from './timeline';
import { fakeWindows } from './fake-windows';
import type { FightLocks } from './writer-lock';
import { readFightEarly } from '../db';

const fixtures = storeFixtures('fight-store');
const { freshDb } = fixtures;
/** Checkpoints every 4 gestures here, so that reloads read a checkpoint and a tail. */
const storeOn: typeof fixtures.storeOn = (db, more = {}) =>
  fixtures.storeOn(db, { checkpointEvery: 4, ...more });

const orcs: GestureStep[] = [
  { type: 'combatant-added', combatant: { name: 'Orque', hpMax: 30, initiativeModifier: 1 } },
  (e) => ({ type: 'combatants-duplicated', id: e.combatants[0]?.id ?? combatantId('?'), count: 2 }),
];
const start: GestureStep[] = [{ type: 'initiative-rolled' }, { type: 'combat-started', aware: [] }];

type Move =
  { kind: 'damage'; who: number; amount: number } | { kind: 'next' } | { kind: 'undo' } | { kind: 'redo' };
const moveArb: fc.Arbitrary<Move> = fc.oneof(
  fc.record({
    kind: fc.constant('damage' as const),
    who: fc.integer({ min: 1, max: 3 }),
    amount: fc.integer({ min: 1, max: 4 }),
  }),
  fc.constant({ kind: 'next' as const }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
);

function play(store: FightStore, m: Move): void {
  if (m.kind === 'undo') return store.undo();
  if (m.kind === 'redo') return store.redo();
  const event: EncounterEvent =
    m.kind === 'next'
      ? { type: 'turn-advanced' }
      : { type: 'damage', id: combatantId(`c-${m.who}`), amount: m.amount };
  store.dispatch([event]);
}

async function settle(store: FightStore): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await store.flush();
    await new Promise((r) => setTimeout(r, 0));
  }
}

describe('fight store', () => {
  it('state from checkpoint + tail equals the state in memory, for any gestures and undos (and undo past the checkpoint too)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(moveArb, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 30 }),
        async (moves, cpAt) => {
          const db = freshDb();
          const a = storeOn(db);
          await a.create({ name: 'Propriété', system: 'pf1', seed: 3 });
          a.dispatch(orcs);
          a.dispatch(start);
          for (const [i, m] of moves.entries()) {
            play(a, m);
            await settle(a);
            if (i === cpAt) await a.checkpointNow();
          }
          await settle(a);
          const b = storeOn(db);
          await b.ready();
          expect(b.getSnapshot().encounter).toEqual(a.getSnapshot().encounter);
          expect(b.getSnapshot().canUndo).toBe(a.getSnapshot().canUndo);
          expect(b.getSnapshot().canRedo).toBe(a.getSnapshot().canRedo);
          // Undo everything in both: the reopened store loads what is below its checkpoint when needed.
          for (let i = 0; i < 40 && a.getSnapshot().canUndo; i += 1) {
            a.undo();
            b.undo();
            await settle(a);
            await settle(b);
            expect(b.getSnapshot().encounter).toEqual(a.getSnapshot().encounter);
          }
          a.dispose();
          b.dispose();
        },
      ),
      { numRuns: 12 },
    );
  });

  it('a gesture writes its event rows and the small fight row, not the state', async () => {
    const db = freshDb();
    const store = storeOn(db, { checkpointEvery: 1000 });
    await store.create({ name: 'Petit', system: 'dnd35', seed: 1 });
    store.dispatch(orcs);
    await settle(store);
    const before = await db.checkpoints.count();
    store.dispatch([{ type: 'damage', id: combatantId('c-1'), amount: 3 }]);
    await settle(store);
    expect(await db.checkpoints.count()).toBe(before);
    const row = await db.encounters.get(store.getSnapshot().encounter?.id ?? '');
    expect(row).toMatchObject({ cursor: 3, eventCount: 3, engine: expect.any(Number) });
    expect(JSON.stringify(row).length).toBeLessThan(1000);
  });

  it('Ctrl+Z pressed fast past a checkpoint: every press is done, none lost while the earlier history loads', async () => {
    const db = freshDb();
    const a = storeOn(db, { checkpointEvery: 1000 });
    await a.create({ name: 'Vite', system: 'pf1', seed: 1 });
    a.dispatch([{ type: 'combatant-added', combatant: { name: 'Orque', hpMax: 60 } }]);
    for (let i = 1; i <= 6; i += 1) {
      a.dispatch([{ type: 'damage', id: combatantId('c-1'), amount: i }]);
      await settle(a);
      if (i % 3 === 0) await a.checkpointNow();
    }
    a.dispose();
    const b = storeOn(db, { checkpointEvery: 1000 });
    await b.ready();
    for (let i = 0; i < 6; i += 1) b.undo();
    for (let i = 0; i < 4; i += 1) await settle(b);
    expect(b.getSnapshot().encounter?.combatants[0]?.hp.current).toBe(60);
  });

  it('a file opened while the stored fight is still being read at start-up stays open (the read does not overtake it)', async () => {
    for (const wait of [0, 1, 2, 4, 8]) {
      const db = freshDb();
      const before = storeOn(db);
      await before.create({ name: 'Stockée', system: 'dnd35', seed: 1 });
      for (let i = 0; i < 20; i += 1) before.dispatch(orcs);
      await settle(before);
      before.dispose();
      const dropped = createEncounter({ id: 'depose', name: 'Déposée', system: 'pf1', seed: 2 });
      const store = storeOn(db);
      for (let i = 0; i < wait; i += 1) await Promise.resolve();
      await store.replaceWith(dropped);
      await store.ready();
      await settle(store);
      expect(store.getSnapshot().encounter?.name, `after ${wait} ticks`).toBe('Déposée');
    }
  });

  it('renaming the open fight is a gesture: in the log, undone by Ctrl+Z, the stored name follows', async () => {
    const db = freshDb();
    const store = storeOn(db);
    await store.create({ name: 'Embuscade', system: 'dnd35', seed: 1 });
    store.dispatch(orcs);
    const id = store.getSnapshot().encounter?.id ?? '';
    expect(store.dispatch([{ type: 'encounter-renamed', name: 'La tour' }])).toBe(true);
    await settle(store);
    expect(store.getSnapshot().encounter?.log.at(-1)).toMatchObject({
      code: 'fight.renamed',
      params: { from: 'Embuscade', to: 'La tour' },
    });
    expect((await db.encounters.get(id))?.name).toBe('La tour');
    const reopened = storeOn(db);
    await reopened.ready();
    expect(reopened.getSnapshot().encounter?.name).toBe('La tour');
    reopened.dispose();
    store.undo();
    await settle(store);
    expect(store.getSnapshot().encounter?.name).toBe('Embuscade');
    expect((await db.encounters.get(id))?.name).toBe('Embuscade');
  });

  it('a failed write puts the screen back to what is stored and says so', async () => {
    const db = freshDb();
    const store = storeOn(db);
    const problems: FightProblem[] = [];
    store.listen('problem', (p) => problems.push(p));
    await store.create({ name: 'Panne', system: 'pf1', seed: 1 });
    store.dispatch(orcs);
    await settle(store);
    const id = store.getSnapshot().encounter?.id ?? '';
    db.encounterEvents.hook('creating', () => {
      throw new Error('disque plein');
    });
    store.dispatch([{ type: 'damage', id: combatantId('c-1'), amount: 5 }]);
    expect(store.getSnapshot().encounter?.combatants[0]?.hp.current).toBe(25);
    await settle(store);
    expect(store.getSnapshot().encounter?.combatants[0]?.hp.current).toBe(30);
    expect(problems).toContainEqual({
      kind: 'save-failed',
      message: expect.stringContaining('disque plein'),
      storage: 'other',
    });
    expect((await db.encounters.get(id))?.eventCount).toBe(2);
  });

  it('a full storage is said once per episode, as « quota », not at every gesture (issue 24)', async () => {
    const db = freshDb();
    const store = storeOn(db);
    const problems: FightProblem[] = [];
    store.listen('problem', (p) => problems.push(p));
    await store.create({ name: 'Plein', system: 'pf1', seed: 1 });
    store.dispatch(orcs);
    await settle(store);
    const full = { on: true };
    db.encounterEvents.hook('creating', () => {
      if (full.on) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    for (let i = 0; i < 3; i += 1) {
      store.dispatch([{ type: 'damage', id: combatantId('c-1'), amount: 1 }]);
      await settle(store);
    }
    const failures = () => problems.filter((p) => p.kind === 'save-failed');
    expect(failures()).toHaveLength(1);
    expect(failures()[0]).toMatchObject({ storage: 'quota' });
    // Room again: the gesture is kept; a later failure is a new episode, said again.
    full.on = false;
    store.dispatch([{ type: 'damage', id: combatantId('c-1'), amount: 1 }]);
    await settle(store);
    expect(store.getSnapshot().encounter?.combatants[0]?.hp.current).toBe(29);
    full.on = true;
    store.dispatch([{ type: 'damage', id: combatantId('c-1'), amount: 1 }]);
    await settle(store);
    expect(failures()).toHaveLength(2);
  });
});

describe('a gesture while a fight opens', () => {
  it('is not applied, and the GM is told so (no N that silently does nothing)', async () => {
    const db = freshDb();
    const w = fakeWindows();
    // The lock of the next fight is granted only when the test says so: its opening lasts meanwhile.
    let grant = () => {};
    const granted = new Promise<void>((resolve) => (grant = resolve));
    let asked = () => {};
    const askedForLock = new Promise<void>((resolve) => (asked = resolve));
    let first = true;
    const slowLocks: FightLocks = {
      async acquire(id, steal) {
        if (first) first = false;
        else {
          asked();
          await granted;
        }
        return w.locks.acquire(id, steal);
      },
    };
    const store = storeOn(db, { locks: slowLocks, channel: w.channel() });
    const problems: FightProblem[] = [];
    store.listen('problem', (p) => problems.push(p));
    await store.create({ name: 'Première', system: 'pf1', seed: 1 });
    store.dispatch(orcs);
    await settle(store);

    const opening = store.create({ name: 'Seconde', system: 'pf1', seed: 2 });
    await askedForLock;
    const orcHp = () => store.getSnapshot().encounter?.combatants.map((c) => c.hp.current);
    expect(store.dispatch([{ type: 'damage', id: combatantId('c-1'), amount: 5 }])).toBe(false);
    store.undo();
    expect(orcHp()).toEqual([30, 30, 30]);
    expect(problems).toEqual([{ kind: 'opening' }, { kind: 'opening' }]);

    grant();
    await opening;
    expect(store.getSnapshot().encounter?.name).toBe('Seconde');
    expect(store.dispatch(orcs)).toBe(true);
    expect(problems).toHaveLength(2);
  });
});

describe('two windows on one fight', () => {
  it('the second follows read-only, takes over on request, and nothing is lost', async () => {
    const db = freshDb();
    const w = fakeWindows();
    const a = storeOn(db, { locks: w.locks, channel: w.channel() });
    await a.create({ name: 'Deux fenêtres', system: 'pf1', seed: 2 });
    a.dispatch(orcs);
    await settle(a);
    const b = storeOn(db, { locks: w.locks, channel: w.channel() });
    await b.ready();
    expect(b.getSnapshot().mode).toBe('follower');
    expect(b.dispatch([{ type: 'damage', id: combatantId('c-1'), amount: 1 }])).toBe(false);

    a.dispatch([{ type: 'damage', id: combatantId('c-2'), amount: 7 }]);
    await settle(a);
    await expect
      .poll(() => b.getSnapshot().encounter, { timeout: 15_000 })
      .toEqual(a.getSnapshot().encounter);

    a.dispatch([{ type: 'damage', id: combatantId('c-3'), amount: 2 }]);
    await b.takeOver();
    expect(b.getSnapshot().mode).toBe('writer');
    expect(a.getSnapshot().mode).toBe('follower');
    expect(b.getSnapshot().encounter?.combatants.map((c) => c.hp.current)).toEqual([30, 23, 28]);
    b.dispatch([{ type: 'damage', id: combatantId('c-1'), amount: 4 }]);
    await settle(b);
    await expect
      .poll(() => a.getSnapshot().encounter?.combatants.map((c) => c.hp.current), { timeout: 15_000 })
      .toEqual([26, 23, 28]);
  });

  it('when the writing window closes, the other one writes, even if the browser lets the lock go late', async () => {
    const db = freshDb();
    const w = fakeWindows();
    // The closing window's lock is let go 120 ms after its « bye » is sent (a busy browser).
    const lateRelease: FightLocks = {
      async acquire(id, steal) {
        const lock = await w.locks.acquire(id, steal);
        return lock && { lost: lock.lost, release: () => void setTimeout(lock.release, 120) };
      },
    };
    const a = storeOn(db, { locks: lateRelease, channel: w.channel() });
    await a.create({ name: 'Fermée', system: 'pf1', seed: 3 });
    a.dispatch(orcs);
    await settle(a);
    const b = storeOn(db, { locks: w.locks, channel: w.channel() });
    await b.ready();
    expect(b.getSnapshot().mode).toBe('follower');
    window.dispatchEvent(new Event('pagehide'));
    a.dispose();
    await expect.poll(() => b.getSnapshot().mode, { timeout: 15_000 }).toBe('writer');
    expect(b.dispatch([{ type: 'damage', id: combatantId('c-1'), amount: 5 }])).toBe(true);
    await settle(b);
    expect(b.getSnapshot().encounter?.combatants.map((c) => c.hp.current)).toEqual([25, 30, 30]);
  });
});

describe('the fight read at start while the store’s code downloads (issue 25)', () => {
  it('is used when the claim finds the row unchanged, and read again when another window wrote after it', async () => {
    const db = freshDb();
    const w = fakeWindows();
    const a = storeOn(db, { locks: w.locks, channel: w.channel() });
    await a.create({ name: 'Relu', system: 'pf1', seed: 4 });
    a.dispatch(orcs);
    await settle(a);

    // Read early, then the writing window still deals 6 damage before it closes.
    readFightEarly(db);
    a.dispatch([{ type: 'damage', id: combatantId('c-2'), amount: 6 }]);
    await settle(a);
    const written = a.getSnapshot().encounter;
    a.dispose();
    const b = storeOn(db, { locks: w.locks, channel: w.channel() });
    await b.ready();
    expect(b.getSnapshot().mode).toBe('writer');
    expect(b.getSnapshot().encounter).toEqual(written);
    expect(b.getSnapshot().encounter?.combatants.map((c) => c.hp.current)).toEqual([30, 24, 30]);
    b.dispose();

    // Nothing written since the early read: the store opens what it read, without reading again
    // (the event rows removed after the read would otherwise leave it with no fight to open).
    readFightEarly(db);
    await new Promise((r) => setTimeout(r, 0));
    const kept = await db.encounterEvents.toArray();
    await db.encounterEvents.clear();
    const c = storeOn(db, { locks: w.locks, channel: w.channel() });
    await c.ready();
    expect(c.getSnapshot().encounter).toEqual(written);
    await db.encounterEvents.bulkPut(kept);
  });
});
