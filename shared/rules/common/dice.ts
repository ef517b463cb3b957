/**
 * Dice notation: parse "2d6+3", "4d6kh3", "d%", "1d20-2", "3d8 + 1d6 + 2", "2D6"; roll it with an
 * injected `Rng`, keeping every die so the UI can show them; give its range and normalised text.
 *
 * Why hand-written rather than @dice-roller/rpg-dice-roller: that library pulls in mathjs (about
 * 150 KB gzipped, over our 250 KB budget for the whole GM window), and its random engine is a global
 * setting, not an `Rng` passed with each call — the encounter engine needs the latter to replay a
 * fight from a saved seed. The grammar we need is small: sums and differences of `NdX` terms (with
 * keep/drop) and constants.
 */
import type { Rng } from '../types';
import { counted } from '../../locale';
import { RulesError } from '../errors';

/** +1 for a term that is added, −1 for one that is subtracted. */
export type DiceSign = 1 | -1;

/** Keep only the `count` highest (or lowest) dice of a term. */
export interface DiceKeep {
  which: 'highest' | 'lowest';
  count: number;
}

/** `NdX`, optionally keeping some of the dice (`4d6kh3`). `d%` is a d100. */
export interface DiceTermDice {
  kind: 'dice';
  sign: DiceSign;
  count: number;
  sides: number;
  keep?: DiceKeep;
}

/** A fixed number (`+3`). */
export interface DiceTermConstant {
  kind: 'constant';
  sign: DiceSign;
  value: number;
}

/** One term of a dice expression. */
export type DiceTerm = DiceTermDice | DiceTermConstant;

/** A parsed dice expression: terms added or subtracted in order. */
export interface DiceExpression {
  terms: DiceTerm[];
}

/** One die rolled, and whether it counts toward the total. */
export interface DieResult {
  value: number;
  kept: boolean;
}

/** What one term gave. */
export interface DiceTermRoll {
  /** The term's normalised text, without its sign ("4d6kh3", "3"). */
  notation: string;
  sign: DiceSign;
  /** Every die rolled, in rolling order (dice terms only). */
  dice?: DieResult[];
  /** The fixed number (constant terms only), without its sign. */
  constant?: number;
  /** The term's signed contribution: the sum of the kept dice (or the constant) times `sign`. */
  subtotal: number;
}

/** The result of `rollDice`: `total` is the sum of the terms' subtotals. */
export interface DiceRoll {
  /** The normalised notation ("2d6+3"). */
  notation: string;
  total: number;
  terms: DiceTermRoll[];
}

/** The limits a notation must respect. */
export const DICE_LIMITS = {
  maxTextLength: 200,
  maxTerms: 20,
  maxDicePerTerm: 100,
  minSides: 2,
  maxSides: 1000,
  maxConstant: 1_000_000,
} as const;

const EXAMPLES = 'exemples : 2d6+3, 1d20-2, 4d6kh3, d%';
const DICE_TERM = /^(\d*)d(\d+|%)(?:(kh|kl|k|dh|dl|d)(\d*))?$/;
const CONSTANT_TERM = /^\d+$/;

function invalid(message: string, details: Record<string, unknown>): RulesError {
  return new RulesError('invalid-notation', message, details);
}

