import {
  DISPLAY_INVOKE,
  FILE_INVOKE,
  FILE_PUSH,
  INVOKE,
  PUSH,
  WINDOW_PUSH,
  LOG_INVOKE,
  MAX_LOG_LINE,
  MENU_INVOKE,
  NOTICE_PUSH,
  PLAYERS_LINK_ANSWERS,
  PLAYERS_LINK_INVOKE,
  PLAYERS_LINK_PUSH,
} from '../shared/ipc';
import type {
  AppInfo,
  FilesApi,
  InvokeChannel,
  ParaventApi,
  PlayersLinkApi,
  WindowRole,
} from '../shared/ipc';
import { subscribePush, type IpcRendererLike } from './push';
import { checkAnswer } from './answers';

export type { IpcRendererLike } from './push';

const ROLE_ARGUMENT = '--paravent-role=';

/** The window role main passed as `--paravent-role=gm|display`, or null when absent or unknown. */
export function readRole(argv: readonly string[]): WindowRole | null {
  const value = argv.find((arg) => arg.startsWith(ROLE_ARGUMENT))?.slice(ROLE_ARGUMENT.length);
  return value === 'gm' || value === 'display' ? value : null;
}

function isAppInfo(value: unknown): value is AppInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    'host' in value &&
    (value.host === 'desktop' || value.host === 'web') &&
    'version' in value &&
    typeof value.version === 'string' &&
    'platform' in value &&
    typeof value.platform === 'string'
  );
}

/**
 * `window.paravent` for the desktop host, built from the channels of shared/ipc.ts. A channel this
 * window's role may not use is refused here already (main refuses it again, whatever the preload says).
 */
export function createParaventApi(ipc: IpcRendererLike, role: WindowRole | null): ParaventApi {
  const invoke = async (channel: InvokeChannel<undefined>): Promise<unknown> => {
    if (role === null || !channel.roles.includes(role)) {
      throw new Error(`Cette fenêtre ne peut pas appeler ${channel.name}`);
    }
    return ipc.invoke(channel.name);
  };
  return {
    ...createFilesApi(ipc, role),
    host: 'desktop',
    playersLink: createPlayersLinkApi(ipc, role),
    async getAppInfo() {
      const info = await invoke(INVOKE.getAppInfo);
      if (!isAppInfo(info)) throw new Error('Réponse inattendue du processus principal (getAppInfo)');
      return info;
    },
    async openPlayerDisplay() {
      await invoke(INVOKE.openPlayerDisplay);
    },
    async publishDisplayFeed(feed) {
      if (role !== 'gm') throw new Error(`Cette fenêtre ne peut pas appeler ${DISPLAY_INVOKE.publish.name}`);
      const parsed = DISPLAY_INVOKE.publish.parse(feed);
      if (!parsed.ok) throw new Error(`Données refusées (${DISPLAY_INVOKE.publish.name}) : ${parsed.error}`);
      await ipc.invoke(DISPLAY_INVOKE.publish.name, parsed.value);
    },
    async publishDisplayPatch(patch) {
      if (role !== 'gm') throw new Error(`Cette fenêtre ne peut pas appeler ${DISPLAY_INVOKE.patch.name}`);
      const parsed = DISPLAY_INVOKE.patch.parse(patch);
      if (!parsed.ok) throw new Error(`Données refusées (${DISPLAY_INVOKE.patch.name}) : ${parsed.error}`);
      return (await ipc.invoke(DISPLAY_INVOKE.patch.name, parsed.value)) === true;
    },
    onMenuCommand: (listener) => subscribePush(ipc, PUSH.menuCommand, listener),
    async setMenu(state) {
      if (role !== 'gm') throw new Error(`Cette fenêtre ne peut pas appeler ${MENU_INVOKE.setMenu.name}`);
      const parsed = MENU_INVOKE.setMenu.parse(state);
      if (!parsed.ok) throw new Error(`Données refusées (${MENU_INVOKE.setMenu.name}) : ${parsed.error}`);
      await ipc.invoke(MENU_INVOKE.setMenu.name, parsed.value);
    },
    onCloseRequested: (listener) => subscribePush(ipc, WINDOW_PUSH.closeRequested, () => listener()),
    async closeWindow() {
      await invoke(INVOKE.closeWindow);
    },
    async writeLog(line) {
      if (role !== 'gm') throw new Error(`Cette fenêtre ne peut pas appeler ${LOG_INVOKE.write.name}`);
      const parsed = LOG_INVOKE.write.parse(line.slice(0, MAX_LOG_LINE));
      if (parsed.ok) await ipc.invoke(LOG_INVOKE.write.name, parsed.value);
    },
    onHostNotice: (listener) => subscribePush(ipc, NOTICE_PUSH.notice, listener),
  } satisfies ParaventApi;
}

