/**
 * Caractéristiques de manœuvre: the figures the manoeuvre wizards read from a combatant (BBA, For,
 * Dex, Con, taille, dons, jambes, stabilité; sf1 attack bonus), as the form and the quick add type
 * them, with their limits and the sizes' French and English words.
 */
import type { FighterStats } from '../../shared/combat';
import {
  getProcedures,
  getSystem,
  SIZE_NAMES,
  SIZES,
  type Localized,
  type Size,
  type SystemId,
} from '../../shared/rules';
import { readInteger } from './integer-field';

/** The numeric fighter stats a GM types. */
export type FighterNumberKey = 'bab' | 'str' | 'dex' | 'con' | 'legs' | 'attackBonus';

/**
 * What a GM may type, inclusive. Scores 1–99 (the rules' range, NUMBER_RANGES.abilityScore) and BBA
 * −5..+100 cover every creature of the open bestiaries of 3.5 and PF1 (issue 31: Cthulhu has Str 56,
 * the oma 52; the SRD's epic creatures a BAB past +40: the tarrasque +48, the iron colossus +72, the
 * devastation vermin of 128 HD +96). The rules set no ceiling (BAB grows with the hit dice); +100 is
 * the most a fight and a file keep (NUMBER_RANGES.attackBonus), and Paravent rolls 100 dice at most.
 * An open creature must be editable: open-bestiary-limits.test.ts holds every one to these limits.
 */
export const FIGHTER_LIMITS: Record<FighterNumberKey, readonly [number, number]> = {
  bab: [-5, 100],
  str: [1, 99],
  dex: [1, 99],
  con: [1, 99],
  legs: [0, 20],
  attackBonus: [-10, 60],
};

/** The numeric stats the form shows, in order; `attackBonus` only in Starfinder. */
export function fighterNumberKeys(system: SystemId): FighterNumberKey[] {
  const keys: FighterNumberKey[] = ['bab', 'str', 'dex', 'con', 'legs'];
  // The attack against KAC + 8 (SF) reads the attack bonus.
  return getProcedures(system).maneuvers?.rollPlan === 'kac-attack' ? [...keys, 'attackBonus'] : keys;
}

/** The systems whose combatants have manoeuvre stats (the others have no manoeuvres). */
export function hasFighterStats(system: SystemId): boolean {
  return getProcedures(system).maneuvers !== undefined;
}

/**
 * Size words, folded (lower case, no accents): the French letters of the rules' size table
 * (DRS › Combat › modificateurs de taille: I, Min, TP, P, M, G, TG, Gig, C), the French names
 * and the English names.
 */
const SIZE_WORDS: Record<string, Size> = {
  i: 'fine',
  infime: 'fine',
  fine: 'fine',
  min: 'diminutive',
  minuscule: 'diminutive',
  diminutive: 'diminutive',
  tp: 'tiny',
  'tres-petit': 'tiny',
  'tres petit': 'tiny',
  tiny: 'tiny',
  p: 'small',
  petit: 'small',
  petite: 'small',
  small: 'small',
  m: 'medium',
  moyen: 'medium',
  moyenne: 'medium',
  medium: 'medium',
  g: 'large',
  grand: 'large',
  grande: 'large',
  large: 'large',
  tg: 'huge',
  'tres-grand': 'huge',
  'tres grand': 'huge',
  huge: 'huge',
  gig: 'gargantuan',
  gigantesque: 'gargantuan',
  gargantuan: 'gargantuan',
  c: 'colossal',
  colossal: 'colossal',
  colossale: 'colossal',
};

/** The short French letters of each size, as `formatQuickAdd` writes them. */
export const SIZE_LETTERS: Record<Size, string> = {
  fine: 'I',
  diminutive: 'Min',
  tiny: 'TP',
  small: 'P',
  medium: 'M',
  large: 'G',
  huge: 'TG',
  gargantuan: 'Gig',
  colossal: 'C',
};

/** The size a folded word names ("g", "grand", "large", "tres petit"), or undefined. */
export function sizeOfWord(folded: string): Size | undefined {
  return Object.hasOwn(SIZE_WORDS, folded) ? SIZE_WORDS[folded] : undefined;
}

/** French and English names of the feats the manoeuvre rules read (open rules names). */
const FEAT_NAMES: Record<string, Localized> = {
  'improved-grapple': { fr: 'Science de la lutte', en: 'Improved Grapple' },
  'improved-unarmed-strike': { fr: 'Science du combat à mains nues', en: 'Improved Unarmed Strike' },
  'improved-bull-rush': { fr: 'Science de la bousculade', en: 'Improved Bull Rush' },
  'improved-trip': { fr: 'Science du croc-en-jambe', en: 'Improved Trip' },
  'improved-overrun': { fr: 'Science du renversement', en: 'Improved Overrun' },
  'improved-disarm': { fr: 'Science du désarmement', en: 'Improved Disarm' },
  'improved-sunder': { fr: 'Science de la destruction', en: 'Improved Sunder' },
  'improved-dirty-trick': { fr: 'Science du sale coup', en: 'Improved Dirty Trick' },
  'improved-drag': { fr: 'Science de l’entraînement', en: 'Improved Drag' },
  'improved-reposition': { fr: 'Science du repositionnement', en: 'Improved Reposition' },
  'improved-steal': { fr: 'Science de la subtilisation', en: 'Improved Steal' },
  'greater-grapple': { fr: 'Lutte supérieure', en: 'Greater Grapple' },
  'greater-bull-rush': { fr: 'Bousculade supérieure', en: 'Greater Bull Rush' },
  'greater-trip': { fr: 'Croc-en-jambe supérieur', en: 'Greater Trip' },
  'greater-overrun': { fr: 'Renversement supérieur', en: 'Greater Overrun' },
  'greater-disarm': { fr: 'Désarmement supérieur', en: 'Greater Disarm' },
  'greater-sunder': { fr: 'Destruction supérieure', en: 'Greater Sunder' },
  'greater-dirty-trick': { fr: 'Sale coup supérieur', en: 'Greater Dirty Trick' },
  'greater-drag': { fr: 'Entraînement supérieur', en: 'Greater Drag' },
  'greater-reposition': { fr: 'Repositionnement supérieur', en: 'Greater Reposition' },
  'greater-steal': { fr: 'Subtilisation supérieure', en: 'Greater Steal' },
  'agile-maneuvers': { fr: 'Manœuvres agiles', en: 'Agile Maneuvers' },
  'combat-reflexes': { fr: 'Attaques réflexes', en: 'Combat Reflexes' },
};

