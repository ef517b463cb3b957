import type { ColorScheme } from '../../shared/ipc';
import type { TextFiles } from './display-placement';

/**
 * The GM window's background under each theme: Mantine's body colour, so that what shows before the
 * page paints (and behind it while it loads) is the colour the page then paints.
 */
export const WINDOW_BACKGROUNDS: Readonly<Record<ColorScheme, string>> = {
  light: '#ffffff',
  dark: '#242424',
};

/** The file that remembers the last theme on screen, inside Electron's userData folder. */
export function windowThemePath(userDataDir: string): string {
  return `${userDataDir.replace(/[\\/]$/, '')}/window-theme.json`;
}

/** Remembers the theme the GM window last showed (the next start opens on its background). */
export interface WindowThemeStore {
  load(): ColorScheme | undefined;
  save(scheme: ColorScheme): void;
}

/** A WindowThemeStore in one small file; a damaged or missing file is ignored, a failed write too. */
export function createFileWindowThemeStore(path: string, files: TextFiles): WindowThemeStore {
  return {
    load: () => {
      const text = files.read(path);
      if (text === undefined) return undefined;
      try {
        const stored: unknown = JSON.parse(text);
        return stored === 'light' || stored === 'dark' ? stored : undefined;
      } catch {
        return undefined;
      }
    },
    save: (scheme) => {
      try {
        files.write(path, `${JSON.stringify(scheme)}\n`);
      } catch (error: unknown) {
        console.error('Impossible d’enregistrer le thème de la fenêtre :', error);
      }
    },
  };
}

/** The theme the GM window opens with: the last one shown, else the system's (the « auto » setting). */
export function openingScheme(stored: ColorScheme | undefined, systemPrefersDark: boolean): ColorScheme {
  return stored ?? (systemPrefersDark ? 'dark' : 'light');
}

/** A window whose background can change (a BrowserWindow). */
export interface BackgroundWindow {
  setBackgroundColor(color: string): void;
}

/**
 * What main does when the GM window says which theme it shows: the window's background follows it
 * now, and the next start opens on it.
 */
export function followColorScheme(
  store: WindowThemeStore,
  window: () => BackgroundWindow | undefined,
): (scheme: ColorScheme) => void {
  let last = store.load();
  return (scheme) => {
    window()?.setBackgroundColor(WINDOW_BACKGROUNDS[scheme]);
    if (scheme !== last) store.save(scheme);
    last = scheme;
  };
}
