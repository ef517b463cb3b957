/**
 * Autosave snapshots of the web host, kept in IndexedDB (the `backups` table) with the same
 * retention as the desktop (shared/files `snapshotsToDelete`). The page's latest fight is written
 * at least every 60 s while it changed, and when the page is hidden or closed. An unclean exit is
 * seen through a marker in localStorage, set while the page is open and removed on `pagehide`.
 */
import { parseSnapshotFileName, snapshotFileName, snapshotsToDelete } from '../../shared/files';
import type { SnapshotReason } from '../../shared/files';
import type { AutosaveUpdate, BackupInfo, BackupSnapshot, SnapshotRequest } from '../../shared/ipc';

/** The storage of snapshots (the IndexedDB table in the app, a Map in tests). */
export interface BackupStore {
  put(snapshot: BackupSnapshot): Promise<void>;
  list(): Promise<BackupInfo[]>;
  get(id: string): Promise<BackupSnapshot | undefined>;
  delete(ids: string[]): Promise<void>;
}

/** The web backups: the FilesApi's backup functions plus what the page's lifecycle calls. */
export interface WebBackups {
  update(update: AutosaveUpdate): void;
  tick(reason?: SnapshotReason): Promise<BackupInfo | null>;
  snapshot(request: SnapshotRequest): Promise<BackupInfo>;
  list(): Promise<BackupInfo[]>;
  read(id: string): Promise<BackupSnapshot | null>;
  recovery(): Promise<BackupSnapshot | null>;
}

/** A place to keep the "page open" marker (localStorage). */
export interface MarkerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The marker's key. */
export const SESSION_MARKER = 'paravent.session-open';

/** Creates the web backups; `unclean` is read from the marker once, then the marker is set. */
export function createWebBackups(store: BackupStore, marker: MarkerStorage, now: () => number): WebBackups {
  const unclean = marker.getItem(SESSION_MARKER) !== null;
  marker.setItem(SESSION_MARKER, String(now()));
  let pending: AutosaveUpdate | null = null;
  let last = '';
  let n = 0;
  const write = async (update: AutosaveUpdate, reason: SnapshotReason): Promise<BackupInfo> => {
    const at = now();
    let id = snapshotFileName(at, reason, update.encounterId);
    n = id === last ? n + 1 : 0;
    last = id;
    if (n > 0) id = snapshotFileName(at, reason, update.encounterId, n);
    const info = { id, at, reason, encounterId: update.encounterId };
    await store.put({ ...info, text: update.text });
    await store.delete(snapshotsToDelete(await store.list(), now()));
    return info;
  };
  const list = async () => (await store.list()).sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
  const read = async (id: string) =>
    parseSnapshotFileName(id) === null ? null : ((await store.get(id)) ?? null);
  return {
    update(update) {
      pending = update;
    },
    async tick(reason = 'auto') {
      const update = pending;
      pending = null;
      return update === null ? null : write(update, reason);
    },
    snapshot: (request) => write(request, request.reason),
    list,
    read,
    async recovery() {
      if (!unclean) return null;
      const latest = (await list())[0];
      return latest ? read(latest.id) : null;
    },
  };
}
