/** The web host's snapshots in the IndexedDB `backups` table (renderer/db/database.ts, schema v3). */
import { parseSnapshotFileName } from '../../shared/files';
import type { BackupInfo } from '../../shared/ipc';
import type { ParaventDatabase } from '../db/database';
import type { BackupStore } from './web-backups';

/** A BackupStore over the database's `backups` table (writes use the database's strict durability). */
export function indexedDbBackupStore(db: () => ParaventDatabase): BackupStore {
  return {
    async put(snapshot) {
      await db().backups.put(snapshot);
    },
    async list() {
      // The key is the snapshot's file name: its time, reason and encounter are read from it,
      // without loading the texts.
      const ids = await db().backups.toCollection().primaryKeys();
      return ids.flatMap((id): BackupInfo[] => {
        const info = parseSnapshotFileName(id);
        return info === null ? [] : [{ id, at: info.at, reason: info.reason, encounterId: info.encounterId }];
      });
    },
    get: (id) => db().backups.get(id),
    async delete(ids) {
      if (ids.length > 0) await db().backups.bulkDelete(ids);
    },
  };
}
