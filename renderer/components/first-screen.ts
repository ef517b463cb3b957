/**
 * The moment the GM sees the screen Paravent opened on: the fight's rows on Combat, the page itself
 * elsewhere. What is not needed to show it — the Fichier menu and its controller, the palette and
 * its index, the dialogs, the other language, the Bibliothèque's code — loads after that moment,
 * so that it does not compete with the fight's read for the main thread and the network (issue 25:
 * the Combat screen ready with ≤ 300 KB of JS). A command given meanwhile waits for its code, as it
 * did for a code still loading.
 */
import { afterNextPaintTask, createValueStore, useValue } from '../store';

const shown = createValueStore(false);

/** What waits loads at the latest this long after the shell is up (a fight that cannot be read). */
const FIRST_SCREEN_AT_THE_LATEST_MS = 4000;

/** Marks the first screen as shown, once the frame that shows it is painted and the page idle (idempotent). */
export function firstScreenShown(): void {
  if (shown.get()) return;
  const done = () => {
    if (!shown.get()) performance.mark?.('paravent:first-screen');
    shown.set(true);
  };
  // Once the frame is painted (no frame, hidden window: soon), then the first idle moment, so that
  // the tasks the painted frame queued (the GM's first key) come before what waited.
  afterNextPaintTask(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 500 });
    else done();
  });
}

/** Starts the bound after which the first screen counts as shown anyway; returns its cancel. */
export function firstScreenAtTheLatest(ms = FIRST_SCREEN_AT_THE_LATEST_MS): () => void {
  const timer = setTimeout(() => shown.set(true), ms);
  return () => clearTimeout(timer);
}

/** Runs `task` once the first screen is shown (at once if it is); returns the cancel. */
export function afterFirstScreen(task: () => void): () => void {
  if (shown.get()) {
    task();
    return () => undefined;
  }
  const stop = shown.subscribe(() => {
    if (!shown.get()) return;
    stop();
    task();
  });
  return stop;
}

/** Whether the first screen is shown, live (what waits for it renders then). */
export function useFirstScreenShown(): boolean {
  return useValue(shown);
}

/** For tests: as at start (false), or already shown (true). */
export function setFirstScreenShownForTests(value: boolean): void {
  shown.set(value);
}
