/**
 * Totalling modifiers by each system's stacking rules, keeping what was applied and what was
 * suppressed so the UI can explain any total ("pourquoi la DMD fait 19 ?").
 */
import type { BonusType, Localized, Modifier, StackResult } from '../types';
import { RulesError } from '../errors';

/** Names of the bonus types, lower-case, as they read in "bonus d'esquive" / "dodge bonus". */
export const BONUS_TYPE_NAMES: Record<BonusType, Localized> = {
  untyped: { fr: 'sans type', en: 'untyped' },
  dodge: { fr: 'esquive', en: 'dodge' },
  circumstance: { fr: 'circonstance', en: 'circumstance' },
  morale: { fr: 'moral', en: 'morale' },
  enhancement: { fr: 'altération', en: 'enhancement' },
  armor: { fr: 'armure', en: 'armor' },
  shield: { fr: 'bouclier', en: 'shield' },
  'natural-armor': { fr: 'armure naturelle', en: 'natural armor' },
  deflection: { fr: 'parade', en: 'deflection' },
  insight: { fr: 'intuition', en: 'insight' },
  luck: { fr: 'chance', en: 'luck' },
  competence: { fr: 'aptitude', en: 'competence' },
  size: { fr: 'taille', en: 'size' },
  racial: { fr: 'racial', en: 'racial' },
  sacred: { fr: 'sacré', en: 'sacred' },
  profane: { fr: 'malfaisant', en: 'profane' },
  resistance: { fr: 'résistance', en: 'resistance' },
  alchemical: { fr: 'alchimique', en: 'alchemical' },
  inherent: { fr: 'inné', en: 'inherent' },
  trait: { fr: 'trait', en: 'trait' },
};

/**
 * Bonus types whose bonuses from different sources add up (DRS › Classe d'armure: les bonus
 * d'esquive se cumulent entre eux; PRD › Bonus types: untyped and circumstance bonuses stack unless
 * from the same source). Every other type: only the highest bonus of that type counts.
 */
export const STACKING_BONUS_TYPES: ReadonlySet<BonusType> = new Set<BonusType>([
  'untyped',
  'dodge',
  'circumstance',
]);

function checkInput(modifiers: Modifier[]): void {
  if (!Array.isArray(modifiers)) {
    throw new RulesError('invalid-number', 'Liste de modificateurs attendue', { modifiers });
  }
  modifiers.forEach((m, i) => {
    if (m === null || typeof m !== 'object' || typeof m.value !== 'number' || !Number.isFinite(m.value)) {
      throw new RulesError('invalid-number', `Modificateur ${i + 1} : valeur numérique attendue`, {
        index: i,
      });
    }
    if (m.type !== undefined && !Object.hasOwn(BONUS_TYPE_NAMES, m.type)) {
      throw new RulesError(
        'invalid-number',
        `Modificateur ${i + 1} : type de bonus inconnu « ${String(m.type)} »`,
        {
          index: i,
          type: m.type,
        },
      );
    }
  });
}

/**
 * The key under which modifiers compete: one per type for the types that do not stack, one per
 * named source for the stacking types, one per modifier when it has no source.
 */
function competitionKey(m: Modifier, i: number): string {
  const type = m.type ?? 'untyped';
  if (!STACKING_BONUS_TYPES.has(type)) return type;
  return m.source ? `${type}\u0000${m.source}` : `#${i}`;
}

