import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SystemId } from '../../shared/rules/types';
import { isSystemId } from '../../shared/rules/system-ids';
import type { Side } from '../../shared/combat/types';
import {
  DEFAULT_PLAYER_VIEW_SETTINGS,
  HEALTH_DISPLAYS,
  SIDES,
  type HealthDisplay,
  type PlayerViewSettings,
} from '../../shared/combat/player-view-settings';
import type { Language } from '../i18n';
import { getDatabase, type ParaventDatabase } from './database';
import { readShortcutRecord, type ShortcutBindings } from '../../shared/shortcuts';

/** Colour theme of the GM window. */
export type ThemeSetting = 'light' | 'dark' | 'auto';

/** The settings of the program and their defaults. */
export interface Settings {
  language: Language;
  theme: ThemeSetting;
  /** Whether `navigator.storage.persist()` was already asked (first start only). */
  storagePersistRequested: boolean;
  /** The system the reference lists first when no fight is running. */
  referenceSystem: SystemId;
  /** The reference table shown on the player display ('table:<id>'), or null. */
  displayTable: string | null;
  /** What the player display shows of each side's health: exact HP, a band, or nothing. */
  displayHealth: Record<Side, HealthDisplay>;
  /**
   * A combatant added while the fight runs is hidden from the players until its initiative is
   * typed or rolled ('until-initiative'), or until the GM reveals it ('until-revealed').
   */
  newcomers: NewcomersSetting;
  /** Stored fights kept in this browser: the last N (and every fight linked to a file). */
  keepFights: number;
  /** The players' display shows the turn clock (issue 28). */
  displayTurnClock: boolean;
  /** The GM's rebound keys (Réglages › Raccourcis): command id → key; only those not the default. */
  shortcuts: ShortcutBindings;
}

/** When a combatant added during the fight shows on the players' display. */
export type NewcomersSetting = 'until-initiative' | 'until-revealed';

/** The bounds of `keepFights`. */
export const KEEP_FIGHTS_RANGE = { min: 1, max: 500 } as const;

/** Defaults: French, following the system's theme. */
export const DEFAULT_SETTINGS: Settings = {
  language: 'fr',
  theme: 'auto',
  storagePersistRequested: false,
  referenceSystem: 'dnd35',
  displayTable: null,
  displayHealth: { ...DEFAULT_PLAYER_VIEW_SETTINGS.health },
  newcomers: 'until-initiative',
  keepFights: 20,
  displayTurnClock: false,
  shortcuts: {},
};

function isDisplayHealth(v: unknown): v is Record<Side, HealthDisplay> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const entries = Object.entries(v);
  return (
    entries.length === SIDES.length &&
    entries.every(
      ([side, shown]) => SIDES.some((s) => s === side) && HEALTH_DISPLAYS.some((h) => h === shown),
    )
  );
}

const VALIDATORS: { [K in keyof Settings]: (v: unknown) => v is Settings[K] } = {
  language: (v): v is Language => v === 'fr' || v === 'en',
  theme: (v): v is ThemeSetting => v === 'light' || v === 'dark' || v === 'auto',
  storagePersistRequested: (v): v is boolean => typeof v === 'boolean',
  referenceSystem: isSystemId,
  displayTable: (v): v is string | null => v === null || (typeof v === 'string' && v.startsWith('table:')),
  displayHealth: isDisplayHealth,
  newcomers: (v): v is NewcomersSetting => v === 'until-initiative' || v === 'until-revealed',
  displayTurnClock: (v): v is boolean => typeof v === 'boolean',
  // Only bindings read back whole, within the limits (the shell checks them against its commands).
  shortcuts: (v): v is ShortcutBindings =>
    typeof v === 'object' && v !== null && readShortcutRecord(v).dropped.length === 0,
  keepFights: (v): v is number =>
    Number.isInteger(v) && Number(v) >= KEEP_FIGHTS_RANGE.min && Number(v) <= KEEP_FIGHTS_RANGE.max,
};

