import type { RendererPage } from '../renderer-location';
import type { WindowSpec } from './create-window';

/** The parts of a window the manager uses (a BrowserWindow in the app, a fake in tests). */
export interface ManagedWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
  close(): void;
  getBounds(): { x: number; y: number; width: number; height: number };
  once(event: 'closed', listener: () => void): unknown;
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
  preloadPath: string;
}

/** The GM window and the single player display. */
export interface WindowManager<W extends ManagedWindow> {
  /** Opens the GM window, or brings it back when it exists (second instance). */
  showGmWindow(): W;
  /** Opens the player display, or focuses the one already open. */
  openPlayerDisplay(): W;
  /** The GM window, when open. */
  gmWindow(): W | undefined;
}

/**
 * The screen for the players: another screen than the GM's when there is one, else null (the
 * display then opens as a normal window on the GM's screen).
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

/** Creates the window manager. The display closes with the GM window. */
export function createWindowManager<W extends ManagedWindow>(deps: WindowManagerDeps<W>): WindowManager<W> {
  let gm: W | undefined;
  let display: W | undefined;
  const alive = (window: W | undefined): window is W => window !== undefined && !window.isDestroyed();

  const openPlayerDisplay = (): W => {
    if (alive(display)) {
      bringBack(display);
      return display;
    }
    const gmScreen = alive(gm)
      ? deps.screen.getDisplayMatching(gm.getBounds())
      : deps.screen.getPrimaryDisplay();
    const target = pickPlayerScreen(deps.screen.getAllDisplays(), gmScreen.id);
    const opened = deps.createWindow({
      role: 'display',
      title: 'Paravent — Affichage joueurs',
      url: deps.pageUrl('display.html'),
      preloadPath: deps.preloadPath,
      bounds: target ? { ...target.bounds } : { width: 1024, height: 768 },
      fullscreen: target !== null,
    });
    display = opened;
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
    const opened = deps.createWindow({
      role: 'gm',
      title: 'Paravent',
      url: deps.pageUrl('index.html'),
      preloadPath: deps.preloadPath,
      bounds: { width: 1280, height: 800 },
      fullscreen: false,
    });
    gm = opened;
    opened.once('closed', () => {
      gm = undefined;
      if (alive(display)) display.close();
    });
    return opened;
  };

  return { showGmWindow, openPlayerDisplay, gmWindow: () => (alive(gm) ? gm : undefined) };
}
