/** The fight store's public types (the store itself: fight-store.ts). */
import type { Encounter, EngineError } from '../../shared/combat';
import type { SystemId } from '../../shared/rules';
import type { EncounterFileLink, ParaventDatabase, StorageTrouble } from '../db';
import type { DisplaySettings, FightListenerKind, FightListenerMap } from './fight-listeners';
import type { SavingStore } from './saving-store';
import type { StoredFights } from './stored-fights';
import type { GestureStep } from './timeline';
import type { FightChannel, FightLocks } from './writer-lock';

/** What went wrong or changed that the GM must be told (FightNotices shows it). */
export type FightProblem =
  | { kind: 'refused'; message: string; refusal?: EngineError }
  /** A write refused by the browser's storage: said once until a write succeeds again. */
  | { kind: 'save-failed'; message: string; storage?: StorageTrouble }
  | { kind: 'load-failed'; message: string }
  | { kind: 'writer-lost' }
  | { kind: 'read-only' }
  /** A stored fight another window leads was not renamed, deleted… (stored-fights.ts). */
  | { kind: 'busy' }
  /** A gesture while a fight was being opened: not applied. */
  | { kind: 'opening' }
  | { kind: 'took-over' }
  | { kind: 'mismatch'; index: number }
  | { kind: 'engine-updated'; replayed: number; refused?: number };

/** What the screen shows of the fight. */
export interface FightSnapshot {
  status: 'loading' | 'none' | 'ready';
  encounter: Encounter | null;
  canUndo: boolean;
  canRedo: boolean;
  /** 'follower': another window writes this fight; this one shows it live, read-only. */
  mode: 'writer' | 'follower';
  /** Changes each time a fight is (re)loaded from IndexedDB. */
  generation: number;
}

/** What the GM chooses for a new fight. */
export interface NewEncounterChoice {
  name: string;
  system: SystemId;
  /** Seed of the dice; random when absent. */
  seed?: number;
}

/** The fight store. */
export interface FightStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): FightSnapshot;
  /** Applies one gesture (one or several events); false when refused (the problem is reported). */
  dispatch(steps: readonly GestureStep[]): boolean;
  /** Takes back the last gesture (loading older history from IndexedDB when needed). */
  undo(): void;
  redo(): void;
  /** Stores `encounter` as a new fight (its id made unique) and opens it; returns it as stored. */
  replaceWith(encounter: Encounter, file?: EncounterFileLink | null): Promise<Encounter>;
  /** Creates and opens a new fight. */
  create(choice: NewEncounterChoice): Promise<void>;
  /** Opens the current fight (the one last worked on) from IndexedDB, once pending writes are done. */
  reload(): Promise<void>;
  /** Resolves once the first load is done. */
  ready(): Promise<void>;
  /** Resolves once every gesture made so far is committed. */
  flush(): Promise<void>;
  /** Writes a checkpoint of the present now, once the writes are done (the page is hidden, tests). */
  checkpointNow(): Promise<void>;
  /** « Prendre la main »: this window becomes the one that writes (the other one follows). */
  takeOver(): Promise<void>;
  /**
   * Registers a listener of what follows a gesture: `shown`, `committed`, `problem`, `settings`
   * (fight-listeners.ts). Returns its unsubscribe. Problems met before any `problem` listener wait
   * for the first one.
   */
  listen<K extends FightListenerKind>(kind: K, listener: FightListenerMap[K]): () => void;
  /** The settings the players' display depends on, as last read (null until read). */
  displaySettings(): DisplaySettings | null;
  /** Writes under way (the saving mark). */
  saving: SavingStore;
  /**
   * The stored fights beyond gestures — the Rencontres list, file links, the retention sweep —
   * each written under the fight's writer lock (stored-fights.ts).
   */
  stored: StoredFights;
  /** Stops listening to other windows and releases the lock (tests, page unload). */
  dispose(): void;
}

/** What the store is wired to (tests pass their own). */
export interface FightStoreDeps {
  db: ParaventDatabase;
  /** Web Locks (null: every window writes). */
  locks: FightLocks | null;
  /** The channel to other windows (null: none). */
  channel: FightChannel | null;
  /** Runs `task` once the GM has paused for `ms` (a checkpoint). */
  idle(task: () => void, ms: number): () => void;
  /** Waits for the frame that shows a gesture before writing it. */
  afterPaint(): Promise<void>;
  checkpointEvery: number;
  /** The clock that dates each gesture (epoch ms; the turn clock's time). Default `Date.now`. */
  now(): number;
  /**
   * Follows the display settings (default: IndexedDB's, display-settings-watch.ts; null: none, tests).
   * Returns the function that stops following.
   */
  watchSettings: ((changed: (s: DisplaySettings) => void, failed: (e: unknown) => void) => () => void) | null;
  /** Hears what a listener threw (default: the console). */
  onListenerError?: (error: unknown, kind: FightListenerKind) => void;
}
