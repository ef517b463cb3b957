import { describe, expect, it, vi } from 'vitest';
import type { WindowSpec } from './create-window';
import type { DisplayPlacement, DisplayPlacementStore } from './display-placement';
import { createWindowManager, pickPlayerScreen } from './window-manager';
import type { GmWindowState } from './gm-window-state';
import type { ScreenDisplay } from './window-manager';

const LAPTOP: ScreenDisplay = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
const TV: ScreenDisplay = { id: 2, bounds: { x: 1920, y: 0, width: 3840, height: 2160 } };

const PROJECTOR: ScreenDisplay = { id: 3, bounds: { x: -1280, y: 0, width: 1280, height: 1024 } };

/** A fake window that records focus and close, can be moved, and can be closed by the user. */
function fakeWindow(spec: WindowSpec) {
  const closing: Array<() => void> = [];
  const closed: Array<() => void> = [];
  let destroyed = false;
  let bounds = {
    x: spec.bounds.x ?? 0,
    y: spec.bounds.y ?? 0,
    width: spec.bounds.width,
    height: spec.bounds.height,
  };
  let fullscreen = spec.fullscreen;
  const window = {
    spec,
    focus: vi.fn(),
    restore: vi.fn(),
    isMinimized: () => false,
    isDestroyed: () => destroyed,
    getBounds: () => bounds,
    isFullScreen: () => fullscreen,
    once: (_event: 'closed', listener: () => void) => closed.push(listener),
    on: (_event: 'close', listener: () => void) => closing.push(listener),
    close: vi.fn(() => window.userCloses()),
    /** The GM drags the window somewhere (leaving full screen). */
    moveTo: (to: typeof bounds) => {
      bounds = to;
      fullscreen = false;
    },
    userCloses: () => {
      closing.forEach((listener) => listener());
      destroyed = true;
      closed.forEach((listener) => listener());
    },
  };
  return window;
}

/** The screen holding a rectangle's top-left corner (the GM's laptop otherwise). */
function matching(displays: ScreenDisplay[], rect: { x: number; y: number }): ScreenDisplay {
  const { x, y } = rect;
  const hit = displays.find(
    (d) =>
      x >= d.bounds.x &&
      x < d.bounds.x + d.bounds.width &&
      y >= d.bounds.y &&
      y < d.bounds.y + d.bounds.height,
  );
  return hit ?? LAPTOP;
}

/** An in-memory placement store. */
function memoryStore(initial?: DisplayPlacement): DisplayPlacementStore & { saved?: DisplayPlacement } {
  const store: DisplayPlacementStore & { saved?: DisplayPlacement } = {
    saved: initial,
    load: () => store.saved,
    save: (p) => {
      store.saved = p;
    },
  };
  return store;
}

function setUp(
  displays: ScreenDisplay[],
  placementStore?: DisplayPlacementStore,
  gmBackground?: () => string,
) {
  const created: Array<ReturnType<typeof fakeWindow>> = [];
  const manager = createWindowManager({
    createWindow: (spec) => {
      const window = fakeWindow(spec);
      created.push(window);
      return window;
    },
    screen: {
      getAllDisplays: () => displays,
      getDisplayMatching: (rect) => matching(displays, rect),
      getPrimaryDisplay: () => LAPTOP,
    },
    pageUrl: (page) => `app://paravent/${page}`,
    preloadPath: '/out/preload/index.cjs',
    displayPreloadPath: '/out/preload/display.cjs',
    placementStore,
    gmBackground,
    displayTitle: () => 'Paravent — Affichage joueurs',
  });
  return { manager, created };
}

