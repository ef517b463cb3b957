/**
 * Saisie rapide des PV: what the GM types in a row's field — "-7" damage, "+5" healing, "t5"
 * temporary HP, "nl4" nonlethal damage — becomes an event; anything else is an EngineError.
 *
 * Damage may name who dealt it (issue 26), after the number: « -7 de Lidda », « nl4 d'Aldric »
 * (French, « d' » before a vowel), « -7 by Lidda » or « -7 from Lidda » (English). The number always
 * comes first and the name after a space and one of those words, so no older entry reads otherwise;
 * without a name, the combatant whose turn it is is credited (the engine's rule).
 *
 * Damage may say its type between the number and the name (issue 28): « -12 feu », « -8 tranchant
 * magique de Lidda », EN « -12 fire by Lidda » — the words of shared/rules/common/damage-types.ts,
 * in either language. Types never contain « de », « by » or « from », so the first of those words
 * starts the name; « -12 dégâts d’acide » (the name is a type and nobody is called so) is typed damage.
 */
import { readDamageTypes } from '../rules';
import { refusal } from './errors';
import type { EncounterEvent } from './events';
import type { Combatant, CombatantId } from './types';

/** The hit-point events a typed entry can give. */
export type HpEvent = Extract<EncounterEvent, { type: 'damage' | 'healing' | 'temp-hp' | 'nonlethal' }>;

/** The signs an HP entry starts with, before its number (« -7 », « +5 », « t5 », « nl4 »). */
export const HP_ENTRY_SIGNS = ['-', '+', 't', 'nl'] as const;

const PATTERN = /^(-|\+|t|nl)\s*(\d{1,6})(?:\s+(\S.*))?$/i;
/** What follows the number: its types (maybe none), then « de / by / from / d’ » and a name. */
const SOURCE = /^(.*?)(?:^|\s)(?:(?:de|by|from)\s+|d['’]\s*)(\S.*)$/i;

/** Folds a name for matching: case, accents and spaces around do not count. */
function fold(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('fr');
}

/**
 * The combatant a typed name means: the one with that name, else the only one whose name starts with
 * it (« Lid » for Lidda). Refused when none or several match.
 */
export function findHpSource(
  combatants: readonly Pick<Combatant, 'id' | 'name'>[],
  typed: string,
): CombatantId {
  const wanted = fold(typed);
  const exact = combatants.filter((c) => fold(c.name) === wanted);
  const found = exact.length > 0 ? exact : combatants.filter((c) => fold(c.name).startsWith(wanted));
  if (found.length === 1) return found[0].id;
  const name = typed.trim();
  if (found.length === 0) throw refusal('unknown-combatant', 'hpEntrySourceUnknown', { name }, { name });
  throw refusal('invalid-number', 'hpEntrySourceAmbiguous', { name }, { name });
}

/**
 * Parses "-7", "+5", "t5", "nl4" (spaces and case ignored; a bare number is damage), and damage
 * with who dealt it, « -7 de Lidda », when `combatants` lists who may be named.
 */
export function parseHpEntry(
  id: CombatantId,
  text: string,
  combatants: readonly Pick<Combatant, 'id' | 'name'>[] = [],
): HpEvent {
  const raw = text.trim().replace(/^(\d)/, '-$1').replace(/^−/, '-');
  const m = PATTERN.exec(raw);
  if (!m) {
    throw refusal('invalid-number', 'hpEntry', { text }, { text });
  }
  const amount = Number(m[2]);
  const kind = m[1].toLowerCase();
  const { typed, named } = splitRest(m[3] ?? '', combatants);
  if (named !== undefined && kind !== '-' && kind !== 'nl') {
    throw refusal('not-allowed', 'hpEntrySourceDamageOnly', { text }, { text });
  }
  const types = typesOf(typed, text);
  if (types.length > 0 && kind !== '-')
    throw refusal('not-allowed', 'hpEntryTypeDamageOnly', { text }, { text });
  const by = named === undefined ? {} : { by: findHpSource(combatants, named) };
  switch (kind) {
    case '+':
      return { type: 'healing', id, amount };
    case 't':
      return { type: 'temp-hp', id, amount };
    case 'nl':
      return { type: 'nonlethal', id, amount, ...by };
    default:
      return { type: 'damage', id, amount, ...by, ...(types.length > 0 ? { types } : {}) };
  }
}

/** The words after the number: the types typed, and the name after « de / by / from / d’ ». */
function splitRest(
  rest: string,
  combatants: readonly Pick<Combatant, 'id' | 'name'>[],
): { typed: string; named?: string } {
  const m = SOURCE.exec(rest.trim());
  if (!m) return { typed: rest };
  const named = m[2];
  // « -12 dégâts de feu »: a type where a name would be, and nobody of that name.
  const asType = readDamageTypes(named);
  const someone = combatants.some((c) => fold(c.name).startsWith(fold(named)));
  if ('ids' in asType && asType.ids.length > 0 && !someone) return { typed: rest };
  return { typed: m[1], named };
}

/** The damage types of the words typed; refused on a word that is no type. */
function typesOf(typed: string, text: string): string[] {
  if (typed.trim() === '') return [];
  const read = readDamageTypes(typed);
  if ('unknown' in read)
    throw refusal('invalid-text', 'hpEntryTypeUnknown', { text, word: read.unknown }, { text });
  // Only filler words (« -7 de »): nothing was said after them.
  if (read.ids.length === 0) throw refusal('invalid-number', 'hpEntry', { text }, { text });
  return read.ids;
}
