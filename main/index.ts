/**
 * Electron main process of Paravent: single-instance lock, the privileged `app://paravent` scheme
 * serving out/renderer, app-wide hardening, the French menu, the IPC gate and its handlers, and the
 * GM window. Every Electron call beyond this wiring sits in a small module tested with fakes.
 */
import { mainFileWords } from './files/main-messages';
import { MAIN_TEXTS } from './main-texts';
import { readFile } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import * as nodeFs from 'node:fs/promises';
import { join } from 'node:path';
import {
  Menu,
  app,
  crashReporter,
  nativeTheme,
  powerMonitor,
  protocol,
  screen,
  session,
  shell,
  type BrowserWindow,
} from 'electron';
import { APP_SCHEME, LOG_INVOKE, NOTICE_PUSH, PLAYERS_LINK_PUSH, WINDOW_PUSH } from '../shared/ipc';
import { DEFAULT_PLAYERS_LINK_PORT } from '../shared/players-link';
import { PLAYERS_PAGE } from 'virtual:paravent-players-page';
import type { HostNotice } from '../shared/ipc';
import { createLogFile } from './log/log-file';
import { createBackupService } from './backups/backup-service';
import { electronDialogs, fileArguments } from './files/electron-files';
import { createExternalFiles } from './files/external-files';
import { sweepTempFilesNextTo } from './files/atomic-write';
import { createFilesService } from './files/files-service';
import { createRecentFiles } from './files/recent-files';
import {
  registerAppHandlers,
  registerDisplayHandlers,
  registerFileHandlers,
  registerWindowHandlers,
} from './ipc/handlers';
import { createIpcGate } from './ipc/register';
import { buildMenuTemplate, menuCommandSender } from './menu/app-menu';
import { contextMenuTemplate } from './menu/context-menu';
import { registerMenuHandler } from './menu/menu-handler';
import { withOsRecentDocuments } from './menu/os-recent-documents';
import { DEFAULT_MENU_STATE, type MenuState } from '../shared/menu-state';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './protocol/app-protocol';
import { DEV_BUILD } from './build-mode';
import { devServerUrlOf, rendererPageUrl, trustedRendererOrigins } from './renderer-location';
import { denyAllPermissions, hardenWebContents } from './security/harden-web-contents';
import { claimSingleInstance } from './single-instance';
import { createCloseGuard, type CloseGuard } from './windows/close-guard';
import { createAppWindow } from './windows/create-window';
import { createDisplayFeedRelay } from './windows/display-feed-relay';
import { createWindowManager, DISPLAY_PARTITION } from './windows/window-manager';
import { createFilePlacementStore, displayPlacementPath, nodeTextFiles } from './windows/display-placement';
import { createWindowRoleRegistry } from './windows/window-roles';
import { networkChoices } from './players-link/network-interfaces';
import { feedAlsoToPlayersLink, registerPlayersLinkHandlers } from './players-link/players-link-handlers';
import { createPlayersLinkServer } from './players-link/players-link-server';
import { stopPlayersLinkOnQuit } from './players-link/stop-on-quit';
import { createFileGmWindowStore, gmWindowStatePath } from './windows/gm-window-state';
import { installFaultHandlers, startLocalCrashDumps } from './faults/fault-handlers';
import { printPage } from './windows/print-page';
import {
  WINDOW_BACKGROUNDS,
  createFileWindowThemeStore,
  followColorScheme,
  openingScheme,
  windowThemePath,
} from './windows/window-theme';

/** The dev server is trusted only in an unpackaged development build (`electron-vite dev`). */
const devServerUrl = devServerUrlOf(process.env, { packaged: app.isPackaged, devBuild: DEV_BUILD });
const outDir = join(import.meta.dirname, '..');
const roles = createWindowRoleRegistry();
/** The GM window opens on the background of the theme it showed last (no dark flash behind the light theme). */
const windowTheme = createFileWindowThemeStore(windowThemePath(app.getPath('userData')), nodeTextFiles);
const windows = createWindowManager<BrowserWindow>({
  createWindow: (spec) => createAppWindow(spec, roles),
  screen,
  pageUrl: (page) => rendererPageUrl(page, devServerUrl),
  preloadPath: join(outDir, 'preload', 'index.cjs'),
  displayPreloadPath: join(outDir, 'preload', 'display.cjs'),
  placementStore: createFilePlacementStore(displayPlacementPath(app.getPath('userData')), nodeTextFiles),
  gmWindowStore: createFileGmWindowStore(gmWindowStatePath(app.getPath('userData')), nodeTextFiles),
  gmBackground: () => WINDOW_BACKGROUNDS[openingScheme(windowTheme.load(), nativeTheme.shouldUseDarkColors)],
  displayTitle: () => MAIN_TEXTS.menu[menuState.language].displayWindow,
});

