/**
 * The GM window does not close behind the GM's back (issue 9): a close (the window's ✕, Alt+F4,
 * Quitter) is held, the renderer is asked (it may have unsaved changes and ask « Enregistrer ? »),
 * and the window closes when the renderer answers `closeWindow`. A renderer that cannot answer
 * (crashed, loading, unresponsive) does not hold the window: IndexedDB and the snapshots keep the fight.
 */

/** What the guard needs of the window and its page (a BrowserWindow in the app, fakes in tests). */
export interface CloseGuardTarget {
  /** Whether the page can be asked now (not crashed, not loading). */
  canAsk(): boolean;
  /** Sends the close request to the page. */
  ask(): void;
  /** Closes the window (the guard lets this one through). */
  close(): void;
}

/** The close guard of one window. */
export interface CloseGuard {
  /** The window's 'close' event: held (preventDefault) unless closing was allowed. */
  onClose(event: { preventDefault(): void }): void;
  /** The renderer's answer: close now. */
  confirmed(): void;
  /** The page stopped answering: the next close goes through. */
  unresponsive(): void;
  /** Whether the window may close without asking (the quit sequence reads it). */
  allowed(): boolean;
}

/** Creates the guard. */
export function createCloseGuard(target: CloseGuardTarget): CloseGuard {
  let allowed = false;
  const closeNow = () => {
    allowed = true;
    target.close();
  };
  return {
    onClose(event) {
      if (allowed) return;
      event.preventDefault();
      if (target.canAsk()) target.ask();
      else closeNow();
    },
    confirmed: closeNow,
    unresponsive() {
      allowed = true;
    },
    allowed: () => allowed,
  };
}
