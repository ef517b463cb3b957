import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { DisplayFeed, DisplayFeedApi } from '../../shared/ipc';
import { runningView } from './render-display';

/** A fake `window.paraventDisplay`: the last feed, and a push the test triggers. */
function fakeDisplayApi(last: DisplayFeed | null) {
  let listener: ((feed: DisplayFeed) => void) | undefined;
  const api: DisplayFeedApi = {
    current: vi.fn(() => Promise.resolve(last)),
    onFeed: (l) => {
      listener = l;
      return () => (listener = undefined);
    },
  };
  return { api, push: (feed: DisplayFeed) => listener?.(feed), subscribed: () => listener !== undefined };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'paraventDisplay');
  vi.resetModules();
});

describe('DisplayApp in the desktop display window (own preload, no database)', () => {
  it('shows the last feed at once, then each pushed one; stops listening when closed', async () => {
    const fake = fakeDisplayApi({ view: runningView(), language: 'fr', tableKey: null });
    window.paraventDisplay = fake.api;
    const { DisplayApp } = await import('./DisplayApp');
    const { unmount } = render(<DisplayApp />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Round 3' })).toBeInTheDocument();
    act(() => fake.push({ view: runningView({ round: 4 }), language: 'en', tableKey: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Round 4' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    unmount();
    expect(fake.subscribed()).toBe(false);
  });

  it('waits calmly when the GM window has published nothing yet', async () => {
    window.paraventDisplay = fakeDisplayApi(null).api;
    const { DisplayApp } = await import('./DisplayApp');
    render(<DisplayApp />);
    expect(await screen.findByText("L'ordre de jeu s'affichera ici pendant le combat.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: /Round/ })).toBeNull();
  });
});
