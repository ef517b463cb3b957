/**
 * The one typed contract between the renderer and its host (`window.paravent`).
 * Desktop: preload builds these functions from IPC channels and main answers them.
 * Web: renderer/host/web-host.ts implements the same interface in the browser.
 * Every channel is named `paravent:…`; a channel lists the window roles allowed to use it and a
 * validator for its payload, so main can reject a forged sender or a malformed message.
 */

import { parseDisplayFeed, parseDisplayPatch, type DisplayFeed } from './combat/display-feed';
import type { PlayerViewPatch } from './combat/player-view-patch';
import { parseMenuState, type MenuState } from './menu-state';
import {
  parsePlayersLinkAnswer,
  parsePlayersLinkPlaces,
  parsePlayersLinkStart,
  parsePlayersLinkStatus,
  type PlayersLinkApi,
  type PlayersLinkStart,
  type PlayersLinkStatus,
} from './players-link';
import {
  parseAutosaveUpdate,
  parseBackupId,
  parseExternalFile,
  parseHandle,
  parseSaveAsRequest,
  parseSaveRequest,
  parseSnapshotRequest,
} from './files/host-contract';
import type {
  AutosaveUpdate,
  BackupInfo,
  BackupSnapshot,
  ExternalFile,
  OpenFileResult,
  RecentFile,
  SaveAsRequest,
  SaveFileResult,
  SaveRequest,
  SnapshotRequest,
} from './files/host-contract';

export type { DisplayFeed } from './combat/display-feed';
export type { MenuState } from './menu-state';
export type {
  NetworkChoice,
  PlayersLinkAnswer,
  PlayersLinkApi,
  PlayersLinkPlaces,
  PlayersLinkStart,
  PlayersLinkStatus,
} from './players-link';
export type {
  AutosaveUpdate,
  BackupInfo,
  BackupSnapshot,
  ExternalFile,
  OpenedFile,
  OpenFileResult,
  RecentFile,
  SaveAsRequest,
  SaveFileResult,
  SaveRequest,
  SnapshotRequest,
} from './files/host-contract';

/** Which window a renderer lives in. */
export type WindowRole = 'gm' | 'display';

/** What the host says about itself. */
export interface AppInfo {
  host: 'desktop' | 'web';
  version: string;
  platform: string;
}

/** A command the host asks the renderer to run (from the application menu), by registry id. */
export type MenuCommandId = string;

/** The API exposed to the renderer as `window.paravent`. */
export interface ParaventApi extends FilesApi {
  /** Which host the renderer runs in. */
  readonly host: 'desktop' | 'web';
  /** Version and platform, for the About box. */
  getAppInfo(): Promise<AppInfo>;
  /** Opens (or focuses) the player display window. */
  openPlayerDisplay(): Promise<void>;
  /**
   * Hands the player display its feed (desktop: through main to the display window; web: nothing to
   * do, the display page reads the same IndexedDB).
   */
  publishDisplayFeed(feed: DisplayFeed): Promise<void>;
  /**
   * Hands the player display a change of the projection (shared/combat/player-view-patch.ts) from
   * the feed published before. True when it was applied; false when the host holds no view it
   * fits (web: always, its players' link takes whole feeds), and the whole feed must be published
   * instead.
   */
  publishDisplayPatch(patch: PlayerViewPatch): Promise<boolean>;
  /**
   * The players' link (issue 29): a read-only page on the local network that the players open on
   * their phones. Desktop: served by main; web: by `npm run web -- --host`.
   */
  readonly playersLink: PlayersLinkApi;
  /** Subscribes to menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommandId) => void): () => void;
  /**
   * Desktop: the GM asked to close the window; the renderer answers with `closeWindow()` when it
   * may close (after asking about unsaved changes), or not at all to keep it open.
   */
  onCloseRequested(listener: () => void): () => void;
  /** Closes the GM window for good (the answer to `onCloseRequested`). */
  closeWindow(): Promise<void>;
  /**
   * Writes one line to the local log file (desktop: userData/logs, rotating; web: nothing). For
   * errors, refused files with their reason, recoveries. Never game secrets: a short sentence.
   */
  writeLog(line: string): Promise<void>;
  /** Messages from the host the GM must see once (a backup that cannot be written…). */
  onHostNotice(listener: (notice: HostNotice) => void): () => void;
  /**
   * Desktop: the native menus' language and the key table's accelerators (sent at start and at each
   * language change; main rebuilds the menus). Absent on the web, which has no native menus.
   */
  setMenu?(state: MenuState): Promise<void>;
}

