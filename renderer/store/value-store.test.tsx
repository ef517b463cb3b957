import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createValueStore, lazyValue, useValue } from './value-store';

describe('createValueStore', () => {
  it('tells its listeners of a change, not of the same value set again, and stops when asked', () => {
    const store = createValueStore({ name: 'Orc', hp: 11 }, (a, b) => a.name === b.name && a.hp === b.hp);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set({ name: 'Orc', hp: 11 });
    expect(listener).not.toHaveBeenCalled();
    store.set({ name: 'Orc', hp: 7 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().hp).toBe(7);
    stop();
    store.set({ name: 'Orc', hp: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-renders a component that reads it', () => {
    const store = createValueStore('blessé');
    function Band() {
      return <p>{useValue(store)}</p>;
    }
    render(<Band />);
    expect(screen.getByText('blessé')).toBeInTheDocument();
    act(() => store.set('en sang'));
    expect(screen.getByText('en sang')).toBeInTheDocument();
  });
});

describe('lazyValue', () => {
  it('creates its value once, and again after a reset', () => {
    const create = vi.fn(() => ({ made: true }));
    const lazy = lazyValue(create);
    expect(create).not.toHaveBeenCalled();
    const first = lazy.get();
    expect(lazy.get()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    lazy.reset();
    expect(lazy.get()).not.toBe(first);
    expect(create).toHaveBeenCalledTimes(2);
  });
});