/** The part of the settings `toPlayerView` needs. */
export function playerViewSettingsOf(settings: Settings): PlayerViewSettings {
  return {
    health: settings.displayHealth,
    pinnedTable: settings.displayTable,
    turnClock: settings.displayTurnClock,
  };
}

/** Reads every setting; a missing or invalid stored value falls back to its default. */
export async function readSettings(db: ParaventDatabase = getDatabase()): Promise<Settings> {
  const rows = await db.settings.toArray();
  const settings: Settings = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    if (row.key in VALIDATORS) {
      const key = row.key as keyof Settings;
      if (VALIDATORS[key](row.value)) Object.assign(settings, { [key]: row.value });
    }
  }
  return settings;
}

/** Stores one setting; refuses an invalid value. */
export async function writeSetting<K extends keyof Settings>(
  key: K,
  value: Settings[K],
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  if (!VALIDATORS[key](value)) throw new Error(`Réglage invalide : ${key}`);
  const write: LocalWrite = { db, key, value, done: db.settings.put({ key, value }).then(() => undefined) };
  localWrites.forEach((heard) => heard(write));
  await write.done;
}

/** A setting this window is writing (told to this window's followers before IndexedDB commits it). */
interface LocalWrite {
  db: ParaventDatabase;
  key: keyof Settings;
  value: unknown;
  /** Settles when the write is committed or has failed. */
  done: Promise<void>;
}

/** This window's `followSettings` followers, told of its own writes at once. */
const localWrites = new Set<(write: LocalWrite) => void>();

/**
 * Follows the settings outside React: `next` with them once read, then after each change stored by
 * any screen of any window (Dexie's `liveQuery`). A change written in this window is told at once,
 * before IndexedDB has committed it (the players' display follows a Réglages choice in the frame
 * after the click), and stays over what IndexedDB reads until a read after its commit; should the
 * write fail, it is dropped and the stored settings are read again. Returns the function that
 * stops following.
 */
export function followSettings(
  next: (settings: Settings) => void,
  failed: (error: unknown) => void,
  db: ParaventDatabase = getDatabase(),
): () => void {
  let stored: Settings | null = null;
  let live = true;
  /** This window's writes not yet seen in a read made after their commit. */
  const pending = new Map<keyof Settings, { write: LocalWrite; committed: boolean }>();
  const tell = () => {
    if (!live || !stored) return;
    const over = Object.fromEntries([...pending].map(([key, p]) => [key, p.write.value]));
    next({ ...stored, ...over });
  };
  const read = (settings: Settings) => {
    stored = settings;
    for (const [key, p] of pending) if (p.committed) pending.delete(key);
    tell();
  };
  const subscription = liveQuery(() => readSettings(db)).subscribe({ next: read, error: failed });
  const heard = (write: LocalWrite) => {
    if (write.db !== db) return;
    const entry = { write, committed: false };
    pending.set(write.key, entry);
    tell();
    write.done.then(
      () => void (entry.committed = true),
      () => {
        if (pending.get(write.key) === entry) pending.delete(write.key);
        readSettings(db).then(read, failed);
      },
    );
  };
  localWrites.add(heard);
  return () => {
    live = false;
    localWrites.delete(heard);
    subscription.unsubscribe();
  };
}

/** The settings, live: `undefined` while loading, then every change as it is stored. */
export function useSettings(db: ParaventDatabase = getDatabase()): Settings | undefined {
  return useLiveQuery(() => readSettings(db), [db]);
}

/**
 * Asks the browser, once at first start, to keep Paravent's data (DESIGN §5). Returns whether
 * storage is persisted.
 */
export async function requestPersistentStorage(
  storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined,
  db: ParaventDatabase = getDatabase(),
): Promise<boolean> {
  if (!storage) return false;
  const settings = await readSettings(db);
  if (settings.storagePersistRequested) return storage.persisted();
  await writeSetting('storagePersistRequested', true, db);
  return storage.persist();
}