describe('window manager', () => {
  it('opens the GM window on the GM page with the gm role', () => {
    const { manager } = setUp([LAPTOP]);
    const gm = manager.showGmWindow();
    expect(gm.spec).toMatchObject({ role: 'gm', url: 'app://paravent/index.html', fullscreen: false });
  });

  it('opens the GM window on its theme’s background (no dark flash behind the light theme); the display keeps its own', () => {
    const { manager } = setUp([LAPTOP, TV], undefined, () => '#ffffff');
    expect(manager.showGmWindow().spec.backgroundColor).toBe('#ffffff');
    expect(manager.openPlayerDisplay().spec.backgroundColor).toBeUndefined();
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

  it('gives the player display its own read-only preload and its own in-memory session', () => {
    const { manager } = setUp([LAPTOP, TV]);
    const gm = manager.showGmWindow();
    expect(gm.spec.preloadPath).toBe('/out/preload/index.cjs');
    expect(gm.spec.partition).toBeUndefined();
    const display = manager.openPlayerDisplay();
    expect(display.spec).toMatchObject({
      preloadPath: '/out/preload/display.cjs',
      partition: 'paravent-display',
    });
    expect(manager.displayWindow()).toBe(display);
    display.userCloses();
    expect(manager.displayWindow()).toBeUndefined();
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

describe('window manager — remembering the players’ screen', () => {
  it('remembers the TV as the display closes, and opens full screen there next time', () => {
    const store = memoryStore();
    const first = setUp([LAPTOP, TV], store);
    first.manager.showGmWindow();
    first.manager.openPlayerDisplay().userCloses();
    expect(store.saved).toMatchObject({ displayId: TV.id, fullscreen: true });
    const next = setUp([LAPTOP, PROJECTOR, TV], store);
    next.manager.showGmWindow();
    const display = next.manager.openPlayerDisplay();
    expect(display.spec).toMatchObject({ fullscreen: true, bounds: TV.bounds });
  });

  it('reopens on the projector it was moved to, rather than the first other screen', () => {
    const store = memoryStore();
    const first = setUp([LAPTOP, TV, PROJECTOR], store);
    first.manager.showGmWindow();
    const display = first.manager.openPlayerDisplay();
    expect(display.spec.bounds).toEqual(TV.bounds);
    display.moveTo({ x: -1200, y: 40, width: 1000, height: 700 });
    display.userCloses();
    const next = setUp([LAPTOP, TV, PROJECTOR], store);
    next.manager.showGmWindow();
    expect(next.manager.openPlayerDisplay().spec).toMatchObject({
      fullscreen: false,
      bounds: { x: -1200, y: 40, width: 1000, height: 700 },
    });
  });

  it('checks the remembered screen is still connected: unplugged, the display opens as a window', () => {
    const store = memoryStore({ displayId: TV.id, bounds: TV.bounds, fullscreen: true });
    const { manager } = setUp([LAPTOP], store);
    manager.showGmWindow();
    expect(manager.openPlayerDisplay().spec).toMatchObject({
      fullscreen: false,
      bounds: { width: 1024, height: 768 },
    });
  });

  it('remembers the display when the app closes it with the GM window', () => {
    const store = memoryStore();
    const { manager } = setUp([LAPTOP, TV], store);
    const gm = manager.showGmWindow();
    manager.openPlayerDisplay();
    gm.userCloses();
    expect(store.saved?.displayId).toBe(TV.id);
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

describe('the GM window remembers its place', () => {
  it('closes at a place, maximised; reopens there and maximised', () => {
    let saved: GmWindowState | undefined;
    const store = { load: () => saved, save: (s: GmWindowState) => void (saved = s) };
    const maximize = vi.fn();
    const make = () =>
      createWindowManager({
        createWindow: (spec) => ({ ...fakeWindow(spec), isMaximized: () => true, maximize }),
        screen: {
          getAllDisplays: () => [LAPTOP, TV],
          getDisplayMatching: (rect) => matching([LAPTOP, TV], rect),
          getPrimaryDisplay: () => LAPTOP,
        },
        pageUrl: (page) => `app://paravent/${page}`,
        preloadPath: '/p',
        displayPreloadPath: '/d',
        gmWindowStore: store,
        displayTitle: () => 'Paravent — Player display',
      });
    const first = make().showGmWindow();
    expect(first.spec.bounds).toEqual({ width: 1280, height: 800 });
    expect(maximize).not.toHaveBeenCalled();
    first.moveTo({ x: 2000, y: 50, width: 1600, height: 1000 });
    first.userCloses();
    expect(saved).toEqual({ bounds: { x: 2000, y: 50, width: 1600, height: 1000 }, maximized: true });
    const second = make().showGmWindow();
    expect(second.spec.bounds).toEqual({ x: 2000, y: 50, width: 1600, height: 1000 });
    expect(maximize).toHaveBeenCalledTimes(1);
  });
});