function isCount(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** The text of one term, without its sign. */
function termText(term: DiceTerm): string {
  if (term.kind === 'constant') return String(term.value);
  const keep = term.keep ? `${term.keep.which === 'highest' ? 'kh' : 'kl'}${term.keep.count}` : '';
  return `${term.count}d${term.sides}${keep}`;
}

/** Throws a RulesError unless `term` respects DICE_LIMITS; `where` names it in the message. */
function checkTerm(term: DiceTerm, where: string): void {
  if (term === null || typeof term !== 'object') throw invalid(`${where} : terme attendu`, { term });
  if (term.sign !== 1 && term.sign !== -1) throw invalid(`${where} : signe + ou − attendu`, { term });
  if (term.kind === 'constant') {
    if (!isCount(term.value, 0, DICE_LIMITS.maxConstant)) {
      throw invalid(`${where} : nombre entier de 0 à ${DICE_LIMITS.maxConstant} attendu`, { term });
    }
    return;
  }
  if (term.kind !== 'dice') throw invalid(`${where} : terme de dés ou nombre attendu`, { term });
  if (typeof term.count !== 'number' || !Number.isInteger(term.count) || term.count < 1) {
    throw invalid(`${where} : il faut lancer au moins 1 dé`, { term });
  }
  if (term.count > DICE_LIMITS.maxDicePerTerm) {
    throw invalid(`${where} : au plus ${DICE_LIMITS.maxDicePerTerm} dés par terme`, { term });
  }
  if (!isCount(term.sides, DICE_LIMITS.minSides, DICE_LIMITS.maxSides)) {
    throw invalid(
      `${where} : un dé a de ${DICE_LIMITS.minSides} à ${DICE_LIMITS.maxSides} faces (ou d% pour un d100)`,
      { term },
    );
  }
  if (term.keep !== undefined) {
    const { which, count } = term.keep;
    if (which !== 'highest' && which !== 'lowest')
      throw invalid(`${where} : « kh » ou « kl » attendu`, { term });
    if (!isCount(count, 1, term.count)) {
      throw invalid(
        `${where} : on ne peut garder que de 1 à ${counted('fr', term.count, 'dé', 'dés')} sur ${term.count}`,
        {
          term,
        },
      );
    }
  }
}

/** Throws a RulesError unless `expr` is a well-formed expression within DICE_LIMITS. */
function checkExpression(expr: DiceExpression): DiceExpression {
  if (expr === null || typeof expr !== 'object' || !Array.isArray(expr.terms)) {
    throw invalid('Expression de dés attendue', { expr });
  }
  if (expr.terms.length === 0) throw invalid('Expression de dés vide', { expr });
  if (expr.terms.length > DICE_LIMITS.maxTerms) {
    throw invalid(`Trop de termes : au plus ${DICE_LIMITS.maxTerms}`, { terms: expr.terms.length });
  }
  expr.terms.forEach((term, i) => checkTerm(term, `Terme ${i + 1}`));
  return expr;
}

/** Splits "3d8 + 1d6 - 2" into signed raw terms; whitespace is allowed only around the signs. */
function splitTerms(body: string): { sign: DiceSign; raw: string }[] {
  const tokens = body.split(/([+-])/);
  const pieces: { sign: DiceSign; raw: string }[] = [];
  let sign: DiceSign = 1;
  tokens.forEach((token, i) => {
    if (i % 2 === 1) {
      sign = token === '-' ? -1 : 1;
      return;
    }
    const raw = token.trim();
    if (i === 0 && raw === '' && tokens.length > 1) return; // a leading sign: "-1d4+3"
    pieces.push({ sign, raw });
  });
  return pieces;
}

/** The keep rule written after a dice term (`kh3`, `k3`, `kl1`, `dl1`, `d1`, `dh1`). */
function parseKeep(op: string, digits: string, count: number, raw: string): DiceKeep {
  const n = digits === '' ? 1 : Number(digits);
  if (op === 'k' || op === 'kh') return { which: 'highest', count: n };
  if (op === 'kl') return { which: 'lowest', count: n };
  if (!Number.isInteger(n) || n < 1 || n >= count) {
    throw invalid(
      `« ${raw} » : on ne peut écarter que de 1 à ${counted('fr', count - 1, 'dé', 'dés')} sur ${count}`,
      {
        term: raw,
      },
    );
  }
  return { which: op === 'dh' ? 'lowest' : 'highest', count: count - n };
}

function parseTerm(raw: string, sign: DiceSign, index: number): DiceTerm {
  const where = `Terme ${index + 1} (« ${raw} »)`;
  if (raw === '') throw invalid(`Terme ${index + 1} manquant entre deux signes (${EXAMPLES})`, { index });
  let term: DiceTerm;
  if (CONSTANT_TERM.test(raw)) {
    term = { kind: 'constant', sign, value: Number(raw) };
  } else {
    const m = DICE_TERM.exec(raw);
    if (!m) throw invalid(`${where} : notation incompréhensible (${EXAMPLES})`, { term: raw, index });
    const count = m[1] === '' ? 1 : Number(m[1]);
    const sides = m[2] === '%' ? 100 : Number(m[2]);
    term = { kind: 'dice', sign, count, sides };
    if (m[3] !== undefined) term.keep = parseKeep(m[3], m[4], count, raw);
  }
  checkTerm(term, where);
  return term;
}

/**
 * Reads a dice notation: `NdX`, `dX` (one die), `d%` (d100), `NdXkhK` / `NdXkK` / `NdXklK` (keep the
 * K highest / lowest), `NdXdlK` / `NdXdK` / `NdXdhK` (drop the K lowest / highest), whole numbers,
 * joined by `+` and `-`; spaces around the signs, any letter case, 'D' as in French (2D6).
 * Throws a RulesError ('invalid-notation') with a French message for empty text, garbage, 0 dice,
 * more than 100 dice in a term, dice of fewer than 2 or more than 1000 faces, keeping more dice than
 * rolled, more than 20 terms, or more than 200 characters.
 */
export function parseDice(text: string): DiceExpression {
  if (typeof text !== 'string') throw invalid(`Notation de dés : texte attendu (${EXAMPLES})`, { text });
  if (text.length > DICE_LIMITS.maxTextLength) {
    throw invalid(`Notation de dés trop longue : au plus ${DICE_LIMITS.maxTextLength} caractères`, {
      length: text.length,
    });
  }
  const body = text
    .trim()
    .toLowerCase()
    .replace(/\u2212/g, '-');
  if (body === '') throw invalid(`Notation de dés vide (${EXAMPLES})`, { text });
  const pieces = splitTerms(body);
  if (pieces.length > DICE_LIMITS.maxTerms) {
    throw invalid(`Trop de termes : ${pieces.length}, au plus ${DICE_LIMITS.maxTerms}`, { text });
  }
  return { terms: pieces.map((p, i) => parseTerm(p.raw, p.sign, i)) };
}

/**
 * The normalised text of an expression: lower-case, no spaces, the count always written, keep as
 * `kh`/`kl` (`d%` becomes `1d100`, `4d6dl1` becomes `4d6kh3`). `parseDice(formatDice(e))` equals `e`.
 */
export function formatDice(expr: DiceExpression): string {
  return checkExpression(expr)
    .terms.map((term, i) => {
      const text = termText(term);
      if (term.sign === -1) return `-${text}`;
      return i === 0 ? text : `+${text}`;
    })
    .join('');
}

function toExpression(input: string | DiceExpression): DiceExpression {
  return typeof input === 'string' ? parseDice(input) : checkExpression(input);
}

/** The lowest and highest totals an expression can give. */
export function diceRange(input: string | DiceExpression): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const term of toExpression(input).terms) {
    const counted = term.kind === 'dice' ? (term.keep?.count ?? term.count) : 0;
    const low = term.kind === 'dice' ? counted : term.value;
    const high = term.kind === 'dice' ? counted * term.sides : term.value;
    if (term.sign === 1) {
      min += low;
      max += high;
    } else {
      min -= high;
      max -= low;
    }
  }
  return { min, max };
}

