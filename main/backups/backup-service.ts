/**
 * Autosave snapshots on disk (userData/backups) and crash recovery. The GM window sends the
 * current fight's file text (throttled); a timer writes a snapshot at least every 60 s while it
 * changed, and on quit and suspend; named snapshots are written at once (before an import, a
 * migration, a restore). Retention is shared/files' `snapshotsToDelete`. A marker file is written at
 * start and removed on a clean quit: found at the next start, it means the last exit was not clean,
 * and `recovery()` offers the latest snapshot.
 */
import { join } from 'node:path';
import {
  MAX_FILE_BYTES,
  parseSnapshotFileName,
  snapshotFileName,
  snapshotsToDelete,
} from '../../shared/files';
import type { AutosaveUpdate, BackupInfo, BackupSnapshot, SnapshotRequest } from '../../shared/ipc';
import type { SnapshotReason } from '../../shared/files';
import { sweepTempFiles, writeFileAtomic } from '../files/atomic-write';
import type { FileSystem } from '../files/atomic-write';

/** What the service needs. */
export interface BackupServiceDeps {
  /** userData/backups. */
  folder: string;
  /** The unclean-exit marker (userData/paravent-running.lock). */
  marker: string;
  fs: FileSystem;
  /** The clock (milliseconds). */
  now(): number;
  /**
   * A snapshot could not be written (disk full…): called once per run of failures, so the GM is
   * told once; the snapshot is kept and tried again at the next tick.
   */
  onFailure?: (error: unknown) => void;
  /** A snapshot was written again after failures. */
  onRecovered?: () => void;
}

/** The backup service. */
export interface BackupService {
  /** Creates the folder, sweeps stale temporary files, reads then writes the marker. */
  start(): Promise<{ unclean: boolean; swept: string[] }>;
  /** The latest state of a fight (kept in memory until the next tick). */
  update(update: AutosaveUpdate): void;
  /** The timer's call: a snapshot when something changed since the last one. */
  tick(reason?: SnapshotReason): Promise<BackupInfo | null>;
  /** A named snapshot now. */
  snapshot(request: SnapshotRequest): Promise<BackupInfo>;
  list(): Promise<BackupInfo[]>;
  read(id: string): Promise<BackupSnapshot | null>;
  /** After an unclean exit: the latest snapshot; otherwise null. */
  recovery(): Promise<BackupSnapshot | null>;
  /** Last snapshot (quit), then the marker is removed. */
  cleanExit(): Promise<void>;
}

/** Creates the backup service. */
export function createBackupService(deps: BackupServiceDeps): BackupService {
  const { fs, folder } = deps;
  let pending: AutosaveUpdate | null = null;
  let unclean = false;
  let started: Promise<unknown> = Promise.resolve();
  let queue: Promise<unknown> = Promise.resolve();
  let lastName = '';
  let sameNameCount = 0;

  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const next = queue.then(job, job);
    queue = next.catch(() => undefined);
    return next;
  };

  const list = async (): Promise<BackupInfo[]> => {
    const names = await fs.readdir(folder).catch(() => []);
    return names
      .map((name) => parseSnapshotFileName(name))
      .filter((info) => info !== null)
      .map(({ id, at, reason, encounterId }) => ({ id, at, reason, encounterId }))
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
  };

  const prune = async (): Promise<void> => {
    const doomed = snapshotsToDelete(await list(), deps.now());
    await Promise.all(doomed.map((id) => fs.unlink(join(folder, id)).catch(() => undefined)));
  };

  const write = (update: AutosaveUpdate, reason: SnapshotReason): Promise<BackupInfo> =>
    serial(async () => {
      const at = deps.now();
      let name = snapshotFileName(at, reason, update.encounterId);
      sameNameCount = name === lastName ? sameNameCount + 1 : 0;
      lastName = name;
      if (sameNameCount > 0) name = snapshotFileName(at, reason, update.encounterId, sameNameCount);
      await writeFileAtomic(join(folder, name), update.text, { fs });
      await prune();
      return { id: name, at, reason, encounterId: update.encounterId };
    });

  const read = async (id: string): Promise<BackupSnapshot | null> => {
    const info = parseSnapshotFileName(id);
    if (info === null) return null;
    try {
      const stat = await fs.stat(join(folder, id));
      if (stat.size > MAX_FILE_BYTES) return null;
      const text = await fs.readFile(join(folder, id), 'utf8');
      return { id, at: info.at, reason: info.reason, encounterId: info.encounterId, text };
    } catch {
      return null;
    }
  };

  let failing = false;
  const tick = async (reason: SnapshotReason = 'auto'): Promise<BackupInfo | null> => {
    const update = pending;
    if (update === null) return null;
    pending = null;
    try {
      const info = await write(update, reason);
      if (failing) {
        failing = false;
        deps.onRecovered?.();
      }
      return info;
    } catch (error) {
      // Kept for the next tick (unless a newer state came meanwhile): retried when space returns.
      pending ??= update;
      if (!failing) {
        failing = true;
        deps.onFailure?.(error);
      }
      return null;
    }
  };

  return {
    start() {
      const run = async () => {
        await fs.mkdir(folder, { recursive: true });
        const swept = await sweepTempFiles(folder, fs);
        unclean = await fs.stat(deps.marker).then(
          () => true,
          () => false,
        );
        await writeFileAtomic(deps.marker, `${new Date(deps.now()).toISOString()}\n`, { fs });
        return { unclean, swept };
      };
      const result = run();
      started = result.catch(() => undefined);
      return result;
    },
    update(update) {
      pending = update;
    },
    tick,
    snapshot: (request) => write(request, request.reason),
    list,
    read,
    async recovery() {
      await started;
      if (!unclean) return null;
      const latest = (await list())[0];
      return latest ? read(latest.id) : null;
    },
    async cleanExit() {
      await tick('quit');
      await fs.unlink(deps.marker).catch(() => undefined);
    },
  };
}
