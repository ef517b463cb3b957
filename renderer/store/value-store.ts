/**
 * Module state, observable (issue 25): a value that several parts of the window read and one part
 * sets lives in a `ValueStore` — `get`, `set`, `subscribe` — never in a loose `let` that others
 * poke at. React reads it with `useValue` (useSyncExternalStore), anything else subscribes.
 */
import { useSyncExternalStore } from 'react';

/** One observable value. */
export interface ValueStore<T> {
  /** The value now. */
  get(): T;
  /** Replaces the value and tells the listeners (not when `equal` says nothing changed). */
  set(next: T): void;
  /** Calls `listener` after each change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

/**
 * A store holding `initial`. `equal` (default `Object.is`) decides whether a `set` changes
 * anything: no listener runs for a value equal to the one held.
 */
export function createValueStore<T>(initial: T, equal: (a: T, b: T) => boolean = Object.is): ValueStore<T> {
  const cell = { value: initial };
  const listeners = new Set<() => void>();
  return {
    get: () => cell.value,
    set(next) {
      if (equal(cell.value, next)) return;
      cell.value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The store's value in a component, which renders again when it changes. */
export function useValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * A value created on first use and kept (the host's API, the reference's search index): the
 * getter, and `reset` for tests and for a resource that must be made again.
 */
export function lazyValue<T>(create: () => T): { get(): T; reset(): void } {
  const made = createValueStore<{ value: T } | null>(null);
  return {
    get() {
      const known = made.get();
      if (known) return known.value;
      const value = create();
      made.set({ value });
      return value;
    },
    reset: () => made.set(null),
  };
}
