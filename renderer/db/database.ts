import { Dexie, type EntityTable } from 'dexie';

/** One stored setting: a key and its JSON value. */
export interface SettingRow {
  key: string;
  value: unknown;
}

/**
 * The working store of the renderer (IndexedDB through Dexie). Every schema version stays listed;
 * data changes go in `.upgrade()` (STYLE.md). Writes use strict durability, so a committed change
 * survives a power cut.
 */
export class ParaventDatabase extends Dexie {
  settings!: EntityTable<SettingRow, 'key'>;

  constructor(name = 'paravent') {
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({ settings: 'key' });
  }
}

let instance: ParaventDatabase | undefined;

/** The database of this page (one per origin; both windows share it). */
export function getDatabase(): ParaventDatabase {
  instance ??= new ParaventDatabase();
  return instance;
}
