/**
 * Annuler / rétablir: the history keeps every state of the fight (they share what did not change,
 * so this is cheap) and the events that led to them. Unlimited within the fight; every kind of
 * event can be undone, including a turn change or the end of the fight.
 */
import type { EncounterEvent } from './events';
import { applyEvent } from './reducer';
import type { Encounter } from './types';

/** The fight's states: what came before, the present, and what an undo put aside. */
export interface History {
  past: { state: Encounter; event: EncounterEvent }[];
  present: Encounter;
  future: { state: Encounter; event: EncounterEvent }[];
}

/** A history starting at `present`. */
export function createHistory(present: Encounter): History {
  return { past: [], present, future: [] };
}

/** Applies an event (EngineError leaves the history as it was); clears what could be redone. */
export function dispatch(h: History, event: EncounterEvent): History {
  const next = applyEvent(h.present, event);
  return { past: [...h.past, { state: h.present, event }], present: next, future: [] };
}

/** Back one event; unchanged when there is nothing to undo. */
export function undo(h: History): History {
  const last = h.past[h.past.length - 1];
  if (!last) return h;
  return {
    past: h.past.slice(0, -1),
    present: last.state,
    future: [{ state: h.present, event: last.event }, ...h.future],
  };
}

/** Forward one event; unchanged when there is nothing to redo. */
export function redo(h: History): History {
  const first = h.future[0];
  if (!first) return h;
  return {
    past: [...h.past, { state: h.present, event: first.event }],
    present: first.state,
    future: h.future.slice(1),
  };
}

/** Whether undo / redo would do something (to enable the buttons). */
export function canUndo(h: History): boolean {
  return h.past.length > 0;
}
/** See `canUndo`. */
export function canRedo(h: History): boolean {
  return h.future.length > 0;
}

/** The events from the start of the history to the present (to save, or to replay). */
export function eventsOf(h: History): EncounterEvent[] {
  return h.past.map((p) => p.event);
}
