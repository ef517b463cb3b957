/**
 * Ouvrir, Enregistrer, Enregistrer sous, Importer, Exporter and the recent files, for the GM
 * window. Paths never come from the renderer: they come from a native dialog, the recent list, or
 * the operating system (association, argv); the renderer only gets opaque handles for them.
 * Writes are atomic and keep the previous version as `.bak`.
 */
import { randomUUID } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { PARAVENT_FILE_SUFFIX, readImportBatch, suffixFor, withoutParaventSuffix } from '../../shared/files';
import type {
  OpenFileResult,
  RecentFile,
  SaveAsRequest,
  SaveFileResult,
  SaveRequest,
} from '../../shared/ipc';
import {
  FolderNotSyncedError,
  ReadOnlyFileError,
  sweepTempFilesNextTo,
  writeFileAtomic,
} from './atomic-write';
import type { FileSystem } from './atomic-write';
import { readFileChecked } from './read-checked';
import { mainFileWords, type MainLanguage } from './main-messages';
import type { RecentFiles } from './recent-files';

/** A file filter of a dialog. */
export interface DialogFilter {
  name: string;
  extensions: string[];
}

/** The native dialogs (Electron's `dialog` in the app, a fake in tests). Null: cancelled. */
export interface FileDialogs {
  showOpen(options: { title: string; filters: DialogFilter[] }): Promise<string | null>;
  /** The same dialog, several files chosen at once (Importer); null or [] when cancelled. */
  showOpenMany(options: { title: string; filters: DialogFilter[] }): Promise<string[] | null>;
  showSave(options: { title: string; defaultPath: string; filters: DialogFilter[] }): Promise<string | null>;
}

/** What the service needs. */
export interface FilesServiceDeps {
  fs: FileSystem;
  dialogs: FileDialogs;
  recent: RecentFiles;
  /** Folder proposed by the first save dialog (the user's documents). */
  defaultFolder: string;
  /** Called when the recent list changed (to rebuild the menu). */
  onRecentChanged?: () => void;
  /** Called when a write failed (for the log file). */
  onWriteFailed?: (path: string, error: unknown) => void;
  /** The interface's language (sent with the menus); French when not given. */
  language?: () => MainLanguage;
}

/** The files service. */
export interface FilesService {
  open(): Promise<OpenFileResult>;
  /** Opens a path given by the operating system or the recent menu. */
  openPath(path: string): Promise<OpenFileResult>;
  save(request: SaveRequest): Promise<SaveFileResult>;
  saveAs(request: SaveAsRequest): Promise<SaveFileResult>;
  importFile(): Promise<OpenFileResult>;
  listRecent(): RecentFile[];
  openRecent(handle: string): Promise<OpenFileResult>;
}

/** A file name from the renderer's suggestion: no folder, no odd characters, our suffix. */
export function safeFileName(suggested: string, kind: SaveAsRequest['kind'] = 'encounter'): string {
  const cleaned = [...withoutParaventSuffix(suggested)]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
    .join('');
  const base = cleaned.trim().slice(0, 120);
  return `${base === '' || base === '.' || base === '..' ? 'rencontre' : base}${suffixFor(kind)}`;
}

function withSuffix(path: string): string {
  const lower = path.toLowerCase();
  return lower.endsWith('.json') || lower.endsWith('.paravent') ? path : `${path}${PARAVENT_FILE_SUFFIX}`;
}

