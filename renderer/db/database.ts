import { Dexie, type EntityTable, type Table } from 'dexie';

/** One stored setting: a key and its JSON value. */
export interface SettingRow {
  key: string;
  value: unknown;
}

/** A pinned or recently opened reference item ('table:<id>', 'condition:<system>:<id>'…). */
export interface ReferenceMark {
  key: string;
  at: number;
}

/** One roll of the dice panel, kept for the session's history. */
export interface DiceRollRow {
  id?: number;
  at: number;
  notation: string;
  total: number;
  /** Every die and term, as the dice module recorded them (JSON). */
  detail: string;
}

/**
 * The working store of the renderer (IndexedDB through Dexie). Every schema version stays listed;
 * data changes go in `.upgrade()` (STYLE.md). Writes use strict durability, so a committed change
 * survives a power cut.
 */
export class ParaventDatabase extends Dexie {
  settings!: EntityTable<SettingRow, 'key'>;
  referencePins!: EntityTable<ReferenceMark, 'key'>;
  referenceRecent!: EntityTable<ReferenceMark, 'key'>;
  diceRolls!: EntityTable<DiceRollRow, 'id'>;
  /** Encounters: the current state of each fight (rows defined by the tracker, renderer/db/encounters.ts). */
  encounters!: Table<{ id: string; updatedAt: number } & Record<string, unknown>, string>;
  /** Every event of each fight, in order, so that undo and a reload give back the same fight. */
  encounterEvents!: Table<{ encounterId: string; index: number } & Record<string, unknown>, [string, number]>;
  /** Party and bestiary entries. */
  library!: Table<{ id: string; kind: string; name: string } & Record<string, unknown>, string>;
  /** What the player display shows: the projection published by the GM window (never the encounter). */
  playerView!: Table<{ id: string } & Record<string, unknown>, string>;
  /** Backups of the web host (the desktop host keeps them on disk). */
  backups!: Table<{ id: string; at: number; encounterId: string } & Record<string, unknown>, string>;

  constructor(name = 'paravent') {
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({ settings: 'key' });
    this.version(2).stores({ referencePins: 'key, at', referenceRecent: 'key, at', diceRolls: '++id, at' });
    this.version(3).stores({
      encounters: 'id, updatedAt',
      encounterEvents: '[encounterId+index], encounterId',
      library: 'id, kind, name',
      playerView: 'id',
      backups: 'id, at, encounterId',
    });
  }
}

let instance: ParaventDatabase | undefined;

/** The database of this page (one per origin; both windows share it). */
export function getDatabase(): ParaventDatabase {
  instance ??= new ParaventDatabase();
  return instance;
}
