/** Timing helpers for every room: after the next painted frame, and when the GM pauses. */

/** Waiting longer than this for a frame means the window is hidden: the write goes ahead anyway. */
const PAINT_WAIT_MS = 50;

/**
 * Resolves once the browser has painted the next frame (a timer queued from a frame callback runs
 * after that frame), or after PAINT_WAIT_MS when no frame comes (hidden window, tests).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timeout = setTimeout(resolve, PAINT_WAIT_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timeout);
        resolve();
      }, 0),
    );
  });
}

/**
 * Runs `task` after `ms` without being cancelled, in an idle period of the page when the browser
 * says when (so a checkpoint never delays a key). Returns the cancel function.
 */
export function whenIdle(task: () => void, ms: number): () => void {
  let idleId: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idleId = requestIdleCallback(task, { timeout: 1000 });
    else task();
  }, ms);
  return () => {
    clearTimeout(timer);
    if (idleId !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleId);
  };
}

/**
 * Runs `task` once the browser has painted the next frame (or after PAINT_WAIT_MS when no frame
 * comes). Returns the cancel function.
 */
export function afterNextPaintTask(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timeout);
    task();
  };
  const timeout = setTimeout(run, PAINT_WAIT_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  return () => {
    done = true;
    clearTimeout(timeout);
  };
}