/** A message from the host for the GM (shown as a notification). */
export interface HostNotice {
  tone: 'error' | 'ok';
  message: string;
}

/** Longest line the log channel accepts. */
export const MAX_LOG_LINE = 2000;

function parseLogLine(payload: unknown): { ok: true; value: string } | { ok: false; error: string } {
  return typeof payload === 'string' && payload.length <= MAX_LOG_LINE
    ? { ok: true, value: payload }
    : { ok: false, error: `texte de ${MAX_LOG_LINE} caractères au plus attendu` };
}

function parseHostNotice(payload: unknown): { ok: true; value: HostNotice } | { ok: false; error: string } {
  if (typeof payload !== 'object' || payload === null) return { ok: false, error: 'objet attendu' };
  const { tone, message } = payload as Record<string, unknown>;
  if ((tone !== 'error' && tone !== 'ok') || typeof message !== 'string' || message.length > MAX_LOG_LINE)
    return { ok: false, error: 'avis { tone, message } attendu' };
  return { ok: true, value: { tone, message } };
}

/** The log file channel (renderer → main; GM window: the display has nothing to write). */
export const LOG_INVOKE = {
  write: { name: 'paravent:log:write', roles: ['gm'], parse: parseLogLine },
} as const satisfies { write: InvokeChannel<string> };

/** Host notices (main → GM window). */
export const NOTICE_PUSH = {
  notice: { name: 'paravent:host:notice', parse: parseHostNotice },
} as const satisfies { notice: PushChannel<HostNotice> };

/**
 * Files and backups (issue 9). The renderer sends texts and opaque handles, never a path to write.
 * Desktop: native dialogs, atomic writes, snapshots in userData/backups. Web: download/upload and
 * IndexedDB.
 */
export interface FilesApi {
  /** Fichier › Ouvrir: a dialog, then the file's text (checked by the renderer with shared/files). */
  openFile(): Promise<OpenFileResult>;
  /** Fichier › Enregistrer: to the file behind the handle, else like Enregistrer sous. */
  saveFile(request: SaveRequest): Promise<SaveFileResult>;
  /** Fichier › Enregistrer sous / Exporter (`kind` picks the dialog's title and filter). */
  saveFileAs(request: SaveAsRequest): Promise<SaveFileResult>;
  /** Fichier › Importer: a dialog for a library or an Improved Initiative export; no handle. */
  importFile(): Promise<OpenFileResult>;
  /** Fichier › Récents. */
  listRecentFiles(): Promise<RecentFile[]>;
  /** Opens an entry of the recent list. */
  openRecentFile(handle: string): Promise<OpenFileResult>;
  /** The current fight's file text, sent (throttled) for the autosave snapshots. */
  autosave(update: AutosaveUpdate): Promise<void>;
  /** A named snapshot now (before an import, a migration, a restore). */
  snapshot(request: SnapshotRequest): Promise<BackupInfo | null>;
  /** The snapshots kept, newest first. */
  listBackups(): Promise<BackupInfo[]>;
  /** One snapshot with its text, or null when it is gone. */
  readBackup(id: string): Promise<BackupSnapshot | null>;
  /** After an unclean exit, the latest snapshot to offer back; otherwise null. */
  getRecovery(): Promise<BackupSnapshot | null>;
  /** Files opened from outside (double click on a .paravent.json, drop on the icon); returns the unsubscribe. */
  onExternalFile(listener: (file: ExternalFile) => void): () => void;
}

