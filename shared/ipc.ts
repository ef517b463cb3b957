/**
 * The one typed contract between the renderer and its host (`window.paravent`, shared/host-api.ts):
 * every channel, named `paravent:…`, with the window roles allowed to use it and the valibot schemas
 * of what it carries — the payload (main checks it at its gate, preload before sending) and the
 * answer (preload checks main's answer before the page sees it). The payload types are the schemas'
 * outputs, so a check and its type cannot drift apart. Web: renderer/host/ implements the same API.
 */
import * as v from 'valibot';
import { DISPLAY_FEED_SCHEMA, parseDisplayPatch, type DisplayFeed } from './combat/display-feed';
import { MAX_FILE_BYTES, utf8Length } from './files/limits';
import { COUNT_LIMITS } from './limits';
import { SNAPSHOT_REASONS } from './files/retention';
import { parseSnapshotFileName } from './files/snapshot-names';
import { ACCELERATOR, type MenuState } from './menu-state';
import {
  parsePlayersLinkAnswer,
  parsePlayersLinkPlaces,
  parsePlayersLinkStart,
  parsePlayersLinkStatus,
} from './players-link';

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
export type { DisplayFeedApi, FilesApi, MenuCommandId, ParaventApi } from './host-api';

/** Which window a renderer lives in. */
export type WindowRole = 'gm' | 'display';

/** A check's answer: the value typed (unknown keys dropped), or a French message naming the field. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** A schema's check as a function: what every channel's `parse` is. */
export function parserOf<T>(schema: v.GenericSchema<unknown, T>): (payload: unknown) => Parsed<T> {
  return (payload) => {
    const result = v.safeParse(schema, payload);
    if (result.success) return { ok: true, value: result.output };
    const issue = result.issues[0];
    const path = v.getDotPath(issue);
    return { ok: false, error: path ? `${path} : ${issue.message}` : issue.message };
  };
}

/** A request/response channel: its name, who may call it, its payload's and its answer's schemas. */
export interface InvokeChannel<Req, Res = unknown> {
  name: `paravent:${string}`;
  roles: readonly WindowRole[];
  payload: v.GenericSchema<unknown, Req>;
  answer: v.GenericSchema<unknown, Res>;
  /** The payload typed, or a French message saying what was wrong. */
  parse(payload: unknown): Parsed<Req>;
}

/** A push channel from main to renderers, with its message's schema. */
export interface PushChannel<Msg> {
  name: `paravent:${string}`;
  payload: v.GenericSchema<unknown, Msg>;
  parse(payload: unknown): Parsed<Msg>;
}

function invoke<Req, Res>(
  name: `paravent:${string}`,
  roles: readonly WindowRole[],
  payload: v.GenericSchema<unknown, Req>,
  answer: v.GenericSchema<unknown, Res>,
): InvokeChannel<Req, Res> {
  return { name, roles, payload, answer, parse: parserOf(payload) };
}

function push<Msg>(name: `paravent:${string}`, payload: v.GenericSchema<unknown, Msg>): PushChannel<Msg> {
  return { name, payload, parse: parserOf(payload) };
}

const GM_ONLY = ['gm'] as const satisfies readonly WindowRole[];

// ——— What the channels carry ———

/** No payload (or no answer). */
const NOTHING = v.undefined('aucune donnée attendue');

/** Longest line the log channel (and a host notice) accepts. */
export const MAX_LOG_LINE = 2000;

const COMMAND_ID = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/;
/** A file handle the host gave (a dialog's answer, an entry of the recent list): never a path. */
const HANDLE = /^[a-f0-9-]{8,64}$/;

const logLine = v.pipe(
  v.string(),
  v.maxLength(MAX_LOG_LINE, `texte de ${MAX_LOG_LINE} caractères au plus attendu`),
);
const commandId = v.pipe(
  v.string('identifiant de commande attendu'),
  v.maxLength(80, 'identifiant de commande attendu'),
  v.regex(COMMAND_ID, 'identifiant de commande attendu'),
);
const handle = v.pipe(
  v.string('poignée de fichier invalide'),
  v.regex(HANDLE, 'poignée de fichier invalide'),
);
/** A file's text: 5 MB of UTF-8 at most (the reader's ceiling). */
const fileText = v.pipe(
  v.string('texte de 5 Mo au plus attendu'),
  v.maxLength(MAX_FILE_BYTES, 'texte de 5 Mo au plus attendu'),
  v.check((text) => utf8Length(text, MAX_FILE_BYTES) <= MAX_FILE_BYTES, 'texte de 5 Mo au plus attendu'),
);
const name = (max: number, message: string) =>
  v.pipe(v.string(message), v.minLength(1, message), v.maxLength(max, message));
