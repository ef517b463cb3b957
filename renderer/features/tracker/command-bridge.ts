/**
 * The registry's tracker commands (next turn, undo…) reach the mounted tracker through this one
 * slot: the tracker registers its handler while it is on screen; elsewhere the commands do nothing.
 */
import type { TrackerAction } from '../../commands/registry';

type Handler = (action: TrackerAction) => void;

let handler: Handler | null = null;

/** Registers the mounted tracker's handler; returns the function that unregisters it. */
export function setTrackerCommandHandler(next: Handler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** Runs a tracker command; false when no tracker is on screen. */
export function runTrackerCommand(action: TrackerAction): boolean {
  if (!handler) return false;
  handler(action);
  return true;
}
