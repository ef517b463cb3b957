/**
 * Encounter ⇄ `paravent/encounter` file. Writing keeps the fields storage.ts places in 'file'
 * (never the reminders, the turn patches or the derived health); reading rebuilds the rest: health
 * from the system's rules, no reminders, no turn patches (a reopened fight cannot "previous turn"
 * past the moment it was saved).
 */
import { createSeededRng } from '../rules';
import { COMBATANT_STORAGE, ENCOUNTER_STORAGE } from '../combat';
import type { Combatant, Encounter, Where } from '../combat';
import { healthOf } from '../combat/create';
import { canonicalJson } from './canonical-json';
import type { EncounterFileData } from './encounter-schema';
import { CURRENT_VERSION, ENCOUNTER_FORMAT } from './limits';

/** The fields of `obj` whose storage places include 'file'. */
function fileFields<T extends object>(
  obj: T,
  table: Readonly<Record<keyof T, readonly Where[]>>,
): Partial<T> {
  const out: Partial<T> = {};
  for (const key in table) {
    if (Object.hasOwn(table, key) && table[key].includes('file') && obj[key] !== undefined)
      out[key] = obj[key];
  }
  return out;
}

/** The JSON value of a `paravent/encounter` file for this encounter. */
export function encounterFileValue(enc: Encounter): Record<string, unknown> {
  const body = fileFields(enc, ENCOUNTER_STORAGE);
  return {
    format: ENCOUNTER_FORMAT,
    version: CURRENT_VERSION,
    encounter: { ...body, combatants: enc.combatants.map((c) => fileFields(c, COMBATANT_STORAGE)) },
  };
}

/** The text of a `paravent/encounter` file (canonical JSON: same encounter, same bytes). */
export function encounterToFileText(enc: Encounter): string {
  return canonicalJson(encounterFileValue(enc));
}

function rngState(rng: EncounterFileData['rng']): number[] {
  // xoroshiro128+ never leaves the all-zero state: such a file gets the seed's fresh state.
  return rng.state.every((n) => n === 0) ? [...createSeededRng(rng.seed).getState()] : rng.state;
}

/** The engine's encounter from validated file data. */
export function encounterFromFileData(data: EncounterFileData): Encounter {
  const shell: Encounter = {
    ...data,
    rng: { seed: data.rng.seed, state: rngState(data.rng) },
    combatants: [],
    reminders: [],
    turnPatches: [],
  };
  const combatants = data.combatants.map((c): Combatant => {
    const withHealth: Combatant = { ...c, health: 'ok' };
    withHealth.health = healthOf(shell, withHealth);
    return withHealth;
  });
  return { ...shell, combatants };
}
