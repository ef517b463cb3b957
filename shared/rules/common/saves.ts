/**
 * Jets de sauvegarde (issue 28 part 1): which saves a system has, what a combatant's save figures
 * say, and what a save does to area damage, as data (SystemProcedures.saves).
 *
 * - dnd35: DRS › Combat › Jets de sauvegarde (Réflexes, Vigueur, Volonté; d20 + bonus ≥ DD; un 1
 *   naturel rate toujours, un 20 naturel réussit toujours); DRS › Capacités spéciales › Évasion,
 *   Évasion supérieure (Réflexes only, against an effect that halves on a success).
 * - pf1: PRD › Combat › Saving Throws (a natural 1 always fails, a natural 20 always succeeds); PRD ›
 *   Classes › Rogue/Monk › Evasion, Improved Evasion.
 * - sf1: SF CRB › Saving Throws (natural 1 fails, natural 20 succeeds); SF CRB › Operative/Envoy ›
 *   Evasion, Improved Evasion (Vigueur, Réflexes, Volonté in French).
 * - osr: OSE SRD › Saving Throws: d20 ≥ the creature's own target in one of five categories, read in
 *   its class and level's table (monsters save as a class and level); the text says nothing of a
 *   natural 1 or 20 (osr/save-tables.ts).
 * - co: CO › Tests de caractéristiques: d20 + the characteristic's modifier ≥ the difficulty; a
 *   natural 20 succeeds and a natural 1 fails whatever the total (CO › Réussite et échec critiques).
 *   A creature's superior characteristic, marked « * » in its profile, rolls two d20 and keeps the
 *   better (CO › Bestiaire › Caractéristiques supérieures; the rule text here is silent, the open
 *   CO Fantasy rules give it).
 */
import type { Localized } from '../types';

/** One save (or characteristic test, or B/X category) a system offers. */
export interface SaveKind {
  id: string;
  /** Its short name in the log and the dialog (« Réf », « Souffle », « DEX »). */
  short: Localized;
  /** Its full name (« Réflexes »). */
  name: Localized;
  /** The words a GM types for it in a save text (lower case, without accents). */
  words: readonly string[];
}

/** What a natural 1 or 20 on the save's d20 does in a system. */
export interface SaveNaturals {
  oneFails: boolean;
  twentySucceeds: boolean;
  source: string;
}

/** A system's saves. */
export interface SaveRules {
  /**
   * How a save is read: 'bonus' — d20 + the combatant's bonus against the DC (3.5, PF1, SF);
   * 'ability' — d20 + the characteristic's modifier against the difficulty (CO); 'target' — d20
   * against the combatant's own number, no DC (B/X).
   */
  kind: 'bonus' | 'ability' | 'target';
  saves: readonly SaveKind[];
  naturals: SaveNaturals;
  /** The save evasion works with (Réflexes); absent: no evasion in the system. */
  evasionSave?: string;
  /**
   * CO: a creature's superior characteristic (« FOR +6* ») rolls two d20 and keeps the better;
   * absent: the system has no such mark.
   */
  superior?: { source: string };
  /** B/X: the targets of a class and level (« G3 »), undefined when unknown. */
  savesAs?: (text: string) => Record<string, number> | undefined;
  source: string;
}

/** How well a combatant escapes area damage on its evasion save. */
export type Evasion = 'evasion' | 'improved';

/** A combatant's save figures as read from its text. */
export interface SaveFigures {
  /** Bonus (3.5/PF1/SF), modifier (CO) or target (B/X) per save id; a save left out is absent. */
  values: Record<string, number>;
  evasion?: Evasion;
  /** CO: the characteristics marked superior (« FOR +6* »): two d20, the better kept. */
  superior?: string[];
  /** B/X: the class and level it saves as (« G3 »), when given that way. */
  savesAs?: string;
}

/** What a success does to the damage: half (rounded down) or none. */
export type OnSuccess = 'half' | 'none';

