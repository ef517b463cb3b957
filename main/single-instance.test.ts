import { describe, expect, it, vi } from 'vitest';
import { claimSingleInstance } from './single-instance';

function fakeApp(lockGranted: boolean) {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    requestSingleInstanceLock: vi.fn(() => lockGranted),
    quit: vi.fn(),
    on: vi.fn((event: string, listener: () => void) => listeners.set(event, listener)),
  };
}

describe('claimSingleInstance', () => {
  it('makes a second instance quit without opening anything', () => {
    const app = fakeApp(false);
    const focusGm = vi.fn();
    expect(claimSingleInstance(app, focusGm)).toBe(false);
    expect(app.quit).toHaveBeenCalledOnce();
    expect(app.on).not.toHaveBeenCalled();
  });

  it('lets the first instance run and focus its GM window when another one starts', () => {
    const app = fakeApp(true);
    const focusGm = vi.fn();
    expect(claimSingleInstance(app, focusGm)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    app.listeners.get('second-instance')?.();
    expect(focusGm).toHaveBeenCalledOnce();
  });
});