const backupId = v.pipe(
  v.string('identifiant de sauvegarde invalide'),
  v.maxLength(200, 'identifiant de sauvegarde invalide'),
  v.check((id) => parseSnapshotFileName(id) !== null, 'identifiant de sauvegarde invalide'),
);

/** What the host says about itself (the About box). */
const APP_INFO = v.object({
  host: v.picklist(['desktop', 'web']),
  version: v.pipe(v.string(), v.maxLength(100)),
  platform: v.pipe(v.string(), v.maxLength(500)),
});
export type AppInfo = v.InferOutput<typeof APP_INFO>;

/** A message from the host for the GM (shown as a notification). */
const HOST_NOTICE = v.object(
  { tone: v.picklist(['error', 'ok'], 'avis { tone, message } attendu'), message: logLine },
  'objet attendu',
);
export type HostNotice = v.InferOutput<typeof HOST_NOTICE>;

/** The native menus' language and, by command id, the accelerator of each command that has one. */
const MENU_STATE = v.object(
  {
    language: v.picklist(['fr', 'en'], 'langue attendue (fr, en)'),
    accelerators: v.pipe(
      // A record, not an array (valibot's record takes an array's indexes as keys).
      v.custom<object>(
        (table) => typeof table === 'object' && table !== null && !Array.isArray(table),
        'table des raccourcis attendue',
      ),
      v.record(
        v.pipe(v.string(), v.maxLength(80, 'commande invalide'), v.regex(COMMAND_ID, 'commande invalide')),
        v.pipe(v.string('raccourci invalide'), v.regex(ACCELERATOR, 'raccourci invalide')),
        'table des raccourcis attendue',
      ),
      v.check((table) => Object.keys(table).length <= 100, 'trop de raccourcis'),
    ),
  },
  'objet attendu',
) satisfies v.GenericSchema<unknown, MenuState>;

/** A file the host read for the renderer. `handle` lets « Enregistrer » write it back (null: never). */
const OPENED_FILE = v.object({
  handle: v.nullable(handle),
  name: name(300, 'fichier invalide'),
  text: fileText,
});
export type OpenedFile = v.InferOutput<typeof OPENED_FILE>;

/** Answer to Ouvrir / Importer / a recent file. */
const OPEN_FILE_RESULT = v.variant('status', [
  v.object({
    status: v.literal('opened'),
    file: OPENED_FILE,
    /** Importer with several files chosen: the others read, in the order chosen. */
    more: v.optional(v.pipe(v.array(OPENED_FILE), v.maxLength(COUNT_LIMITS.importFiles - 1))),
    /** …and those that could not be read, each with why. */
    failed: v.optional(
      v.pipe(
        v.array(v.object({ name: name(300, 'fichier invalide'), message: logLine })),
        v.maxLength(COUNT_LIMITS.importFiles),
      ),
    ),
  }),
  v.object({ status: v.literal('cancelled') }),
  v.object({ status: v.literal('error'), message: logLine }),
]);
export type OpenFileResult = v.InferOutput<typeof OPEN_FILE_RESULT>;

/** Answer to Enregistrer / Enregistrer sous / Exporter. */
const SAVE_FILE_RESULT = v.variant('status', [
  v.object({
    status: v.literal('saved'),
    handle: v.nullable(handle),
    name: name(300, 'nom attendu'),
    /** Written, with something the GM should know (the folder's flush was not confirmed). */
    warning: v.optional(logLine),
  }),
  v.object({ status: v.literal('cancelled') }),
  v.object({ status: v.literal('error'), message: logLine }),
]);
export type SaveFileResult = v.InferOutput<typeof SAVE_FILE_RESULT>;

/** Enregistrer: to the file behind `handle`, or through a dialog when it is null or unknown. */
const SAVE_REQUEST = v.object(
  { handle: v.nullable(handle), text: fileText, suggestedName: name(200, 'nom de fichier attendu') },
  'objet attendu',
);
export type SaveRequest = v.InferOutput<typeof SAVE_REQUEST>;

/** Enregistrer sous / Exporter (`kind` picks the dialog's title and filter). */
const SAVE_AS_REQUEST = v.object(
  {
    text: fileText,
    suggestedName: name(200, 'nom de fichier attendu'),
    kind: v.picklist(['encounter', 'library', 'improved-initiative'], 'sorte de fichier attendue'),
  },
  'objet attendu',
);
export type SaveAsRequest = v.InferOutput<typeof SAVE_AS_REQUEST>;

/** An entry of the recent files list (`path` is shown as a hint, never sent back). */
const RECENT_FILE = v.object({
  handle,
  name: name(300, 'nom attendu'),
  path: v.pipe(v.string(), v.maxLength(4096)),
});
export type RecentFile = v.InferOutput<typeof RECENT_FILE>;

