/**
 * Annuler / rétablir: every event of the fight, and enough states to get any of them back.
 * Unlimited within the fight; every kind of event can be undone, including a turn change or the
 * end of the fight.
 *
 * Memory is linear in the number of events — the choice: the history is a persistent list of steps
 * (an undo or a redo builds nothing but one small step), and it keeps one state in KEEP_EVERY. A
 * kept state shares its combatants with its neighbours (the reducer's structural sharing), and its
 * log and turn patches are stored as shared lists (shared-list.ts), so the lines of the log are held
 * once however many states contain them. Undo to a state that is not kept replays at most
 * KEEP_EVERY − 1 events from the kept one below it: the engine is deterministic, so this is exactly
 * the state that was there. Redo applies the event again, for the same reason.
 */
import type { EncounterEvent } from './events';
import { applyEvent } from './reducer';
import { listToArray, shareList, type SharedListNode } from './shared-list';
import type { Encounter, LogEntry, TurnPatch } from './types';

/** One state in this many is kept whole; the others are replayed from it when undo needs them. */
const KEEP_EVERY = 32;

/** A kept state: the encounter without its two growing lists, and those lists as shared nodes. */
interface KeptState {
  readonly base: Encounter;
  readonly log: SharedListNode<LogEntry> | null;
  readonly patches: SharedListNode<TurnPatch> | null;
  /** Events applied to reach it. */
  readonly depth: number;
  /** The state itself, kept for the start of the history only (undo back to it gives it back as is). */
  readonly whole?: Encounter;
}

/** One past event; the state before it is replayed from `anchor` (the nearest kept state below). */
interface PastStep {
  readonly event: EncounterEvent;
  readonly prev: PastStep | null;
  /** Events applied up to and including this one. */
  readonly depth: number;
  readonly anchor: KeptState;
}

/** One event that an undo put aside, first to redo first. */
interface FutureStep {
  readonly event: EncounterEvent;
  readonly next: FutureStep | null;
  readonly count: number;
}

/** The fight's history: the present state, the events before it and the events an undo put aside. */
export interface History {
  readonly present: Encounter;
  readonly past: PastStep | null;
  readonly future: FutureStep | null;
  /** The kept state at the start of the history (depth 0). */
  readonly origin: KeptState;
}

const EMPTY_LOG: LogEntry[] = [];
const EMPTY_PATCHES: TurnPatch[] = [];

function keep(state: Encounter, depth: number, below: KeptState | null): KeptState {
  return {
    base: { ...state, log: EMPTY_LOG, turnPatches: EMPTY_PATCHES },
    log: shareList(below?.log ?? null, state.log),
    patches: shareList(below?.patches ?? null, state.turnPatches),
    depth,
  };
}

function materialise(kept: KeptState): Encounter {
  if (kept.whole) return kept.whole;
  return { ...kept.base, log: listToArray(kept.log), turnPatches: listToArray(kept.patches) };
}

/** A history starting at `present`; `future`: events that redo can apply from there, first first. */
export function createHistory(present: Encounter, future: readonly EncounterEvent[] = []): History {
  let next: FutureStep | null = null;
  for (let i = future.length - 1; i >= 0; i -= 1) {
    next = { event: future[i] as EncounterEvent, next, count: future.length - i };
  }
  return { present, past: null, future: next, origin: { ...keep(present, 0, null), whole: present } };
}

/** The state the history starts from. */
export function startOf(h: History): Encounter {
  return materialise(h.origin);
}

/** The same history with `future` as what redo can apply (what was there is dropped). */
export function withFuture(h: History, future: readonly EncounterEvent[]): History {
  return { ...h, future: createHistory(h.present, future).future };
}

/** Events applied from the start of the history to the present. */
export function pastLength(h: History): number {
  return h.past?.depth ?? 0;
}

/** Events that redo can apply again. */
export function futureLength(h: History): number {
  return h.future?.count ?? 0;
}

function push(h: History, event: EncounterEvent, next: Encounter, future: FutureStep | null): History {
  const depth = pastLength(h);
  const below = h.past?.anchor ?? h.origin;
  const anchor =
    depth === below.depth ? below : depth % KEEP_EVERY === 0 ? keep(h.present, depth, below) : below;
  return { present: next, past: { event, prev: h.past, depth: depth + 1, anchor }, future, origin: h.origin };
}

/** Applies an event (EngineError leaves the history as it was); clears what could be redone. */
export function dispatch(h: History, event: EncounterEvent): History {
  return push(h, event, applyEvent(h.present, event), null);
}

/** Back one event; unchanged when there is nothing to undo. */
export function undo(h: History): History {
  const last = h.past;
  if (!last) return h;
  const events: EncounterEvent[] = [];
  for (let step = last.prev; step && step.depth > last.anchor.depth; step = step.prev)
    events.push(step.event);
  let present = materialise(last.anchor);
  for (let i = events.length - 1; i >= 0; i -= 1) present = applyEvent(present, events[i] as EncounterEvent);
  const future = { event: last.event, next: h.future, count: futureLength(h) + 1 };
  return { present, past: last.prev, future, origin: h.origin };
}

/** Forward one event (applied again: the engine is deterministic); unchanged when there is none. */
export function redo(h: History): History {
  const first = h.future;
  if (!first) return h;
  return push(h, first.event, applyEvent(h.present, first.event), first.next);
}

/** Whether undo / redo would do something (to enable the buttons). */
export function canUndo(h: History): boolean {
  return h.past !== null;
}
/** See `canUndo`. */
export function canRedo(h: History): boolean {
  return h.future !== null;
}

/** The events from the start of the history to the present (to save, or to replay). */
export function eventsOf(h: History): EncounterEvent[] {
  const out = new Array<EncounterEvent>(pastLength(h));
  for (let step = h.past; step; step = step.prev) out[step.depth - 1] = step.event;
  return out;
}

/** The events redo would apply, first first. */
export function futureEventsOf(h: History): EncounterEvent[] {
  const out: EncounterEvent[] = [];
  for (let step = h.future; step; step = step.next) out.push(step.event);
  return out;
}
