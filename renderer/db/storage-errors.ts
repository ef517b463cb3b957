/**
 * What went wrong when the browser's storage (IndexedDB) refused a write, in words a GM can act on
 * (issue 24: the browser's own English sentence, once per gesture, told nothing): the storage is
 * full (`quota`), the write was broken off (`aborted`: the database closed, another operation
 * cancelled it), or something else.
 */

/** The kind of a storage failure. */
export type StorageTrouble = 'quota' | 'aborted' | 'other';

interface NamedError {
  name?: unknown;
  message?: unknown;
  inner?: unknown;
}

function namesOf(error: unknown): string[] {
  const out: string[] = [];
  for (let e = error as NamedError | undefined, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e.name === 'string') out.push(e.name);
    e = (e.inner ?? (e as { cause?: unknown }).cause) as NamedError | undefined;
  }
  return out;
}

/** The kind of `error` (Dexie's errors carry the browser's as `inner`). */
export function storageTrouble(error: unknown): StorageTrouble {
  const names = namesOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (names.includes('QuotaExceededError') || /quota/i.test(message)) return 'quota';
  const broken = [
    'AbortError',
    'TransactionInactiveError',
    'DatabaseClosedError',
    'InvalidStateError',
    'UnknownError',
  ];
  return names.some((n) => broken.includes(n)) ? 'aborted' : 'other';
}
