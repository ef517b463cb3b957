import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createWindowRoleRegistry } from './window-roles';

/** A fake BrowserWindow that keeps the options it was built with. */
const fake = vi.hoisted(() => {
  class FakeBrowserWindow {
    static created: FakeBrowserWindow[] = [];
    static nextId = 1;
    readonly options: Record<string, unknown>;
    readonly webContents = { id: FakeBrowserWindow.nextId++ };
    readonly listeners = new Map<string, () => void>();
    loadedUrl = '';
    menuRemoved = false;
    constructor(options: Record<string, unknown>) {
      this.options = options;
      FakeBrowserWindow.created.push(this);
    }
    once(event: string, listener: () => void) {
      this.listeners.set(event, listener);
      return this;
    }
    show() {}
    removeMenu() {
      this.menuRemoved = true;
    }
    loadURL(url: string) {
      this.loadedUrl = url;
      return Promise.resolve();
    }
  }
  return { FakeBrowserWindow };
});

vi.mock('electron', () => ({ BrowserWindow: fake.FakeBrowserWindow }));

const { createAppWindow } = await import('./create-window');

const spec = {
  role: 'gm',
  title: 'Paravent',
  url: 'app://paravent/index.html',
  preloadPath: '/opt/paravent/out/preload/index.cjs',
  bounds: { width: 1280, height: 800 },
  fullscreen: false,
} as const;

function lastWindow() {
  const window = fake.FakeBrowserWindow.created.at(-1);
  if (!window) throw new Error('no window created');
  return window;
}

function webPreferences(): Record<string, unknown> {
  const prefs = lastWindow().options.webPreferences;
  if (typeof prefs !== 'object' || prefs === null) throw new Error('no webPreferences');
  return { ...prefs };
}

describe('createAppWindow (DESIGN §7 security baseline)', () => {
  beforeEach(() => {
    fake.FakeBrowserWindow.created = [];
  });

  it.each([
    ['contextIsolation', true],
    ['sandbox', true],
    ['nodeIntegration', false],
    ['nodeIntegrationInWorker', false],
    ['webviewTag', false],
    ['webSecurity', true],
    ['allowRunningInsecureContent', false],
    ['experimentalFeatures', false],
    ['navigateOnDragDrop', false],
    ['spellcheck', false],
    ['disableBlinkFeatures', 'Auxclick'],
  ])('sets webPreferences.%s to %s', (key, value) => {
    createAppWindow(spec, createWindowRoleRegistry());
    expect(webPreferences()[key]).toBe(value);
  });

  it('loads the preload bundle and tells it the role, nothing more', () => {
    createAppWindow({ ...spec, role: 'display' }, createWindowRoleRegistry());
    expect(webPreferences().preload).toBe(spec.preloadPath);
    expect(webPreferences().additionalArguments).toEqual(['--paravent-role=display']);
  });

  it('puts the window in the session partition it was given (the display’s own), else the default one', () => {
    createAppWindow({ ...spec, role: 'display', partition: 'paravent-display' }, createWindowRoleRegistry());
    expect(webPreferences().partition).toBe('paravent-display');
    createAppWindow(spec, createWindowRoleRegistry());
    expect(webPreferences().partition).toBeUndefined();
  });

  it('paints the background it was given before the page (the GM window’s theme), the display dark', () => {
    createAppWindow({ ...spec, backgroundColor: '#ffffff' }, createWindowRoleRegistry());
    expect(lastWindow().options.backgroundColor).toBe('#ffffff');
    createAppWindow({ ...spec, role: 'display' }, createWindowRoleRegistry());
    expect(lastWindow().options.backgroundColor).toBe('#1a1b1e');
  });

  it('records the role for the IPC gate and forgets it when the window closes', () => {
    const roles = createWindowRoleRegistry();
    createAppWindow(spec, roles);
    const window = lastWindow();
    expect(roles.roleOf(window.webContents.id)).toBe('gm');
    window.listeners.get('closed')?.();
    expect(roles.roleOf(window.webContents.id)).toBeUndefined();
  });

  it('loads the page URL it was given and hides the menu of the players’ window only', () => {
    createAppWindow(spec, createWindowRoleRegistry());
    expect(lastWindow().loadedUrl).toBe('app://paravent/index.html');
    expect(lastWindow().menuRemoved).toBe(false);
    createAppWindow(
      { ...spec, role: 'display', url: 'app://paravent/display.html' },
      createWindowRoleRegistry(),
    );
    expect(lastWindow().menuRemoved).toBe(true);
  });
});
