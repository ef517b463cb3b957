import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { readyPage } from './ready-page';

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(e: Error) {
    return { error: e.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

function Shell({ screen: s }: { screen: ReturnType<typeof readyPage> }) {
  const ready = s.useReady();
  return ready ? (
    <Suspense fallback={<p>fallback</p>}>
      <s.Page />
    </Suspense>
  ) : (
    <p>placeholder</p>
  );
}

describe('readyPage: a screen rendered once its code is there, never behind a Suspense fallback', () => {
  it('shows the placeholder while loading, then the page in the same render (no fallback)', async () => {
    let arrive: (c: ComponentType) => void = () => undefined;
    const s = readyPage(() => new Promise((resolve) => (arrive = resolve)));
    s.preload();
    render(<Shell screen={s} />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    await act(async () => arrive(() => <h1>Combat</h1>));
    expect(screen.getByRole('heading', { name: 'Combat' })).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('a failed load lets the page render (so the failure shows), and the next preload tries again', async () => {
    let calls = 0;
    const s = readyPage(() => {
      calls += 1;
      return Promise.reject(new Error('réseau'));
    });
    render(
      <Boundary>
        <Shell screen={s} />
      </Boundary>,
    );
    await act(async () => s.preload());
    expect(await screen.findByRole('alert')).toHaveTextContent('réseau');
    s.preload();
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
