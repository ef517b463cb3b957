/**
 * Points de vie par dés de vie: a library entry may carry « 4d8+4 » instead of a number; each copy
 * added to a fight rolls it with the encounter's seeded dice, or takes its average (rounded down, as
 * the SRD prints it: 1d8+1 → 5, 4d8+4 → 22).
 */
import { parseDice, RulesError, type DiceExpression } from '../rules';
import { refusal } from './errors';

/** Most dice an HP formula may roll in all (a 60-HD dragon is within it). */
const MAX_HP_DICE = 100;

/**
 * Reads an HP formula; EngineError with a French message when it is not one (« 4d », « 999d999 »,
 * keep/drop dice, more than MAX_HP_DICE dice).
 */
export function parseHpFormula(text: string): DiceExpression {
  let expr: DiceExpression;
  try {
    expr = parseDice(text);
  } catch (err) {
    if (err instanceof RulesError) {
      throw refusal('invalid-number', 'hpFormula', { text, detail: err.message }, { text });
    }
    throw err;
  }
  let dice = 0;
  for (const term of expr.terms) {
    if (term.kind === 'dice') {
      if (term.keep) throw refusal('invalid-number', 'hpFormulaKeep', { text });
      dice += term.count;
    }
  }
  if (dice === 0) {
    throw refusal('invalid-number', 'hpFormulaNoDie', { text });
  }
  if (dice > MAX_HP_DICE) {
    throw refusal('invalid-number', 'hpFormulaTooMany', { text, max: MAX_HP_DICE });
  }
  return expr;
}

/** The average of an HP formula, rounded down, at least 1 (SRD: 1d8+1 → 5, 2d8+4 → 13). */
export function hpFormulaAverage(expr: DiceExpression): number {
  let twice = 0;
  for (const t of expr.terms) {
    twice += t.sign * (t.kind === 'dice' ? t.count * (t.sides + 1) : 2 * t.value);
  }
  return Math.max(1, Math.floor(twice / 2));
}

/** Whether a typed HP value looks like a formula (« 4d8+4 ») rather than a number. */
export function isHpFormula(text: string): boolean {
  return /d/i.test(text);
}
