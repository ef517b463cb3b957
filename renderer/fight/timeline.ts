/**
 * The fight as the store holds it in memory (pure): the engine's History from `base` (the
 * checkpoint it was opened from) and the gesture of each event, so that Ctrl+Z takes back a whole
 * gesture ("4 Orque" is an add and a duplication). A gesture is named by the index of its first
 * event: unique along the history, never equal to its neighbour's.
 */
import {
  canRedo,
  createHistory,
  dispatch,
  futureEventsOf,
  futureLength,
  pastLength,
  redo,
  startOf,
  undo,
  withFuture,
  eventsOf,
  EngineError,
  type Encounter,
  type EncounterEvent,
  type History,
} from '../../shared/combat';

/** One step of a gesture: an event, or a function of the state the previous steps left. */
export type GestureStep = EncounterEvent | ((enc: Encounter) => EncounterEvent);

/** One event of the history with its gesture (as stored) and its write's serial. */
export interface TimelineEvent {
  index: number;
  gesture: number;
  serial?: string;
  event: EncounterEvent;
}

/** The history in memory. */
export interface Timeline {
  history: History;
  /** Absolute index of the history's first state (a checkpoint). */
  base: number;
  /** Gesture of each event from `base` on (applied, then redoable). */
  gestures: readonly number[];
  /** Serial of each event from `base` on; `baseSerial`: the one before `base` ('' at 0). */
  serials: readonly string[];
  baseSerial: string;
  /** Undo never goes below this index (the fight's start, or an engine update). */
  floor: number;
}

/** Events applied (absolute). */
export function cursorOf(t: Timeline): number {
  return t.base + pastLength(t.history);
}

/** Events stored (applied + redoable). */
function eventCountOf(t: Timeline): number {
  return cursorOf(t) + futureLength(t.history);
}

/** A timeline opened at a state: `index` events before it, the stored events after it. */
export function openTimeline(
  state: Encounter,
  index: number,
  tail: readonly TimelineEvent[],
  cursor: number,
  floor: number,
  baseSerial = '',
): Timeline {
  const sorted = [...tail].sort((a, b) => a.index - b.index);
  let history = createHistory(state);
  for (const e of sorted) if (e.index < cursor) history = dispatch(history, e.event);
  history = withFuture(
    history,
    sorted.filter((e) => e.index >= cursor).map((e) => e.event),
  );
  return {
    history,
    base: index,
    gestures: sorted.map((e) => e.gesture),
    serials: sorted.map((e) => e.serial ?? ''),
    baseSerial,
    floor,
  };
}

/**
 * `openTimeline` for the events of another engine's version (`tail`: applied ones only): an event
 * the engine now refuses — a value past a limit an older version let through — ends the replay
 * there; `refused` counts the events not replayed (the caller drops them and says so).
 */
export function openTimelineAsFarAsAccepted(
  state: Encounter,
  index: number,
  tail: readonly TimelineEvent[],
  floor: number,
  baseSerial = '',
): { timeline: Timeline; refused: number } {
  const sorted = [...tail].sort((a, b) => a.index - b.index);
  let history = createHistory(state);
  let accepted = 0;
  for (const e of sorted) {
    try {
      history = dispatch(history, e.event);
    } catch (error) {
      if (error instanceof EngineError) break;
      throw error;
    }
    accepted += 1;
  }
  const kept = sorted.slice(0, accepted);
  return {
    timeline: openTimeline(state, index, kept, index + accepted, floor, baseSerial),
    refused: sorted.length - accepted,
  };
}

/**
 * Applies one gesture: every step or none (EngineError from the engine, the timeline unchanged).
 * Returns the new timeline and the rows to store (they replace what could be redone). `at`: when the
 * gesture was made (epoch ms, from the store's clock), stamped on each of its events.
 */
export function applyGesture(
  t: Timeline,
  steps: readonly GestureStep[],
  serial = '',
  at?: number,
): { timeline: Timeline; fromIndex: number; events: TimelineEvent[] } {
  const fromIndex = cursorOf(t);
  let history = t.history;
  const events: TimelineEvent[] = [];
  for (const step of steps) {
    const made = typeof step === 'function' ? step(history.present) : step;
    // Every event of the gesture carries its time: the turn clock's only source (turn-clock.ts).
    const event = at === undefined ? made : { ...made, at };
    history = dispatch(history, event);
    const index = fromIndex + events.length;
    events.push({ index, gesture: fromIndex, serial: `${serial}.${index}`, event });
  }
  const kept = fromIndex - t.base;
  const gestures = [...t.gestures.slice(0, kept), ...events.map((e) => e.gesture)];
  const serials = [...t.serials.slice(0, kept), ...events.map((e) => e.serial ?? '')];
  return { timeline: { ...t, history, gestures, serials }, fromIndex, events };
}

