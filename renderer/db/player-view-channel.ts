/**
 * The players' projection, live, between windows: the GM window sends each new projection over the
 * `paravent-player-view` BroadcastChannel — whole the first time, then as a patch from the one
 * before (shared/combat/player-view-patch.ts) — and nothing is written to IndexedDB on a gesture's
 * path. A display applies a patch to the view it has when that view is the patch's base (same
 * sender, previous number); otherwise it asks, and the sender answers with its whole latest view.
 * A display that opens asks too. IndexedDB keeps a copy written when the GM pauses (the
 * publisher, renderer/fight/player-view-publisher.ts), for a display opened later.
 */
import type { PlayerView } from '../../shared/combat/player-view';
import { applyPlayerViewPatch, type PlayerViewPatch } from '../../shared/combat/player-view-patch';
import { useEffect } from 'react';
import { createValueStore, lazyValue, useValue } from '../store';

/** A projection, when it was made (the newest wins, from the channel or from IndexedDB), and by whom. */
export interface StampedView {
  view: PlayerView;
  at: number;
  /** The sending window and the view's number there (absent for a copy read from IndexedDB). */
  from?: string;
  seq?: number;
}

/**
 * The display's language and pinned table as the GM window chose them, sent over the channel the
 * moment they change (issue 25: a display waiting for IndexedDB's commit and Dexie's cross-tab
 * notice showed a language change 250–350 ms late). `at` orders two of them.
 */
export interface DisplayChoice {
  language: 'fr' | 'en';
  tableKey: string | null;
  at: number;
}

type Message =
  | { kind: 'view'; view: PlayerView; at: number; from: string; seq: number }
  | { kind: 'display'; choice: DisplayChoice }
  | { kind: 'patch'; patch: PlayerViewPatch; at: number; from: string; seq: number; base: number }
  | { kind: 'ask' };

const CHANNEL_NAME = 'paravent-player-view';

/** What this window knows of the projection. */
interface Known {
  /** The newest projection known here. */
  latest: StampedView | null;
  /** What this window sent last (it is the GM's): it answers a display that asks. */
  sent: StampedView | null;
  sentCount: number;
  /** This window asked for a whole view and has not had one since (one question per gap). */
  asking: boolean;
}

const NOTHING_KNOWN: Known = { latest: null, sent: null, sentCount: 0, asking: false };
const known = createValueStore<Known>(NOTHING_KNOWN);
/** The newest display choice known here, and whether this window sent it (it answers an ask). */
const choice = createValueStore<{ latest: DisplayChoice | null; mine: boolean }>({
  latest: null,
  mine: false,
});
const update = (change: Partial<Known>) => known.set({ ...known.get(), ...change });
const listeners = new Set<(v: StampedView) => void>();
const channel = lazyValue(openChannel);

function windowId(): string {
  const buf = new Uint32Array(2);
  crypto.getRandomValues(buf);
  return `${buf[0]?.toString(36)}${buf[1]?.toString(36)}`;
}
const self = windowId();

function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false;
  const kind: unknown = (value as { kind?: unknown }).kind;
  return kind === 'ask' || kind === 'view' || kind === 'patch' || kind === 'display';
}

function post(m: Message): void {
  channel.get()?.postMessage(m);
}

function ask(): void {
  if (known.get().asking) return;
  update({ asking: true });
  post({ kind: 'ask' });
}

function onMessage(m: Message): void {
  if (m.kind === 'ask') {
    // Only a window that sent answers (a display never does).
    const { sent } = known.get();
    if (sent?.from !== undefined && sent.seq !== undefined)
      post({ kind: 'view', view: sent.view, at: sent.at, from: sent.from, seq: sent.seq });
    const { latest, mine } = choice.get();
    if (mine && latest) post({ kind: 'display', choice: latest });
    return;
  }
  if (m.kind === 'display') {
    const held = choice.get().latest;
    if (!held || held.at <= m.choice.at) choice.set({ latest: m.choice, mine: false });
    return;
  }
  if (m.kind === 'view') {
    update({ asking: false });
    receive({ view: m.view, at: m.at, from: m.from, seq: m.seq });
    return;
  }
  const { latest } = known.get();
  const base = latest;
  const fits = base !== null && base.from === m.from && base.seq === m.base;
  const view = fits ? applyPlayerViewPatch(base.view, m.patch) : null;
  if (view) receive({ view, at: m.at, from: m.from, seq: m.seq });
  else if (!latest || latest.at <= m.at) ask(); // a gap: the whole view, please
}

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const opened = new BroadcastChannel(CHANNEL_NAME);
  opened.addEventListener('message', (e: MessageEvent<unknown>) => {
    if (isMessage(e.data)) onMessage(e.data);
  });
  return opened;
}

function receive(v: StampedView): void {
  const { latest } = known.get();
  if (latest && latest.at > v.at) return;
  update({ latest: v });
  listeners.forEach((l) => l(v));
}

/**
 * Sends a projection to every window (this one's listeners included): as `patch` when given and
 * the previous view sent from here is its base, else whole. Returns its stamp.
 */
export function sendPlayerView(
  view: PlayerView,
  patch: PlayerViewPatch | null = null,
  at: number = Date.now(),
): StampedView {
  const { sent: base, sentCount } = known.get();
  const seq = sentCount + 1;
  const stamped: StampedView = { view, at, from: self, seq };
  update({ sent: stamped, sentCount: seq });
  receive(stamped);
  if (patch && base?.seq !== undefined) post({ kind: 'patch', patch, at, from: self, seq, base: base.seq });
  else post({ kind: 'view', view, at, from: self, seq });
  return stamped;
}

/**
 * Follows the projections sent from any window (the latest one known here at once, if any); asks
 * the sending window for its whole latest view. Returns the function that stops following.
 */
export function followPlayerView(listener: (v: StampedView) => void): () => void {
  listeners.add(listener);
  const { latest } = known.get();
  if (latest) listener(latest);
  update({ asking: false });
  ask();
  return () => void listeners.delete(listener);
}

/** Sends the display's language and pinned table to every window, when either changed. */
export function sendDisplayChoice(
  language: 'fr' | 'en',
  tableKey: string | null,
  at: number = Date.now(),
): void {
  const held = choice.get().latest;
  if (held && held.language === language && held.tableKey === tableKey) return;
  const next: DisplayChoice = { language, tableKey, at };
  choice.set({ latest: next, mine: true });
  post({ kind: 'display', choice: next });
}

/** The newest display choice heard over the channel (or sent from here), null before any. */
export function useDisplayChoice(): DisplayChoice | null {
  useEffect(() => void channel.get(), []); // listening from the first render on
  return useValue(choice).latest;
}

/** For tests: forgets what this window sent and received, and closes the channel. */
export function resetPlayerViewChannel(): void {
  choice.set({ latest: null, mine: false });
  known.set(NOTHING_KNOWN);
  listeners.clear();
  channel.get()?.close();
  channel.reset();
}
