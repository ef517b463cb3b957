/**
 * The one owner of the live fight, outside React (docs/fight-store.md). It holds the fight and its
 * history (timeline.ts), applies the GM's gestures, writes them to IndexedDB through one queue
 * (renderer/db/fights.ts), takes checkpoints when the GM pauses, and knows whether this window
 * writes the fight or follows another one (writer-lock.ts, fight-sync.ts). Components read it with
 * `useSyncExternalStore(subscribe, getSnapshot)`; everything that changes the fight goes through
 * `dispatch`, `undo`, `redo` or `replaceWith`.
 *
 * Shown, then committed: a gesture is on screen in the frame after the key, with the saving mark
 * (« Enregistrement… ») until IndexedDB has committed it with strict durability. A failed write
 * takes the screen back to what is stored, with a message.
 */
import { createEncounter, EngineError, ENGINE_VERSION } from '../../shared/combat';
import {
  claimWriter,
  createEncounterRecord,
  currentFightId,
  rowStamp,
  takeEarlyFightRead,
  type CurrentFight,
  dropRedoTail,
  getDatabase,
  loadEarlierHistory,
  loadStoredFight,
  readSettings,
  storageTrouble,
  setHistoryStart,
  writeCheckpoint,
  writeFightChanges,
  writeSetting,
  WriterLostError,
  type FightWrite,
  type StoredFight,
} from '../db';
import { createSavingStore } from './saving-store';
import { createFightListeners, type ShownSource } from './fight-listeners';
import { watchDisplaySettings } from './display-settings-watch';
import { createStoredFights } from './stored-fights';
import {
  applyGesture,
  canUndoTimeline,
  cursorOf,
  needsEarlierHistory,
  openTimeline,
  openTimelineAsFarAsAccepted,
  prependHistory,
  redoGesture,
  serialAtCursor,
  undoGesture,
  type Timeline,
} from './timeline';
import { canRedo } from '../../shared/combat';
import { connectWindows, type WindowSync } from './fight-sync';
import { browserLocks, openFightChannel } from './writer-lock';
import type { FightProblem, FightSnapshot, FightStore, FightStoreDeps } from './fight-types';
import type { DisplaySettings } from './fight-listeners';
import { afterNextPaint, lazyValue, whenIdle } from '../store';

export type {
  FightProblem,
  FightSnapshot,
  FightStore,
  FightStoreDeps,
  NewEncounterChoice,
} from './fight-types';

/** A full checkpoint after this many events at most (and whenever the GM pauses). */
const CHECKPOINT_EVERY = 200;
/** The GM paused: a checkpoint is written after this long without a gesture. */
const IDLE_CHECKPOINT_MS = 1500;

function randomToken(): string {
  const buf = new Uint32Array(2);
  crypto.getRandomValues(buf);
  return `${buf[0]?.toString(36)}${buf[1]?.toString(36)}`;
}

function randomSeed(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return (buf[0] ?? 0) % 2_000_000_000;
}

