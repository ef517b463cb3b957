import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { canRedo, canUndo, createEncounter, EngineError, type Encounter } from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import {
  commitEncounterChange,
  createEncounterRecord,
  loadCurrentEncounter,
  moveEncounterCursor,
  writeSetting,
  type StoredEncounter,
} from '../../db';
import {
  applyGesture,
  cursorOf,
  redoGesture,
  restoreSession,
  startSession,
  undoGesture,
  type GestureStep,
  type TrackerSession,
} from './session';
import { createSavingStore, type SavingStore } from './saving-store';

/** What the GM chooses for a new fight. */
export interface NewEncounterChoice {
  name: string;
  system: SystemId;
  /** Seed of the dice; random when absent. */
  seed?: number;
}

/** The tracker's fight and what changes it. */
export interface TrackerApi {
  encounter: Encounter;
  canUndo: boolean;
  canRedo: boolean;
  /** Applies one gesture (one or several events); false when the engine refused it (message shown). */
  run(steps: GestureStep[]): boolean;
  undo(): void;
  redo(): void;
  /** Writes under way: a change is on screen only once its write has ended. */
  saving: SavingStore;
}

/** What the files feature needs of the tracker (renderer/features/files/current-fight.ts). */
export interface TrackerFileAccess {
  /** Reloads the current fight from IndexedDB once pending writes are done (a file replaced it). */
  reload(): Promise<void>;
  /** The latest state, including a gesture still being written (what Enregistrer must save). */
  latest(): Encounter | null;
}

/** Loading, no fight yet, or a fight. */
export type TrackerState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; api: TrackerApi };

/** Shows an engine refusal (French message) or an unexpected error. */
export function showError(error: unknown, title: string): void {
  const message = error instanceof Error ? error.message : String(error);
  notifications.show({ color: 'red', title, message, autoClose: 6000 });
}

/** Waiting longer than this for a frame means the window is hidden: the write goes ahead anyway. */
const PAINT_WAIT_MS = 50;

/**
 * Resolves once the browser has painted the next frame (a timer queued from a frame callback runs
 * after that frame), or after PAINT_WAIT_MS when no frame comes (hidden window, tests).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timeout = setTimeout(resolve, PAINT_WAIT_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timeout);
        resolve();
      }, 0),
    );
  });
}

function randomSeed(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0] % 2_000_000_000;
}

/**
 * The current fight, kept in Dexie. Every gesture is computed by the engine at once (a refusal
 * changes nothing), written to IndexedDB, and only then shown: the screen never shows a state that
 * a reload would not give back. Gestures made while a write is pending queue behind it.
 */
export function useTrackerSession(): [
  TrackerState,
  (choice: NewEncounterChoice) => Promise<void>,
  TrackerFileAccess,
] {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ id: string; session: TrackerSession } | null | undefined>();
  const pending = useRef<{ id: string; session: TrackerSession } | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [saving] = useState(createSavingStore);

  const adopt = useCallback(
    (stored: StoredEncounter | null) => {
      if (!stored) {
        pending.current = null;
        setShown(null);
        return;
      }
      let session: TrackerSession;
      try {
        session = restoreSession(stored.row.initial, stored.events, stored.row.cursor);
      } catch (e) {
        showError(e, t('tracker.errors.replay'));
        session = startSession(stored.row.state);
      }
      pending.current = { id: stored.row.id, session };
      setShown(pending.current);
    },
    [t],
  );
  const reload = useCallback(() => loadCurrentEncounter().then(adopt), [adopt]);
  const fileAccess = useMemo<TrackerFileAccess>(
    () => ({
      reload: () => queue.current.then(reload),
      latest: () => pending.current?.session.history.present ?? null,
    }),
    [reload],
  );

  useEffect(() => {
    let alive = true;
    loadCurrentEncounter()
      .then((stored) => {
        if (alive) adopt(stored);
      })
      .catch((e: unknown) => showError(e, t('tracker.errors.load')));
    return () => {
      alive = false;
    };
  }, [adopt, t]);

  const persist = useCallback(
    (next: { id: string; session: TrackerSession }, write: () => Promise<void>) => {
      pending.current = next;
      saving.begin();
      queue.current = queue.current
        // The key or click that made the change paints first (the field cleared, the saving mark);
        // then the write, then the committed state on screen.
        .then(afterNextPaint)
        .then(write)
        .then(() => setShown(next))
        .catch((e: unknown) => {
          showError(e, t('tracker.errors.save'));
          return reload();
        })
        .finally(saving.end);
    },
    [reload, t, saving],
  );

  const run = useCallback(
    (steps: GestureStep[]): boolean => {
      const current = pending.current;
      if (!current || steps.length === 0) return false;
      let result: ReturnType<typeof applyGesture>;
      try {
        result = applyGesture(current.session, steps);
      } catch (e) {
        if (e instanceof EngineError) {
          showError(e, t('tracker.errors.refused'));
          return false;
        }
        throw e;
      }
      const next = { id: current.id, session: result.session };
      const state = result.session.history.present;
      persist(next, () => commitEncounterChange(current.id, { ...result.commit, state }));
      return true;
    },
    [persist, t],
  );

  const move = useCallback(
    (step: (s: TrackerSession) => TrackerSession) => {
      const current = pending.current;
      if (!current) return;
      const session = step(current.session);
      if (session === current.session) return;
      const next = { id: current.id, session };
      persist(next, () => moveEncounterCursor(current.id, cursorOf(session), session.history.present));
    },
    [persist],
  );
  const undo = useCallback(() => move(undoGesture), [move]);
  const redo = useCallback(() => move(redoGesture), [move]);

  const create = useCallback(async (choice: NewEncounterChoice) => {
    const initial = createEncounter({
      id: `rencontre-${Date.now().toString(36)}`,
      name: choice.name,
      system: choice.system,
      seed: choice.seed ?? randomSeed(),
    });
    await queue.current;
    await createEncounterRecord(initial);
    await writeSetting('referenceSystem', choice.system);
    pending.current = { id: initial.id, session: startSession(initial) };
    setShown(pending.current);
  }, []);

  if (shown === undefined) return [{ status: 'loading' }, create, fileAccess];
  if (shown === null) return [{ status: 'none' }, create, fileAccess];
  const h = shown.session.history;
  return [
    {
      status: 'ready',
      api: { encounter: h.present, canUndo: canUndo(h), canRedo: canRedo(h), run, undo, redo, saving },
    },
    create,
    fileAccess,
  ];
}
