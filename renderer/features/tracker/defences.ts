/**
 * Défenses par système: which defence fields a combatant has in each system (the form shows
 * these, the row summarises them), and how a quick-add entry becomes the engine's CombatantInput.
 */
import type { CombatantInput, Defences, FighterStats } from '../../../shared/combat';
import { getProcedures, type SystemId } from '../../../shared/rules';
import { hasFighterStats } from './fighter-fields';
import {
  QuickAddError,
  QUICK_KEYS,
  QUICK_KEY_LABELS,
  QUICK_KEY_WORDS_EN,
  type QuickAddEntry,
  type QuickKey,
} from './quick-add';

/** A defence field of the engine's `Defences`. */
export type DefenceKey = keyof Defences;

/** The defences a system uses, in the order the form and the row show them (its procedures). */
export function systemDefences(system: SystemId): readonly DefenceKey[] {
  return getProcedures(system).defences.fields;
}

/** Whether a system uses a fixed INIT score (CO) rather than a modifier added to a roll. */
export function usesInitScore(system: SystemId): boolean {
  return getProcedures(system).initiative.entry === 'score';
}

/** Which defence a quick-add keyword fills in a system ("CA" is descending in osr). */
function defenceFor(system: SystemId, key: QuickKey): DefenceKey | undefined {
  const map: Partial<Record<QuickKey, DefenceKey>> = {
    ac: getProcedures(system).defences.acWord,
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
    throw new QuickAddError('noManeuvers', { system: systemName });
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
  language: 'fr' | 'en' = 'fr',
): CombatantInput {
  const defences: Defences = {};
  const allowed = systemDefences(system);
  for (const quickKey of QUICK_KEYS) {
    const value = entry.values[quickKey];
    if (quickKey === 'init' || quickKey === 'hp' || FIGHTER_KEYS[quickKey] || value === undefined) continue;
    if (quickKey === 'countdown') continue;
    if (quickKey === 'sp' || quickKey === 'rp') {
      if (getProcedures(system).health.staminaAndResolve) continue;
      throw new QuickAddError('staminaOnly', { word: keyWord(quickKey, language) });
    }
    const field = defenceFor(system, quickKey);
    if (!field || !allowed.includes(field)) {
      throw new QuickAddError('notHere', {
        word: keyWord(quickKey, language),
        system: systemName,
        defences: allowed.map((k) => defenceShortLabel(k, language)).join(', '),
      });
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

/** A quick-add keyword as the GM's language writes it ("PV" / "HP"). */
function keyWord(key: QuickKey, language: 'fr' | 'en'): string {
  return language === 'en' ? QUICK_KEY_WORDS_EN[key] : QUICK_KEY_LABELS[key];
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

/** The English keywords the parser reads for each defence ("AC", "CMD", "THAC0"). */
const SHORT_EN: Record<DefenceKey, string> = {
  ac: 'AC',
  touchAc: 'touch',
  flatFootedAc: 'flat-footed',
  cmd: 'CMD',
  kac: 'KAC',
  eac: 'EAC',
  def: 'DEF',
  descendingAc: 'AC',
  thac0: 'THAC0',
  morale: 'morale',
};

/** The short name of a defence as the quick add reads it ("CA"/"AC", "DMD"/"CMD"), for its help and messages. */
export function defenceShortLabel(key: DefenceKey, language: 'fr' | 'en' = 'fr'): string {
  return (language === 'en' ? SHORT_EN : SHORT)[key];
}

/** "CA 13 · contact 11 · dépourvu 12" for a row; `label` gives the defence's name in the UI language. */
export function defencesSummary(system: SystemId, d: Defences, label: (k: DefenceKey) => string): string {
  return systemDefences(system)
    .flatMap((k) => (d[k] === undefined ? [] : [`${label(k)} ${d[k]}`]))
    .join(' · ');
}
