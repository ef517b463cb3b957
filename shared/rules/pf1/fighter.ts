import type { ConditionDef, Fighter, Localized, Size } from '../types';
import { join, joinWith, lowerName, say } from '../common/words';
import { RulesError, requireInteger } from '../errors';
import { abilityModifier } from '../common/abilities';
import { sizeIndex } from '../common/sizes';
import { expandConditions, PF1_ABILITY_OVERRIDES } from './conditions';

/** A fighter with every default filled in and every field checked. */
export interface Pf1Fighter {
  bab: number;
  str: number;
  dex: number;
  size: Size;
  legs: number;
  stable: boolean;
  weapon: Fighter['weapon'];
  cmbMisc: number;
  cmdMisc: number;
  feats: ReadonlySet<string>;
  /** The fighter's conditions plus those they imply (pinned → flat-footed…). */
  conditions: readonly ConditionDef[];
}

/** One named term of a total, e.g. `{ label: { fr: 'BBA', en: 'BAB' }, value: 5 }`. */
export interface BonusPart {
  label: Localized;
  value: number;
}

const WEAPONS: readonly string[] = ['unarmed', 'light', 'one-handed', 'two-handed'];

function optionalInt(value: unknown, what: string, fallback: number): number {
  return value === undefined ? fallback : requireInteger(value, what);
}

function stringList(value: unknown, what: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new RulesError('invalid-number', `${what} : liste de textes attendue`, { what, value });
  }
  return value.filter((v): v is string => typeof v === 'string');
}

/** Checks a Fighter and fills in the defaults (BBA 0, scores 10, Medium, two legs). */
export function readFighter(f: Fighter, who = 'Combattant'): Pf1Fighter {
  if (typeof f !== 'object' || f === null)
    throw new RulesError('invalid-number', `${who} : combattant attendu`, { who });
  const bab = optionalInt(f.bab, `${who} : BBA`, 0);
  if (bab < 0) throw new RulesError('invalid-number', `${who} : BBA négatif (${bab})`, { who, bab });
  const str = optionalInt(f.str, `${who} : Force`, 10);
  const dex = optionalInt(f.dex, `${who} : Dextérité`, 10);
  abilityModifier(str);
  abilityModifier(dex);
  const size = f.size ?? 'medium';
  sizeIndex(size);
  const legs = optionalInt(f.legs, `${who} : nombre de jambes`, 2);
  if (legs < 0)
    throw new RulesError('invalid-number', `${who} : nombre de jambes négatif (${legs})`, { who, legs });
  if (f.weapon !== undefined && !WEAPONS.includes(f.weapon)) {
    throw new RulesError('invalid-number', `${who} : arme inconnue « ${String(f.weapon)} »`, { who });
  }
  return {
    bab,
    str,
    dex,
    size,
    legs,
    stable: f.stable === true,
    weapon: f.weapon,
    cmbMisc: optionalInt(f.cmbMisc, `${who} : BMO divers`, 0),
    cmdMisc: optionalInt(f.cmdMisc, `${who} : DMD divers`, 0),
    feats: new Set(stringList(f.feats, `${who} : dons`)),
    conditions: expandConditions(stringList(f.conditions, `${who} : états`)),
  };
}

/** Whether the fighter has this condition (directly or implied). */
export function hasCondition(f: Pf1Fighter, id: string): boolean {
  return f.conditions.some((c) => c.id === id);
}

/**
 * An ability modifier once conditions are applied: a score set by a condition (helpless: Dex 0,
 * paralysed: Str and Dex 0) wins; otherwise condition changes (fatigued −2, grappled −4 Dex…) are
 * added to the score, which cannot go below 0. The label names what changed it.
 */
export function effectiveAbility(f: Pf1Fighter, ability: 'str' | 'dex'): BonusPart {
  const short = ability === 'str' ? say('For', 'Str') : say('Dex', 'Dex');
  const base = f[ability];
  const overriding = f.conditions.find((c) => PF1_ABILITY_OVERRIDES[c.id]?.[ability] !== undefined);
  if (overriding) {
    const score = PF1_ABILITY_OVERRIDES[overriding.id]?.[ability] ?? 0;
    return { label: join(short, ` ${score}, `, lowerName(overriding.name)), value: abilityModifier(score) };
  }
  const changes = f.conditions.flatMap((c) =>
    c.modifiers.filter((m) => m.target === ability).map((m) => ({ c, m })),
  );
  if (changes.length === 0) return { label: short, value: abilityModifier(base) };
  const score = Math.max(0, base + changes.reduce((sum, { m }) => sum + m.value, 0));
  const why = joinWith(
    ', ',
    changes.map(({ c }) => lowerName(c.name)),
  );
  return { label: join(short, ` ${base} → ${score}, `, why), value: abilityModifier(score) };
}

/** Adds the parts up. */
export function sumParts(parts: readonly BonusPart[]): number {
  return parts.reduce((sum, p) => sum + p.value, 0);
}

/** "10 + 5 (BBA) + 3 (For) − 2 (à terre)": parts written the way a GM reads them. */
export function formatParts(parts: readonly BonusPart[]): Localized {
  return joinWith(
    ' ',
    parts.map((p, i) => {
      const sign = i === 0 ? (p.value < 0 ? '−' : '') : `${p.value < 0 ? '−' : '+'} `;
      return p.label.fr ? join(`${sign}${Math.abs(p.value)} (`, p.label, ')') : `${sign}${Math.abs(p.value)}`;
    }),
  );
}
