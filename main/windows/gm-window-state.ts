import type { WindowBounds } from './create-window';
import type { Rect, TextFiles } from './display-placement';
import type { ScreenDisplay } from './window-manager';

/** How the GM window was when it closed: its normal (unmaximised) place and size, and maximised or not. */
export interface GmWindowState {
  bounds: Rect;
  maximized: boolean;
}

/** Where and how the GM window opens. */
export interface GmWindowOpening {
  bounds: WindowBounds;
  maximized: boolean;
}

/** The GM window's size the first time, or when its old place is on no screen any more. */
export const GM_DEFAULT_SIZE = { width: 1280, height: 800 };
/** Smallest size kept: below it a damaged or odd file is ignored. */
const MIN_SIZE = { width: 400, height: 300 };
/** How much of the window must stay on a screen for its old place to be used (its title bar). */
const MIN_VISIBLE = { width: 120, height: 40 };

/** The file that remembers the GM window, inside Electron's userData folder. */
export function gmWindowStatePath(userDataDir: string): string {
  return `${userDataDir.replace(/[\\/]$/, '')}/gm-window.json`;
}

/** The state in a stored value, or undefined when it is not one (a damaged file is ignored). */
export function parseGmWindowState(raw: unknown): GmWindowState | undefined {
  if (typeof raw !== 'object' || raw === null || !('bounds' in raw) || !('maximized' in raw))
    return undefined;
  const { bounds, maximized } = raw;
  if (typeof maximized !== 'boolean' || typeof bounds !== 'object' || bounds === null) return undefined;
  const b: Partial<Record<keyof Rect, unknown>> = bounds;
  const [x, y, width, height] = [b.x, b.y, b.width, b.height];
  if (![x, y, width, height].every((n) => typeof n === 'number' && Number.isFinite(n))) return undefined;
  const rect = { x, y, width, height } as Rect;
  if (rect.width < MIN_SIZE.width || rect.height < MIN_SIZE.height) return undefined;
  return { bounds: rect, maximized };
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * Where the GM window opens: where it was, when enough of that place (its title bar) is on a screen
 * that exists now, its size cut down to that screen; otherwise at the default size, placed by the
 * system. Maximised again when it was.
 */
export function openGmWindow(
  saved: GmWindowState | undefined,
  displays: readonly ScreenDisplay[],
): GmWindowOpening {
  if (!saved) return { bounds: { ...GM_DEFAULT_SIZE }, maximized: false };
  const screen = displays.find((d) => {
    const o = overlap(saved.bounds, d.bounds);
    return o.width >= MIN_VISIBLE.width && o.height >= MIN_VISIBLE.height && saved.bounds.y >= d.bounds.y;
  });
  if (!screen) return { bounds: { ...GM_DEFAULT_SIZE }, maximized: saved.maximized };
  return {
    bounds: {
      x: saved.bounds.x,
      y: saved.bounds.y,
      width: Math.min(saved.bounds.width, screen.bounds.width),
      height: Math.min(saved.bounds.height, screen.bounds.height),
    },
    maximized: saved.maximized,
  };
}

/** Keeps the GM window's state (a small JSON file). Never throws: the window opens anyway. */
export interface GmWindowStore {
  load(): GmWindowState | undefined;
  save(state: GmWindowState): void;
}

/** A GmWindowStore in one file. */
export function createFileGmWindowStore(path: string, files: TextFiles): GmWindowStore {
  return {
    load: () => {
      const text = files.read(path);
      if (text === undefined) return undefined;
      try {
        return parseGmWindowState(JSON.parse(text));
      } catch {
        return undefined;
      }
    },
    save: (state) => {
      try {
        files.write(path, `${JSON.stringify(state)}\n`);
      } catch (error: unknown) {
        console.error('Impossible d’enregistrer la place de la fenêtre :', error);
      }
    },
  };
}
