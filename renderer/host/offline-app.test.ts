import { describe, expect, it, vi } from 'vitest';
import { registerOfflineApp, type OfflinePage } from './offline-app';

function page(overrides: Partial<OfflinePage> = {}) {
  const register = vi.fn(() => Promise.resolve());
  const value: OfflinePage = {
    location: { protocol: 'http:' },
    navigator: { serviceWorker: { register } },
    ...overrides,
  };
  return { value, register };
}

describe('registerOfflineApp', () => {
  it('registers sw.js in a production web build', () => {
    const { value, register } = page();
    expect(registerOfflineApp(value, true)).toBe(true);
    expect(register).toHaveBeenCalledWith('./sw.js');
  });

  it.each([
    ['in development', page().value, false],
    ['in the desktop app', page({ paravent: {} }).value, true],
    ['on app://', page({ location: { protocol: 'app:' } }).value, true],
    ['without service workers (plain http on a LAN address)', page({ navigator: {} }).value, true],
  ])('does nothing %s', (_case, value, production) => {
    expect(registerOfflineApp(value, production)).toBe(false);
  });

  it('swallows a refused registration (the app still works online)', async () => {
    const register = vi.fn(() => Promise.reject(new Error('SecurityError')));
    const value: OfflinePage = {
      location: { protocol: 'http:' },
      navigator: { serviceWorker: { register } },
    };
    expect(registerOfflineApp(value, true)).toBe(true);
    await Promise.resolve();
  });
});
