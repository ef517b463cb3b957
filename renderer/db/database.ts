import { Dexie, type EntityTable, type Table } from 'dexie';
import type { PlayerView } from '../../shared/combat/player-view';
import type { CombatantInput, Encounter, EncounterEvent } from '../../shared/combat';
import type { LibraryStats, PartyState } from '../../shared/library';
import type { SystemId } from '../../shared/rules';

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
 * One fight. `initial` is the encounter as created (kept once); the events table holds every event
 * since; `cursor` says how many are applied (the others can be redone). `state` is the present
 * encounter, written with each change, for readers that do not replay (autosave, display, files).
 */
export interface EncounterRow {
  id: string;
  name: string;
  system: SystemId;
  createdAt: number;
  updatedAt: number;
  initial: Encounter;
  state: Encounter;
  cursor: number;
  eventCount: number;
  /** The file this fight was opened from or saved to (renderer/db/file-links.ts); absent: none. */
  file?: EncounterFileLink;
}

/**
 * The file of a fight: its handle (desktop; null on the web or after a restart), its name, and a
 * hash of the text last written to or read from it, to tell after a reload whether it changed since.
 */
export interface EncounterFileLink {
  handle: string | null;
  name: string;
  savedHash: string;
}

/** One event of a fight, at its place (`index` from 0), with the GM gesture it belongs to. */
export interface EncounterEventRow {
  encounterId: string;
  index: number;
  gesture: number;
  event: EncounterEvent;
}

/** A party member or a bestiary entry, ready to be added to a fight of its system. */
export interface LibraryRow {
  id: string;
  kind: 'party' | 'bestiary';
  name: string;
  system: SystemId;
  combatant: CombatantInput;
  savedAt: number;
  /** The rest of the stat block: HP formula, attacks, saves, speed, tags, source, CR/XP (issue 16). */
  stats?: LibraryStats;
  /** A party member's state between fights (absent: at full health). */
  party?: PartyState;
}

/** The one row of the `playerView` table (id 'current'): the projection the GM window published. */
export interface PlayerViewRow {
  id: string;
  view: PlayerView;
  /** When it was published (ms since the epoch). */
  at: number;
}

/** One autosave snapshot of the web host (the desktop host keeps them in userData/backups). */
export interface BackupRow {
  /** The snapshot's file name (shared/files snapshotFileName): time, reason, encounter. */
  id: string;
  at: number;
  encounterId: string;
  reason: 'auto' | 'quit' | 'suspend' | 'import' | 'migration' | 'restore';
  /** The `paravent/encounter` file text. */
  text: string;
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
  encounters!: Table<EncounterRow, string>;
  /** Every event of each fight, in order, so that undo and a reload give back the same fight. */
  encounterEvents!: Table<EncounterEventRow, [string, number]>;
  /** Party and bestiary entries. */
  library!: Table<LibraryRow, string>;
  /** What the player display shows: the projection published by the GM window (never the encounter). */
  playerView!: EntityTable<PlayerViewRow, 'id'>;
  /** Backups of the web host (the desktop host keeps them on disk). */
  backups!: Table<BackupRow, string>;

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
