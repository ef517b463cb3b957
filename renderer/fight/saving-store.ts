/**
 * How many of the GM's changes are still being written to IndexedDB. A tiny external store (read
 * with `useSyncExternalStore`) so that only the saving indicator re-renders when it changes, never
 * the 200-row list.
 */
export interface SavingStore {
  /** Writes under way (0 when everything the screen shows is committed). */
  pending(): number;
  /** Subscribes to changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** A write starts. */
  begin(): void;
  /** A write ended (committed or failed). */
  end(): void;
}

/** A new store with nothing pending. */
export function createSavingStore(): SavingStore {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (n: number) => {
    count = Math.max(0, n);
    listeners.forEach((listener) => listener());
  };
  return {
    pending: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    begin: () => set(count + 1),
    end: () => set(count - 1),
  };
}
