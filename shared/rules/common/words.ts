/**
 * Texts of the rules in both languages, built piece by piece: a manoeuvre's step (« Attaque de
 * contact : 14 (d20) + 3 (BBA) = 17 contre CA de contact 12 — touché ») is written once as pieces,
 * each piece French and English, so that the two sentences never drift apart.
 */
import type { Localized, ManeuverStep } from '../types';

/** A piece of a text: the same in both languages (a number, a name), or one text per language. */
export type Piece = string | number | Localized;

/** A text in both languages: `say('touché', 'hit')`. */
export function say(fr: string, en: string): Localized {
  return { fr, en };
}

/** Pieces joined into one text per language. */
export function join(...pieces: readonly Piece[]): Localized {
  const of = (lang: keyof Localized) =>
    pieces.map((p) => (typeof p === 'object' ? p[lang] : String(p))).join('');
  return { fr: of('fr'), en: of('en') };
}

/** Pieces joined with a separator that may itself differ by language. */
export function joinWith(separator: Piece, pieces: readonly Piece[]): Localized {
  return join(...pieces.flatMap((p, i) => (i === 0 ? [p] : [separator, p])));
}

/** « : » in French, ": " in English. */
export const COLON = say(' : ', ': ');
/** « contre » / "against", with its spaces. */
export const AGAINST = say(' contre ', ' against ');

/** "+ 3", "− 2": a modifier as the breakdowns write it. */
export function signed(value: number): string {
  return value < 0 ? `− ${-value}` : `+ ${value}`;
}

/** One step of a resolution: its French `label` (the rules API's) and its `text` in both languages. */
export function step(text: Localized, rest: Omit<ManeuverStep, 'label' | 'text'> = {}): ManeuverStep {
  return { label: text.fr, text, ...rest };
}

/** A condition's name as a part of a sum (« secoué » / "shaken"). */
export function lowerName(name: Localized): Localized {
  return { fr: name.fr.toLowerCase(), en: name.en.toLowerCase() };
}
