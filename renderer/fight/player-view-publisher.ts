/**
 * The players' projection, published from the fight store's listeners (issue 25): whatever screen
 * the GM is on, each change of the fight (`shown`) or of a display setting (`settings`) makes the
 * projection again — incrementally, per changed combatant (shared/combat/player-view-projector.ts)
 * — and sends what changed as a patch (whole the first time): at once, as soon as the gesture's code
 * has returned (it costs the GM's frame about a millisecond, and the display paints beside the
 * GM's screen, not a frame later: 83 → 25 ms with 200 combatants); further changes within the same
 * frame go together once that frame is painted, so at most one patch leaves per frame. Only the window that writes the fight publishes. Nothing is written to IndexedDB
 * on a gesture's path: the last view is stored when the GM pauses or the page is hidden.
 */
import type { Encounter } from '../../shared/combat';
import type { PlayerView, PlayerViewSettings } from '../../shared/combat/player-view';
import { diffPlayerView, type PlayerViewPatch } from '../../shared/combat/player-view-patch';
import { createPlayerViewProjector } from '../../shared/combat/player-view-projector';
import { sendPlayerView, storePlayerView, type StampedView } from '../db';
import { afterNextPaintTask, whenIdle } from '../store';
import type { FightStore } from './fight-types';

/** The GM paused this long: the last projection sent is stored in IndexedDB. */
const STORE_AFTER_MS = 2000;

/** A view sent, and the patch it was sent as (null: sent whole). */
export interface SentView {
  view: PlayerView;
  patch: PlayerViewPatch | null;
}

/** The publisher at work. */
export interface PlayerViewPublisher {
  /** Hears each view sent (the desktop display's hand-off); returns the unsubscribe. */
  onSent(listener: (sent: SentView) => void): () => void;
  /** The last view sent, or null. */
  latest(): PlayerView | null;
  /** Stops publishing (the last view is stored). */
  stop(): void;
}

/** What the publisher is wired to (tests pass their own). */
export interface PublisherDeps {
  /** Runs a task after the next painted frame; returns its cancel. */
  frame(task: () => void): () => void;
  /** Runs a task as soon as the code that changed a setting has returned (a microtask). */
  soon(task: () => void): void;
  /** Sends a view (whole when `patch` is null) to the display windows. */
  send(view: PlayerView, patch: PlayerViewPatch | null): StampedView;
  /** Stores the view a display opened later starts from. */
  store(stamped: StampedView): Promise<void>;
  /** Runs a task when the GM has paused `ms`; returns its cancel. */
  idle(task: () => void, ms: number): () => void;
  /** The page, to store the view when it is hidden (none in tests). */
  page: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> | null;
}

const BROWSER: PublisherDeps = {
  frame: afterNextPaintTask,
  // Not `queueMicrotask` itself: called as a method of this object, the browser's throws « Illegal invocation ».
  soon: (task) => queueMicrotask(task),
  send: sendPlayerView,
  store: (stamped) => storePlayerView(stamped),
  idle: whenIdle,
  page: typeof document === 'undefined' ? null : document,
};

/** Starts publishing the players' projection of `store`'s fight. */
export function publishPlayerViews(
  store: FightStore,
  partial: Partial<PublisherDeps> = {},
): PlayerViewPublisher {
  const deps: PublisherDeps = { ...BROWSER, ...partial };
  const projector = createPlayerViewProjector();
  const listeners = new Set<(sent: SentView) => void>();
  let encounter: Encounter | null = null;
  let settings: PlayerViewSettings | null = store.displaySettings()?.projection ?? null;
  let last: PlayerView | null = null;
  let unstored: StampedView | null = null;
  let cancelFrame: (() => void) | null = null;
  /** Set from a send until the next frame is painted: what changes meanwhile waits for that paint. */
  let sentThisFrame: (() => void) | null = null;
  let cancelStore = () => {};

  const storeNow = () => {
    const s = unstored;
    unstored = null;
    if (s)
      deps
        .store(s)
        .catch((error: unknown) =>
          console.error("La projection joueurs n'a pas pu être enregistrée :", error),
        );
  };

  const publish = () => {
    cancelFrame = null;
    if (!encounter || !settings) return;
    const view = projector.project(encounter, settings);
    const patch = last ? diffPlayerView(last, view) : null;
    // Most gestures change nothing the players see (a band that stays, a hidden foe): nothing sent.
    if (last && !patch) return;
    last = view;
    unstored = deps.send(view, patch);
    sentThisFrame ??= deps.frame(() => (sentThisFrame = null));
    listeners.forEach((l) => l({ view, patch }));
    cancelStore();
    cancelStore = deps.idle(storeNow, STORE_AFTER_MS);
  };
  const schedule = () => {
    if (cancelFrame) return;
    if (sentThisFrame) {
      cancelFrame = deps.frame(publish);
      return;
    }
    let live = true;
    cancelFrame = () => (live = false);
    deps.soon(() => {
      if (live) publish();
    });
  };

  /** Publishes the fight this window writes; while it loads or follows another window, nothing. */
  const take = (snap: ReturnType<FightStore['getSnapshot']>) => {
    if (snap.status !== 'ready' || snap.mode !== 'writer' || !snap.encounter) return;
    encounter = snap.encounter;
    schedule();
  };
  take(store.getSnapshot());
  const stopShown = store.listen('shown', ({ snapshot }) => take(snapshot));
  // A setting the GM changed (Réglages, any screen) goes out at once, not after the GM's next
  // paint: that paint is the settings screen redrawing, and the display's budget is 100 ms.
  const stopSettings = store.listen('settings', (next) => {
    settings = next.projection;
    if (!encounter) return;
    cancelFrame?.();
    cancelFrame = null;
    deps.soon(publish);
  });
  const onHide = () => {
    if (deps.page?.visibilityState === 'hidden') storeNow();
  };
  deps.page?.addEventListener('visibilitychange', onHide);

  return {
    onSent(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    latest: () => last,
    stop() {
      stopShown();
      stopSettings();
      cancelFrame?.();
      sentThisFrame?.();
      cancelStore();
      deps.page?.removeEventListener('visibilitychange', onHide);
      storeNow();
    },
  };
}
