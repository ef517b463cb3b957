/**
 * The terms of a Starfinder manoeuvre: the attacker's melee attack and the defender's KAC + 8, each
 * term with the reason a GM reads in the step label.
 */
import type { ConditionDef, Fighter, Localized, ManeuverId } from '../types';
import { join, lowerName, say } from '../common/words';
import { RulesError, requireInteger } from '../errors';
import { abilityModifier } from '../common/abilities';
import { sf1ActiveConditions } from './conditions';

/** One term of a sum, with its reason in both languages. */
export interface Part {
  value: number;
  label: Localized;
}

/** What the resolution reads of a combatant. */
export interface Sf1Fighter {
  who: string;
  fighter: Fighter;
  conditions: ConditionDef[];
  feats: ReadonlySet<string>;
}

/** Checks a fighter's fields and expands its conditions (implied ones, tracks). */
export function readSf1Fighter(f: Fighter, who: string): Sf1Fighter {
  if (typeof f !== 'object' || f === null) {
    throw new RulesError('invalid-number', `${who} : combattant attendu`, { who });
  }
  const conditions = sf1ActiveConditions(f.conditions ?? []);
  const feats = f.feats ?? [];
  if (!Array.isArray(feats) || feats.some((x) => typeof x !== 'string')) {
    throw new RulesError('invalid-number', `${who} : dons (liste de textes) attendus`, { who });
  }
  return { who, fighter: f, conditions, feats: new Set(feats) };
}

/** True when the fighter carries this condition (directly or implied). */
export function has(f: Sf1Fighter, id: string): boolean {
  return f.conditions.some((c) => c.id === id);
}

/** Formats a signed term: « + 7 (bonus) », « − 2 (pris au dépourvu) ». */
export function term(p: Part): Localized {
  return join(`${p.value < 0 ? '−' : '+'} ${Math.abs(p.value)} (`, p.label, ')');
}

/** Sum of the parts. */
export function total(parts: readonly Part[]): number {
  return parts.reduce((s, p) => s + p.value, 0);
}

/**
 * The attacker's melee attack bonus: `attackBonus` when given; otherwise BAB + Str modifier, which
 * the label says (Starfinder: a melee attack adds the Strength modifier — SF › Les attaques au corps
 * à corps).
 */
export function attackBonusPart(f: Fighter): Part {
  if (f.attackBonus !== undefined) {
    return {
      value: requireInteger(f.attackBonus, 'Bonus d’attaque au corps à corps'),
      label: say('bonus', 'bonus'),
    };
  }
  const bab = f.bab === undefined ? 0 : requireInteger(f.bab, 'BBA');
  if (bab < 0) throw new RulesError('invalid-number', `BBA négatif : ${bab}`, { bab });
  const str = abilityModifier(f.str ?? 10);
  const sign = str < 0 ? '−' : '+';
  return {
    value: bab + str,
    label: say(
      `BBA ${bab} ${sign} mod. de For ${Math.abs(str)}, bonus d’attaque non fourni`,
      `BAB ${bab} ${sign} Str mod. ${Math.abs(str)}, attack bonus not given`,
    ),
  };
}

/**
 * Attack penalties of the attacker's conditions (attack and melee-attack modifiers). Grappled's
 * penalty does not count on a grapple (the rule exempts grappling back); « brisé » is an item's
 * condition and is left to the GM.
 */
export function attackerConditionParts(a: Sf1Fighter, maneuver: ManeuverId): Part[] {
  return a.conditions
    .filter((c) => c.id !== 'broken' && !(c.id === 'grappled' && maneuver === 'grapple'))
    .flatMap((c) =>
      c.modifiers
        .filter((m) => m.target === 'attack' || m.target === 'melee-attack')
        .map((m) => ({ value: m.value, label: lowerName(c.name) })),
    );
}

/** The defender's KAC as the attack meets it: KAC + its conditions' AC and melee-AC modifiers. */
export function kacParts(d: Sf1Fighter): { parts: Part[]; notes: Localized[] } {
  if (d.fighter.kac === undefined) {
    throw new RulesError('invalid-number', 'Défenseur : CAC (kac) requise pour une manœuvre Starfinder', {
      field: 'kac',
    });
  }
  const kac = requireInteger(d.fighter.kac, 'CAC du défenseur');
  const parts: Part[] = [{ value: kac, label: say('CAC', 'KAC') }];
  for (const c of d.conditions) {
    for (const m of c.modifiers) {
      if (m.target === 'ac' || m.target === 'kac' || m.target === 'ac-vs-melee') {
        parts.push({ value: m.value, label: lowerName(c.name) });
      }
    }
  }
  const notes: Localized[] = [];
  const dexZero = d.conditions.find((c) => c.id === 'helpless' || c.id === 'paralyzed');
  if (dexZero) {
    if (d.fighter.dex === undefined) {
      notes.push(
        say(
          `Cible ${dexZero.name.fr.toLowerCase()} : sa Dex compte comme un mod. de −5, non appliqué faute de Dex fournie`,
          `Target ${dexZero.name.en.toLowerCase()}: its Dex counts as a −5 modifier, not applied as no Dex is given`,
        ),
      );
    } else {
      const dexMod = abilityModifier(d.fighter.dex);
      if (dexMod > -5)
        parts.push({
          value: -5 - dexMod,
          label: say(
            `Dex traitée comme mod. −5 au lieu de ${dexMod}`,
            `Dex taken as a −5 modifier instead of ${dexMod}`,
          ),
        });
    }
  }
  return { parts, notes };
}