/** The current state of a fight, sent (throttled) for the autosave snapshots. */
const AUTOSAVE_UPDATE = v.object(
  { encounterId: name(100, 'identifiant de rencontre attendu'), text: fileText },
  'objet attendu',
);
export type AutosaveUpdate = v.InferOutput<typeof AUTOSAVE_UPDATE>;

/** A snapshot asked for now: before an import, a migration or a restore. */
const SNAPSHOT_REQUEST = v.object(
  {
    ...AUTOSAVE_UPDATE.entries,
    reason: v.picklist(SNAPSHOT_REASONS, 'raison de la sauvegarde attendue'),
  },
  'objet attendu',
);
export type SnapshotRequest = v.InferOutput<typeof SNAPSHOT_REQUEST>;

/** A snapshot as listed: its time, reason and fight are read from its id (a file name), never trusted apart. */
const BACKUP_INFO = v.pipe(
  v.object({ id: backupId }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const info = parseSnapshotFileName(dataset.value.id);
    if (info === null) {
      addIssue({ message: 'identifiant de sauvegarde invalide' });
      return NEVER;
    }
    return { id: info.id, at: info.at, reason: info.reason, encounterId: info.encounterId };
  }),
);
export type BackupInfo = v.InferOutput<typeof BACKUP_INFO>;

/** A snapshot with its text. */
const BACKUP_SNAPSHOT = v.pipe(
  v.object({ id: backupId, text: v.string() }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const info = parseSnapshotFileName(dataset.value.id);
    if (info === null) {
      addIssue({ message: 'identifiant de sauvegarde invalide' });
      return NEVER;
    }
    return {
      id: info.id,
      at: info.at,
      reason: info.reason,
      encounterId: info.encounterId,
      text: dataset.value.text,
    };
  }),
);
export type BackupSnapshot = v.InferOutput<typeof BACKUP_SNAPSHOT>;

/** Pushed to the GM window: a file opened from outside (association, drop on the icon…), or why it could not be. */
const EXTERNAL_FILE = v.variant(
  'ok',
  [
    v.object({ ok: v.literal(true), file: OPENED_FILE }),
    v.object({
      ok: v.literal(false),
      name: name(300, 'nom attendu'),
      message: name(2000, 'message attendu'),
    }),
  ],
  'fichier attendu',
);
export type ExternalFile = v.InferOutput<typeof EXTERNAL_FILE>;

/** The colour scheme on screen: the desktop window's background follows it (no dark flash behind the light theme). */
const COLOR_SCHEME = v.picklist(['light', 'dark'], 'thème attendu (light, dark)');
export type ColorScheme = v.InferOutput<typeof COLOR_SCHEME>;

