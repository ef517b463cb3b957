import type { Encounter } from './types';
import { requireInt, requireText } from './errors';
import { logEvent } from './log';

/**
 * A roll of the dice panel, written into the combat log while a fight is running ("Jet de dés
 * 2d6+3 : 11 ([4, 4] + 3)"). Only the log changes; the dice were rolled by the panel.
 */
export function logDiceRoll(enc: Encounter, notation: string, total: number, detail?: string): Encounter {
  const text = requireText(notation, 'diceNotation').slice(0, 200);
  const value = requireInt(total, 'diceTotal');
  if (detail === undefined)
    return logEvent(enc, { code: 'dice.rolled', params: { notation: text, total: value } });
  const more = requireText(detail, 'diceDetail').slice(0, 200);
  return logEvent(enc, { code: 'dice.rolledDetail', params: { notation: text, total: value, detail: more } });
}
