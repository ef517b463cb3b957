/**
 * Electron main process of Paravent: single-instance lock, the privileged `app://paravent` scheme
 * serving out/renderer, app-wide hardening, the French menu, the IPC gate and its handlers, and the
 * GM window. Every Electron call beyond this wiring sits in a small module tested with fakes.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Menu, app, protocol, screen, session } from 'electron';
import { APP_SCHEME } from '../shared/ipc';
import { registerAppHandlers } from './ipc/handlers';
import { createIpcGate } from './ipc/register';
import { buildMenuTemplate, menuCommandSender } from './menu/app-menu';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './protocol/app-protocol';
import { rendererPageUrl, trustedRendererOrigins } from './renderer-location';
import { denyAllPermissions, hardenWebContents } from './security/harden-web-contents';
import { claimSingleInstance } from './single-instance';
import { createAppWindow } from './windows/create-window';
import { createWindowManager } from './windows/window-manager';
import { createWindowRoleRegistry } from './windows/window-roles';

/** The dev server is trusted only in an unpackaged run started by `electron-vite dev`. */
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const outDir = join(import.meta.dirname, '..');
const roles = createWindowRoleRegistry();
const windows = createWindowManager({
  createWindow: (spec) => createAppWindow(spec, roles),
  screen,
  pageUrl: (page) => rendererPageUrl(page, devServerUrl),
  preloadPath: join(outDir, 'preload', 'index.cjs'),
});

app.enableSandbox();
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
app.on('window-all-closed', () => app.quit());

function start(): void {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(join(outDir, 'renderer'), readFile));
  denyAllPermissions(session.defaultSession);
  const registerInvoke = createIpcGate({ trustedOrigins: trustedRendererOrigins(devServerUrl), roles });
  registerAppHandlers(registerInvoke, {
    appInfo: () => ({ host: 'desktop', version: app.getVersion(), platform: process.platform }),
    openPlayerDisplay: () => void windows.openPlayerDisplay(),
  });
  const send = menuCommandSender(() => windows.gmWindow()?.webContents);
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(send, process.platform)));
  windows.showGmWindow();
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
