/**
 * Fiche de bibliothèque: what the Library keeps beside the engine's `CombatantInput` — the HP
 * formula, attacks, saves, speed, tags, source, CR/XP or hit dice, a PC's level — and a party
 * member's state between fights (HP, nonlethal damage, conditions with minutes left, resources).
 */
import type { EffectWhat } from '../combat';

/** One attack of a stat block (« Morgenstern +2, 1d6, ×2 »; osr: the THAC0 is a defence field). */
export interface LibraryAttack {
  name: string;
  /** Attack bonus (CO: against DEF). */
  bonus?: number;
  /** Damage notation, « 1d6+1 ». */
  damage?: string;
  /** Critical range and multiplier, « 19-20/×2 ». */
  crit?: string;
  /**
   * A free manoeuvre after this attack hits: the wolf's bite trips, the owlbear's claws grab (SRD
   * 3.5 › Trip, Improved Grab; PRD › Universal Monster Rules). The manoeuvre wizard starts it with no
   * touch attack and no attack of opportunity.
   */
  freeManeuver?: FreeManeuver;
}

/** The manoeuvres a creature's attack may carry as a free special attack. */
export const FREE_MANEUVERS = ['trip', 'grapple'] as const;
/** One of them. */
export type FreeManeuver = (typeof FREE_MANEUVERS)[number];

/** The stat block beyond what a fight needs. Every field optional: older rows have none. */
export interface LibraryStats {
  /** English name (search finds both). */
  nameEn?: string;
  /** Hit dice, « 4d8+4 »: each copy added rolls it (or takes its average). */
  hpFormula?: string;
  attacks?: LibraryAttack[];
  /** Saves as printed, « Vig +3, Réf +1, Vol −1 ». */
  saves?: string;
  /** « 9 m », « 12 m, vol 18 m ». */
  speed?: string;
  tags?: string[];
  /** Where the numbers come from, « DRS 3.5 › Gobelin ». */
  source?: string;
  /** Challenge rating, « 1/3 », « 2 » (3.5, PF1, SF, CO). */
  cr?: string;
  /** Experience points a kill is worth, when printed (osr, PF1, SF). */
  xp?: number;
  /** osr hit dice, « 1+1 », « 4 » (XP by HD). */
  hd?: string;
  /** A player character's level (rests heal by level). */
  level?: number;
}

/** A condition a party member carries between fights. `minutes` null: until removed. */
export interface PartyCondition {
  what: EffectWhat;
  /** Its name as shown (the condition's, or the custom effect's). */
  label: string;
  minutes: number | null;
}

/** A party member's state between fights. */
export interface PartyState {
  hpCurrent: number;
  nonlethal: number;
  conditions: PartyCondition[];
  /** Free text: spells left, ki… (« 2 sorts niv. 1, 1 potion »). */
  resources: string;
  /** Starfinder: Stamina and Resolve Points left (absent: full, or the system has none). */
  stamina?: number;
  resolve?: number;
}

/** A party member's state at full health, with nothing on them. */
export function freshPartyState(hpMax: number): PartyState {
  return { hpCurrent: hpMax, nonlethal: 0, conditions: [], resources: '' };
}