/** How a print went: printed, cancelled by the GM in the system's dialog, or failed (with the system's reason). */
const PRINT_OUTCOME = v.object({
  status: v.picklist(['printed', 'cancelled', 'failed']),
  reason: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type PrintOutcome = v.InferOutput<typeof PRINT_OUTCOME>;

// ——— The channels ———

/** Invoke channels of the app (renderer → main, with an answer). */
export const INVOKE = {
  getAppInfo: invoke('paravent:app:get-info', ['gm', 'display'], NOTHING, APP_INFO),
  openPlayerDisplay: invoke('paravent:display:open', GM_ONLY, NOTHING, NOTHING),
  closeWindow: invoke('paravent:window:close', GM_ONLY, NOTHING, NOTHING),
};

/** The GM window itself: printing (webContents.print) and the background under its theme. */
export const WINDOW_INVOKE = {
  print: invoke('paravent:window:print', GM_ONLY, NOTHING, PRINT_OUTCOME),
  setColorScheme: invoke('paravent:window:color-scheme', GM_ONLY, COLOR_SCHEME, NOTHING),
};

/** Push channels (main → renderer): a command of the application menu, by registry id. */
export const PUSH = {
  menuCommand: push('paravent:menu:command', commandId),
};

/** The log file channel (renderer → main; GM window: the display has nothing to write). */
export const LOG_INVOKE = {
  write: invoke('paravent:log:write', GM_ONLY, logLine, NOTHING),
};

/** Host notices (main → GM window). */
export const NOTICE_PUSH = {
  notice: push('paravent:host:notice', HOST_NOTICE),
};

/** The native menus' state (GM window only): language and accelerators. */
export const MENU_INVOKE = {
  setMenu: invoke('paravent:menu:set', GM_ONLY, MENU_STATE, NOTHING),
};

/** The GM window's close request (main → GM window, no payload). */
export const WINDOW_PUSH = {
  closeRequested: push('paravent:window:close-requested', NOTHING),
};

/**
 * Files and backups (GM window only). The renderer sends texts and opaque handles, never a path to
 * write. Desktop: native dialogs, atomic writes, snapshots in userData/backups. Web: download/upload
 * and IndexedDB.
 */
export const FILE_INVOKE = {
  openFile: invoke('paravent:files:open', GM_ONLY, NOTHING, OPEN_FILE_RESULT),
  saveFile: invoke('paravent:files:save', GM_ONLY, SAVE_REQUEST, SAVE_FILE_RESULT),
  saveFileAs: invoke('paravent:files:save-as', GM_ONLY, SAVE_AS_REQUEST, SAVE_FILE_RESULT),
  importFile: invoke('paravent:files:import', GM_ONLY, NOTHING, OPEN_FILE_RESULT),
  listRecentFiles: invoke('paravent:files:recent', GM_ONLY, NOTHING, v.array(RECENT_FILE)),
  openRecentFile: invoke('paravent:files:open-recent', GM_ONLY, handle, OPEN_FILE_RESULT),
  autosave: invoke('paravent:backups:autosave', GM_ONLY, AUTOSAVE_UPDATE, NOTHING),
  snapshot: invoke('paravent:backups:snapshot', GM_ONLY, SNAPSHOT_REQUEST, v.nullable(BACKUP_INFO)),
  listBackups: invoke('paravent:backups:list', GM_ONLY, NOTHING, v.array(BACKUP_INFO)),
  readBackup: invoke('paravent:backups:read', GM_ONLY, backupId, v.nullable(BACKUP_SNAPSHOT)),
  getRecovery: invoke('paravent:backups:recovery', GM_ONLY, NOTHING, v.nullable(BACKUP_SNAPSHOT)),
};

/** Files opened from outside (main → GM window). */
export const FILE_PUSH = {
  externalFile: push('paravent:files:external', EXTERNAL_FILE),
};

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
 * (read-only: no file, no database, nothing to send but « what is the feed now? »).
 */
export const DISPLAY_INVOKE = {
  publish: invoke('paravent:display:publish', GM_ONLY, DISPLAY_FEED_SCHEMA, NOTHING),
  /** A change of the projection, applied by main to the feed it holds (answers whether it fitted). */
  patch: invoke('paravent:display:patch', GM_ONLY, parsedBy(parseDisplayPatch), v.boolean()),
  current: invoke(
    'paravent:display:current',
    ['display'],
    NOTHING,
    v.nullable(DISPLAY_FEED_SCHEMA) satisfies v.GenericSchema<unknown, DisplayFeed | null>,
  ),
};

/** Push channel of the feed (main → display window). */
export const DISPLAY_PUSH = {
  feed: push('paravent:display:feed', DISPLAY_FEED_SCHEMA),
};

/** The custom scheme and host the desktop app is served from (never file://). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'paravent';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * A valibot schema around one of the players' link's own parsers (shared/players-link.ts, which
 * the web host's server shares): its message when it refuses, its typed value when it accepts.
 */
function parsedBy<T>(parse: (payload: unknown) => Parsed<T>): v.GenericSchema<unknown, T> {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parsed = parse(dataset.value);
      if (parsed.ok) return parsed.value;
      addIssue({ message: parsed.error });
      return NEVER;
    }),
  );
}

const LINK_START = parsedBy(parsePlayersLinkStart);
const LINK_STATUS = parsedBy(parsePlayersLinkStatus);
const LINK_ANSWER = parsedBy(parsePlayersLinkAnswer);
const LINK_PLACES = parsedBy(parsePlayersLinkPlaces);

/**
 * The players' link (issue 29), GM window only. main serves the page and the projection on the
 * interface the GM picked; the projection it sends is the display feed the GM window already
 * publishes (DISPLAY_INVOKE.publish), so nothing else crosses for it.
 */
export const PLAYERS_LINK_INVOKE = {
  interfaces: invoke('paravent:players-link:interfaces', GM_ONLY, NOTHING, LINK_PLACES),
  start: invoke('paravent:players-link:start', GM_ONLY, LINK_START, LINK_ANSWER),
  stop: invoke('paravent:players-link:stop', GM_ONLY, NOTHING, LINK_STATUS),
  renew: invoke('paravent:players-link:renew', GM_ONLY, NOTHING, LINK_ANSWER),
  status: invoke('paravent:players-link:status', GM_ONLY, NOTHING, LINK_STATUS),
};

/** Push channel of the link's status (main → GM window): on, off, phones coming and going. */
export const PLAYERS_LINK_PUSH = {
  status: push('paravent:players-link:status-changed', LINK_STATUS),
};
