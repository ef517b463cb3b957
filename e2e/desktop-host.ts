/**
 * The desktop host without Electron (DESIGN §3): the real main-process files and backups services
 * (main/files, main/backups, the handlers of main/ipc) run in the test's Node process, on a real
 * folder; the page gets a `window.paravent` whose files calls go to them through `exposeBinding`,
 * each payload checked by its channel's parser as the IPC gate does. Only the native dialogs are
 * fakes: they answer the path the test chose.
 */
import * as nodeFs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createBackupService } from '../main/backups/backup-service';
import { createFilesService } from '../main/files/files-service';
import { createRecentFiles } from '../main/files/recent-files';
import { registerFileHandlers } from '../main/ipc/handlers';
import type { InvokeImpl, RegisterInvoke } from '../main/ipc/register';
import { FILE_INVOKE, type InvokeChannel } from '../shared/ipc';

/** The folder, and what the next native dialog answers. */
export interface DesktopHost {
  folder: string;
  /** Path the next Ouvrir / Importer dialog picks (null: cancelled). */
  nextOpen: string | null;
  /** Paths Importer picks when several are chosen (null: `nextOpen` alone, as one file). */
  nextOpenMany: string[] | null;
  /** Path the next Enregistrer sous dialog picks (null: cancelled). */
  nextSave: string | null;
  /** Titles of the dialogs shown, in order. */
  dialogs: string[];
}

/** Installs the desktop host in `page` (before it loads). */
export async function installDesktopHost(page: Page): Promise<DesktopHost> {
  const folder = await nodeFs.mkdtemp(join(tmpdir(), 'paravent-e2e-'));
  const host: DesktopHost = { folder, nextOpen: null, nextOpenMany: null, nextSave: null, dialogs: [] };
  const files = createFilesService({
    fs: nodeFs,
    dialogs: {
      showOpen: async ({ title }) => (host.dialogs.push(title), host.nextOpen),
      showOpenMany: async ({ title }) => (
        host.dialogs.push(title),
        host.nextOpenMany ?? (host.nextOpen === null ? null : [host.nextOpen])
      ),
      showSave: async ({ title }) => (host.dialogs.push(title), host.nextSave),
    },
    recent: createRecentFiles(join(folder, 'recent-files.json'), nodeFs),
    defaultFolder: folder,
  });
  const backups = createBackupService({
    folder: join(folder, 'backups'),
    marker: join(folder, 'paravent-running.lock'),
    fs: nodeFs,
    now: () => Date.now(),
  });
  await backups.start();
  const handlers = new Map<string, (payload: unknown) => unknown>();
  const register: RegisterInvoke = <P, R>(channel: InvokeChannel<P>, impl: InvokeImpl<P, R>) => {
    handlers.set(channel.name, (payload) => {
      const parsed = channel.parse(payload);
      if (!parsed.ok) throw new Error(`Données refusées (${channel.name}) : ${parsed.error}`);
      return impl(parsed.value, { role: 'gm', senderId: 1 });
    });
  };
  registerFileHandlers(register, { files, backups });
  await page.exposeBinding('paraventInvoke', async (_source, channel: string, payload: unknown) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`Canal inconnu : ${channel}`);
    return handler(payload);
  });
  // Each FilesApi call of the page goes to its channel's handler (names from shared/ipc.ts).
  const channels = Object.fromEntries(Object.entries(FILE_INVOKE).map(([key, c]) => [key, c.name]));
  await page.addInitScript((names: Record<string, string>) => {
    const bridge = window as unknown as { paraventInvoke(c: string, p?: unknown): Promise<unknown> };
    const none = () => () => undefined;
    const api: Record<string, unknown> = {
      host: 'desktop',
      getAppInfo: async () => ({ host: 'desktop', version: 'e2e', platform: 'linux' }),
      openPlayerDisplay: async () => undefined,
      publishDisplayFeed: async () => undefined,
      onMenuCommand: none,
      onCloseRequested: none,
      closeWindow: async () => undefined,
      onExternalFile: none,
      writeLog: async () => undefined,
      onHostNotice: none,
      // The players' link (issue 29) is main's: off here, as at every start.
      playersLink: {
        interfaces: async () => ({ ok: true, choices: [] }),
        start: async () => ({ ok: false, error: 'failed' }),
        stop: async () => ({ state: 'off' }),
        renew: async () => ({ ok: false, error: 'failed' }),
        status: async () => ({ state: 'off' }),
        onStatus: none,
      },
    };
    for (const [key, channel] of Object.entries(names))
      api[key] = (payload?: unknown) => bridge.paraventInvoke(channel, payload);
    Object.defineProperty(window, 'paravent', { value: api });
  }, channels);
  return host;
}
