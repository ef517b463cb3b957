/**
 * Typed damage on a combatant (issue 28): its defences text (« RD 5/magie ; feu 10 ») checked where
 * it enters, and the damage a typed hit leaves once the system's rules and the defences are applied
 * (shared/rules/common/damage-defences.ts). The log keeps the raw and the applied figures.
 */
import {
  DAMAGE_TYPES,
  damageType,
  getProcedures,
  mixedDamageTypes,
  parseDamageDefences,
  reduceDamage,
} from '../rules';
import type { DamageDefences, DefencesTextError, ReducedDamage } from '../rules';
import type { EngineTextKey } from './engine-texts';
import { refusal } from './errors';
import type { LogTypedDamage } from './log-codes';
import type { Combatant, Encounter } from './types';

const REASON_KEYS: Record<DefencesTextError['reason'], EngineTextKey> = {
  'unknown-type': 'defencesUnknownType',
  'number-missing': 'defencesNumberMissing',
  'number-too-big': 'defencesNumberTooBig',
  'type-missing': 'defencesTypeMissing',
  'energy-only': 'defencesEnergyOnly',
};

/** A defences text read, or the refusal that says which clause is wrong and why. */
function readDefences(text: string, name: string): DamageDefences {
  const read = parseDamageDefences(text);
  if ('error' in read) {
    const { clause, reason, word } = read.error;
    throw refusal(
      'invalid-text',
      REASON_KEYS[reason],
      { name, clause, word: word ?? '' },
      { field: 'damageDefencesOf' },
    );
  }
  return read.defences;
}

/** The `damageDefences` field of a combatant from what was typed: checked, trimmed, absent when blank. */
export function damageDefencesOf(text: string | undefined, name: string): { damageDefences?: string } {
  if (text === undefined) return {};
  const trimmed = text.trim();
  if (trimmed === '') return {};
  readDefences(trimmed, name);
  return { damageDefences: trimmed };
}

/** Checks a damage's types: known ids, not two energies or an energy with a weapon. */
export function checkDamageTypes(types: readonly string[]): void {
  const repeated = types.length > DAMAGE_TYPES.length || new Set(types).size !== types.length;
  const unknown = repeated
    ? String(types[0])
    : types.find((t) => typeof t !== 'string' || damageType(t) === undefined);
  if (unknown !== undefined) throw refusal('invalid-text', 'damageTypeUnknown', { word: unknown });
  if (mixedDamageTypes(types)) throw refusal('not-allowed', 'damageTypesMixed', { types: types.join(' ') });
}

/**
 * What typed damage leaves on `target`: the system's rules applied to its defences. A defences text
 * that no longer reads (an edited file) counts as none rather than blocking the damage.
 */
export function typedDamageOn(
  enc: Encounter,
  target: Combatant,
  amount: number,
  types: readonly string[],
): ReducedDamage {
  const rules = getProcedures(enc.system).damage;
  const read = parseDamageDefences(target.damageDefences ?? '');
  if (!rules || 'error' in read) return { raw: amount, applied: amount, steps: [] };
  return reduceDamage(amount, types, read.defences, rules);
}

/** The log's record of typed damage: raw figure, types and each step. */
export function typedLog(types: readonly string[], reduced: ReducedDamage): LogTypedDamage {
  const steps = reduced.steps.map((s) => {
    switch (s.kind) {
      case 'immunity':
        return { kind: s.kind, type: s.type };
      case 'vulnerability':
        return { kind: s.kind, type: s.type, amount: s.added };
      case 'resistance':
        return { kind: s.kind, type: s.type, amount: s.amount };
      default:
        return { kind: s.kind, amount: s.amount, bypass: s.bypass.join(' '), all: s.all };
    }
  });
  return { raw: reduced.raw, types: [...types], steps };
}
