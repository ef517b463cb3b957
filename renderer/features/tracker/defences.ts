/**
 * Défenses par système: which defence fields a combatant has in each system (the form shows
 * these, the row summarises them), and how a quick-add entry becomes the engine's CombatantInput.
 */
import type { CombatantInput, Defences, FighterStats } from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import { hasFighterStats } from './fighter-fields';
import { QuickAddError, QUICK_KEYS, QUICK_KEY_LABELS, type QuickAddEntry, type QuickKey } from './quick-add';

/** A defence field of the engine's `Defences`. */
export type DefenceKey = keyof Defences;

/**
 * The defences each system uses: D&D 3.5 CA/contact/pris au dépourvu; PF1 the same plus DMD;
 * Starfinder CAC/CAE; CO DEF; osr descending CA, TAC0 and morale.
 */
export const SYSTEM_DEFENCES: Record<SystemId, readonly DefenceKey[]> = {
  dnd35: ['ac', 'touchAc', 'flatFootedAc'],
  pf1: ['ac', 'touchAc', 'flatFootedAc', 'cmd'],
  sf1: ['kac', 'eac'],
  co: ['def'],
  osr: ['descendingAc', 'thac0', 'morale'],
};

/** Whether a system uses a fixed INIT score (CO) rather than a modifier added to a roll. */
export function usesInitScore(system: SystemId): boolean {
  return system === 'co';
}

/** Which defence a quick-add keyword fills in a system ("CA" is descending in osr). */
function defenceFor(system: SystemId, key: QuickKey): DefenceKey | undefined {
  const map: Partial<Record<QuickKey, DefenceKey>> = {
    ac: system === 'osr' ? 'descendingAc' : 'ac',
    touch: 'touchAc',
    flatFooted: 'flatFootedAc',
    cmd: 'cmd',
    kac: 'kac',
    eac: 'eac',
    def: 'def',
    thac0: 'thac0',
    morale: 'morale',
  };
  return map[key];
}

const FIGHTER_KEYS: Partial<Record<QuickKey, 'bab' | 'str' | 'dex' | 'con'>> = {
  bab: 'bab',
  str: 'str',
  dex: 'dex',
  con: 'con',
};

/** The manoeuvre stats of a line ("BBA +5 For 21 taille G"); refused where there are no manoeuvres. */
function fighterOfEntry(entry: QuickAddEntry, system: SystemId, systemName: string): FighterStats {
  const fighter: FighterStats = {};
  for (const quickKey of QUICK_KEYS) {
    const key = FIGHTER_KEYS[quickKey];
    const value = entry.values[quickKey];
    if (key && value !== undefined) fighter[key] = value;
  }
  if (entry.size) fighter.size = entry.size;
  if (Object.keys(fighter).length > 0 && !hasFighterStats(system)) {
    throw new QuickAddError(
      `BBA, For, Dex, Con et taille servent aux manœuvres, que ${systemName} n'a pas : retirez-les`,
    );
  }
  return fighter;
}

/**
 * The engine's input for a parsed line; QuickAddError when a keyword is not a defence of this
 * system (a DMD in Chroniques Oubliées), so that nothing typed is silently dropped.
 */
export function quickEntryToInput(
  entry: QuickAddEntry,
  system: SystemId,
  systemName: string,
): CombatantInput {
  const defences: Defences = {};
  const allowed = SYSTEM_DEFENCES[system];
  for (const quickKey of QUICK_KEYS) {
    const value = entry.values[quickKey];
    if (quickKey === 'init' || quickKey === 'hp' || FIGHTER_KEYS[quickKey] || value === undefined) continue;
    if (quickKey === 'countdown') continue;
    if (quickKey === 'sp' || quickKey === 'rp') {
      if (system === 'sf1') continue;
      throw new QuickAddError(
        `« ${QUICK_KEY_LABELS[quickKey]} » (endurance, persévérance) ne s'emploie qu'en Starfinder`,
      );
    }
    const field = defenceFor(system, quickKey);
    if (!field || !allowed.includes(field)) {
      throw new QuickAddError(
        `« ${QUICK_KEY_LABELS[quickKey]} » ne s'emploie pas en ${systemName} (défenses : ${allowed
          .map(defenceShortLabel)
          .join(', ')})`,
      );
    }
    defences[field] = value;
  }
  const fighter = fighterOfEntry(entry, system, systemName);
  const init = entry.values.init;
  if (entry.hazard && init !== undefined) {
    const countdown = entry.values.countdown;
    return {
      name: entry.name,
      side: entry.side ?? 'neutral',
      hpMax: 1,
      hazard: { count: init, ...(countdown === undefined ? {} : { countdown }) },
    };
  }
  return {
    name: entry.name,
    side: entry.side ?? 'enemy',
    hpMax: entry.values.hp ?? 1,
    ...(entry.values.sp === undefined ? {} : { staminaMax: entry.values.sp }),
    ...(entry.values.rp === undefined ? {} : { resolveMax: entry.values.rp }),
    ...(init === undefined
      ? {}
      : usesInitScore(system)
        ? { initiativeScore: init }
        : { initiativeModifier: init }),
    defences,
    ...(Object.keys(fighter).length > 0 ? { fighter } : {}),
    ...(entry.hidden ? { hidden: true } : {}),
  };
}

const SHORT: Record<DefenceKey, string> = {
  ac: 'CA',
  touchAc: 'contact',
  flatFootedAc: 'dépourvu',
  cmd: 'DMD',
  kac: 'CAC',
  eac: 'CAE',
  def: 'DEF',
  descendingAc: 'CA',
  thac0: 'TAC0',
  morale: 'moral',
};

/** The French short name of a defence ("CA", "DMD", "TAC0"), for the parser's messages. */
export function defenceShortLabel(key: DefenceKey): string {
  return SHORT[key];
}

/** "CA 13 · contact 11 · dépourvu 12" for a row; `label` gives the defence's name in the UI language. */
export function defencesSummary(system: SystemId, d: Defences, label: (k: DefenceKey) => string): string {
  return SYSTEM_DEFENCES[system]
    .flatMap((k) => (d[k] === undefined ? [] : [`${label(k)} ${d[k]}`]))
    .join(' · ');
}