/** Indices of the modifiers that count under the d20 rules. */
function appliedUnderTypedRules(keepWorst: boolean, modifiers: Modifier[]): Set<number> {
  const applied = new Set<number>();
  const bestBonus = new Map<string, number>();
  const worstPenalty = new Map<string, number>();
  const seenPenalties = new Set<string>();
  modifiers.forEach((m, i) => {
    const type = m.type ?? 'untyped';
    if (m.multiplier !== undefined) {
      applied.add(i); // a speed multiplier is not a bonus: it never competes with one
    } else if (m.value < 0 && (type === 'untyped' || !keepWorst)) {
      // Untyped penalties add up; the very same penalty from the same named source counts once.
      const key = m.source ? `${type}\u0000${m.source}\u0000${m.value}` : `#${i}`;
      if (!seenPenalties.has(key)) applied.add(i);
      seenPenalties.add(key);
    } else if (m.value < 0) {
      // Typed penalties (dnd35, pf1): of one type, the worst only (same rule as bonuses).
      const key = competitionKey(m, i);
      const worst = worstPenalty.get(key);
      if (worst === undefined || m.value < modifiers[worst].value) worstPenalty.set(key, i);
    } else {
      // Same type: the highest only — unless the type stacks, then one per named source.
      const key = competitionKey(m, i);
      const best = bestBonus.get(key);
      if (best === undefined || m.value > modifiers[best].value) bestBonus.set(key, i);
    }
  });
  bestBonus.forEach((i) => applied.add(i));
  worstPenalty.forEach((i) => applied.add(i));
  return applied;
}

/**
 * How a system stacks, as each system's procedures say it (`procedures.stacking`). 'typed': the d20
 * rules (DRS › Combat › Classe d'armure; PF1 aide › Classe d'armure, note; PRD › Bonus types; SF CRB
 * › Bonus types). 'everything': Chroniques Oubliées and the B/X text know no bonus types — every
 * modifier the GM applies simply adds up. `typedPenaltiesKeepWorst`: penalties of one type keep only
 * the worst (dnd35: DRS/SRD › Magie › Types de bonus, « le même principe s'applique aux malus » ;
 * pf1: PRD › Magic › Bonus Types, same sentence); untyped penalties always stack, and Starfinder
 * penalties have no type (SF CRB › Bonuses and Penalties): they all stack.
 */
export interface StackingRules {
  mode: 'typed' | 'everything';
  typedPenaltiesKeepWorst: boolean;
}

/**
 * Totals the modifiers the caller gathered for ONE target (`target` itself is not read) by stacking
 * rules given as data (a system's procedures; `stackModifiers(system, …)` of the rules API reads
 * them):
 * - 'typed': bonuses of one type do not stack, only the highest counts; untyped, dodge and
 *   circumstance bonuses stack when their sources differ (from the same named source, the highest
 *   only: the same effect twice does not add up). Untyped penalties stack, except the very same
 *   penalty from the same named source, counted once. Typed penalties follow the bonuses' rule when
 *   `typedPenaltiesKeepWorst` (of one type, only the worst), else all stack. A bonus and a penalty of
 *   one type both count. Modifiers without a source are taken as coming from different sources.
 *   Speed multipliers are always applied.
 * - 'everything': everything stacks.
 * `applied` and `suppressed` split the input, each in input order; `total` is the sum of `applied`.
 * Throws a RulesError for a value that is not a finite number, or an unknown type.
 */
export function stackModifiersBy(rules: StackingRules, modifiers: Modifier[]): StackResult {
  checkInput(modifiers);
  const kept =
    rules.mode === 'everything'
      ? new Set(modifiers.map((_m, i) => i))
      : appliedUnderTypedRules(rules.typedPenaltiesKeepWorst, modifiers);
  const applied = modifiers.filter((_m, i) => kept.has(i));
  const suppressed = modifiers.filter((_m, i) => !kept.has(i));
  return { total: applied.reduce((sum, m) => sum + m.value, 0), applied, suppressed };
}

/** A number in French style: "1,5" rather than "1.5". */
function frenchNumber(n: number, lang: keyof Localized): string {
  const text = String(n);
  return lang === 'fr' ? text.replace('.', ',') : text;
}

/**
 * A short label for a modifier: "+2 (esquive)", "−4", "+1 (altération)", "×0,5" for a speed
 * multiplier. Untyped modifiers show no type. Uses the true minus sign (−). French by default.
 */
export function formatModifier(m: Modifier, lang: keyof Localized = 'fr'): string {
  if (m.multiplier !== undefined) return `×${frenchNumber(m.multiplier, lang)}`;
  const sign = m.value < 0 ? '\u2212' : '+';
  const number = `${sign}${frenchNumber(Math.abs(m.value), lang)}`;
  const type = m.type ?? 'untyped';
  return type === 'untyped' ? number : `${number} (${BONUS_TYPE_NAMES[type][lang]})`;
}
