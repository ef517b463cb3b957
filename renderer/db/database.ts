import { Dexie, type EntityTable, type Table, type Transaction } from 'dexie';
import type { PlayerView } from '../../shared/combat/player-view';
import type { CombatantInput, Encounter, EncounterEvent } from '../../shared/combat';
// The light module only: the engine stays out of the shell's first bundle.
import { withCapabilityNames } from '../../shared/combat/legacy-names';
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
 * One fight (schema 4, renderer/db/fights.ts): a small row — its name, where its history stands
 * (`cursor` events applied, `eventCount` stored), which engine wrote it, and which window writes
 * it. The states live in `checkpoints`, the events in `encounterEvents`: a gesture adds its events
 * and rewrites this row only, never a whole state.
 */
export interface EncounterRow {
  id: string;
  name: string;
  system: SystemId;
  createdAt: number;
  updatedAt: number;
  /** Storage layout of the row (FIGHT_SCHEMA). */
  schema: number;
  /** ENGINE_VERSION of the engine that wrote its events (0: a fight stored before versions existed). */
  engine: number;
  cursor: number;
  eventCount: number;
  /** Undo cannot go below this event (the start of the fight, or an engine update). */
  historyStart: number;
  /** The window that holds the fight for writing (renderer/fight/writer-lock.ts); absent: none yet. */
  writer?: string;
  /** The file this fight was opened from or saved to (renderer/db/file-links.ts); absent: none. */
  file?: EncounterFileLink;
  /**
   * When the party's state was written back to the Library from this fight (the end-of-fight
   * summary, renderer/db/file-links.ts `markPartyWrittenBack`); absent: not done. Never offered twice.
   */
  partyWrittenBack?: number;
}

/**
 * The layout of schema 3 (until Dexie version 3): the initial state and the present state were in
 * the row, and the present was rewritten with every gesture. Read only by the version 4 upgrade.
 */
export interface LegacyEncounterRow {
  id: string;
  name: string;
  system: SystemId;
  createdAt: number;
  updatedAt: number;
  initial: Encounter;
  state: Encounter;
  cursor: number;
  eventCount: number;
  file?: EncounterFileLink;
}

/**
 * A whole state of a fight after `index` events: written when a fight is created (index 0), then
 * every CHECKPOINT_EVERY events or when the GM pauses, never on a gesture's path. `lastSerial` is the
 * serial of the event before it: a checkpoint whose event was undone and replaced is not used.
 */
export interface CheckpointRow {
  encounterId: string;
  index: number;
  engine: number;
  lastSerial: string;
  at: number;
  state: Encounter;
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

/**
 * One event of a fight, at its place (`index` from 0), with the GM gesture it belongs to (the index
 * of the gesture's first event) and a serial unique to this write (a checkpoint names the serial of
 * its last event, so one taken on a branch that was undone is recognised).
 */
export interface EncounterEventRow {
  encounterId: string;
  index: number;
  gesture: number;
  serial?: string;
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
  /**
   * Words the search finds besides the names and the tags, never shown: an open bestiary entry's
   * English type, subtypes and family (« outsider angel »), its tags being shown in French.
   */
  keywords?: string;
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
  /** Whole states of the fights, from which a fight is opened (then its later events replayed). */
  checkpoints!: Table<CheckpointRow, [string, number]>;

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
    // Schema 4 (issue 14): states move out of the fight's row into checkpoints; the engine version
    // is recorded (0: unknown, so the fight opens from its stored present state).
    this.version(4)
      .stores({ checkpoints: '[encounterId+index], encounterId' })
      .upgrade((tx) => upgradeToSchema4(tx));
    // Dexie version 5 (issue 25): stored states and events take the capability names.
    this.version(5)
      .stores({})
      .upgrade((tx) => upgradeToCapabilityNames(tx));
  }
}

/**
 * Dexie version 5: the names a stored fight carried that said a game system (`osrVariant`,
 * `'co-init-lowered'`, three log codes…) become their capability names in every checkpoint and
 * every event (shared/combat/legacy-names.ts), so the engine replays an old fight as it was.
 */
async function upgradeToCapabilityNames(tx: Transaction): Promise<void> {
  await tx
    .table('checkpoints')
    .toCollection()
    .modify((row: { state: unknown }) => {
      row.state = withCapabilityNames(row.state);
    });
  await tx
    .table('encounterEvents')
    .toCollection()
    .modify((row: { event: unknown }) => {
      row.event = withCapabilityNames(row.event);
    });
}

/** The layout written by this code (EncounterRow.schema). */
export const FIGHT_SCHEMA = 4;

/**
 * Dexie version 4: each fight's initial state becomes checkpoint 0 and its stored present state a
 * checkpoint at its cursor (engine 0: written before versions, so it is opened from that state,
 * not by replaying its events); the events get serials; the row keeps only what is small.
 */
async function upgradeToSchema4(tx: Transaction): Promise<void> {
  const rows = (await tx.table('encounters').toArray()) as LegacyEncounterRow[];
  for (const old of rows) {
    const events = tx.table('encounterEvents');
    const mine = events.where('encounterId').equals(old.id);
    await mine.modify((e: EncounterEventRow) => {
      e.serial = `v3:${e.index}`;
    });
    const checkpoints = tx.table('checkpoints');
    const at = old.updatedAt;
    await checkpoints.put({
      encounterId: old.id,
      index: 0,
      engine: 0,
      lastSerial: '',
      at,
      state: old.initial,
    });
    if (old.cursor > 0) {
      const lastSerial = `v3:${old.cursor - 1}`;
      await checkpoints.put({
        encounterId: old.id,
        index: old.cursor,
        engine: 0,
        lastSerial,
        at,
        state: old.state,
      });
    }
    const row: EncounterRow = {
      id: old.id,
      name: old.name,
      system: old.system,
      createdAt: old.createdAt,
      updatedAt: old.updatedAt,
      schema: FIGHT_SCHEMA,
      engine: 0,
      cursor: old.cursor,
      eventCount: old.eventCount,
      historyStart: 0,
      ...(old.file ? { file: old.file } : {}),
    };
    await tx.table('encounters').put(row);
  }
}

let instance: ParaventDatabase | undefined;

/** The database of this page (one per origin; both windows share it). */
export function getDatabase(): ParaventDatabase {
  instance ??= new ParaventDatabase();
  return instance;
}
