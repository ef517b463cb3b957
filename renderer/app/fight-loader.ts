import type { FightSnapshot, FightStore } from '../fight';
import { createValueStore } from '../store';

// The fight store, the engine and the rules of every system come in a chunk of their own, fetched at
// start (main.tsx) alongside the Combat screen's code rather than before the shell can run. The
// shell's commands read the fight's phase through here, and see « loading » until it has come.

/** The fight store once its code has come, and the fetch under way (none after a failure). */
const loaded = createValueStore<FightStore | null>(null);
const loading = createValueStore<Promise<FightStore> | null>(null);

/** What the shell sees before the fight store has loaded: no fight yet, nothing to undo. */
const LOADING: FightSnapshot = {
  status: 'loading',
  encounter: null,
  canUndo: false,
  canRedo: false,
  mode: 'writer',
  generation: 0,
};

/**
 * Fetches the fight store's code (once) and starts it: it reads the stored fight from IndexedDB. A
 * fetch that fails is tried again at the next call (the Combat screen's own import says so).
 */
export function loadFightStore(): Promise<FightStore> {
  const under = loading.get();
  if (under) return under;
  const fetched = import('../fight').then(
    (m) => {
      const store = m.getFightStore();
      loaded.set(store);
      return store;
    },
    (error: unknown) => {
      loading.set(null);
      throw error;
    },
  );
  loading.set(fetched);
  return fetched;
}

/** For useSyncExternalStore: follows the fight store once it is there (and loads it). */
export function subscribeFight(listener: () => void): () => void {
  let live = true;
  let unsubscribe: (() => void) | null = null;
  loadFightStore().then(
    (s) => {
      if (!live) return;
      unsubscribe = s.subscribe(listener);
      listener();
    },
    () => undefined, // the shell stays on « loading »; the Combat screen shows the error
  );
  return () => {
    live = false;
    unsubscribe?.();
  };
}

/** For useSyncExternalStore: the fight store's snapshot, « loading » until it has come. */
export function fightSnapshot(): FightSnapshot {
  return loaded.get()?.getSnapshot() ?? LOADING;
}
