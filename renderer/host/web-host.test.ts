import { describe, expect, it, vi } from 'vitest';
import { createWebHost, DISPLAY_WINDOW_NAME } from './web-host';

function fakeWindow(opened: { focus(): void } | null) {
  return {
    open: vi.fn(() => opened),
    location: { href: 'http://127.0.0.1:5199/index.html' },
    navigator: { userAgent: 'test' },
  };
}

describe('web host', () => {
  it('opens the player display as a named window of the same origin and focuses it', async () => {
    const focus = vi.fn();
    const win = fakeWindow({ focus });
    await createWebHost(win, '1.0.0').openPlayerDisplay();
    expect(win.open).toHaveBeenCalledWith(
      'http://127.0.0.1:5199/display.html',
      DISPLAY_WINDOW_NAME,
      expect.any(String),
    );
    expect(focus).toHaveBeenCalled();
  });

  it('says when the browser blocked the window', async () => {
    await expect(createWebHost(fakeWindow(null), '1.0.0').openPlayerDisplay()).rejects.toThrow(
      'popup-blocked',
    );
  });

  it('reports itself as the web host', async () => {
    const info = await createWebHost(fakeWindow(null), '1.2.3').getAppInfo();
    expect(info).toMatchObject({ host: 'web', version: '1.2.3' });
  });
});
