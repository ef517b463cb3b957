/**
 * Atomic file writes (DESIGN §5): the data goes to a temporary file in the same folder, is flushed
 * to the disk (fsync), then renamed over the target, and the folder itself is fsynced so that the
 * rename survives a power cut. Either the old file or the new one is there, never half of one.
 * Written here rather than with write-file-atomic, which does temp + fsync + rename but not the
 * folder's fsync. With `keepBackup`, the previous version is first copied (the same way) to
 * `<target>.bak`. Temporary files end with `.paravent-tmp`; `sweepTempFiles` removes those a crash
 * left behind.
 */
import { randomUUID } from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The parts of node:fs/promises the files and backups services use (tests may wrap them). */
export type FileSystem = Pick<
  typeof nodeFs,
  'open' | 'rename' | 'copyFile' | 'unlink' | 'readdir' | 'stat' | 'readFile' | 'mkdir'
>;

/** The suffix of every temporary file. */
export const TEMP_SUFFIX = '.paravent-tmp';
/** The suffix of the previous version. */
export const BACKUP_SUFFIX = '.bak';

/** Options of an atomic write. */
export interface AtomicWriteOptions {
  fs?: FileSystem;
  /** Keep the previous version as `<target>.bak`. Default false. */
  keepBackup?: boolean;
  /** Default process.platform (Windows cannot fsync a folder). */
  platform?: string;
}

/** A fresh temporary path next to `target` (same folder, so the rename stays on one disk). */
export function tempPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${randomUUID().slice(0, 8)}${TEMP_SUFFIX}`);
}

function code(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

async function writeSynced(fs: FileSystem, path: string, data: string | Uint8Array): Promise<void> {
  const handle = await fs.open(path, 'wx', 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** fsync of a folder, so a rename inside it is on the disk. Not possible on Windows (skipped). */
export async function syncFolder(
  fs: FileSystem,
  folder: string,
  platform: string = process.platform,
): Promise<void> {
  if (platform === 'win32') return;
  const handle = await fs.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function copyToBackup(fs: FileSystem, target: string): Promise<void> {
  const temp = tempPathFor(target);
  try {
    await fs.copyFile(target, temp);
  } catch (error) {
    if (code(error) === 'ENOENT') return;
    throw error;
  }
  const handle = await fs.open(temp, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, `${target}${BACKUP_SUFFIX}`);
}

/** Writes `data` to `target` atomically (see the file comment). */
export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const fs = options.fs ?? nodeFs;
  const temp = tempPathFor(target);
  try {
    await writeSynced(fs, temp, data);
    if (options.keepBackup) await copyToBackup(fs, target);
    await fs.rename(temp, target);
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncFolder(fs, dirname(target), options.platform);
}

/** Removes the temporary files a crash left in `folder`; returns their names. */
export async function sweepTempFiles(folder: string, fs: FileSystem = nodeFs): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch {
    return [];
  }
  const stale = names.filter((name) => name.endsWith(TEMP_SUFFIX));
  await Promise.all(stale.map((name) => fs.unlink(join(folder, name)).catch(() => undefined)));
  return stale;
}
