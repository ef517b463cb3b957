/**
 * Files handed over by the operating system (association, argv, open-file, a second instance) go
 * to the GM window as `FILE_PUSH.externalFile`. Until the window can receive them they wait here.
 */
import { basename } from 'node:path';
import { FILE_PUSH } from '../../shared/ipc';
import type { ExternalFile, OpenFileResult } from '../../shared/ipc';

/** The GM window's webContents, when it is loaded. */
export interface ExternalFileTarget {
  send(channel: string, payload: ExternalFile): void;
}

/** The queue of external files. */
export interface ExternalFiles {
  /** Reads a path and sends it (or keeps it until `flush`). */
  open(path: string): Promise<void>;
  /** Sends what waited (call when the GM window finished loading). */
  flush(): void;
}

/** Creates the queue. `target()` is undefined while the GM window is not ready. */
export function createExternalFiles(
  read: (path: string) => Promise<OpenFileResult>,
  target: () => ExternalFileTarget | undefined,
): ExternalFiles {
  const waiting: ExternalFile[] = [];
  const flush = () => {
    const t = target();
    if (!t) return;
    for (const message of waiting.splice(0)) {
      const checked = FILE_PUSH.externalFile.parse(message);
      if (checked.ok) t.send(FILE_PUSH.externalFile.name, checked.value);
    }
  };
  return {
    async open(path) {
      const result = await read(path);
      if (result.status === 'opened') waiting.push({ ok: true, file: result.file });
      else if (result.status === 'error')
        waiting.push({ ok: false, name: basename(path), message: result.message });
      flush();
    },
    flush,
  };
}
