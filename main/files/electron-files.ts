/**
 * The Electron side of the files service: native dialogs bound to the GM window, and the paths the
 * operating system hands over (a `.paravent.json` double-clicked: argv on Windows/Linux, the
 * `open-file` event on macOS, argv of a second instance).
 */
import { dialog } from 'electron';
import type { BaseWindow } from 'electron';
import { isAbsolute } from 'node:path';
import { PARAVENT_FILE_SUFFIX, PARAVENT_OLD_SUFFIX } from '../../shared/files';
import type { FileDialogs } from './files-service';

/** Native dialogs, modal to the GM window when it is open. */
export function electronDialogs(parent: () => BaseWindow | undefined): FileDialogs {
  return {
    async showOpen({ title, filters }) {
      const options = { title, filters, properties: ['openFile' as const] };
      const window = parent();
      const r = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
      return r.canceled ? null : (r.filePaths[0] ?? null);
    },
    async showOpenMany({ title, filters }) {
      const options = { title, filters, properties: ['openFile' as const, 'multiSelections' as const] };
      const window = parent();
      const r = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
      return r.canceled ? null : r.filePaths;
    },
    async showSave({ title, defaultPath, filters }) {
      const options = { title, defaultPath, filters };
      const window = parent();
      const r = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
      return r.canceled || !r.filePath ? null : r.filePath;
    },
  };
}

/** The Paravent files named on a command line (absolute paths ending in .paravent.json or .paravent). */
export function fileArguments(argv: readonly string[]): string[] {
  return argv.filter((arg) => {
    const lower = arg.toLowerCase();
    return (
      !arg.startsWith('-') &&
      isAbsolute(arg) &&
      (lower.endsWith(PARAVENT_FILE_SUFFIX) || lower.endsWith(PARAVENT_OLD_SUFFIX))
    );
  });
}
