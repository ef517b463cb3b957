/**
 * The local log file (issue 17): userData/logs/paravent.log, one line per event (time, source,
 * message), rotating at `maxBytes` into paravent.1.log … paravent.<keep>.log, so it never holds
 * more than (keep + 1) × maxBytes (4 MB by default). Written from main (errors, refused files,
 * recoveries, renderer crashes) and from the GM window through LOG_INVOKE. Never throws: a log
 * that cannot be written is dropped, the program goes on.
 */
import * as nodeFs from 'node:fs/promises';
import { join } from 'node:path';

/** The parts of node:fs/promises the log uses. */
export type LogFileSystem = Pick<typeof nodeFs, 'appendFile' | 'mkdir' | 'rename' | 'stat' | 'unlink'>;

/** What the log needs. */
export interface LogFileOptions {
  folder: string;
  fs?: LogFileSystem;
  /** Size of one file before it rotates (default 1 MB). */
  maxBytes?: number;
  /** Older files kept (default 3). */
  keep?: number;
  now?: () => number;
}

/** The log. */
export interface LogFile {
  readonly folder: string;
  /** Appends a line (queued; lines keep their order). */
  write(source: 'main' | 'renderer', message: string): Promise<void>;
}

/** The log file's name. */
const LOG_NAME = 'paravent.log';

/** Creates the log (see the file comment). */
export function createLogFile(options: LogFileOptions): LogFile {
  const fs = options.fs ?? nodeFs;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const keep = options.keep ?? 3;
  const now = options.now ?? Date.now;
  const path = (n: number) => join(options.folder, n === 0 ? LOG_NAME : `paravent.${n}.log`);
  let queue: Promise<void> = Promise.resolve();

  const rotate = async () => {
    await fs.unlink(path(keep)).catch(() => undefined);
    for (let n = keep - 1; n >= 0; n -= 1) await fs.rename(path(n), path(n + 1)).catch(() => undefined);
  };

  const append = async (line: string) => {
    await fs.mkdir(options.folder, { recursive: true });
    const size = await fs.stat(path(0)).then(
      (info) => info.size,
      () => 0,
    );
    if (size > 0 && size + Buffer.byteLength(line) > maxBytes) await rotate();
    await fs.appendFile(path(0), line, 'utf8');
  };

  return {
    folder: options.folder,
    write(source, message) {
      const clean = message.replace(/\s+/g, ' ').trim().slice(0, 2000);
      const line = `${new Date(now()).toISOString()} [${source}] ${clean}\n`;
      queue = queue.then(() => append(line)).catch(() => undefined);
      return queue;
    },
  };
}
