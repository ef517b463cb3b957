/**
 * A quick-add line as the engine's CombatantInput: which defence each keyword fills in the fight's
 * system, the manoeuvre stats it carries, and a refusal for a keyword the system does not have.
 */
import type { CombatantInput, Defences, FighterStats } from '../../../shared/combat';
import { getProcedures, type SystemId } from '../../../shared/rules';
import {
  defenceShortLabel,
  hasFighterStats,
  systemDefences,
  usesInitScore,
  type DefenceKey,
} from '../../combatant';
import {
  QuickAddError,
  QUICK_KEYS,
  QUICK_KEY_LABELS,
  QUICK_KEY_WORDS_EN,
  type QuickAddEntry,
  type QuickKey,
} from './quick-add';

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
  if (entry.reflexes) {
    if (getProcedures(system).reactions?.kind !== 'opportunity')
      throw new QuickAddError('reflexesOnly', { system: systemName });
    fighter.feats = ['combat-reflexes'];
  }
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
    if (quickKey === 'conc') {
      if (getProcedures(system).concentration?.kind === 'check') continue;
      throw new QuickAddError('concentrationOnly', { word: keyWord(quickKey, language), system: systemName });
    }
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
    ...(entry.damageDefences ? { damageDefences: entry.damageDefences } : {}),
    ...(entry.saves ? { saves: entry.saves } : {}),
    ...(entry.values.conc === undefined ? {} : { concentrationBonus: entry.values.conc }),
  };
}

/** A quick-add keyword as the GM's language writes it ("PV" / "HP"). */
function keyWord(key: QuickKey, language: 'fr' | 'en'): string {
  return language === 'en' ? QUICK_KEY_WORDS_EN[key] : QUICK_KEY_LABELS[key];
}
