/**
 * French elision before a name: « de » + Aldric → « d’Aldric », « le » + Orque → « l’Orque », but
 * « de Lidda », « le Hobgobelin » (an aspirated h). One helper: the i18n layer registers it as the
 * i18next formats `de` and `le` (`'Tour {{name, de}}'`, renderer/i18n/elision.ts), and the engine's
 * reference French texts (shared/combat/engine-texts.ts) read the same `{{name, de}}`.
 */

/** Words of the bestiary and of fantasy French that start with an aspirated h (no elision). */
const ASPIRATED_H: readonly string[] = [
  'hache',
  'hallebard',
  'hamster',
  'hanneton',
  'harpie',
  'hérisson',
  'héro',
  'hibou',
  'hobgobelin',
  'homard',
  'horde',
  'hors',
  'hurl',
  'hutte',
  'hyène',
];

const VOWEL = /^[aeiouyàâäæéèêëîïôöœùûüÿ]/i;

/** Whether French elides « de » / « le » before this name: a vowel, or a mute h followed by a vowel. */
export function elides(name: string): boolean {
  const word = name.trim().normalize('NFC');
  // A « y » before a vowel is a consonant: « de Yann », « le yéti ».
  if (/^y/i.test(word)) return !VOWEL.test(word.slice(1));
  if (VOWEL.test(word)) return true;
  if (!/^h/i.test(word) || !VOWEL.test(word.slice(1))) return false;
  const lower = word.toLocaleLowerCase('fr');
  return !ASPIRATED_H.some((h) => lower.startsWith(h));
}

/** « de Lidda », « d’Aldric ». */
export function deName(name: string): string {
  return elides(name) ? `d’${name.trim()}` : `de ${name}`;
}

/** « le Gobelin », « l’Orque ». */
export function leName(name: string): string {
  return elides(name) ? `l’${name.trim()}` : `le ${name}`;
}

/** The French formats a text may ask of a value: `{{name, de}}`, `{{name, le}}`. */
export const FRENCH_FORMATS: Readonly<Record<string, (value: string) => string>> = {
  de: deName,
  le: leName,
};
