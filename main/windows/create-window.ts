import { BrowserWindow } from 'electron';
import type { WindowRole } from '../../shared/ipc';
import type { WindowRoleRegistry } from './window-roles';

/** Position and size of a window, in screen coordinates. */
export interface WindowBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

/** What differs between our windows. */
export interface WindowSpec {
  role: WindowRole;
  title: string;
  url: string;
  preloadPath: string;
  bounds: WindowBounds;
  fullscreen: boolean;
  /**
   * The session partition; undefined for the default one. The player display has its own in-memory
   * partition: its page cannot even see the GM window's IndexedDB, let alone write to it.
   */
  partition?: string;
  /** The background before the page paints (the GM window: its theme's, main/windows/window-theme.ts). */
  backgroundColor?: string;
}

/** The player display's background: it is always dark (a screen facing the players in a dim room). */
const DISPLAY_BACKGROUND = '#1a1b1e';

/**
 * The one window factory. The security options are written inside the `new BrowserWindow({…})`
 * literal on purpose: Electronegativity reads them there (options built elsewhere look unset to it).
 * The role travels to the preload as `--paravent-role=…` and into the registry the IPC gate reads.
 */
export function createAppWindow(spec: WindowSpec, roles: WindowRoleRegistry): BrowserWindow {
  const window = new BrowserWindow({
    title: spec.title,
    x: spec.bounds.x,
    y: spec.bounds.y,
    width: spec.bounds.width,
    height: spec.bounds.height,
    fullscreen: spec.fullscreen,
    show: false,
    backgroundColor: spec.backgroundColor ?? DISPLAY_BACKGROUND,
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      disableBlinkFeatures: 'Auxclick',
      preload: spec.preloadPath,
      partition: spec.partition,
      additionalArguments: [`--paravent-role=${spec.role}`],
    },
  });
  const webContentsId = window.webContents.id;
  roles.register(webContentsId, spec.role);
  window.once('closed', () => roles.unregister(webContentsId));
  window.once('ready-to-show', () => window.show());
  if (spec.role === 'display') window.removeMenu();
  window.loadURL(spec.url).catch((error: unknown) => {
    console.error(`Impossible de charger ${spec.url} :`, error);
  });
  return window;
}
