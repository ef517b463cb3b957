/**
 * Types de dégâts: the words a GM types after damage (« -12 feu », « -8 tranchant magique », EN
 * « -12 fire ») and in a creature's defences (« RD 10/argent et bien », « feu 10 »), as system-neutral
 * ids. Energy types are resisted (energy resistance, CO's RD when its system says so); the others
 * are a weapon's kind and what it is made of, which a damage reduction names as what bypasses it.
 * Sources: DRS 3.5 › Capacités spéciales (Réduction des dégâts, Résistance aux énergies); PRD ›
 * Universal Monster Rules (Damage Reduction, Energy Resistance); SF CRB › Universal Creature Rules.
 */
import type { Localized } from '../types';

/** What a damage type is: an energy, a weapon's kind of wound, or a quality a DR may name. */
export type DamageTypeKind = 'energy' | 'physical' | 'quality';

/** One damage type: its id, kind, name in both languages, and every word that means it. */
export interface DamageType {
  id: string;
  kind: DamageTypeKind;
  name: Localized;
  /** Words and phrases that mean it, folded (lower case, no accents), French and English. */
  words: readonly string[];
}

/** The damage types Paravent knows, energies first. */
export const DAMAGE_TYPES: readonly DamageType[] = [
  { id: 'acid', kind: 'energy', name: { fr: 'acide', en: 'acid' }, words: ['acide', 'acid'] },
  { id: 'cold', kind: 'energy', name: { fr: 'froid', en: 'cold' }, words: ['froid', 'cold'] },
  {
    id: 'electricity',
    kind: 'energy',
    name: { fr: 'électricité', en: 'electricity' },
    words: ['electricite', 'electrique', 'elec', 'electricity', 'electric'],
  },
  { id: 'fire', kind: 'energy', name: { fr: 'feu', en: 'fire' }, words: ['feu', 'fire'] },
  { id: 'sonic', kind: 'energy', name: { fr: 'son', en: 'sonic' }, words: ['son', 'sonique', 'sonic'] },
  {
    id: 'bludgeoning',
    kind: 'physical',
    name: { fr: 'contondant', en: 'bludgeoning' },
    words: ['contondant', 'contondante', 'contondants', 'bludgeoning'],
  },
  {
    id: 'piercing',
    kind: 'physical',
    name: { fr: 'perçant', en: 'piercing' },
    words: ['percant', 'percante', 'percants', 'perforant', 'piercing'],
  },
  {
    id: 'slashing',
    kind: 'physical',
    name: { fr: 'tranchant', en: 'slashing' },
    words: ['tranchant', 'tranchante', 'tranchants', 'slashing'],
  },
  {
    id: 'magic',
    kind: 'quality',
    name: { fr: 'magie', en: 'magic' },
    words: ['magie', 'magique', 'magiques', 'magic'],
  },
  {
    id: 'silver',
    kind: 'quality',
    name: { fr: 'argent', en: 'silver' },
    words: ['argent', 'argente', 'argentee', 'silver', 'alchemical silver', 'argent alchimique'],
  },
  {
    id: 'cold-iron',
    kind: 'quality',
    name: { fr: 'fer froid', en: 'cold iron' },
    words: ['fer froid', 'cold iron'],
  },
  {
    id: 'adamantine',
    kind: 'quality',
    name: { fr: 'adamantium', en: 'adamantine' },
    words: ['adamantium', 'adamantine', 'adamantin'],
  },
  { id: 'good', kind: 'quality', name: { fr: 'bien', en: 'good' }, words: ['bien', 'bon', 'good'] },
  { id: 'evil', kind: 'quality', name: { fr: 'mal', en: 'evil' }, words: ['mal', 'mauvais', 'evil'] },
  { id: 'law', kind: 'quality', name: { fr: 'loi', en: 'law' }, words: ['loi', 'loyal', 'law', 'lawful'] },
  {
    id: 'chaos',
    kind: 'quality',
    name: { fr: 'chaos', en: 'chaos' },
    words: ['chaos', 'chaotique', 'chaotic'],
  },
  { id: 'epic', kind: 'quality', name: { fr: 'épique', en: 'epic' }, words: ['epique', 'epic'] },
];

const BY_ID = new Map(DAMAGE_TYPES.map((t) => [t.id, t]));

/** The damage type of an id, or undefined. */
export function damageType(id: string): DamageType | undefined {
  return BY_ID.get(id);
}

/** Folds a typed word: lower case, no accents, one space between words. */
export function foldWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every phrase with its type, the longest first (« fer froid » before « froid »). */
const PHRASES: readonly (readonly [string[], string])[] = DAMAGE_TYPES.flatMap((t) =>
  t.words.map((w) => [w.split(' '), t.id] as const),
).sort((a, b) => b[0].length - a[0].length);

/** Words typed around the types that say nothing (« dégâts de feu », « fire damage »). */
const FILLERS = new Set([
  'degats',
  'degat',
  'dgt',
  'dmg',
  'damage',
  'de',
  "d'",
  'du',
  'des',
  'et',
  'and',
  'a',
  'au',
  'aux',
]);

/**
 * The damage types of words typed (« tranchant magique », « fer froid », « fire »): their ids in the
 * order typed, or the first word that is no type (`unknown`). Filler words are skipped.
 */
export function readDamageTypes(text: string): { ids: string[] } | { unknown: string } {
  const words = foldWords(text.replace(/\bd['’]/gi, "d' "))
    .split(' ')
    .filter((w) => w !== '');
  const ids: string[] = [];
  let i = 0;
  while (i < words.length) {
    const found = PHRASES.find(([phrase]) => phrase.every((w, k) => words[i + k] === w));
    if (found) {
      if (!ids.includes(found[1])) ids.push(found[1]);
      i += found[0].length;
    } else if (FILLERS.has(words[i])) i += 1;
    else return { unknown: words[i] };
  }
  return { ids };
}

/** Damage type ids named in a language, joined by spaces (« tranchant magique »). */
export function damageTypeNames(ids: readonly string[], language: 'fr' | 'en'): string {
  return ids.map((id) => damageType(id)?.name[language] ?? id).join(' ');
}
