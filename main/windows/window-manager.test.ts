import { describe, expect, it, vi } from 'vitest';
import type { WindowSpec } from './create-window';
import { createWindowManager, pickPlayerScreen } from './window-manager';
import type { ScreenDisplay } from './window-manager';

const LAPTOP: ScreenDisplay = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
const TV: ScreenDisplay = { id: 2, bounds: { x: 1920, y: 0, width: 3840, height: 2160 } };

/** A fake window that records focus and close, and can be closed by the user. */
function fakeWindow(spec: WindowSpec) {
  const closed: Array<() => void> = [];
  let destroyed = false;
  const window = {
    spec,
    focus: vi.fn(),
    restore: vi.fn(),
    isMinimized: () => false,
    isDestroyed: () => destroyed,
    getBounds: () => LAPTOP.bounds,
    once: (_event: 'closed', listener: () => void) => closed.push(listener),
    close: vi.fn(() => window.userCloses()),
    userCloses: () => {
      destroyed = true;
      closed.forEach((listener) => listener());
    },
  };
  return window;
}

function setUp(displays: ScreenDisplay[]) {
  const created: Array<ReturnType<typeof fakeWindow>> = [];
  const manager = createWindowManager({
    createWindow: (spec) => {
      const window = fakeWindow(spec);
      created.push(window);
      return window;
    },
    screen: {
      getAllDisplays: () => displays,
      getDisplayMatching: () => LAPTOP,
      getPrimaryDisplay: () => LAPTOP,
    },
    pageUrl: (page) => `app://paravent/${page}`,
    preloadPath: '/out/preload/index.cjs',
  });
  return { manager, created };
}

describe('window manager', () => {
  it('opens the GM window on the GM page with the gm role', () => {
    const { manager } = setUp([LAPTOP]);
    const gm = manager.showGmWindow();
    expect(gm.spec).toMatchObject({ role: 'gm', url: 'app://paravent/index.html', fullscreen: false });
  });

  it('puts the player display full screen on the second screen when there is one', () => {
    const { manager } = setUp([LAPTOP, TV]);
    manager.showGmWindow();
    const display = manager.openPlayerDisplay();
    expect(display.spec).toMatchObject({
      role: 'display',
      url: 'app://paravent/display.html',
      fullscreen: true,
    });
    expect(display.spec.bounds).toEqual(TV.bounds);
  });

  it('opens the player display as a normal window when there is only one screen', () => {
    const { manager } = setUp([LAPTOP]);
    manager.showGmWindow();
    expect(manager.openPlayerDisplay().spec.fullscreen).toBe(false);
  });

  it('keeps a single player display: a second request focuses it', () => {
    const { manager, created } = setUp([LAPTOP, TV]);
    manager.showGmWindow();
    const first = manager.openPlayerDisplay();
    expect(manager.openPlayerDisplay()).toBe(first);
    expect(first.focus).toHaveBeenCalledOnce();
    expect(created.filter((w) => w.spec.role === 'display')).toHaveLength(1);
  });

  it('closes the player display when the GM window closes', () => {
    const { manager } = setUp([LAPTOP, TV]);
    const gm = manager.showGmWindow();
    const display = manager.openPlayerDisplay();
    gm.userCloses();
    expect(display.close).toHaveBeenCalledOnce();
    expect(manager.gmWindow()).toBeUndefined();
  });

  it('opens a new display after the players’ window was closed', () => {
    const { manager } = setUp([LAPTOP]);
    manager.showGmWindow();
    const first = manager.openPlayerDisplay();
    first.userCloses();
    expect(manager.openPlayerDisplay()).not.toBe(first);
  });

  it('a second instance brings back the existing GM window instead of opening another', () => {
    const { manager, created } = setUp([LAPTOP]);
    const gm = manager.showGmWindow();
    expect(manager.showGmWindow()).toBe(gm);
    expect(gm.focus).toHaveBeenCalledOnce();
    expect(created).toHaveLength(1);
  });
});

describe('pickPlayerScreen', () => {
  it.each([
    [[LAPTOP], LAPTOP.id, null],
    [[LAPTOP, TV], LAPTOP.id, TV],
    [[LAPTOP, TV], TV.id, LAPTOP],
  ])('screens %j, GM on %s → %j', (displays, gmScreenId, expected) => {
    expect(pickPlayerScreen(displays, gmScreenId)).toEqual(expected);
  });
});
