/**
 * The fight as the tracker holds it: the engine's History, with every event tagged by the GM
 * gesture it came from ("4 Orque" is one gesture of two events: an add and a duplication), so that
 * Ctrl+Z takes back a whole gesture. Pure: the hook (use-tracker-session.ts) stores what these
 * functions return.
 *
 * Persistence — the choice: Dexie keeps the encounter's INITIAL state once, and every event with
 * its index and gesture, plus a cursor (how many events are applied; the rest can be redone).
 * Reloading replays the events from the initial state — the engine is deterministic, so this is
 * exactly the same fight, with the same undo and redo — and a change writes one small row instead
 * of the whole 200-combatant state.
 */
import {
  createHistory,
  dispatch,
  redo,
  undo,
  type EncounterEvent,
  type History,
} from '../../../shared/combat';
import type { Encounter } from '../../../shared/combat';

/** The tracker's fight: the history and the gesture of each past and future event. */
export interface TrackerSession {
  history: History;
  /** Gesture number of each past event (same length as history.past). */
  pastGestures: number[];
  /** Gesture number of each future event (same length as history.future). */
  futureGestures: number[];
}

/** One stored event: its place in the fight and its gesture. */
export interface SessionEventRow {
  index: number;
  gesture: number;
  event: EncounterEvent;
}

/** What must be written for a change to be kept. */
export interface SessionCommit {
  /** Stored events from this index on are replaced (what could have been redone is dropped). */
  fromIndex: number;
  rows: SessionEventRow[];
  /** Events applied after the change. */
  cursor: number;
  /** Events stored after the change (applied + redoable). */
  eventCount: number;
}

/**
 * One step of a gesture: an event, or a function of the state the previous steps left (to name
 * the combatant an add has just created, for example).
 */
export type GestureStep = EncounterEvent | ((enc: Encounter) => EncounterEvent);

/** A session starting at an encounter. */
export function startSession(initial: Encounter): TrackerSession {
  return { history: createHistory(initial), pastGestures: [], futureGestures: [] };
}

/**
 * Applies one gesture's events. EngineError (from the engine) when one is refused: then nothing
 * is applied, the caller keeps its session.
 */
export function applyGesture(
  s: TrackerSession,
  steps: readonly GestureStep[],
): { session: TrackerSession; commit: SessionCommit } {
  const gesture = (s.pastGestures[s.pastGestures.length - 1] ?? -1) + 1;
  const fromIndex = s.history.past.length;
  let history = s.history;
  const events: EncounterEvent[] = [];
  for (const step of steps) {
    const event = typeof step === 'function' ? step(history.present) : step;
    history = dispatch(history, event);
    events.push(event);
  }
  const rows = events.map((event, i) => ({ index: fromIndex + i, gesture, event }));
  const pastGestures = [...s.pastGestures, ...events.map(() => gesture)];
  const cursor = history.past.length;
  return {
    session: { history, pastGestures, futureGestures: [] },
    commit: { fromIndex, rows, cursor, eventCount: cursor },
  };
}

function trailingSame(gestures: readonly number[]): number {
  const last = gestures[gestures.length - 1];
  let n = 0;
  while (n < gestures.length && gestures[gestures.length - 1 - n] === last) n += 1;
  return n;
}

/** Takes back the last gesture (unchanged when there is nothing to undo). */
export function undoGesture(s: TrackerSession): TrackerSession {
  const n = trailingSame(s.pastGestures);
  if (n === 0) return s;
  let history = s.history;
  for (let i = 0; i < n; i += 1) history = undo(history);
  const moved = s.pastGestures.slice(-n);
  return {
    history,
    pastGestures: s.pastGestures.slice(0, -n),
    futureGestures: [...moved, ...s.futureGestures],
  };
}

/** Does again the gesture that was taken back last (unchanged when there is none). */
export function redoGesture(s: TrackerSession): TrackerSession {
  const first = s.futureGestures[0];
  if (first === undefined) return s;
  let n = 0;
  while (s.futureGestures[n] === first) n += 1;
  let history = s.history;
  for (let i = 0; i < n; i += 1) history = redo(history);
  return {
    history,
    pastGestures: [...s.pastGestures, ...s.futureGestures.slice(0, n)],
    futureGestures: s.futureGestures.slice(n),
  };
}

/** Events applied (the cursor stored with the encounter). */
export function cursorOf(s: TrackerSession): number {
  return s.history.past.length;
}

/**
 * Rebuilds a session from what Dexie kept: replays every stored event from the initial state,
 * then undoes back to the cursor, so redo works as before the reload.
 */
export function restoreSession(
  initial: Encounter,
  rows: readonly SessionEventRow[],
  cursor: number,
): TrackerSession {
  const sorted = [...rows].sort((a, b) => a.index - b.index);
  let history = createHistory(initial);
  for (const row of sorted) history = dispatch(history, row.event);
  let session: TrackerSession = { history, pastGestures: sorted.map((r) => r.gesture), futureGestures: [] };
  const target = Math.max(0, Math.min(cursor, sorted.length));
  while (cursorOf(session) > target) {
    const before = cursorOf(session);
    session = undoGesture(session);
    if (cursorOf(session) === before) break;
  }
  return session;
}
