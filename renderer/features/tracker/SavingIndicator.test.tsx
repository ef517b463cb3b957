import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n';
import { createSavingStore } from '../../fight';
import { SavingIndicator } from './SavingIndicator';
import { afterNextPaint } from './use-tracker-session';

describe('SavingIndicator', () => {
  it('shows « Enregistrement… » while a write is under way, and nothing once it is committed', () => {
    const store = createSavingStore();
    render(
      <MantineProvider env="test">
        <I18nextProvider i18n={createI18n('fr')}>
          <SavingIndicator store={store} />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.queryByRole('img', { name: 'Enregistrement…' })).toBeNull();
    act(() => store.begin());
    expect(screen.getByRole('img', { name: 'Enregistrement…' })).toBeInTheDocument();
    act(() => store.end());
    expect(screen.queryByRole('img', { name: 'Enregistrement…' })).toBeNull();
  });
});

describe('afterNextPaint', () => {
  it('waits for the next frame, then for the tasks queued behind it', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    frames.forEach((cb) => cb(0));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('does not wait for ever when no frame comes (hidden window)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});
