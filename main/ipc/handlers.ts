import { DISPLAY_INVOKE, FILE_INVOKE, INVOKE, WINDOW_INVOKE } from '../../shared/ipc';
import type { BackupService } from '../backups/backup-service';
import type { FilesService } from '../files/files-service';
import type { AppInfo, ColorScheme, DisplayFeed, PrintOutcome } from '../../shared/ipc';
import type { PlayerViewPatch } from '../../shared/combat/player-view-patch';
import type { RegisterInvoke } from './register';

/** What the app handlers act on. */
export interface AppHandlerDeps {
  /** Version and platform of the running app. */
  appInfo(): AppInfo;
  /** Opens the player display, or focuses it when it is already open. */
  openPlayerDisplay(): void;
  /** The GM window's renderer agreed to close (main/windows/close-guard.ts). */
  closeGmWindow(): void;
}

/** Registers the handlers of INVOKE (app info, player display, closing the GM window). */
export function registerAppHandlers(registerInvoke: RegisterInvoke, deps: AppHandlerDeps): void {
  registerInvoke(INVOKE.getAppInfo, (): AppInfo => deps.appInfo());
  registerInvoke(INVOKE.openPlayerDisplay, (): void => {
    deps.openPlayerDisplay();
  });
  registerInvoke(INVOKE.closeWindow, (): void => {
    deps.closeGmWindow();
  });
}

/** What the GM window's own handlers act on. */
export interface WindowHandlerDeps {
  /** Prints the GM window (main/windows/print-page.ts). */
  print(): Promise<PrintOutcome>;
  /** The theme the GM window shows: its background follows (main/windows/window-theme.ts). */
  setColorScheme(scheme: ColorScheme): void;
}

/** Registers WINDOW_INVOKE: printing and the background under the theme (GM window only). */
export function registerWindowHandlers(registerInvoke: RegisterInvoke, deps: WindowHandlerDeps): void {
  registerInvoke(WINDOW_INVOKE.print, () => deps.print());
  registerInvoke(WINDOW_INVOKE.setColorScheme, (scheme): void => deps.setColorScheme(scheme));
}

/** What the files and backups handlers act on (main/files, main/backups). */
export interface FileHandlerDeps {
  files: Pick<FilesService, 'open' | 'save' | 'saveAs' | 'importFile' | 'listRecent' | 'openRecent'>;
  backups: Pick<BackupService, 'update' | 'snapshot' | 'list' | 'read' | 'recovery'>;
}

/** Registers the handlers of FILE_INVOKE (GM window only; payloads already checked by the gate). */
export function registerFileHandlers(registerInvoke: RegisterInvoke, deps: FileHandlerDeps): void {
  const { files, backups } = deps;
  registerInvoke(FILE_INVOKE.openFile, () => files.open());
  registerInvoke(FILE_INVOKE.saveFile, (request) => files.save(request));
  registerInvoke(FILE_INVOKE.saveFileAs, (request) => files.saveAs(request));
  registerInvoke(FILE_INVOKE.importFile, () => files.importFile());
  registerInvoke(FILE_INVOKE.listRecentFiles, () => files.listRecent());
  registerInvoke(FILE_INVOKE.openRecentFile, (handle) => files.openRecent(handle));
  registerInvoke(FILE_INVOKE.autosave, (update): void => backups.update(update));
  registerInvoke(FILE_INVOKE.snapshot, (request) => backups.snapshot(request));
  registerInvoke(FILE_INVOKE.listBackups, () => backups.list());
  registerInvoke(FILE_INVOKE.readBackup, (id) => backups.read(id));
  registerInvoke(FILE_INVOKE.getRecovery, () => backups.recovery());
}

/** What the display handlers act on (main/windows/display-feed-relay.ts). */
export interface DisplayHandlerDeps {
  publish(feed: DisplayFeed): void;
  /** Applies a change of the projection to the feed held; false when it does not fit. */
  patch(patch: PlayerViewPatch): boolean;
  current(): DisplayFeed | null;
}

/**
 * Registers DISPLAY_INVOKE: the GM window publishes (the gate checked the feed's schema and that
 * the sender is the GM window); the display window asks for the last feed, and can do nothing else.
 */
export function registerDisplayHandlers(registerInvoke: RegisterInvoke, deps: DisplayHandlerDeps): void {
  registerInvoke(DISPLAY_INVOKE.publish, (feed): void => deps.publish(feed));
  registerInvoke(DISPLAY_INVOKE.patch, (patch) => deps.patch(patch));
  registerInvoke(DISPLAY_INVOKE.current, () => deps.current());
}
