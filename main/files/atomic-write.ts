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
import { basename, dirname, join, resolve } from 'node:path';

/** The parts of node:fs/promises the files and backups services use (tests may wrap them). */
export type FileSystem = Pick<
  typeof nodeFs,
  | 'open'
  | 'rename'
  | 'copyFile'
  | 'unlink'
  | 'readdir'
  | 'stat'
  | 'readFile'
  | 'mkdir'
  | 'chmod'
  | 'realpath'
  | 'lstat'
  | 'readlink'
>;

/** The suffix of every temporary file. */
export const TEMP_SUFFIX = '.paravent-tmp';
/** The suffix of the previous version. */
const BACKUP_SUFFIX = '.bak';

/** Options of an atomic write. */
export interface AtomicWriteOptions {
  fs?: FileSystem;
  /** Keep the previous version as `<target>.bak`. Default false. */
  keepBackup?: boolean;
  /** Default process.platform (Windows cannot fsync a folder). */
  platform?: string;
}

/** A fresh temporary path next to `target` (same folder, so the rename stays on one disk). */
function tempPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${randomUUID().slice(0, 8)}${TEMP_SUFFIX}`);
}

function code(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

async function writeSynced(
  fs: FileSystem,
  path: string,
  data: string | Uint8Array,
  mode: number,
): Promise<void> {
  const handle = await fs.open(path, 'wx', mode);
  try {
    // The umask may have taken bits away: the file gets exactly the target's permissions.
    await handle.chmod(mode);
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Raised when the target is read-only: Paravent does not replace a file the GM protected. */
export class ReadOnlyFileError extends Error {
  readonly code = 'EROFILE';
  constructor(path: string) {
    super(`« ${basename(path)} » est en lecture seule`);
  }
}

/**
 * Raised when the new file is in place (renamed over the old one) but its folder could not be
 * flushed to the disk: the save is done, only a power cut right now could bring the old one back.
 */
export class FolderNotSyncedError extends Error {
  readonly code = 'EFOLDERSYNC';
  constructor(readonly why: string) {
    super(`dossier non synchronisé (${why})`);
  }
}

/** Links followed before giving up (the system's own limit is about 40). */
const MOST_LINKS = 40;

/**
 * The path a symbolic link leads to when its target does not exist yet (a « dangling » link, issue
 * 24): the link is followed hop by hop, so that the file is written where it points and the link
 * stays a link. `target` itself when it is not a link.
 */
async function danglingTarget(fs: FileSystem, target: string): Promise<string> {
  let path = target;
  for (let hop = 0; hop < MOST_LINKS; hop += 1) {
    const info = await fs.lstat(path).catch((error: unknown) => {
      if (code(error) === 'ENOENT') return null;
      throw error;
    });
    if (info === null || !info.isSymbolicLink()) return path;
    path = resolve(dirname(path), await fs.readlink(path));
  }
  throw Object.assign(new Error('trop de liens symboliques'), { code: 'ELOOP' });
}

/**
 * Where to write and with which permissions: a symbolic link is followed to its target (the link
 * stays a link, also when its target does not exist yet), an existing file keeps its permissions
 * (0600 stays 0600), a new one gets 0644.
 */
async function resolveTarget(fs: FileSystem, target: string): Promise<{ path: string; mode: number }> {
  let path: string;
  try {
    path = await fs.realpath(target);
  } catch (error) {
    if (code(error) !== 'ENOENT') throw error;
    return { path: await danglingTarget(fs, target), mode: 0o644 };
  }
  const info = await fs.stat(path);
  const mode = info.mode & 0o7777;
  if ((mode & 0o222) === 0) throw new ReadOnlyFileError(target);
  return { path, mode };
}

/** fsync of a folder, so a rename inside it is on the disk. Not possible on Windows (skipped). */
async function syncFolder(
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
  try {
    // Read-only is enough to flush, and works on a copy of a read-only file.
    const handle = await fs.open(temp, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, `${target}${BACKUP_SUFFIX}`);
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    throw error;
  }
}

/**
 * Writes `data` to `target` atomically (see the file comment). FolderNotSyncedError: the file is
 * written, only its folder's flush failed.
 */
export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const fs = options.fs ?? nodeFs;
  const { path, mode } = await resolveTarget(fs, target);
  const temp = tempPathFor(path);
  try {
    await writeSynced(fs, temp, data, mode);
    if (options.keepBackup) await copyToBackup(fs, path);
    await fs.rename(temp, path);
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    throw error;
  }
  try {
    await syncFolder(fs, dirname(path), options.platform);
  } catch (error) {
    throw new FolderNotSyncedError(code(error) ?? (error instanceof Error ? error.message : String(error)));
  }
}

/** How old a temporary file next to a user's file must be before it is swept (another write may be under way). */
const STALE_TEMP_MS = 60_000;

/**
 * Removes the temporary files a crash or a failed write left next to `target` (only those of this
 * file name, and only when older than STALE_TEMP_MS); returns their names. Never throws.
 */
export async function sweepTempFilesNextTo(
  target: string,
  fs: FileSystem = nodeFs,
  now: number = Date.now(),
): Promise<string[]> {
  const folder = dirname(target);
  const prefix = `.${basename(target)}.`;
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch {
    return [];
  }
  const swept: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith(TEMP_SUFFIX)) continue;
    const path = join(folder, name);
    const info = await fs.stat(path).catch(() => null);
    if (info === null || now - info.mtimeMs < STALE_TEMP_MS) continue;
    if (
      await fs.unlink(path).then(
        () => true,
        () => false,
      )
    )
      swept.push(name);
  }
  return swept;
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
