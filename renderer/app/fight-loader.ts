import type { i18n as I18n } from 'i18next';
import type { FightCommand, FightSnapshot, FightStore } from '../fight';
import { getHostApi } from '../host';
import { createValueStore } from '../store';

// The fight store, the engine and the rules of every system come in a chunk of their own, fetched at
// start (main.tsx) alongside the Combat screen's code rather than before the shell can run. The
// shell's commands read the fight's phase through here, and see « loading » until it has come.

/** The fight store and its command runner once their code has come. */
const loaded = createValueStore<{
  store: FightStore;
  run: (store: FightStore, command: FightCommand) => void;
} | null>(null);
/** The fetch under way (none after a failure). */
const loading = createValueStore<Promise<FightStore> | null>(null);
/** The store with its consequences registered (none after a failure). */
const started = createValueStore<Promise<FightStore> | null>(null);

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
      loaded.set({ store, run: m.runFightCommand });
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

/**
 * At start (main.tsx): fetches the fight store and registers what follows its gestures — the
 * players' projection, the notices — once, whatever screen the GM is on (fight-consequences.ts).
 */
export function startFight(i18n: I18n): Promise<FightStore> {
  const under = started.get();
  if (under) return under;
  const starting = Promise.all([loadFightStore(), import('./fight-consequences')]).then(
    ([s, { startFightConsequences }]) => {
      startFightConsequences(s, i18n, getHostApi());
      return s;
    },
    (error: unknown) => {
      started.set(null);
      throw error;
    },
  );
  started.set(starting);
  return starting;
}

/**
 * A command that changes the fight (N, Ctrl+Z…), run by the store at once; before the store has
 * loaded there is no fight to change (the commands are disabled then: « loading »).
 */
export function runFight(command: FightCommand): void {
  const fight = loaded.get();
  if (fight) fight.run(fight.store, command);
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
  return loaded.get()?.store.getSnapshot() ?? LOADING;
}
