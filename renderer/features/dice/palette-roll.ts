/**
 * Dice from the palette (issue 27): « 2d6+3 » typed after Ctrl+K rolls, like the dice panel — the
 * roll goes to the dice history and, while a fight runs, into its log.
 */
import { parseDice, RulesError, type DiceRoll } from '../../../shared/rules';
import { recordDiceRoll } from '../../db';
import { tryRoll } from './dice-roller';
import { logDiceRollInCurrentFight } from './log-dice-roll';

/**
 * Whether `text` is a dice notation worth offering to roll: it parses and has at least one die
 * (« 2d6+3 », « d20 », « 4d6kh3 »; not « 12 », not « lutte »).
 */
export function isDiceNotation(text: string): boolean {
  const trimmed = text.trim();
  if (!/\d*d[\d%]/i.test(trimmed)) return false;
  try {
    return parseDice(trimmed).terms.some((term) => term.kind === 'dice');
  } catch (e) {
    if (e instanceof RulesError) return false;
    throw e;
  }
}

/** Rolls `notation` with the page's dice, keeps it in the history and the log; null when refused. */
export function rollFromPalette(notation: string): DiceRoll | null {
  const attempt = tryRoll(notation.trim());
  if (!attempt.ok) return null;
  const roll = attempt.roll;
  void recordDiceRoll({
    at: Date.now(),
    notation: roll.notation,
    total: roll.total,
    detail: JSON.stringify(roll),
  });
  logDiceRollInCurrentFight(roll).catch((e: unknown) => {
    console.error('Jet non noté dans le journal du combat :', e);
  });
  return roll;
}
