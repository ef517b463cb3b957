/**
 * The keys typed on a focused row that start an HP entry (issue 27). « - » and « + » open the HP
 * field at once; a sign made of letters (« t5 », « nl4 ») is held while it may still become one, so
 * that « t » or « n » do not fire their shortcuts before the digit says what the GM meant. When the
 * next key does not continue a sign (or after a pause), the held keys are given back to the
 * shortcuts as if just pressed.
 */
import { HP_ENTRY_SIGNS } from '../../../shared/combat';

/** A held sign waits this long for its digit before its keys go back to the shortcuts. */
export const SIGN_PAUSE_MS = 700;

/** What a key does on a focused row, given the keys held so far. */
export type RowKeyStep =
  /** Open the HP field with this text. */
  | { kind: 'open'; text: string; replay: string }
  /** Keep these keys: a sign is being typed. */
  | { kind: 'hold'; held: string; replay: string }
  /** Not an HP entry: give the held keys back (`replay`), then the key acts as usual. */
  | { kind: 'pass'; replay: string };

const LETTER_SIGNS: readonly string[] = HP_ENTRY_SIGNS.filter((s) => /^[a-z]+$/.test(s));

/** The next step of an HP entry typed on a row: `held` the keys held so far, `key` the key pressed. */
export function rowKeyStep(held: string, key: string): RowKeyStep {
  const k = key.length === 1 ? key.toLowerCase() : key;
  if (held !== '') {
    if (LETTER_SIGNS.includes(held) && /^[0-9]$/.test(k)) return { kind: 'open', text: held + k, replay: '' };
    const longer = held + k;
    if (k.length === 1 && LETTER_SIGNS.some((s) => s.startsWith(longer)))
      return { kind: 'hold', held: longer, replay: '' };
    // The held keys were shortcuts after all; the key itself starts afresh.
    const fresh = rowKeyStep('', key);
    return { ...fresh, replay: held };
  }
  if (k === 'Enter') return { kind: 'open', text: '', replay: '' };
  if (k === '-' || k === '+' || k === '−') return { kind: 'open', text: k === '−' ? '-' : k, replay: '' };
  if (k.length === 1 && LETTER_SIGNS.some((s) => s.startsWith(k)))
    return { kind: 'hold', held: k, replay: '' };
  return { kind: 'pass', replay: '' };
}
