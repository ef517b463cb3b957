/**
 * Défenses par système: which defence fields a combatant has in each system (the form shows
 * these, the row summarises them) and their short names.
 */
import type { Defences } from '../../shared/combat';
import { getProcedures, type SystemId } from '../../shared/rules';

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