/** Whether the save was made, and by what. */
export interface SaveOutcome {
  passed: boolean;
  /** The natural that decided it against the total, when the system says so. */
  natural?: 1 | 20;
}

/**
 * The outcome of a save: `natural` is the d20 as rolled (undefined when the GM typed a total),
 * `total` what counts against `against` (the DC, the difficulty or the B/X target). A tie succeeds.
 */
export function saveOutcome(rules: SaveRules, total: number, against: number, natural?: number): SaveOutcome {
  if (natural === 1 && rules.naturals.oneFails) return { passed: false, natural: 1 };
  if (natural === 20 && rules.naturals.twentySucceeds) return { passed: true, natural: 20 };
  return { passed: total >= against };
}

/**
 * Damage left by a save: full on a failure, half (rounded down) or none on a success; with
 * evasion (on the save it works with, against an effect halved on a success) none on a success,
 * and with improved evasion half on a failure as well.
 */
export function damageAfterSave(
  damage: number,
  passed: boolean,
  onSuccess: OnSuccess,
  evasion?: Evasion,
): number {
  const half = Math.floor(damage / 2);
  if (passed) return onSuccess === 'none' || evasion !== undefined ? 0 : half;
  return evasion === 'improved' && onSuccess === 'half' ? half : damage;
}

/** The save of `rules` named `id`, if any. */
export function saveKind(rules: SaveRules, id: string): SaveKind | undefined {
  return rules.saves.find((s) => s.id === id);
}

const FORT: SaveKind = {
  id: 'fort',
  short: { fr: 'Vig', en: 'Fort' },
  name: { fr: 'Vigueur', en: 'Fortitude' },
  words: ['vig', 'vigueur', 'fort', 'fortitude'],
};
const REF: SaveKind = {
  id: 'ref',
  short: { fr: 'Réf', en: 'Ref' },
  name: { fr: 'Réflexes', en: 'Reflex' },
  words: ['ref', 'reflexes', 'reflexe', 'reflex'],
};
const WILL: SaveKind = {
  id: 'will',
  short: { fr: 'Vol', en: 'Will' },
  name: { fr: 'Volonté', en: 'Will' },
  words: ['vol', 'volonte', 'will'],
};

/** 3.5, PF1, SF: Fortitude, Reflex, Will, naturals 1 and 20, evasion on Reflex. */
export function d20Saves(source: string, naturalsSource: string): SaveRules {
  return {
    kind: 'bonus',
    saves: [FORT, REF, WILL],
    naturals: { oneFails: true, twentySucceeds: true, source: naturalsSource },
    evasionSave: 'ref',
    source,
  };
}

function ability(id: string, fr: string, en: string, frName: string, enName: string): SaveKind {
  const words = [fr.toLowerCase(), en.toLowerCase()];
  return { id, short: { fr, en }, name: { fr: frName, en: enName }, words: [...new Set(words)] };
}

/** Chroniques Oubliées: a characteristic test against a difficulty. */
export const CO_SAVES: SaveRules = {
  kind: 'ability',
  saves: [
    ability('str', 'FOR', 'STR', 'Force', 'Strength'),
    ability('dex', 'DEX', 'DEX', 'Dextérité', 'Dexterity'),
    ability('con', 'CON', 'CON', 'Constitution', 'Constitution'),
    ability('int', 'INT', 'INT', 'Intelligence', 'Intelligence'),
    ability('wis', 'SAG', 'WIS', 'Sagesse', 'Wisdom'),
    ability('cha', 'CHA', 'CHA', 'Charisme', 'Charisma'),
  ],
  naturals: {
    oneFails: true,
    twentySucceeds: true,
    source: 'CO › Tests › Réussite critique (20 naturel), Échec critique (1 naturel)',
  },
  superior: { source: 'CO Fantasy › Bestiaire › Caractéristiques supérieures (*) : 2d20, le meilleur' },
  source: 'CO › Tests de caractéristiques (d20 + Mod. ≥ difficulté)',
};
