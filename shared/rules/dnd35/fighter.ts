import type { Fighter, Localized, ModifierTarget, Size } from '../types';
import { lowerName } from '../common/words';
import { RulesError, requireInteger } from '../errors';
import { abilityModifier } from '../common/abilities';
import { SIZES, sizeIndex } from '../common/sizes';
import { activeConditions, dnd35Condition } from './conditions';

/** DRS › Combat › Table : modificateurs de taille (attack rolls and AC), fine → colossal. */
export const SIZE_MODIFIER: Readonly<Record<Size, number>> = {
  fine: 8,
  diminutive: 4,
  tiny: 2,
  small: 1,
  medium: 0,
  large: -1,
  huge: -2,
  gargantuan: -4,
  colossal: -8,
};

/** DRS › Lutte › Modificateur de taille spécial: +4 per category above medium, −4 per category below. */
export const SPECIAL_SIZE_MODIFIER: Readonly<Record<Size, number>> = {
  fine: -16,
  diminutive: -12,
  tiny: -8,
  small: -4,
  medium: 0,
  large: 4,
  huge: 8,
  gargantuan: 12,
  colossal: 16,
};

/** A validated fighter, with the defaults of DESIGN.md §4 filled in and its conditions expanded. */
export interface FighterStats {
  bab: number;
  /** Scores as written on the sheet. */
  str: number;
  dex: number;
  size: Size;
  legs: number;
  stable: boolean;
  grappleMisc: number;
  touchAc?: number;
  weapon: NonNullable<Fighter['weapon']>;
  feats: ReadonlySet<string>;
  /** Conditions in force, implied ones included. */
  conditions: ReadonlySet<string>;
}

function optionalInteger(value: unknown, fallback: number, what: string): number {
  return value === undefined ? fallback : requireInteger(value, what);
}

function stringList(value: unknown, what: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new RulesError('invalid-number', `${what} : liste de textes attendue`, { what, value });
  }
  return value;
}

/** Validates a fighter (RulesError on bad input) and fills in the defaults. `who` names it in messages. */
export function readFighter(f: Fighter, who: string): FighterStats {
  if (typeof f !== 'object' || f === null) {
    throw new RulesError('invalid-number', `${who} : combattant attendu`, { who });
  }
  const bab = optionalInteger(f.bab, 0, `${who} : BBA`);
  if (bab < 0) throw new RulesError('invalid-number', `${who} : BBA négatif (${bab})`, { who, bab });
  const str = f.str ?? 10;
  const dex = f.dex ?? 10;
  abilityModifier(str);
  abilityModifier(dex);
  if (f.con !== undefined) abilityModifier(f.con);
  const size = f.size ?? 'medium';
  if (!SIZES.includes(size)) sizeIndex(size);
  const legs = optionalInteger(f.legs, 2, `${who} : nombre de jambes`);
  if (legs < 0) throw new RulesError('invalid-number', `${who} : nombre de jambes négatif`, { who, legs });
  const weapon = f.weapon ?? 'one-handed';
  if (!['unarmed', 'light', 'one-handed', 'two-handed'].includes(weapon)) {
    throw new RulesError('invalid-number', `${who} : arme inconnue « ${String(weapon)} »`, { who, weapon });
  }
  const stats: FighterStats = {
    bab,
    str,
    dex,
    size,
    legs,
    stable: f.stable === true,
    grappleMisc: optionalInteger(f.grappleMisc, 0, `${who} : bonus de lutte divers`),
    weapon,
    feats: new Set(stringList(f.feats, `${who} : dons`)),
    conditions: activeConditions(stringList(f.conditions, `${who} : états`)),
  };
  if (f.touchAc !== undefined) stats.touchAc = requireInteger(f.touchAc, `${who} : CA de contact`);
  return stats;
}

/**
 * An ability score as conditions leave it: a score the condition sets (helpless: Dex 0,
 * paralysed: Str and Dex 0) wins, otherwise the condition penalties (fatigued −2, exhausted −6,
 * entangled −4 Dex) are added, never below 0.
 */
export function effectiveScore(stats: FighterStats, ability: 'str' | 'dex'): number {
  let fixed: number | undefined;
  let change = 0;
  for (const id of stats.conditions) {
    const def = dnd35Condition(id);
    const set = def.setsScores?.[ability];
    if (set !== undefined) fixed = Math.min(fixed ?? set, set);
    for (const m of def.modifiers) if (m.target === ability) change += m.value;
  }
  if (fixed !== undefined) return fixed;
  return Math.max(0, stats[ability] + change);
}

/** One named part of a total, e.g. { label: { fr: 'secoué', en: 'shaken' }, value: −2 }. */
export interface Part {
  label: Localized;
  value: number;
  /** The condition id it comes from, when it comes from one. */
  condition?: string;
}

/** The condition modifiers of `stats` on the given targets, one part per condition and target. */
export function conditionParts(
  stats: FighterStats,
  targets: readonly ModifierTarget[],
  skipDodge = false,
): Part[] {
  const parts: Part[] = [];
  for (const id of stats.conditions) {
    const def = dnd35Condition(id);
    for (const m of def.modifiers) {
      if (!targets.includes(m.target) || m.multiplier !== undefined) continue;
      if (skipDodge && m.type === 'dodge') continue;
      parts.push({ label: lowerName(def.name), value: m.value, condition: id });
    }
  }
  return parts;
}

/**
 * DRS › Lutte › Test de lutte: modificateur de lutte = BBA + mod. de For + modificateur de taille
 * spécial (C +16 … I −16) + `grappleMisc` + 4 with the feat 'improved-grapple' (Science de la lutte,
 * SRD: +4 on every grapple check). It is the "Lutte" figure of a stat block, which includes the feat;
 * conditions are not counted here (resolveManeuver adds them to the check, step by step).
 * Throws a RulesError for a bad fighter (score 'abc' → 'invalid-score').
 */
export function grappleModifier(f: Fighter): number {
  const stats = readFighter(f, 'combattant');
  return (
    stats.bab +
    abilityModifier(stats.str) +
    SPECIAL_SIZE_MODIFIER[stats.size] +
    stats.grappleMisc +
    (stats.feats.has('improved-grapple') ? 4 : 0)
  );
}
