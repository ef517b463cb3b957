/**
 * A file dropped on the GM window before the files feature has loaded (it loads after the first
 * paint) waits here instead of being lost — or, in a browser, opened in place of Paravent.
 * `useFileDrop` takes it as soon as it is mounted.
 */
let waiting: File | null = null;
let taken = false;

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/** Catches drops until the files feature takes over; returns the function that stops it. */
export function catchEarlyDrops(): () => void {
  const over = (e: DragEvent) => {
    if (taken || !carriesFiles(e)) return;
    e.preventDefault();
  };
  const drop = (e: DragEvent) => {
    if (taken || !carriesFiles(e)) return;
    e.preventDefault();
    waiting = e.dataTransfer?.files[0] ?? waiting;
  };
  window.addEventListener('dragover', over);
  window.addEventListener('drop', drop);
  return () => {
    window.removeEventListener('dragover', over);
    window.removeEventListener('drop', drop);
  };
}

/** The file dropped before the files feature was there (at most once), and drops are its own from now on. */
export function takeEarlyDrop(): File | null {
  taken = true;
  const file = waiting;
  waiting = null;
  return file;
}