/** Creates the files service. */
export function createFilesService(deps: FilesServiceDeps): FilesService {
  const handles = new Map<string, string>();
  let lastFolder = deps.defaultFolder;
  const handleFor = (path: string): string => {
    for (const [h, p] of handles) if (p === path) return h;
    const h = randomUUID();
    handles.set(h, path);
    return h;
  };
  const remember = async (path: string) => {
    lastFolder = dirname(path);
    await deps.recent.add(path).catch(() => undefined);
    deps.onRecentChanged?.();
  };
  const words = () => mainFileWords(deps.language?.() ?? 'fr');
  /** `.paravent` first: the extension a save dialog proposes; `.json` for the files saved before. */
  const paraventFilter = (): DialogFilter => ({
    name: words().paraventFiles,
    extensions: ['paravent', 'json'],
  });
  const read = async (path: string, keepHandle: boolean): Promise<OpenFileResult> => {
    const r = await readFileChecked(deps.fs, path, deps.language?.() ?? 'fr');
    if (!r.ok) return { status: 'error', message: r.message };
    await sweepTempFilesNextTo(path, deps.fs);
    if (keepHandle) await remember(path);
    return {
      status: 'opened',
      file: { handle: keepHandle ? handleFor(path) : null, name: r.name, text: r.text },
    };
  };
  const write = async (path: string, text: string, keepHandle: boolean): Promise<SaveFileResult> => {
    await sweepTempFilesNextTo(path, deps.fs);
    let warning: string | undefined;
    try {
      await writeFileAtomic(path, text, { fs: deps.fs, keepBackup: true });
    } catch (error) {
      deps.onWriteFailed?.(path, error);
      // The new file is in place: say so, and that only the folder's flush is not confirmed.
      if (error instanceof FolderNotSyncedError) warning = words().folderNotSynced(basename(path), error.why);
      else {
        if (error instanceof ReadOnlyFileError)
          return { status: 'error', message: words().readOnly(basename(path)) };
        const why = error instanceof Error && 'code' in error ? String(error.code) : words().unknownError;
        return { status: 'error', message: words().notSaved(basename(path), why) };
      }
    }
    if (keepHandle) await remember(path);
    const saved = {
      status: 'saved' as const,
      handle: keepHandle ? handleFor(path) : null,
      name: basename(path),
    };
    return warning === undefined ? saved : { ...saved, warning };
  };
  const saveAs = async (request: SaveAsRequest): Promise<SaveFileResult> => {
    const exporting = request.kind !== 'encounter';
    const forImprovedInitiative = request.kind === 'improved-initiative';
    const path = await deps.dialogs.showSave({
      title: forImprovedInitiative
        ? words().exportImprovedInitiativeTitle
        : exporting
          ? words().exportLibraryTitle
          : words().saveAsTitle,
      defaultPath: join(lastFolder, safeFileName(request.suggestedName, request.kind)),
      filters: [
        forImprovedInitiative
          ? { name: words().improvedInitiativeFiles, extensions: ['json'] }
          : paraventFilter(),
      ],
    });
    if (path === null) return { status: 'cancelled' };
    return write(withSuffix(path), request.text, !exporting);
  };
  return {
    async open() {
      const path = await deps.dialogs.showOpen({ title: words().openTitle, filters: [paraventFilter()] });
      return path === null ? { status: 'cancelled' } : read(path, true);
    },
    openPath: (path) => read(path, true),
    async save(request) {
      const path = request.handle === null ? undefined : handles.get(request.handle);
      if (path === undefined)
        return saveAs({ text: request.text, suggestedName: request.suggestedName, kind: 'encounter' });
      return write(path, request.text, true);
    },
    saveAs,
    async importFile() {
      const paths = await deps.dialogs.showOpenMany({
        title: words().importTitle,
        filters: [
          { name: words().importAll, extensions: ['json', 'paravent', 'cmpt', 'cmcs', 'cmx'] },
          { name: words().importJson, extensions: ['json', 'paravent'] },
          { name: words().importCombatManager, extensions: ['cmpt', 'cmcs', 'cmx'] },
        ],
      });
      return readImportBatch(paths ?? [], basename, (path) => read(path, false), {
        tooMany: (count, max) => words().tooManyFiles(count, max),
        tooBig: (name, bytes) => words().batchTooBig(name, bytes),
      });
    },
    listRecent: () =>
      deps.recent.list().map((path) => ({ handle: handleFor(path), name: basename(path), path })),
    async openRecent(handle) {
      const path = handles.get(handle);
      if (path === undefined || !deps.recent.list().includes(path)) {
        return { status: 'error', message: words().notRecent };
      }
      const result = await read(path, true);
      if (result.status === 'error') {
        await deps.recent.remove(path).catch(() => undefined);
        deps.onRecentChanged?.();
      }
      return result;
    },
  };
}