/**
 * The files and backups functions: each payload is checked by the channel's own parser before it
 * leaves the window (main checks it again), and each answer is checked before the page sees it.
 */
function createFilesApi(ipc: IpcRendererLike, role: WindowRole | null): FilesApi {
  const call = async <P>(channel: InvokeChannel<P>, payload?: unknown): Promise<unknown> => {
    if (role === null || !channel.roles.includes(role)) {
      throw new Error(`Cette fenêtre ne peut pas appeler ${channel.name}`);
    }
    const parsed = channel.parse(payload);
    if (!parsed.ok) throw new Error(`Données refusées (${channel.name}) : ${parsed.error}`);
    return payload === undefined ? ipc.invoke(channel.name) : ipc.invoke(channel.name, parsed.value);
  };
  const c = FILE_INVOKE;
  return {
    openFile: async () => checkAnswer.openResult(await call(c.openFile)),
    saveFile: async (request) => checkAnswer.saveResult(await call(c.saveFile, request)),
    saveFileAs: async (request) => checkAnswer.saveResult(await call(c.saveFileAs, request)),
    importFile: async () => checkAnswer.openResult(await call(c.importFile)),
    listRecentFiles: async () => checkAnswer.recentList(await call(c.listRecentFiles)),
    openRecentFile: async (handle) => checkAnswer.openResult(await call(c.openRecentFile, handle)),
    autosave: async (update) => {
      await call(c.autosave, update);
    },
    snapshot: async (request) => checkAnswer.backupInfoOrNull(await call(c.snapshot, request)),
    listBackups: async () => checkAnswer.backupList(await call(c.listBackups)),
    readBackup: async (id) => checkAnswer.snapshotOrNull(await call(c.readBackup, id)),
    getRecovery: async () => checkAnswer.snapshotOrNull(await call(c.getRecovery)),
    onExternalFile: (listener) => subscribePush(ipc, FILE_PUSH.externalFile, listener),
  };
}

/**
 * The players' link (issue 29): each request checked by its channel's parser before it leaves the
 * window, each answer checked before the page sees it.
 */
function createPlayersLinkApi(ipc: IpcRendererLike, role: WindowRole | null): PlayersLinkApi {
  const call = async <P, T>(
    channel: InvokeChannel<P>,
    parse: (answer: unknown) => { ok: true; value: T } | { ok: false; error: string },
    payload?: unknown,
  ): Promise<T> => {
    if (role === null || !channel.roles.includes(role)) {
      throw new Error(`Cette fenêtre ne peut pas appeler ${channel.name}`);
    }
    const parsed = channel.parse(payload);
    if (!parsed.ok) throw new Error(`Données refusées (${channel.name}) : ${parsed.error}`);
    const answer: unknown =
      payload === undefined ? await ipc.invoke(channel.name) : await ipc.invoke(channel.name, parsed.value);
    const checked = parse(answer);
    if (!checked.ok) throw new Error(`Réponse inattendue du processus principal (${channel.name})`);
    return checked.value;
  };
  const c = PLAYERS_LINK_INVOKE;
  const a = PLAYERS_LINK_ANSWERS;
  return {
    interfaces: () => call(c.interfaces, a.places),
    start: (request) => call(c.start, a.answer, request),
    stop: () => call(c.stop, a.status),
    renew: () => call(c.renew, a.answer),
    status: () => call(c.status, a.status),
    onStatus: (listener) => subscribePush(ipc, PLAYERS_LINK_PUSH.status, listener),
  };
}