function rollDie(rng: Rng, sides: number): number {
  const value = rng.nextInt(1, sides);
  if (!Number.isInteger(value) || value < 1 || value > sides) {
    throw new RulesError('invalid-roll', `Le générateur a donné ${String(value)} pour un d${sides}`, {
      value,
      sides,
    });
  }
  return value;
}

/** Marks the dice that count; among equal values, the die rolled first is kept first. */
function markKept(values: number[], keep: DiceKeep | undefined): DieResult[] {
  if (!keep) return values.map((value) => ({ value, kept: true }));
  const order = values
    .map((value, index) => ({ value, index }))
    .sort((a, b) => (keep.which === 'highest' ? b.value - a.value : a.value - b.value) || a.index - b.index);
  const kept = new Set(order.slice(0, keep.count).map((d) => d.index));
  return values.map((value, index) => ({ value, kept: kept.has(index) }));
}

function rollTerm(term: DiceTerm, rng: Rng): DiceTermRoll {
  const notation = termText(term);
  if (term.kind === 'constant') {
    return {
      notation,
      sign: term.sign,
      constant: term.value,
      subtotal: term.sign === 1 ? term.value : 0 - term.value,
    };
  }
  const values = Array.from({ length: term.count }, () => rollDie(rng, term.sides));
  const dice = markKept(values, term.keep);
  const sum = dice.reduce((s, d) => (d.kept ? s + d.value : s), 0);
  return { notation, sign: term.sign, dice, subtotal: term.sign === 1 ? sum : 0 - sum };
}

/**
 * Rolls a notation (or a parsed expression) with `rng`, dice in order from left to right, and
 * records every die and whether it was kept. Throws a RulesError for a bad notation, or
 * ('invalid-roll') when `rng` gives a value outside the die.
 */
export function rollDice(input: string | DiceExpression, rng: Rng): DiceRoll {
  const expr = toExpression(input);
  if (rng === null || typeof rng !== 'object' || typeof rng.nextInt !== 'function') {
    throw new RulesError('invalid-roll', 'Générateur de nombres aléatoires (rng) attendu', {});
  }
  const terms = expr.terms.map((term) => rollTerm(term, rng));
  return {
    notation: formatDice(expr),
    total: terms.reduce((sum, t) => sum + t.subtotal, 0),
    terms,
  };
}