/** Snapshots at least every 60 s while the fight changed (issue 9). */
const SNAPSHOT_INTERVAL_MS = 60_000;
const userData = app.getPath('userData');
/** The local log file (issue 17): userData/logs, rotating, 4 MB at most. */
const logFile = createLogFile({ folder: join(userData, 'logs') });
const logMain = (message: string) => void logFile.write('main', message);
const errorText = (error: unknown) =>
  error instanceof Error
    ? `${error.message}${'code' in error ? ` (${String(error.code)})` : ''}`
    : String(error);
/** A message the GM must see once (sent to the GM window). */
const tellGm = (notice: HostNotice) => {
  const contents = windows.gmWindow()?.webContents;
  if (contents && !contents.isDestroyed()) contents.send(NOTICE_PUSH.notice.name, notice);
};
/** The menus' language and accelerators, as the GM window last sent them. */
let menuState: MenuState = DEFAULT_MENU_STATE;
// A fault of main is logged and told to the GM (issue 30); a crash of any process leaves a minidump
// in the log folder, on this computer only (Aide › Ouvrir le dossier des journaux shows both).
installFaultHandlers({
  source: process,
  log: logMain,
  tellGm,
  language: () => menuState.language,
  now: () => Date.now(),
});
startLocalCrashDumps({ crashReporter, app, folder: join(userData, 'logs', 'crashes') });
const recent = withOsRecentDocuments(createRecentFiles(join(userData, 'recent-files.json'), nodeFs), (path) =>
  app.addRecentDocument(path),
);
const files = createFilesService({
  fs: nodeFs,
  dialogs: electronDialogs(() => windows.gmWindow()),
  recent,
  defaultFolder: app.getPath('documents'),
  onRecentChanged: () => rebuildMenu(),
  onWriteFailed: (path, error) => logMain(`Enregistrement impossible : ${path} — ${errorText(error)}`),
  language: () => menuState.language,
});
const backups = createBackupService({
  folder: join(userData, 'backups'),
  marker: join(userData, 'paravent-running.lock'),
  fs: nodeFs,
  now: () => Date.now(),
  onFailure: (error) => {
    logMain(`Sauvegarde automatique impossible : ${errorText(error)}`);
    tellGm({
      tone: 'error',
      message: mainFileWords(menuState.language).autosaveFailed(errorText(error)),
    });
  },
  onRecovered: () => {
    logMain('Sauvegarde automatique de nouveau écrite');
    tellGm({ tone: 'ok', message: mainFileWords(menuState.language).autosaveBack });
  },
});
const externalFiles = createExternalFiles(
  (path) => files.openPath(path),
  () => {
    const contents = windows.gmWindow()?.webContents;
    return contents && !contents.isLoading() ? contents : undefined;
  },
);
let sendMenuCommand: ReturnType<typeof menuCommandSender> | undefined;

function rebuildMenu(): void {
  if (!sendMenuCommand) return;
  const recentItems = recent.list().map((path) => ({
    label: path.split(/[\\/]/).pop() ?? path,
    open: () => void externalFiles.open(path),
  }));
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate(sendMenuCommand, process.platform, recentItems, menuState, () => {
        void shell.openPath(logFile.folder);
      }),
    ),
  );
}

// macOS hands a double-clicked .paravent.json over through open-file (possibly before ready).
app.on('open-file', (event, path) => {
  event.preventDefault();
  void externalFiles.open(path);
});
app.on('second-instance', (_event, argv) => {
  fileArguments(argv).forEach((path) => void externalFiles.open(path));
});
let quitting = false;
let gmCloseGuard: CloseGuard | undefined;
app.on('before-quit', (event) => {
  if (quitting) return;
  // Quitter goes through the GM window's question first (unsaved changes); its close quits the app.
  const gm = windows.gmWindow();
  if (gm && gmCloseGuard && !gmCloseGuard.allowed()) {
    event.preventDefault();
    gm.close();
    return;
  }
  event.preventDefault();
  quitting = true;
  backups.cleanExit().finally(() => app.quit());
});

app.enableSandbox();
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
app.on('render-process-gone', (_event, contents, details) =>
  logMain(`Fenêtre plantée (${details.reason}, code ${details.exitCode}) : ${contents.getURL()}`),
);
app.on('child-process-gone', (_event, details) =>
  logMain(`Processus ${details.type} arrêté (${details.reason}, code ${details.exitCode})`),
);
app.on('window-all-closed', () => app.quit());

