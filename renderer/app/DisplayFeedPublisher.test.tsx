import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import type { DisplayFeed, ParaventApi } from '../../shared/ipc';
import { publishPlayerView, writeSetting } from '../db';
import { runningView } from '../display/render-display';

describe('DisplayFeedPublisher (desktop GM window)', () => {
  it('hands main the projection, the language and the pinned table, and each change of them', async () => {
    const published: DisplayFeed[] = [];
    const desktop: Partial<ParaventApi> = {
      host: 'desktop',
      publishDisplayFeed: vi.fn((feed: DisplayFeed) => {
        published.push(feed);
        return Promise.resolve();
      }),
    };
    Object.assign(window, { paravent: desktop });
    const { DisplayFeedPublisher } = await import('./DisplayFeedPublisher');
    await publishPlayerView(runningView());
    render(<DisplayFeedPublisher />);
    await waitFor(() =>
      expect(published.at(-1)).toEqual({ view: runningView(), language: 'fr', tableKey: null }),
    );
    await writeSetting('language', 'en');
    await writeSetting('displayTable', 'table:dnd35:cover');
    await waitFor(() =>
      expect(published.at(-1)).toEqual({
        view: runningView(),
        language: 'en',
        tableKey: 'table:dnd35:cover',
      }),
    );
    Reflect.deleteProperty(window, 'paravent');
  });
});
