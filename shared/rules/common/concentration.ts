/**
 * Concentration quand on est blessé: whether a system asks a caster hurt while casting or keeping a
 * spell going for a check, and its DC, as data (SystemProcedures.concentration).
 *
 * - dnd35: DRS › Concentration (compétence): blessé pendant l'action, DD 10 + dégâts infligés +
 *   niveau du sort; DRS › Combat › Lancer un sort (« DD 10 + nombre de points de dégâts encaissés +
 *   niveau du sort »). The check is d20 + Concentration ranks + Con.
 * - pf1: PRD › Magic › Concentration › Injury: DC 10 + damage taken + spell level. The check is
 *   d20 + caster level + casting ability modifier.
 * - sf1: no check (SF CRB › Combat › Cast a Spell: a caster wounded by an attack of opportunity loses
 *   the spell outright; keeping a spell going is a standard action, with no roll when hurt).
 * - co: no check (CO › Sorts: no rule about a caster hurt while casting).
 * - osr: no check (OSR › Séquence de combat: a caster hurt before casting that round loses the spell,
 *   without a roll).
 */
import type { Localized } from '../types';

/** A system's rule for a caster hurt while concentrating. */
export type ConcentrationRule =
  | {
      kind: 'check';
      /** The die rolled, plus the caster's concentration bonus. */
      die: 20;
      /** DC = base + damage dealt + spell level. */
      base: number;
      source: string;
    }
  | {
      kind: 'none';
      /** What the rules do instead, in a line each language. */
      note: Localized;
      source: string;
    };

/** The DC of the check for `damage` dealt while concentrating on a spell of `spellLevel`, or null. */
export function concentrationDc(
  rule: ConcentrationRule | undefined,
  damage: number,
  spellLevel: number,
): number | null {
  if (rule?.kind !== 'check') return null;
  return rule.base + damage + spellLevel;
}

/** Whether a check total meets the DC (a tie succeeds: « DD » is the number to reach). */
export function concentrationSucceeds(total: number, dc: number): boolean {
  return total >= dc;
}

/** 3.5 and PF1: DC 10 + damage + spell level. */
export function d20ConcentrationCheck(source: string): ConcentrationRule {
  return { kind: 'check', die: 20, base: 10, source };
}

/** Starfinder: no check. */
export const SF1_CONCENTRATION: ConcentrationRule = {
  kind: 'none',
  note: {
    fr: 'Starfinder : pas de test de concentration ; un lanceur blessé par une attaque d’opportunité perd son sort.',
    en: 'Starfinder: no concentration check; a caster wounded by an attack of opportunity loses the spell.',
  },
  source: 'SF CRB › Combat › Cast a Spell ; Concentrate to Maintain a Spell',
};

/** Chroniques Oubliées: no check. */
export const CO_CONCENTRATION: ConcentrationRule = {
  kind: 'none',
  note: {
    fr: 'Chroniques Oubliées : les règles ne prévoient aucun test quand un lanceur est blessé.',
    en: 'Chroniques Oubliées: the rules have no check when a caster is hurt.',
  },
  source: 'CO › Sorts (aucune règle de concentration)',
};

/** B/X: no check. */
export const OSR_CONCENTRATION: ConcentrationRule = {
  kind: 'none',
  note: {
    fr: 'B/X : pas de test ; un lanceur blessé avant de lancer son sort ce round le perd.',
    en: 'B/X: no check; a caster hurt before casting that round loses the spell.',
  },
  source: 'OSR › Séquence de combat (sorts interrompus)',
};
