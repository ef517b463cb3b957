/**
 * What the renderer sees of its host: `window.paravent` (ParaventApi) in the GM window and
 * `window.paraventDisplay` (DisplayFeedApi) in the player display. Desktop: preload builds these
 * functions from the channels of shared/ipc.ts and main answers them. Web: renderer/host/web-host.ts
 * implements the same interfaces in the browser.
 */
import type {
  AppInfo,
  AutosaveUpdate,
  BackupInfo,
  BackupSnapshot,
  ColorScheme,
  DisplayFeed,
  ExternalFile,
  HostNotice,
  MenuState,
  OpenFileResult,
  PlayersLinkApi,
  PrintOutcome,
  RecentFile,
  SaveAsRequest,
  SaveFileResult,
  SaveRequest,
  SnapshotRequest,
} from './ipc';
import type { PlayerViewPatch } from './combat/player-view-patch';

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
   * Prints the page as its print stylesheet lays it out (« Imprimer », Ctrl+P): desktop through
   * Electron's `webContents.print` (the system's dialog), web through the browser's `window.print()`.
   */
  print(): Promise<PrintOutcome>;
  /**
   * Desktop: the native menus' language and the key table's accelerators (sent at start and at each
   * language change; main rebuilds the menus). Absent on the web, which has no native menus.
   */
  setMenu?(state: MenuState): Promise<void>;
  /**
   * Desktop: the theme on screen, so that the window's background (before a page paints, and at the
   * next start) matches it. Absent on the web.
   */
  setColorScheme?(scheme: ColorScheme): Promise<void>;
}

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
  /** Files opened from outside (double click on a .paravent, drop on the icon); returns the unsubscribe. */
  onExternalFile(listener: (file: ExternalFile) => void): () => void;
}

/** What the display window's preload exposes as `window.paraventDisplay`: subscription only. */
export interface DisplayFeedApi {
  /** The last feed the GM window published, or null when none yet. */
  current(): Promise<DisplayFeed | null>;
  /** Subscribes to each new feed; returns the unsubscribe function. */
  onFeed(listener: (feed: DisplayFeed) => void): () => void;
}
