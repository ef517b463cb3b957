import {
  DISPLAY_INVOKE,
  FILE_INVOKE,
  FILE_PUSH,
  INVOKE,
  PUSH,
  WINDOW_INVOKE,
  WINDOW_PUSH,
  LOG_INVOKE,
  MAX_LOG_LINE,
  MENU_INVOKE,
  NOTICE_PUSH,
  PLAYERS_LINK_INVOKE,
  PLAYERS_LINK_PUSH,
  parserOf,
} from '../shared/ipc';
import type { FilesApi, InvokeChannel, ParaventApi, PlayersLinkApi, WindowRole } from '../shared/ipc';
import { preloadWords } from './preload-words';
import { subscribePush, type IpcRendererLike } from './push';

export type { IpcRendererLike } from './push';

const ROLE_ARGUMENT = '--paravent-role=';

/** The window role main passed as `--paravent-role=gm|display`, or null when absent or unknown. */
export function readRole(argv: readonly string[]): WindowRole | null {
  const value = argv.find((arg) => arg.startsWith(ROLE_ARGUMENT))?.slice(ROLE_ARGUMENT.length);
  return value === 'gm' || value === 'display' ? value : null;
}

/** Calls one channel of shared/ipc.ts: what this window may call, as its schemas say, both ways. */
type Call = <Req, Res>(channel: InvokeChannel<Req, Res>, payload?: Req) => Promise<Res>;

/**
 * The one way this preload calls main: refuses a channel this window's role may not use, checks the
 * payload with the channel's schema before it leaves the window (main checks it again at its gate),
 * and main's answer with the channel's answer schema before the page sees it.
 */
function caller(ipc: IpcRendererLike, role: WindowRole | null): Call {
  return async (channel, payload) => {
    if (role === null || !channel.roles.includes(role)) {
      throw new Error(preloadWords().notAllowed(channel.name));
    }
    const parsed = channel.parse(payload);
    if (!parsed.ok) throw new Error(preloadWords().refused(channel.name, parsed.error));
    const answer =
      parsed.value === undefined
        ? await ipc.invoke(channel.name)
        : await ipc.invoke(channel.name, parsed.value);
    const checked = parserOf(channel.answer)(answer);
    if (!checked.ok) throw new Error(preloadWords().unexpected(channel.name, checked.error));
    return checked.value;
  };
}

/**
 * `window.paravent` for the desktop host, built from the channels of shared/ipc.ts. A channel this
 * window's role may not use is refused here already (main refuses it again, whatever the preload says).
 */
export function createParaventApi(ipc: IpcRendererLike, role: WindowRole | null): ParaventApi {
  const call = caller(ipc, role);
  return {
    ...createFilesApi(call, ipc),
    host: 'desktop',
    playersLink: createPlayersLinkApi(call, ipc),
    getAppInfo: () => call(INVOKE.getAppInfo),
    openPlayerDisplay: () => call(INVOKE.openPlayerDisplay),
    publishDisplayFeed: (feed) => call(DISPLAY_INVOKE.publish, feed),
    publishDisplayPatch: (patch) => call(DISPLAY_INVOKE.patch, patch),
    onMenuCommand: (listener) => subscribePush(ipc, PUSH.menuCommand, listener),
    setMenu: (state) => call(MENU_INVOKE.setMenu, state),
    onCloseRequested: (listener) => subscribePush(ipc, WINDOW_PUSH.closeRequested, () => listener()),
    closeWindow: () => call(INVOKE.closeWindow),
    writeLog: (line) => call(LOG_INVOKE.write, line.slice(0, MAX_LOG_LINE)),
    onHostNotice: (listener) => subscribePush(ipc, NOTICE_PUSH.notice, listener),
    print: () => call(WINDOW_INVOKE.print),
    setColorScheme: (scheme) => call(WINDOW_INVOKE.setColorScheme, scheme),
  } satisfies ParaventApi;
}

/** The files and backups functions (GM window only), each through `call`. */
function createFilesApi(call: Call, ipc: IpcRendererLike): FilesApi {
  const c = FILE_INVOKE;
  return {
    openFile: () => call(c.openFile),
    saveFile: (request) => call(c.saveFile, request),
    saveFileAs: (request) => call(c.saveFileAs, request),
    importFile: () => call(c.importFile),
    listRecentFiles: () => call(c.listRecentFiles),
    openRecentFile: (handle) => call(c.openRecentFile, handle),
    autosave: (update) => call(c.autosave, update),
    snapshot: (request) => call(c.snapshot, request),
    listBackups: () => call(c.listBackups),
    readBackup: (id) => call(c.readBackup, id),
    getRecovery: () => call(c.getRecovery),
    onExternalFile: (listener) => subscribePush(ipc, FILE_PUSH.externalFile, listener),
  };
}

/** The players' link (issue 29), GM window only, each call through `call` (schemas both ways). */
function createPlayersLinkApi(call: Call, ipc: IpcRendererLike): PlayersLinkApi {
  const c = PLAYERS_LINK_INVOKE;
  return {
    interfaces: () => call(c.interfaces),
    start: (request) => call(c.start, request),
    stop: () => call(c.stop),
    renew: () => call(c.renew),
    status: () => call(c.status),
    onStatus: (listener) => subscribePush(ipc, PLAYERS_LINK_PUSH.status, listener),
  };
}
