/**
 * « Préparer » asked by its key (Maj+R): the turn panel's ready form opens on its trigger field.
 * A tiny store, so that the command reaches the form without a prop through the tracker.
 */
import { createValueStore, useValue } from '../../store';

const asked = createValueStore(0);

/** Asks the turn panel to open its ready form. */
export function askReady(): void {
  asked.set(asked.get() + 1);
}

/** How many times the form was asked for (a change opens it). */
export function useReadyAsked(): number {
  return useValue(asked);
}
