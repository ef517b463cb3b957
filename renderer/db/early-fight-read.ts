/**
 * The fight in progress, read at start (main.tsx) while the fight store's code is still downloading:
 * the store takes this read once, and uses it only if the fight's row has not changed by the time
 * this window has claimed it (fight-store.ts compares `rowStamp`s), else it reads again.
 */
import { createValueStore } from '../store';
import { getDatabase, type ParaventDatabase } from './database';
import { readCurrentFight, type CurrentFight } from './fight-read';

const early = createValueStore<{ db: ParaventDatabase; read: Promise<CurrentFight> } | null>(null);

/** Starts reading the current fight (once). */
export function readFightEarly(db: ParaventDatabase = getDatabase()): void {
  if (early.get()) return;
  const read = readCurrentFight(db);
  read.catch(() => undefined); // the store reads again; its own read reports a failure
  early.set({ db, read });
}

/** The early read of `db`, once (null: none was started, or it was already taken). */
export function takeEarlyFightRead(db: ParaventDatabase): Promise<CurrentFight> | null {
  const taken = early.get();
  early.set(null);
  return taken && taken.db === db ? taken.read : null;
}