/** A request/response channel: its name, who may call it, and how its payload is checked. */
export interface InvokeChannel<Req> {
  name: `paravent:${string}`;
  roles: readonly WindowRole[];
  /** Returns the payload typed, or a French message saying what was wrong. */
  parse(payload: unknown): { ok: true; value: Req } | { ok: false; error: string };
}

/** A push channel from main to renderers. */
export interface PushChannel<Msg> {
  name: `paravent:${string}`;
  parse(payload: unknown): { ok: true; value: Msg } | { ok: false; error: string };
}

const noPayload = (payload: unknown): { ok: true; value: undefined } | { ok: false; error: string } =>
  payload === undefined ? { ok: true, value: undefined } : { ok: false, error: 'aucune donnée attendue' };

const GM_ONLY_ROLES = ['gm'] as const satisfies readonly WindowRole[];

const COMMAND_ID = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/;

/** Invoke channels (renderer → main, with an answer). */
export const INVOKE = {
  getAppInfo: {
    name: 'paravent:app:get-info',
    roles: ['gm', 'display'],
    parse: noPayload,
  },
  openPlayerDisplay: {
    name: 'paravent:display:open',
    roles: ['gm'],
    parse: noPayload,
  },
  closeWindow: {
    name: 'paravent:window:close',
    roles: ['gm'],
    parse: noPayload,
  },
} as const satisfies Record<string, InvokeChannel<undefined>>;

/** Push channels (main → renderer). */
export const PUSH = {
  menuCommand: {
    name: 'paravent:menu:command',
    parse: (payload: unknown) =>
      typeof payload === 'string' && payload.length <= 80 && COMMAND_ID.test(payload)
        ? { ok: true as const, value: payload }
        : { ok: false as const, error: 'identifiant de commande attendu' },
  },
} as const satisfies Record<string, PushChannel<MenuCommandId>>;

/** Invoke channel of the native menus' state (GM window only): language and accelerators. */
export const MENU_INVOKE = {
  setMenu: { name: 'paravent:menu:set', roles: GM_ONLY_ROLES, parse: parseMenuState },
} as const satisfies { setMenu: InvokeChannel<MenuState> };

/** Push channel of the GM window's close request (main → GM window, no payload). */
export const WINDOW_PUSH = {
  closeRequested: { name: 'paravent:window:close-requested', parse: noPayload },
} as const satisfies { closeRequested: PushChannel<undefined> };

/** The custom scheme and host the desktop app is served from (never file://). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'paravent';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

const GM_ONLY = ['gm'] as const satisfies readonly WindowRole[];

/** Invoke channels of files and backups (GM window only), each with its payload's parser. */
export const FILE_INVOKE = {
  openFile: { name: 'paravent:files:open', roles: GM_ONLY, parse: noPayload },
  saveFile: { name: 'paravent:files:save', roles: GM_ONLY, parse: parseSaveRequest },
  saveFileAs: { name: 'paravent:files:save-as', roles: GM_ONLY, parse: parseSaveAsRequest },
  importFile: { name: 'paravent:files:import', roles: GM_ONLY, parse: noPayload },
  listRecentFiles: { name: 'paravent:files:recent', roles: GM_ONLY, parse: noPayload },
  openRecentFile: { name: 'paravent:files:open-recent', roles: GM_ONLY, parse: parseHandle },
  autosave: { name: 'paravent:backups:autosave', roles: GM_ONLY, parse: parseAutosaveUpdate },
  snapshot: { name: 'paravent:backups:snapshot', roles: GM_ONLY, parse: parseSnapshotRequest },
  listBackups: { name: 'paravent:backups:list', roles: GM_ONLY, parse: noPayload },
  readBackup: { name: 'paravent:backups:read', roles: GM_ONLY, parse: parseBackupId },
  getRecovery: { name: 'paravent:backups:recovery', roles: GM_ONLY, parse: noPayload },
} as const satisfies {
  openFile: InvokeChannel<undefined>;
  saveFile: InvokeChannel<SaveRequest>;
  saveFileAs: InvokeChannel<SaveAsRequest>;
  importFile: InvokeChannel<undefined>;
  listRecentFiles: InvokeChannel<undefined>;
  openRecentFile: InvokeChannel<string>;
  autosave: InvokeChannel<AutosaveUpdate>;
  snapshot: InvokeChannel<SnapshotRequest>;
  listBackups: InvokeChannel<undefined>;
  readBackup: InvokeChannel<string>;
  getRecovery: InvokeChannel<undefined>;
};

