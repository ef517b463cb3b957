/** For tests: fight stores on fresh fake-IndexedDB databases, each removed after its test. */
import { afterEach } from 'vitest';
import { ParaventDatabase } from '../db/database';
import { createFightStore, type FightStore } from './fight-store';
import type { FightStoreDeps } from './fight-types';

/** What a test file gets from {@link storeFixtures}. */
export interface StoreFixtures {
  /** A new, empty database named after the file (deleted after the test). */
  freshDb(name?: string): ParaventDatabase;
  /** A store on `db` with no Web Locks, no channel and no idle work, unless `more` gives some. */
  storeOn(db: ParaventDatabase, more?: Partial<FightStoreDeps>): FightStore;
  /** Something else to undo after the test (run last-registered first, with the stores). */
  onCleanup(undo: () => Promise<void> | void): void;
}

/**
 * Call once at a test file's top level: registers the `afterEach` that disposes every store and
 * deletes every database the test made, in reverse order.
 */
export function storeFixtures(prefix: string): StoreFixtures {
  let n = 0;
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const undo of cleanup.splice(0).reverse()) await undo();
  });
  return {
    freshDb(name = `${prefix}-${n++}`) {
      const db = new ParaventDatabase(name);
      cleanup.push(() => db.delete());
      return db;
    },
    storeOn(db, more = {}) {
      const store = createFightStore({
        db,
        locks: null,
        channel: null,
        idle: () => () => {},
        afterPaint: () => Promise.resolve(),
        checkpointEvery: 50,
        ...more,
      });
      cleanup.push(() => store.dispose());
      return store;
    },
    onCleanup(undo) {
      cleanup.push(undo);
    },
  };
}
