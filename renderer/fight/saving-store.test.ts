import { describe, expect, it, vi } from 'vitest';
import { createSavingStore } from './saving-store';

describe('createSavingStore', () => {
  it('counts the writes under way and tells its subscribers', () => {
    const store = createSavingStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.begin();
    store.begin();
    expect(store.pending()).toBe(2);
    store.end();
    store.end();
    expect(store.pending()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.begin();
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('never goes below zero', () => {
    const store = createSavingStore();
    store.end();
    expect(store.pending()).toBe(0);
  });
});