/** Push channel of files opened from outside (main → GM window). */
export const FILE_PUSH = {
  externalFile: { name: 'paravent:files:external', parse: parseExternalFile },
} as const satisfies { externalFile: PushChannel<ExternalFile> };

/** The Fichier menu's command ids (sent through PUSH.menuCommand; the renderer's registry runs them). */
export const FILE_COMMANDS = {
  open: 'file.open',
  save: 'file.save',
  saveAs: 'file.save-as',
  import: 'file.import',
  export: 'file.export',
  openRecent: 'file.open-recent',
} as const;

/**
 * The player display's feed (issue 8). Desktop: the GM window publishes the feed, main keeps the
 * last one and relays it to the display window, whose own preload exposes only `DisplayFeedApi`
 * (read-only: no file, no database, nothing to send but "what is the feed now?").
 */
export const DISPLAY_INVOKE = {
  publish: { name: 'paravent:display:publish', roles: GM_ONLY, parse: parseDisplayFeed },
  /** A change of the projection, applied by main to the feed it holds (answers whether it fitted). */
  patch: { name: 'paravent:display:patch', roles: GM_ONLY, parse: parseDisplayPatch },
  current: { name: 'paravent:display:current', roles: ['display'], parse: noPayload },
} as const satisfies {
  publish: InvokeChannel<DisplayFeed>;
  patch: InvokeChannel<PlayerViewPatch>;
  current: InvokeChannel<undefined>;
};

/** Push channel of the feed (main → display window). */
export const DISPLAY_PUSH = {
  feed: { name: 'paravent:display:feed', parse: parseDisplayFeed },
} as const satisfies { feed: PushChannel<DisplayFeed> };

/** What the display window's preload exposes as `window.paraventDisplay`: subscription only. */
export interface DisplayFeedApi {
  /** The last feed the GM window published, or null when none yet. */
  current(): Promise<DisplayFeed | null>;
  /** Subscribes to each new feed; returns the unsubscribe function. */
  onFeed(listener: (feed: DisplayFeed) => void): () => void;
}

/**
 * The players' link (issue 29), GM window only. main serves the page and the projection on the
 * interface the GM picked; the projection it sends is the display feed the GM window already
 * publishes (DISPLAY_INVOKE.publish), so nothing else crosses for it.
 */
export const PLAYERS_LINK_INVOKE = {
  interfaces: { name: 'paravent:players-link:interfaces', roles: GM_ONLY, parse: noPayload },
  start: { name: 'paravent:players-link:start', roles: GM_ONLY, parse: parsePlayersLinkStart },
  stop: { name: 'paravent:players-link:stop', roles: GM_ONLY, parse: noPayload },
  renew: { name: 'paravent:players-link:renew', roles: GM_ONLY, parse: noPayload },
  status: { name: 'paravent:players-link:status', roles: GM_ONLY, parse: noPayload },
} as const satisfies {
  interfaces: InvokeChannel<undefined>;
  start: InvokeChannel<PlayersLinkStart>;
  stop: InvokeChannel<undefined>;
  renew: InvokeChannel<undefined>;
  status: InvokeChannel<undefined>;
};

/** Push channel of the link's status (main → GM window): on, off, phones coming and going. */
export const PLAYERS_LINK_PUSH = {
  status: { name: 'paravent:players-link:status-changed', parse: parsePlayersLinkStatus },
} as const satisfies { status: PushChannel<PlayersLinkStatus> };

/** The parsers of the link's answers (the preload checks what main says before the page sees it). */
export const PLAYERS_LINK_ANSWERS = {
  places: parsePlayersLinkPlaces,
  answer: parsePlayersLinkAnswer,
  status: parsePlayersLinkStatus,
} as const;