/** A performance mark (the bench reads where reopening spends its time); nothing where unsupported. */
const mark = (name: string) => void globalThis.performance?.mark?.(name);

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Creates a fight store (the app uses one: getFightStore). */
export function createFightStore(partial: Partial<FightStoreDeps> = {}): FightStore {
  const deps: FightStoreDeps = {
    db: partial.db ?? getDatabase(),
    locks: partial.locks === undefined ? browserLocks() : partial.locks,
    channel: partial.channel === undefined ? openFightChannel() : partial.channel,
    idle: partial.idle ?? whenIdle,
    afterPaint: partial.afterPaint ?? afterNextPaint,
    checkpointEvery: partial.checkpointEvery ?? CHECKPOINT_EVERY,
    now: partial.now ?? Date.now,
    watchSettings:
      partial.watchSettings === undefined
        ? (changed, failed) => watchDisplaySettings(partial.db ?? getDatabase(), changed, failed)
        : partial.watchSettings,
    onListenerError: partial.onListenerError,
  };
  const { db } = deps;
  const token = randomToken();
  const listeners = new Set<() => void>();
  const told = createFightListeners(deps.onListenerError);
  let displaySettings: DisplaySettings | null = null;
  const saving = createSavingStore();
  let id: string | null = null;
  let timeline: Timeline | null = null;
  let status: FightSnapshot['status'] = 'loading';
  let generation = 0;
  let gestureCount = 0;
  const pending: FightWrite[] = [];
  let flushing: Promise<void> | null = null;
  let lastCheckpoint = 0;
  let cancelIdle: () => void = () => {};
  let loadingEarlier = false;
  /** A write failed and none has succeeded since: the GM was told once, not at every gesture. */
  let troubled = false;
  /** Loads under way: a gesture then would go to the fight being replaced, so none is taken. */
  let opening = 0;
  let snapshot: FightSnapshot = {
    status,
    encounter: null,
    canUndo: false,
    canRedo: false,
    mode: 'writer',
    generation,
  };

  // Problems met before anything listens (the first load) wait for the first listener.
  const unheard: FightProblem[] = [];
  const report = (p: FightProblem) => {
    if (!told.tell('problem', p)) unheard.push(p);
  };
  const isWriter = () => sync.mode() === 'writer';

  /** The snapshot changed (`source` says why): React's subscribers, then the `shown` listeners. */
  function publish(source: ShownSource): void {
    const previous = snapshot.encounter;
    const t = timeline;
    const writer = isWriter();
    snapshot = {
      status,
      encounter: t?.history.present ?? null,
      canUndo: writer && t !== null && canUndoTimeline(t),
      canRedo: writer && t !== null && canRedo(t.history),
      mode: sync.mode(),
      generation,
    };
    listeners.forEach((l) => l());
    told.tell('shown', { source, snapshot, previous });
  }

  async function flushAll(): Promise<void> {
    while (flushing) await flushing;
  }

  /** Writes the queue; returns the fight to reload from IndexedDB when a write failed. */
  async function flushLoop(): Promise<string | null> {
    await deps.afterPaint();
    while (pending.length > 0) {
      const batch = pending.splice(0);
      const fightId = id;
      const name = timeline?.history.present.name ?? '';
      if (!fightId) {
        batch.forEach(() => saving.end());
        break;
      }
      try {
        await writeFightChanges(fightId, token, batch, name, db);
        troubled = false;
        batch.forEach(() => saving.end());
        sync.written(fightId, batch);
        told.tell('committed', { fightId, writes: batch.length, pending: saving.pending() });
      } catch (e) {
        batch.forEach(() => saving.end());
        pending.splice(0).forEach(() => saving.end());
        if (e instanceof WriterLostError) {
          sync.lost();
          report({ kind: 'writer-lost' });
        } else if (!troubled) {
          troubled = true;
          report({ kind: 'save-failed', message: messageOf(e), storage: storageTrouble(e) });
        }
        return fightId;
      }
    }
    return null;
  }

  function enqueue(write: FightWrite): void {
    pending.push(write);
    saving.begin();
    cancelIdle();
    flushing ??= flushLoop().then(async (failed) => {
      flushing = null;
      // The screen goes back to what IndexedDB holds: the gestures that were not written are undone.
      if (failed)
        await open(failed, false).catch((e: unknown) =>
          report({ kind: 'load-failed', message: messageOf(e) }),
        );
      else scheduleCheckpoint();
    });
  }

  function scheduleCheckpoint(): void {
    cancelIdle();
    const t = timeline;
    if (!t || !isWriter()) return;
    const due = Math.abs(cursorOf(t) - lastCheckpoint) >= deps.checkpointEvery;
    cancelIdle = deps.idle(() => void checkpoint(), due ? 0 : IDLE_CHECKPOINT_MS);
  }

  async function checkpoint(): Promise<void> {
    const t = timeline;
    const fightId = id;
    if (!t || !fightId || !isWriter() || flushing || pending.length > 0) return;
    const index = cursorOf(t);
    if (index === lastCheckpoint || index === 0) return;
    const state = t.history.present;
    await writeCheckpoint(
      {
        encounterId: fightId,
        index,
        engine: ENGINE_VERSION,
        lastSerial: serialAtCursor(t),
        at: Date.now(),
        state,
      },
      3,
      db,
    ).catch((e: unknown) => console.error('Point de reprise non écrit :', e));
    if (timeline === t) lastCheckpoint = index;
  }

  /**
   * Opens a stored fight (null: none); `claim`: this window tries to become its writer. `early`: the
   * fight as read before the claim (at start), used if the claim finds its row unchanged.
   */
  async function open(fightId: string | null, claim: boolean, early?: StoredFight | null): Promise<void> {
    opening += 1;
    // One open at a time, in the order asked: the start-up read never overtakes a file opened meanwhile.
    const run = opened.then(() => openNow(fightId, claim, early));
    opened = run.catch(() => undefined);
    try {
      await run;
    } finally {
      opening -= 1;
    }
  }
  let opened: Promise<void> = Promise.resolve();

  async function openNow(
    fightId: string | null,
    claim: boolean,
    early: StoredFight | null | undefined,
  ): Promise<void> {
    mark('paravent:fight-open');
    await flushAll();
    cancelIdle();
    const found = claim ? await sync.claim(fightId) : null;
    mark('paravent:fight-claimed');
    const unchanged = early && found !== null && found === rowStamp(early.row);
    const stored = unchanged ? early : fightId ? await loadStoredFight(fightId, db) : null;
    mark('paravent:fight-read');
    generation += 1;
    if (!stored) {
      if (fightId) report({ kind: 'load-failed', message: fightId });
      id = null;
      timeline = null;
      status = 'none';
      publish('open');
      return;
    }
    const { row, checkpoint: cp, tail } = stored;
    const sameEngine = row.engine === ENGINE_VERSION && cp.engine === ENGINE_VERSION;
    id = row.id;
    if (sameEngine) {
      timeline = openTimeline(cp.state, cp.index, tail, row.cursor, row.historyStart, cp.lastSerial);
    } else {
      // Written by another engine: opened from its stored state; what came after it (rare: the
      // previous version checkpoints when the GM pauses) is replayed and said; no redo, no undo below.
      // A gesture this engine refuses (a value past a limit of the newer table) ends the replay.
      const applied = tail.filter((e) => e.index < row.cursor);
      const opened = openTimelineAsFarAsAccepted(cp.state, cp.index, applied, cp.index, cp.lastSerial);
      timeline = opened.timeline;
      if (isWriter()) {
        await dropRedoTail(row.id, cursorOf(opened.timeline), db);
        await setHistoryStart(row.id, cp.index, ENGINE_VERSION, db);
        lastCheckpoint = -1;
      }
      const replayed = applied.length - opened.refused;
      report({
        kind: 'engine-updated',
        replayed,
        ...(opened.refused > 0 ? { refused: opened.refused } : {}),
      });
    }
    lastCheckpoint = sameEngine ? cp.index : -1;
    status = 'ready';
    mark('paravent:fight-ready');
    publish('open');
    if (!sameEngine && isWriter()) void checkpoint();
  }

  /** Undo below what memory holds: the history is rebuilt from an earlier checkpoint, checked. */
  async function loadEarlier(): Promise<boolean> {
    const t = timeline;
    const fightId = id;
    if (!t || !fightId) return false;
    const earlier = await loadEarlierHistory(fightId, t.base, t.floor, db);
    if (timeline !== t) return false;
    const rebuilt = earlier
      ? prependHistory(
          t,
          earlier.checkpoint.state,
          earlier.checkpoint.index,
          earlier.events,
          earlier.checkpoint.lastSerial,
        )
      : null;
    if (!rebuilt) {
      // The stored events do not lead to the stored state: undo stops here, and the GM is told.
      report({ kind: 'mismatch', index: t.base });
      timeline = { ...t, floor: t.base };
      await setHistoryStart(fightId, t.base, ENGINE_VERSION, db).catch(() => undefined);
      publish('status');
      return false;
    }
    timeline = rebuilt;
    return true;
  }

  const sync: WindowSync = connectWindows({
    token,
    locks: deps.locks,
    channel: deps.channel,
    claimInDb: (fightId) => claimWriter(fightId, token, db),
    current: () => id,
    timeline: () => timeline,
    follow: (next) => {
      timeline = next;
      publish('follow');
    },
    reopen: (fightId, claim) => open(fightId, claim),
    flush: flushAll,
    changed: () => publish('status'),
    report,
  });

  mark('paravent:fight-store');
  // The fight in progress was read at start while this code downloaded (main.tsx), if it was.
  const current = (): Promise<CurrentFight> =>
    currentFightId(db).then((fightId) => ({ id: fightId, stored: null }));
  const first = (takeEarlyFightRead(db)?.catch(current) ?? current())
    .then(({ id: fightId, stored: early }) => {
      mark('paravent:fight-current');
      return open(fightId, true, early);
    })
    .then(() => {
      // The retention rule of Réglages, once per start, when the GM is not waiting for anything.
      deps.idle(() => {
        if (!isWriter()) return;
        void readSettings(db)
          .then((s) => stored.prune(s.keepFights))
          .catch((e: unknown) => console.error('Anciens combats non effacés :', e));
      }, 5000);
    })
    .catch((e: unknown) => {
      status = 'none';
      report({ kind: 'load-failed', message: messageOf(e) });
      publish('open');
    });

  const stopSettings =
    deps.watchSettings?.(
      (next) => {
        displaySettings = next;
        told.tell('settings', next);
      },
      (e: unknown) => console.error('Réglages de l’affichage joueurs non lus :', e),
    ) ?? (() => {});

  /**
   * A gesture while a fight is being opened (another fight, a reload, the screen put back after a
   * failed write) is not applied: the GM is told so, never left wondering why N did nothing.
   */
  function refusedWhileOpening(): boolean {
    if (opening === 0) return false;
    report({ kind: 'opening' });
    return true;
  }

  /** The fight the next `reload` opens rather than the latest (stored-fights.ts `makeCurrent`). */
  let preferred: string | null = null;

  /** Undos asked while the history below memory is being read: run once it is there, none lost. */
  let undosWaiting = 0;

  function undoNow(): void {
    const t = timeline;
    if (!t || refusedWhileOpening() || !isWriter()) return;
    if (loadingEarlier) {
      undosWaiting += 1;
      return;
    }
    if (needsEarlierHistory(t)) {
      loadingEarlier = true;
      void loadEarlier()
        .then((ok) => {
          loadingEarlier = false;
          const n = undosWaiting + 1;
          undosWaiting = 0;
          if (ok) for (let i = 0; i < n; i += 1) undoNow();
        })
        .catch((e: unknown) => {
          loadingEarlier = false;
          undosWaiting = 0;
          report({ kind: 'load-failed', message: messageOf(e) });
        });
      return;
    }
    const next = undoGesture(t);
    if (next === t) return;
    timeline = next;
    enqueue({ kind: 'move', cursor: cursorOf(next) });
    publish('undo');
  }

  const switchTo = async (fightId: string) => {
    await open(fightId, true);
    sync.announce(fightId);
  };

  const store: FightStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    dispatch(steps) {
      const t = timeline;
      if (!t || steps.length === 0 || refusedWhileOpening()) return false;
      if (!isWriter()) {
        report({ kind: 'read-only' });
        return false;
      }
      let result: ReturnType<typeof applyGesture>;
      try {
        gestureCount += 1;
        result = applyGesture(t, steps, `${token}-${gestureCount}`, deps.now());
      } catch (e) {
        if (e instanceof EngineError) {
          report({ kind: 'refused', message: e.message, refusal: e });
          return false;
        }
        throw e;
      }
      timeline = result.timeline;
      enqueue({ kind: 'append', fromIndex: result.fromIndex, rows: result.events });
      publish('gesture');
      return true;
    },
    undo: undoNow,
    redo() {
      const t = timeline;
      if (!t || refusedWhileOpening() || !isWriter()) return;
      const next = redoGesture(t);
      if (next === t) return;
      timeline = next;
      enqueue({ kind: 'move', cursor: cursorOf(next) });
      publish('redo');
    },
    async replaceWith(encounter, file = null) {
      await flushAll();
      const adopted = await stored.adopt(encounter, file);
      await switchTo(adopted.id);
      return adopted;
    },
    async create(choice) {
      await writeSetting('referenceSystem', choice.system, db);
      await flushAll();
      const initial = createEncounter({
        id: `rencontre-${Date.now().toString(36)}`,
        name: choice.name,
        system: choice.system,
        seed: choice.seed ?? randomSeed(),
      });
      await createEncounterRecord(initial, Date.now(), db);
      await switchTo(initial.id);
    },
    stored: createStoredFights({
      db,
      locks: deps.locks,
      written: () => (isWriter() ? id : null),
      open: () => id,
      dispatch: (steps) => store.dispatch(steps),
      flush: flushAll,
      reload: () => store.reload(),
      prefer: (fightId) => (preferred = fightId),
      report,
    }),
    async reload() {
      await flushAll();
      const fightId = preferred ?? (await currentFightId(db));
      preferred = null;
      await open(fightId, true);
      if (fightId) sync.announce(fightId);
    },
    ready: () => first,
    flush: flushAll,
    async checkpointNow() {
      await flushAll();
      await checkpoint();
    },
    takeOver: () => sync.takeOver(),
    listen(kind, listener) {
      const stop = told.listen(kind, listener);
      if (kind === 'problem') for (const p of unheard.splice(0)) told.tell('problem', p);
      return stop;
    },
    displaySettings: () => displaySettings,
    saving,
    dispose: () => {
      stopSettings();
      sync.dispose();
    },
  };
  const { stored } = store;
  return store;
}

const instance = lazyValue(() => createFightStore());

/** The fight store of this window (created, and the current fight loaded, on first use). */
export function getFightStore(): FightStore {
  return instance.get();
}
