/**
 * Réglages de la bibliothèque, kept in the settings table under keys of their own (so the general
 * settings module stays as it is): how a copy's HP are found from hit dice, and whether a new
 * encounter starts with the party in it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { HpMode } from '../../shared/combat';
import { getDatabase, type ParaventDatabase } from './database';

/** The Library's settings. */
export interface LibrarySettings {
  /** Roll each copy's HP with the fight's dice, or take the average. Default: roll. */
  hpMode: HpMode;
  /** A new encounter starts with the party of its system in it. Default: yes. */
  partyJoins: boolean;
}

/** Defaults. */
const DEFAULT_LIBRARY_SETTINGS: LibrarySettings = { hpMode: 'roll', partyJoins: true };

const KEYS = { hpMode: 'library.hpMode', partyJoins: 'library.partyJoins' } as const;

/** Reads the Library's settings; an invalid stored value gives the default. */
export async function readLibrarySettings(db: ParaventDatabase = getDatabase()): Promise<LibrarySettings> {
  const [hp, joins] = await db.settings.bulkGet([KEYS.hpMode, KEYS.partyJoins]);
  return {
    hpMode: hp?.value === 'average' ? 'average' : 'roll',
    partyJoins: typeof joins?.value === 'boolean' ? joins.value : DEFAULT_LIBRARY_SETTINGS.partyJoins,
  };
}

/** Stores one of the Library's settings. */
export async function writeLibrarySetting<K extends keyof LibrarySettings>(
  key: K,
  value: LibrarySettings[K],
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.settings.put({ key: KEYS[key], value });
}

/** The Library's settings, live (`undefined` while loading). */
export function useLibrarySettings(db: ParaventDatabase = getDatabase()): LibrarySettings | undefined {
  return useLiveQuery(() => readLibrarySettings(db), [db]);
}
