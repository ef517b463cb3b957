/**
 * The fight the tracker has on screen, for the files controller: the tracker publishes it while it
 * is mounted (with a way to reload it from IndexedDB after a file replaced it); elsewhere the
 * controller reads the stored current fight.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Encounter } from '../../../shared/combat';

/** The tracker's fight (null: the Combat screen shows the "Nouvelle rencontre" form). */
export interface TrackerFight {
  encounter: Encounter | null;
  /** Reloads the current fight from IndexedDB (after Ouvrir, Importer, a restore). */
  reload(): Promise<void>;
  /** The latest state, a gesture still being written included (`encounter` is what is shown). */
  latest(): Encounter | null;
}

/** What the tracker gives for it. */
export type TrackerFileAccess = Pick<TrackerFight, 'reload' | 'latest'>;

let fight: TrackerFight | null = null;
const listeners = new Set<() => void>();

function publish(next: TrackerFight | null): void {
  if (
    next?.encounter === fight?.encounter &&
    next?.reload === fight?.reload &&
    next?.latest === fight?.latest
  )
    return;
  fight = next;
  listeners.forEach((l) => l());
}

/** The tracker's fight now (null when the tracker is not on screen). */
export function getTrackerFight(): TrackerFight | null {
  return fight;
}

/** Subscribes to the tracker's fight; returns the unsubscribe. */
export function subscribeTrackerFight(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tracker's fight, live. */
export function useTrackerFight(): TrackerFight | null {
  return useSyncExternalStore(subscribeTrackerFight, getTrackerFight);
}

/** The tracker's call: publishes its fight while mounted (null: no fight; undefined: loading). */
export function usePublishTrackerFight(
  encounter: Encounter | null | undefined,
  access: TrackerFileAccess,
): void {
  useEffect(() => {
    if (encounter !== undefined) publish({ encounter, reload: access.reload, latest: access.latest });
  }, [encounter, access]);
  useEffect(() => () => publish(null), []);
}
