/**
 * Saisie rapide des PV: what the GM types in a row's field — "-7" damage, "+5" healing, "t5"
 * temporary HP, "nl4" nonlethal damage — becomes an event; anything else is an EngineError.
 */
import { refusal } from './errors';
import type { EncounterEvent } from './events';
import type { CombatantId } from './types';

/** The hit-point events a typed entry can give. */
export type HpEvent = Extract<EncounterEvent, { type: 'damage' | 'healing' | 'temp-hp' | 'nonlethal' }>;

const PATTERN = /^(-|\+|t|nl)\s*(\d{1,6})$/i;

/** Parses "-7", "+5", "t5", "nl4" (spaces and case ignored). A bare number is damage. */
export function parseHpEntry(id: CombatantId, text: string): HpEvent {
  const raw = text.trim().replace(/^(\d)/, '-$1').replace(/^−/, '-');
  const m = PATTERN.exec(raw);
  if (!m) {
    throw refusal('invalid-number', 'hpEntry', { text }, { text });
  }
  const amount = Number(m[2]);
  switch (m[1].toLowerCase()) {
    case '+':
      return { type: 'healing', id, amount };
    case 't':
      return { type: 'temp-hp', id, amount };
    case 'nl':
      return { type: 'nonlethal', id, amount };
    default:
      return { type: 'damage', id, amount };
  }
}