/** The display's feed: what the GM window published last, relayed to the display window. */
const displayFeed = createDisplayFeedRelay(() => {
  const contents = windows.displayWindow()?.webContents;
  return contents && !contents.isDestroyed() ? contents : undefined;
});

/** The players' link (issue 29): off until the GM turns it on, stopped when the app quits. */
const choices = () => networkChoices(networkInterfaces());
const playersLink = createPlayersLinkServer({
  page: PLAYERS_PAGE,
  addresses: () => choices().map((c) => c.address),
  port: DEFAULT_PLAYERS_LINK_PORT,
});
stopPlayersLinkOnQuit(app, playersLink);
playersLink.onStatus((status) => {
  const contents = windows.gmWindow()?.webContents;
  if (contents && !contents.isDestroyed()) contents.send(PLAYERS_LINK_PUSH.status.name, status);
});

function start(): void {
  const serveApp = createAppProtocolHandler(join(outDir, 'renderer'), readFile);
  protocol.handle(APP_SCHEME, serveApp);
  denyAllPermissions(session.defaultSession);
  // The player display's own session (in memory): same pages, no access to the GM's storage.
  const displaySession = session.fromPartition(DISPLAY_PARTITION);
  displaySession.protocol.handle(APP_SCHEME, serveApp);
  denyAllPermissions(displaySession);
  const registerInvoke = createIpcGate({ trustedOrigins: trustedRendererOrigins(devServerUrl), roles });
  registerAppHandlers(registerInvoke, {
    appInfo: () => ({ host: 'desktop', version: app.getVersion(), platform: process.platform }),
    openPlayerDisplay: () => void windows.openPlayerDisplay(),
    closeGmWindow: () => gmCloseGuard?.confirmed(),
  });
  registerFileHandlers(registerInvoke, { files, backups });
  registerWindowHandlers(registerInvoke, {
    print: () => printPage(windows.gmWindow()?.webContents),
    setColorScheme: followColorScheme(windowTheme, () => windows.gmWindow()),
  });
  registerDisplayHandlers(registerInvoke, feedAlsoToPlayersLink(displayFeed, playersLink));
  registerPlayersLinkHandlers(registerInvoke, { link: playersLink, choices });
  registerInvoke(LOG_INVOKE.write, (line): void => void logFile.write('renderer', line));
  registerMenuHandler(registerInvoke, (state) => {
    menuState = state;
    rebuildMenu();
  });
  sendMenuCommand = menuCommandSender(() => windows.gmWindow()?.webContents);
  rebuildMenu();
  void startFileServices();
  const gm = windows.showGmWindow();
  gm.webContents.on('did-finish-load', () => externalFiles.flush());
  gm.webContents.on('context-menu', (_event, params) => {
    const template = contextMenuTemplate(params, menuState.language);
    if (template) Menu.buildFromTemplate(template).popup({ window: gm });
  });
  const guard = createCloseGuard({
    canAsk: () => !gm.webContents.isCrashed() && !gm.webContents.isLoading(),
    ask: () => gm.webContents.send(WINDOW_PUSH.closeRequested.name),
    close: () => gm.close(),
  });
  gmCloseGuard = guard;
  gm.on('close', (event) => guard.onClose(event));
  gm.on('unresponsive', () => guard.unresponsive());
  fileArguments(process.argv).forEach((path) => void externalFiles.open(path));
}

/** Recent list, snapshot folder (sweep, unclean-exit marker), the snapshot timer, suspend. */
async function startFileServices(): Promise<void> {
  await recent.load();
  rebuildMenu();
  await backups
    .start()
    .then(({ unclean, swept }) => {
      if (unclean) logMain('Démarrage après une sortie anormale : reprise proposée');
      if (swept.length > 0) logMain(`Fichiers temporaires balayés : ${swept.length}`);
    })
    .catch((error: unknown) => logMain(`Sauvegardes automatiques indisponibles : ${errorText(error)}`));
  for (const path of recent.list()) await sweepTempFilesNextTo(path).catch(() => []);
  setInterval(() => void backups.tick().catch(() => undefined), SNAPSHOT_INTERVAL_MS).unref();
  powerMonitor.on('suspend', () => void backups.tick('suspend').catch(() => undefined));
}

const focusGmWindow = (): void => {
  if (app.isReady()) windows.showGmWindow();
};

if (claimSingleInstance(app, focusGmWindow)) {
  app.whenReady().then(start, (error: unknown) => {
    console.error('Paravent n’a pas pu démarrer :', error);
    app.exit(1);
  });
}
