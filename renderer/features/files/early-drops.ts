/**
 * A file dropped on the GM window before the files feature has loaded (it loads after the first
 * paint) waits here instead of being lost — or, in a browser, opened in place of Paravent.
 * `useFileDrop` takes it as soon as it is mounted.
 */
import { createValueStore } from '../../store';

/** The file waiting, and whether the files feature has taken over the drops. */
const early = createValueStore<{ waiting: File | null; taken: boolean }>({ waiting: null, taken: false });

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/** Catches drops until the files feature takes over; returns the function that stops it. */
export function catchEarlyDrops(): () => void {
  const over = (e: DragEvent) => {
    if (early.get().taken || !carriesFiles(e)) return;
    e.preventDefault();
  };
  const drop = (e: DragEvent) => {
    const { waiting, taken } = early.get();
    if (taken || !carriesFiles(e)) return;
    e.preventDefault();
    early.set({ waiting: e.dataTransfer?.files[0] ?? waiting, taken });
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
  const file = early.get().waiting;
  early.set({ waiting: null, taken: true });
  return file;
}