/** How many events the last gesture holds (0: nothing to undo in memory). */
function lastGestureSize(t: Timeline): number {
  const end = cursorOf(t) - t.base;
  const last = t.gestures[end - 1];
  let n = 0;
  while (n < end && t.gestures[end - 1 - n] === last) n += 1;
  return n;
}

/** Whether undo is possible at all (perhaps after loading earlier history). */
export function canUndoTimeline(t: Timeline): boolean {
  return cursorOf(t) > t.floor;
}

/** Whether undo needs the history below `base` (loadable from IndexedDB). */
export function needsEarlierHistory(t: Timeline): boolean {
  return cursorOf(t) === t.base && t.base > t.floor;
}

/** Takes back the last gesture (unchanged when it is not in memory). */
export function undoGesture(t: Timeline): Timeline {
  const n = lastGestureSize(t);
  let history = t.history;
  for (let i = 0; i < n; i += 1) history = undo(history);
  return n === 0 ? t : { ...t, history };
}

/** Does again the gesture taken back last (unchanged when there is none). */
export function redoGesture(t: Timeline): Timeline {
  if (!canRedo(t.history)) return t;
  const start = cursorOf(t) - t.base;
  const first = t.gestures[start];
  let history = t.history;
  for (let i = start; t.gestures[i] === first && canRedo(history); i += 1) history = redo(history);
  return { ...t, history };
}

/**
 * The same fight with its history reaching back to `index` (a checkpoint below `base`): the
 * events from there are applied again. Null when the replay does not arrive at the state the
 * timeline starts from — a replay/checkpoint mismatch, which the caller reports.
 */
export function prependHistory(
  t: Timeline,
  state: Encounter,
  index: number,
  earlier: readonly TimelineEvent[],
  earlierSerial: string,
): Timeline | null {
  const sorted = [...earlier].sort((a, b) => a.index - b.index).filter((e) => e.index < t.base);
  if (sorted.length !== t.base - index) return null;
  let history = createHistory(state);
  for (const e of sorted) history = dispatch(history, e.event);
  if (!sameState(history.present, startOf(t.history))) return null;
  for (const e of eventsOf(t.history)) history = dispatch(history, e);
  history = withFuture(history, futureEventsOf(t.history));
  return {
    history,
    base: index,
    gestures: [...sorted.map((e) => e.gesture), ...t.gestures],
    serials: [...sorted.map((e) => e.serial ?? ''), ...t.serials],
    baseSerial: index === 0 ? '' : earlierSerial,
    floor: t.floor,
  };
}

/** The serial of the last applied event ('' at the fight's start): what a checkpoint records. */
export function serialAtCursor(t: Timeline): string {
  const at = cursorOf(t) - t.base;
  return at === 0 ? t.baseSerial : (t.serials[at - 1] ?? '');
}

/**
 * Applies what the writing window stored (a follower window): the events from `fromIndex` replace
 * what followed, or the cursor moves. Null when it does not fit what this window holds (then it
 * reloads from IndexedDB).
 */
export function followWrite(
  t: Timeline,
  write:
    { kind: 'append'; fromIndex: number; rows: readonly TimelineEvent[] } | { kind: 'move'; cursor: number },
): Timeline | null {
  const target = write.kind === 'append' ? write.fromIndex : write.cursor;
  if (target < t.base || target > eventCountOf(t)) return null;
  let history = t.history;
  while (t.base + pastLength(history) > target) history = undo(history);
  while (t.base + pastLength(history) < target && canRedo(history)) history = redo(history);
  if (t.base + pastLength(history) !== target) return null;
  if (write.kind === 'move') return { ...t, history };
  for (const row of write.rows) history = dispatch(history, row.event);
  const kept = target - t.base;
  return {
    ...t,
    history,
    gestures: [...t.gestures.slice(0, kept), ...write.rows.map((r) => r.gesture)],
    serials: [...t.serials.slice(0, kept), ...write.rows.map((r) => r.serial ?? '')],
  };
}

/** Whether two states are the same fight (as their JSON says). */
function sameState(a: Encounter, b: Encounter): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
