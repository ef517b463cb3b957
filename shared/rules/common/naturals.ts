/** Reading the natural d20 of a roll and what it means in a system (its `d20Naturals` data). */
import type { D20Naturals, Localized } from '../types';
import type { DiceRoll } from './dice';

/** A roll's natural 1 or 20 as its system reads it. */
export interface NaturalFlag {
  natural: 1 | 20;
  kind: D20Naturals['twenty']['kind'] | D20Naturals['one']['kind'];
  text: Localized;
  /** Set when the damage of this critical is multiplied without confirmation (CO ×2). */
  damageMultiplier?: number;
  source: string;
}

const D20_TERM = /^\d*d20(k[hl]\d+)?$/;

/**
 * The natural d20 of a roll: its only kept d20 (« 1d20+5 », « 2d20kh1 »), or undefined when the
 * roll has no d20 or several kept ones (« 2d20 » is no attack roll).
 */
export function naturalD20(roll: DiceRoll): number | undefined {
  const kept = roll.terms
    .filter((t) => t.dice && D20_TERM.test(t.notation))
    .flatMap((t) => (t.dice ?? []).filter((d) => d.kept).map((d) => d.value));
  return kept.length === 1 ? kept[0] : undefined;
}

/** What a roll's natural 1 or 20 means under `naturals`; undefined for any other roll. */
export function readNaturals(naturals: D20Naturals | undefined, roll: DiceRoll): NaturalFlag | undefined {
  if (!naturals) return undefined;
  const natural = naturalD20(roll);
  if (natural === 20) {
    const critical = naturals.twenty.kind === 'critical' ? naturals.damageMultiplier : undefined;
    return {
      natural: 20,
      kind: naturals.twenty.kind,
      text: naturals.twenty.text,
      source: naturals.source,
      ...(critical === undefined ? {} : { damageMultiplier: critical }),
    };
  }
  if (natural === 1)
    return { natural: 1, kind: naturals.one.kind, text: naturals.one.text, source: naturals.source };
  return undefined;
}

/**
 * The 3.5 and PF1 naturals (the same rule, cited per system): a natural 20 hits and threatens a
 * critical confirmed by a second roll against the same AC; a natural 1 misses the attack or fails the save.
 */
export function d20ThreatNaturals(source: string): D20Naturals {
  return {
    twenty: {
      kind: 'threat',
      text: {
        fr: 'Menace de critique (20 naturel) : touche ; jet de confirmation contre la même CA.',
        en: 'Critical threat (natural 20): hits; roll to confirm against the same AC.',
      },
    },
    one: {
      kind: 'automatic-failure',
      text: {
        fr: '1 naturel : attaque ratée ou sauvegarde ratée.',
        en: 'Natural 1: the attack misses or the save fails.',
      },
    },
    source,
  };
}
