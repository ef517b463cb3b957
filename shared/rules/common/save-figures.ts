/**
 * A combatant's save figures as the GM types them, read against its system's saves (saves.ts):
 * « Vig +2 Réf +4 Vol +1 évasion », « Fort +2 / Ref +4 / Will +1 improved evasion » (3.5, PF1,
 * SF); « sauve comme G3 », « F3 », « 12/13/14/15/16 » (B/X); « FOR +1 DEX +2 SAG -1 », a superior
 * characteristic marked « FOR +6* » (CO).
 */
import type { SaveFigures, SaveRules } from './saves';

/** Why a save text does not read: the word that was not understood, or a number out of range. */
export interface SaveTextError {
  reason: 'unknown-word' | 'number-missing' | 'number-out-of-range' | 'evasion-not-in-rules';
  word: string;
}

/** The largest bonus or modifier a save text takes (either sign). */
export const SAVE_BONUS_MAX = 99;

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\u2212/g, '-');
}

const NUMBER = /^[+-]?\d+$/;
const EVASION_IMPROVED = [/^(improved evasion|evasion superieure|evasion amelioree)\b/, /^evasion\+/];
const EVASION = /^evasion\b/;
const SAVES_AS = /^(sauve comme|saves as|save as|sauve|sv)\s+/;

/** A figure's allowed values: a bonus (±99) or a B/X target (2–20). */
function inRange(rules: SaveRules, n: number): boolean {
  return rules.kind === 'target' ? n >= 2 && n <= 20 : Math.abs(n) <= SAVE_BONUS_MAX;
}

/**
 * Reads « word number » pairs (« Réf +4 », « FOR +6* », « Souffle 15 ») and the evasion words into
 * `figures`; the first word or number it cannot take is the error.
 */
function readNamed(
  rules: SaveRules,
  text: string,
  figures: SaveFigures,
): { figures: SaveFigures } | { error: SaveTextError } {
  let rest = text;
  while (rest !== '') {
    rest = rest.replace(/^[\s;,/]+/, '');
    if (rest === '') break;
    const improved = EVASION_IMPROVED.map((r) => r.exec(rest)).find((m) => m);
    const evasion = improved ?? EVASION.exec(rest);
    if (evasion) {
      if (!rules.evasionSave) return { error: { reason: 'evasion-not-in-rules', word: evasion[0] } };
      figures.evasion = improved ? 'improved' : 'evasion';
      rest = rest.slice(evasion[0].length);
      continue;
    }
    const m = /^([a-z]+)(\*)?\s*([+-]?\d+)?(\*)?/.exec(rest);
    const word = m?.[1];
    const save = word === undefined ? undefined : rules.saves.find((s) => s.words.includes(word));
    if (!m || !save) return { error: { reason: 'unknown-word', word: rest.split(/[\s;,/]+/)[0] ?? rest } };
    const value = m[3];
    if (value === undefined || !NUMBER.test(value))
      return { error: { reason: 'number-missing', word: m[0].trim() } };
    const n = Number(value);
    if (!inRange(rules, n)) return { error: { reason: 'number-out-of-range', word: m[0].trim() } };
    if (m[2] !== undefined || m[4] !== undefined) {
      if (!rules.superior) return { error: { reason: 'unknown-word', word: m[0].trim() } };
      figures.superior = [...(figures.superior ?? []), save.id];
    }
    figures.values[save.id] = n;
    rest = rest.slice(m[0].length);
  }
  return { figures };
}

/**
 * Reads a save text under `rules`. An empty text reads as no figures. A bonus past ±99 (a B/X
 * target past 2–20) is refused with the word that carried it. B/X also reads the five numbers in
 * the tables' order, a class and level (« sauve comme G3 »), or each category named (« Mort 12,
 * Baguettes 13 … »), with a closing note in brackets left aside (« (DV 1) »).
 */
export function parseSaveFigures(
  rules: SaveRules,
  text: string,
): { figures: SaveFigures } | { error: SaveTextError } {
  const rest = plain(text).trim();
  const figures: SaveFigures = { values: {} };
  if (rules.kind !== 'target') return readNamed(rules, rest, figures);
  const body = rest.replace(/\s*\([^()]*\)$/, '').trim();
  const five =
    /^(\d{1,2})\s*[/ ,;]\s*(\d{1,2})\s*[/ ,;]\s*(\d{1,2})\s*[/ ,;]\s*(\d{1,2})\s*[/ ,;]\s*(\d{1,2})$/.exec(
      body,
    );
  if (five) {
    const numbers = five.slice(1).map(Number);
    const bad = numbers.find((n) => !inRange(rules, n));
    if (bad !== undefined) return { error: { reason: 'number-out-of-range', word: String(bad) } };
    rules.saves.forEach((s, i) => (figures.values[s.id] = numbers[i]!));
    return { figures };
  }
  const as = body.replace(SAVES_AS, '').trim();
  if (as === '') return { figures };
  const targets = rules.savesAs?.(as);
  if (targets) return { figures: { values: targets, savesAs: as.toUpperCase().replace(/\s+/g, '') } };
  const named = readNamed(rules, body, figures);
  if ('error' in named && named.error.reason === 'unknown-word')
    return { error: { reason: 'unknown-word', word: text.trim() } };
  return named;
}