/** A feat's name in a language; an id the table does not know is shown as it is. */
export function featName(id: string, language: string): string {
  const name = Object.hasOwn(FEAT_NAMES, id) ? FEAT_NAMES[id] : undefined;
  if (!name) return id;
  return language.startsWith('en') ? name.en : name.fr;
}

/**
 * The feat ids the system's manoeuvre rules read: for each manoeuvre its Improved feat and the
 * feats that avoid its attack of opportunity (3.5 grapple: Improved Unarmed Strike); PF1 also the
 * Greater feats and Agile Maneuvers (Dex to CMB).
 */
export function maneuverFeats(system: SystemId): string[] {
  if (!hasFighterStats(system)) return [];
  const feats = new Set<string>();
  for (const m of getSystem(system).maneuvers) {
    feats.add(`improved-${m.id}`);
    for (const f of m.provokesUnlessFeat ?? []) feats.add(f);
  }
  const procedures = getProcedures(system).maneuvers;
  for (const m of getSystem(system).maneuvers) {
    for (const f of procedures?.attackerFeats(m.id) ?? []) feats.add(f);
  }
  return [...feats];
}

/**
 * The feats the form offers: those of the manoeuvres, and the one that gives more attacks of
 * opportunity and lets a flat-footed creature make them (3.5, PF1: Combat Reflexes, read by
 * shared/combat/reactions.ts).
 */
export function formFeats(system: SystemId): string[] {
  const more = getProcedures(system).opportunity?.unlessFeat;
  return more === undefined ? maneuverFeats(system) : [...maneuverFeats(system), more];
}

/** The form's fields of the fighter stats, as text (feats comma-separated). */
export type FighterFields = Partial<Record<FighterNumberKey | 'size' | 'feats' | 'stable', string>>;

/** The form's fields prefilled from a combatant's stats. */
export function fieldsOfFighter(f: FighterStats): FighterFields {
  const fields: FighterFields = {};
  for (const key of ['bab', 'str', 'dex', 'con', 'legs', 'attackBonus'] as const) {
    const value = f[key];
    if (value !== undefined) fields[key] = String(value);
  }
  if (f.size) fields.size = f.size;
  if (f.feats?.length) fields.feats = f.feats.join(',');
  if (f.stable) fields.stable = 'true';
  return fields;
}

/** What was wrong with a field: not an integer, or out of its limits. */
export type FighterFieldError = { kind: 'integer' } | { kind: 'range'; min: number; max: number };

/**
 * The stats of the form's fields, on top of `base` (fields left blank remove the stat; stats the
 * system's form does not show are kept), or the errors by field.
 */
export function fighterOfFields(
  fields: FighterFields,
  system: SystemId,
  base: FighterStats = {},
):
  | { ok: true; fighter: FighterStats }
  | { ok: false; errors: Partial<Record<FighterNumberKey, FighterFieldError>> } {
  const fighter: FighterStats = { ...base };
  const errors: Partial<Record<FighterNumberKey, FighterFieldError>> = {};
  for (const key of fighterNumberKeys(system)) {
    const n = readInteger(fields[key] ?? '');
    const [min, max] = FIGHTER_LIMITS[key];
    if (n === null) errors[key] = { kind: 'integer' };
    else if (n !== undefined && (n < min || n > max)) errors[key] = { kind: 'range', min, max };
    else if (n === undefined) delete fighter[key];
    else fighter[key] = n;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const size = SIZES.find((s) => s === fields.size);
  if (size) fighter.size = size;
  else delete fighter.size;
  const feats = (fields.feats ?? '').split(',').filter(Boolean);
  if (feats.length > 0) fighter.feats = feats;
  else delete fighter.feats;
  if (fields.stable === 'true') fighter.stable = true;
  else delete fighter.stable;
  return { ok: true, fighter };
}

/** "BBA +5 · For 21 · Grand (G) · 1 don" — a short line of the stats, French or English. */
export function fighterSummary(f: FighterStats, language: string): string {
  const en = language.startsWith('en');
  const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));
  const parts: string[] = [];
  if (f.bab !== undefined) parts.push(`${en ? 'BAB' : 'BBA'} ${signed(f.bab)}`);
  if (f.str !== undefined) parts.push(`${en ? 'Str' : 'For'} ${f.str}`);
  if (f.dex !== undefined) parts.push(`Dex ${f.dex}`);
  if (f.con !== undefined) parts.push(`Con ${f.con}`);
  if (f.size) parts.push(en ? SIZE_NAMES[f.size].en : SIZE_NAMES[f.size].fr);
  if (f.feats?.length) parts.push(f.feats.map((id) => featName(id, language)).join(', '));
  return parts.join(' · ');
}
