/**
 * The tracker's view of the fight store (renderer/fight): the same `TrackerApi` the components
 * have always had, read through `useSyncExternalStore`. The store owns the fight, its history and
 * its saving; this hook holds nothing.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { notifications } from '@mantine/notifications';
import type { Encounter } from '../../../shared/combat';
import {
  getFightStore,
  runFightCommand,
  type FightCommand,
  type FightStore,
  type NewEncounterChoice,
} from '../../fight';
import type { GestureStep } from './session';
import type { SavingStore } from '../../fight';

export type { NewEncounterChoice } from '../../fight';

/** The tracker's fight and what changes it. */
export interface TrackerApi {
  encounter: Encounter;
  canUndo: boolean;
  canRedo: boolean;
  /** Applies one gesture (one or several events); false when refused (the message is shown). */
  run(steps: GestureStep[]): boolean;
  undo(): void;
  redo(): void;
  /** A command of the fight itself (next turn, undo…), run by the store as its shortcut is. */
  command(c: FightCommand): void;
  /** Writes under way: the saving mark shows until IndexedDB has committed them. */
  saving: SavingStore;
  /** Another window writes this fight: this one follows it, read-only. */
  readOnly?: boolean;
}

/** Loading, no fight yet, or a fight. */
export type TrackerState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; api: TrackerApi };

/** Shows an engine refusal (French message) or an unexpected error. */
export function showError(error: unknown, title: string): void {
  const message = error instanceof Error ? error.message : String(error);
  notifications.show({ color: 'red', title, message, autoClose: 6000 });
}

/** The fight store's fight as the tracker uses it, and the way to create a new one. */
export function useTrackerSession(
  store: FightStore = getFightStore(),
): [TrackerState, (choice: NewEncounterChoice) => Promise<void>] {
  const snap = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const run = useMemo(() => (steps: GestureStep[]) => store.dispatch(steps), [store]);
  const undo = useMemo(() => () => store.undo(), [store]);
  const redo = useMemo(() => () => store.redo(), [store]);
  const command = useMemo(() => (c: FightCommand) => runFightCommand(store, c), [store]);
  const create = useMemo(() => (choice: NewEncounterChoice) => store.create(choice), [store]);
  const state = useMemo<TrackerState>(() => {
    if (snap.status !== 'ready' || !snap.encounter)
      return { status: snap.status === 'none' ? 'none' : 'loading' };
    return {
      status: 'ready',
      api: {
        encounter: snap.encounter,
        canUndo: snap.canUndo,
        canRedo: snap.canRedo,
        run,
        undo,
        redo,
        command,
        saving: store.saving,
        readOnly: snap.mode === 'follower',
      },
    };
  }, [snap, run, undo, redo, command, store]);
  return [state, create];
}

/** Resolves after the next painted frame (the store writes a gesture once it is on screen). */
export { afterNextPaint } from '../../store';
