/**
 * The fight the files controller acts on, read from the fight store (renderer/fight): Enregistrer
 * saves the store's latest state, Ouvrir/Importer/a restore go through `replaceWith`, « Revenir au
 * combat précédent » through `reload`. No slot: the store is the one owner.
 */
import type { Encounter } from '../../../shared/combat';
import { getFightStore, type FightSnapshot, type FightStore } from '../../fight';
import { createValueStore } from '../../store';

/** The fight (encounter null: the Combat screen shows the "Nouvelle rencontre" form). */
export interface TrackerFight {
  encounter: Encounter | null;
  /** Opens the current fight from IndexedDB (after Ouvrir, Importer, a restore, « Revenir »). */
  reload(): Promise<void>;
  /** The latest state, a gesture still being written included. */
  latest(): Encounter | null;
}

const views = new WeakMap<FightSnapshot, TrackerFight | null>();
/** The `reload` of the store's latest load: one function per generation. */
const reloadOfGeneration = createValueStore<{ generation: number; reload: () => Promise<void> }>({
  generation: -1,
  reload: () => Promise.resolve(),
});

/**
 * The fight as the controller sees it (null while loading). `reload` is a new function each time
 * the store loads a fight from IndexedDB: the controller takes that as « a fresh load of it ».
 */
function trackerFightOf(store: FightStore = getFightStore()): TrackerFight | null {
  const snap = store.getSnapshot();
  const known = views.get(snap);
  if (known !== undefined) return known;
  if (snap.generation !== reloadOfGeneration.get().generation) {
    reloadOfGeneration.set({ generation: snap.generation, reload: () => store.reload() });
  }
  const view =
    snap.status === 'loading'
      ? null
      : {
          encounter: snap.encounter,
          reload: reloadOfGeneration.get().reload,
          latest: () => store.getSnapshot().encounter,
        };
  views.set(snap, view);
  return view;
}

/** The fight now (null while loading). */
export function getTrackerFight(): TrackerFight | null {
  return trackerFightOf();
}

/** Subscribes to the fight; returns the unsubscribe. */
export function subscribeTrackerFight(listener: () => void): () => void {
  return getFightStore().subscribe(listener);
}
