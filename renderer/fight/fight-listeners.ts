/**
 * The fight store's listeners (issue 25), after tldraw's `store.listen`: what follows a gesture —
 * the players' projection, the notices, the saving mark, the file status — is a listener registered
 * once at start-up, not a hook of whichever screen is mounted. Four kinds:
 *
 * - `shown`: the store's state changed (a gesture, an undo, a fight opened, another window's
 *   writes followed); the screen paints it in the next frame. Called synchronously: a listener that
 *   has work to do defers it (the projection waits for the frame).
 * - `committed`: IndexedDB has committed a batch of gestures.
 * - `problem`: something the GM must be told (a refusal, a failed write, read-only…).
 * - `settings`: a setting the players' display depends on changed (stored by any screen, any window).
 *
 * Listeners of one kind run in the order they were registered. One that throws is reported and the
 * others still run; one removed while a change is being told is not called for it.
 */
import type { Encounter } from '../../shared/combat';
import type { PlayerViewSettings } from '../../shared/combat/player-view-settings';
import type { Language } from '../i18n';
import type { FightProblem, FightSnapshot } from './fight-types';

/** Why the state on screen changed. */
export type ShownSource = 'gesture' | 'undo' | 'redo' | 'open' | 'follow' | 'status';

/** The state the screen now shows, and the one before. */
export interface ShownChange {
  source: ShownSource;
  snapshot: FightSnapshot;
  /** The fight before the change (null: none was open). */
  previous: Encounter | null;
}

/** A batch of gestures IndexedDB has committed. */
export interface CommittedChange {
  fightId: string;
  /** Gestures (or undo/redo moves) in the batch. */
  writes: number;
  /** Writes still under way after it (0: everything shown is stored). */
  pending: number;
}

/** What the players' display depends on among the settings. */
export interface DisplaySettings {
  projection: PlayerViewSettings;
  language: Language;
}

/** The listener of each kind. */
export interface FightListenerMap {
  shown: (change: ShownChange) => void;
  committed: (change: CommittedChange) => void;
  problem: (problem: FightProblem) => void;
  settings: (settings: DisplaySettings) => void;
}

/** One kind of listener. */
export type FightListenerKind = keyof FightListenerMap;

/** The registry the store holds. */
export interface FightListeners {
  listen<K extends FightListenerKind>(kind: K, listener: FightListenerMap[K]): () => void;
  /** Tells every listener of `kind`; true when at least one heard it. */
  tell<K extends FightListenerKind>(kind: K, value: Parameters<FightListenerMap[K]>[0]): boolean;
}

/** A new registry; `onError` hears what a listener threw (default: the console). */
export function createFightListeners(
  onError: (error: unknown, kind: FightListenerKind) => void = (error, kind) =>
    console.error(`Un abonné « ${kind} » du magasin du combat a échoué :`, error),
): FightListeners {
  const sets: { [K in FightListenerKind]: Set<FightListenerMap[K]> } = {
    shown: new Set(),
    committed: new Set(),
    problem: new Set(),
    settings: new Set(),
  };
  return {
    listen(kind, listener) {
      const set = sets[kind] as Set<typeof listener>;
      // The same function twice is two registrations: each has its own unsubscribe.
      const own = ((value: never) => (listener as (v: never) => void)(value)) as typeof listener;
      set.add(own);
      return () => void set.delete(own);
    },
    tell(kind, value) {
      const set = sets[kind] as Set<(v: typeof value) => void>;
      if (set.size === 0) return false;
      for (const listener of [...set]) {
        if (!set.has(listener)) continue; // removed by an earlier listener of this change
        try {
          listener(value);
        } catch (error) {
          onError(error, kind);
        }
      }
      return true;
    },
  };
}
