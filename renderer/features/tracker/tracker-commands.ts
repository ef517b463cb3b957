/**
 * How the registry's tracker commands (next turn, undo, quick add, « appliquer un état »…) reach
 * the tracker on screen: the app shell owns a `TrackerCommandTarget` and provides it through
 * `TrackerCommandContext`; the mounted tracker attaches its handler (`useTrackerCommandHandler`) and
 * detaches it when it leaves. Its fight actions go to the fight store (renderer/fight), its UI
 * actions (focus the quick add, open a dialog, fold the log) to its own state. No module-level slot:
 * two shells (tests) never share a target.
 */
import { createContext, useContext, useEffect } from 'react';
import type { TrackerAction } from '../../commands/registry';

/** What the tracker on screen does with a command. */
export type TrackerCommandHandler = (action: TrackerAction) => void;

/** The shell's hold on the tracker on screen. */
export interface TrackerCommandTarget {
  /** The tracker on screen takes the commands; returns the function that lets them go. */
  attach(handler: TrackerCommandHandler): () => void;
  /** Runs a command; false when no tracker is on screen (the command then does nothing). */
  run(action: TrackerAction): boolean;
}

/** A target with no tracker yet (the shell makes one). */
export function createTrackerCommandTarget(): TrackerCommandTarget {
  let handler: TrackerCommandHandler | null = null;
  return {
    attach(next) {
      handler = next;
      return () => {
        if (handler === next) handler = null;
      };
    },
    run(action) {
      if (!handler) return false;
      handler(action);
      return true;
    },
  };
}

/** The target of the shell around (null outside a shell: the commands then reach nothing). */
export const TrackerCommandContext = createContext<TrackerCommandTarget | null>(null);

/** For the tracker: receives the shell's tracker commands while it is mounted. */
export function useTrackerCommandHandler(handler: TrackerCommandHandler): void {
  const target = useContext(TrackerCommandContext);
  useEffect(() => target?.attach(handler), [target, handler]);
}
