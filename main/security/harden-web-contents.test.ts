import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, hardenWebContents, isSamePage } from './harden-web-contents';
import type { HardenableWebContents, LockableSession, PreventableEvent } from './harden-web-contents';

type Listener = (event: PreventableEvent, url: string) => void;

/** A fake webContents showing the GM page, keeping what the hardening registers. */
function fakeContents(currentUrl = 'app://paravent/index.html') {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents: HardenableWebContents = {
    getURL: () => currentUrl,
    on: (event: string, listener: Listener) => listeners.set(event, listener),
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
  };
  hardenWebContents(contents);
  const fire = (event: string, url = '') => {
    const preventDefault = vi.fn();
    const listener = listeners.get(event);
    if (!listener) throw new Error(`no listener for ${event}`);
    listener({ preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  };
  return { fire, openWindow: (url: string) => openHandler?.({ url }) };
}

describe('hardenWebContents', () => {
  it.each([
    ['a foreign site', 'https://evil.example/'],
    ['another page of the app', 'app://paravent/display.html'],
    ['a local file', 'file:///etc/passwd'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('cancels navigation to %s', (_what, url) => {
    expect(fakeContents().fire('will-navigate', url)).toBe(true);
  });

  it('cancels redirects away from the page', () => {
    expect(fakeContents().fire('will-redirect', 'https://evil.example/')).toBe(true);
  });

  it('lets the page reload itself (same page, only the #fragment differs)', () => {
    expect(fakeContents().fire('will-navigate', 'app://paravent/index.html#combat')).toBe(false);
  });

  it('refuses every new window (window.open, target=_blank)', () => {
    expect(fakeContents().openWindow('https://evil.example/')).toEqual({ action: 'deny' });
    expect(fakeContents().openWindow('app://paravent/display.html')).toEqual({ action: 'deny' });
  });

  it('prevents attaching a <webview>', () => {
    expect(fakeContents().fire('will-attach-webview')).toBe(true);
  });
});

describe('isSamePage', () => {
  it.each([
    ['app://paravent/index.html', 'app://paravent/index.html#x', true],
    ['app://paravent/index.html', 'app://paravent/index.html?x=1', false],
    ['app://paravent/index.html', 'app://evil/index.html', false],
    ['http://localhost:5173/index.html', 'http://localhost:5174/index.html', false],
    ['app://paravent/index.html', 'not a url', false],
  ])('%s → %s: %s', (current, target, same) => {
    expect(isSamePage(current, target)).toBe(same);
  });
});

describe('denyAllPermissions', () => {
  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal'])(
    'refuses the %s permission, both on request and on check',
    (permission) => {
      let requestHandler: Parameters<LockableSession['setPermissionRequestHandler']>[0] | undefined;
      let checkHandler: Parameters<LockableSession['setPermissionCheckHandler']>[0] | undefined;
      denyAllPermissions({
        setPermissionRequestHandler: (handler) => (requestHandler = handler),
        setPermissionCheckHandler: (handler) => (checkHandler = handler),
      });
      const callback = vi.fn();
      requestHandler?.({}, permission, callback);
      expect(callback).toHaveBeenCalledExactlyOnceWith(false);
      expect(checkHandler?.({}, permission)).toBe(false);
    },
  );
});
