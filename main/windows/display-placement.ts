import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WindowBounds } from './create-window';
import type { ScreenDisplay } from './window-manager';

/** A rectangle in screen coordinates. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the player display was last: which screen, where on it, and whether full screen. */
export interface DisplayPlacement {
  displayId: number;
  bounds: Rect;
  fullscreen: boolean;
}

/** Keeps the last placement of the player display (a small file in userData in the app). */
export interface DisplayPlacementStore {
  load(): DisplayPlacement | undefined;
  save(placement: DisplayPlacement): void;
}

/** Reading and writing a small text file (node:fs in the app, a map in tests). */
export interface TextFiles {
  /** The file's text, or undefined when it does not exist or cannot be read. */
  read(path: string): string | undefined;
  write(path: string, text: string): void;
}

/** The file that remembers the display's placement, inside Electron's userData folder. */
export function displayPlacementPath(userDataDir: string): string {
  return join(userDataDir, 'display-placement.json');
}

function isRect(v: unknown): v is Rect {
  if (typeof v !== 'object' || v === null) return false;
  const r: Partial<Record<keyof Rect, unknown>> = v;
  return [r.x, r.y, r.width, r.height].every((n) => typeof n === 'number' && Number.isFinite(n));
}

/** The placement in a stored value, or undefined when it is not one (a damaged file is ignored). */
export function parsePlacement(raw: unknown): DisplayPlacement | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const p: Partial<Record<keyof DisplayPlacement, unknown>> = raw;
  if (typeof p.displayId !== 'number' || typeof p.fullscreen !== 'boolean' || !isRect(p.bounds))
    return undefined;
  if (p.bounds.width < 100 || p.bounds.height < 100) return undefined;
  return { displayId: p.displayId, bounds: { ...p.bounds }, fullscreen: p.fullscreen };
}

/** A placement store kept as JSON in one file. Never throws: the display opens anyway. */
export function createFilePlacementStore(path: string, files: TextFiles): DisplayPlacementStore {
  return {
    load: () => {
      const text = files.read(path);
      if (text === undefined) return undefined;
      try {
        return parsePlacement(JSON.parse(text));
      } catch {
        return undefined;
      }
    },
    save: (placement) => {
      try {
        files.write(path, `${JSON.stringify(placement)}\n`);
      } catch (error: unknown) {
        console.error("Impossible d'enregistrer la position de l'affichage joueurs :", error);
      }
    },
  };
}

/** node:fs text files; writes go through a temporary file and a rename (never half a file). */
export const nodeTextFiles: TextFiles = {
  read: (path) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  },
  write: (path, text) => {
    const temp = `${path}.tmp`;
    writeFileSync(temp, text, 'utf8');
    renameSync(temp, path);
  },
};

function inside(r: Rect, screen: Rect): boolean {
  return (
    r.x >= screen.x &&
    r.y >= screen.y &&
    r.x + r.width <= screen.x + screen.width &&
    r.y + r.height <= screen.y + screen.height
  );
}

/** Where to open the display, and on which screen. */
export interface DisplayOpening {
  displayId: number | null;
  bounds: WindowBounds;
  fullscreen: boolean;
}

/** Size of the display as a normal window when there is no second screen. */
const WINDOWED_SIZE = { width: 1024, height: 768 };

/**
 * Where the player display opens: on the screen it was on last time when that screen is still
 * connected (full screen again, or at its old place when it still fits there); otherwise full screen
 * on another screen than the GM's; otherwise as a normal window.
 */
export function placeDisplay(
  saved: DisplayPlacement | undefined,
  displays: readonly ScreenDisplay[],
  gmScreenId: number,
): DisplayOpening {
  const remembered = saved && displays.find((d) => d.id === saved.displayId);
  if (saved && remembered) {
    if (saved.fullscreen)
      return { displayId: remembered.id, bounds: { ...remembered.bounds }, fullscreen: true };
    const bounds = inside(saved.bounds, remembered.bounds)
      ? saved.bounds
      : { ...remembered.bounds, ...WINDOWED_SIZE };
    return { displayId: remembered.id, bounds: { ...bounds }, fullscreen: false };
  }
  const other = displays.find((d) => d.id !== gmScreenId);
  if (other) return { displayId: other.id, bounds: { ...other.bounds }, fullscreen: true };
  return { displayId: null, bounds: { ...WINDOWED_SIZE }, fullscreen: false };
}
