import type { RendererPage } from '../renderer-location';
import type { WindowSpec } from './create-window';
import { placeDisplay, type DisplayPlacementStore } from './display-placement';
import { openGmWindow, type GmWindowStore } from './gm-window-state';

/** The parts of a window the manager uses (a BrowserWindow in the app, a fake in tests). */
export interface ManagedWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
  close(): void;
  getBounds(): { x: number; y: number; width: number; height: number };
  isFullScreen(): boolean;
  once(event: 'closed', listener: () => void): unknown;
  /** 'close' comes before the window is destroyed: its place can still be read then. */
  on(event: 'close', listener: () => void): unknown;
  /** Maximised state and normal bounds (BrowserWindow has them; test fakes may not). */
  isMaximized?(): boolean;
  maximize?(): void;
  getNormalBounds?(): { x: number; y: number; width: number; height: number };
}

/** A screen as Electron's `screen` module describes it. */
export interface ScreenDisplay {
  id: number;
  bounds: { x: number; y: number; width: number; height: number };
}

/** The parts of Electron's `screen` module the manager uses. */
export interface ScreenLike {
  getAllDisplays(): ScreenDisplay[];
  getDisplayMatching(rect: { x: number; y: number; width: number; height: number }): ScreenDisplay;
  getPrimaryDisplay(): ScreenDisplay;
}

/** What the manager needs. */
export interface WindowManagerDeps<W extends ManagedWindow> {
  createWindow(spec: WindowSpec): W;
  screen: ScreenLike;
  pageUrl(page: RendererPage): string;
  /** The GM window's preload (window.paravent). */
  preloadPath: string;
  /** The player display's own preload (window.paraventDisplay: the feed, read-only). */
  displayPreloadPath: string;
  /** Remembers the display's screen between runs (a file in userData); nothing is remembered without it. */
  placementStore?: DisplayPlacementStore;
  /** Remembers the GM window's place, size and maximised state between runs. */
  gmWindowStore?: GmWindowStore;
  /** The GM window's background when it opens (its theme's); Electron's default without it. */
  gmBackground?(): string;
  /** The player display's title until its page gives its own, in the GM's language. */
  displayTitle(): string;
}

/** The GM window and the single player display. */
export interface WindowManager<W extends ManagedWindow> {
  /** Opens the GM window, or brings it back when it exists (second instance). */
  showGmWindow(): W;
  /** Opens the player display, or focuses the one already open. */
  openPlayerDisplay(): W;
  /** The GM window, when open. */
  gmWindow(): W | undefined;
  /** The player display, when open. */
  displayWindow(): W | undefined;
}

/** The session partition of the player display (in memory: nothing of it is kept on disk). */
export const DISPLAY_PARTITION = 'paravent-display';

/**
 * The screen for the players when none is remembered: another screen than the GM's when there is
 * one, else null (the display then opens as a normal window on the GM's screen).
 */
export function pickPlayerScreen(
  displays: readonly ScreenDisplay[],
  gmScreenId: number,
): ScreenDisplay | null {
  return displays.find((display) => display.id !== gmScreenId) ?? null;
}

function bringBack(window: ManagedWindow): void {
  if (window.isMinimized()) window.restore();
  window.focus();
}

/**
 * Creates the window manager. One player display at a time; it opens where it was last (when that
 * screen is still there), else full screen on a screen other than the GM's; it closes with the GM
 * window, and so with the app.
 */
export function createWindowManager<W extends ManagedWindow>(deps: WindowManagerDeps<W>): WindowManager<W> {
  let gm: W | undefined;
  let display: W | undefined;
  const alive = (window: W | undefined): window is W => window !== undefined && !window.isDestroyed();

  /** Where the display is as it closes: its screen, its place, full screen or not. */
  const rememberPlacement = (window: W): void => {
    const bounds = window.getBounds();
    const screen = deps.screen.getDisplayMatching(bounds);
    deps.placementStore?.save({ displayId: screen.id, bounds, fullscreen: window.isFullScreen() });
  };

  const openPlayerDisplay = (): W => {
    if (alive(display)) {
      bringBack(display);
      return display;
    }
    const gmScreen = alive(gm)
      ? deps.screen.getDisplayMatching(gm.getBounds())
      : deps.screen.getPrimaryDisplay();
    const saved = deps.placementStore?.load();
    const place = placeDisplay(saved, deps.screen.getAllDisplays(), gmScreen.id);
    const opened = deps.createWindow({
      role: 'display',
      title: deps.displayTitle(),
      url: deps.pageUrl('display.html'),
      preloadPath: deps.displayPreloadPath,
      bounds: place.bounds,
      fullscreen: place.fullscreen,
      partition: DISPLAY_PARTITION,
    });
    display = opened;
    opened.on('close', () => rememberPlacement(opened));
    opened.once('closed', () => {
      if (display === opened) display = undefined;
    });
    return opened;
  };

  const showGmWindow = (): W => {
    if (alive(gm)) {
      bringBack(gm);
      return gm;
    }
    const place = openGmWindow(deps.gmWindowStore?.load(), deps.screen.getAllDisplays());
    const opened = deps.createWindow({
      role: 'gm',
      title: 'Paravent',
      url: deps.pageUrl('index.html'),
      preloadPath: deps.preloadPath,
      bounds: place.bounds,
      fullscreen: false,
      backgroundColor: deps.gmBackground?.(),
    });
    if (place.maximized) opened.maximize?.();
    gm = opened;
    opened.on('close', () =>
      deps.gmWindowStore?.save({
        bounds: opened.getNormalBounds?.() ?? opened.getBounds(),
        maximized: opened.isMaximized?.() ?? false,
      }),
    );
    opened.once('closed', () => {
      gm = undefined;
      if (alive(display)) display.close();
    });
    return opened;
  };

  return {
    showGmWindow,
    openPlayerDisplay,
    gmWindow: () => (alive(gm) ? gm : undefined),
    displayWindow: () => (alive(display) ? display : undefined),
  };
}
