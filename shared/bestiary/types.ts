/**
 * Bestiaire de départ: open-content creatures (OGL), the figures as published (they are facts),
 * names and notes in our own words, French first. One file per system; each entry names its source.
 */
import type { Size } from '../rules';

/** One attack: name (FR), bonus, damage, critical (« 19-20/×2 »; absent: 20/×2). */
export type StarterAttack = readonly [name: string, bonus: number, damage: string, crit?: string];

/** An attack of any bestiary: the bonus is null for an attack that needs no roll (a swarm's). */
export type BestiaryAttack = readonly [name: string, bonus: number | null, damage: string, crit?: string];

/** A creature of the starter bestiary. Which defences are filled depends on the system. */
export interface StarterCreature {
  /** Stable slug, the same in every system where the creature exists (« goblin »). */
  slug: string;
  fr: string;
  en: string;
  size: Size;
  /** Hit dice as printed (« 1d8+1 »; empty in Starfinder, whose HP are fixed) and the printed HP. */
  hd: string;
  hp: number;
  /**
   * Built with a player-character class level (PRD › Bestiary › Hobgoblin « fighter 1 »): its first
   * hit die counts at its maximum, and its favoured-class bonus adds `favoredClassHp` hit points.
   */
  pcClassLevel?: { favoredClassHp: number };
  /** Initiative modifier (CO: the INIT score). */
  init: number;
  /** dnd35/pf1: CA, contact, pris au dépourvu. */
  ac?: readonly [ac: number, touch: number, flatFooted: number];
  /** dnd35/pf1: the AC's deflection bonus (it counts for touch AC) and dodge bonus (lost when flat-footed). */
  deflection?: number;
  dodge?: number;
  /** dnd35: printed grapple modifier; pf1: printed CMB and CMD. */
  grapple?: number;
  cmb?: number;
  cmd?: number;
  /** pf1: what the CMD carries besides 10 + BBA + For + Dex + size (dodge, deflection, insight…). */
  cmdMisc?: number;
  /** sf1: CAE, CAC. */
  eac?: number;
  kac?: number;
  /** co: DEF. */
  def?: number;
  /** osr: descending CA, THAC0, morale, hit dice as printed (« 1-1 », « 2+1* »). */
  descendingAc?: number;
  thac0?: number;
  morale?: number;
  hitDice?: string;
  bab?: number;
  str?: number;
  dex?: number;
  con?: number;
  feats?: readonly string[];
  attacks: readonly StarterAttack[];
  /**
   * A free manoeuvre after one of its attacks hits (SRD 3.5 › Trip, Improved Grab; PRD › Universal
   * Monster Rules › Trip, Grab): the wolf's bite trips, the owlbear's claws grab.
   */
  specialAttacks?: readonly { attack: string; maneuver: 'trip' | 'grapple' }[];
  /**
   * DR, energy resistances, immunities and vulnerabilities as printed (« RD 5/contondant ; immunité
   * froid »), read by shared/rules/common/damage-defences.ts; only where the source gives them.
   */
  damageDefences?: string;
  /** Saves as printed: [Vig, Réf, Vol] (osr: « Guerrier 1 » in `savesText`). */
  saves?: readonly [number, number, number];
  savesText?: string;
  /** Speed in metres (1.5 m per 5 ft); osr in feet per turn (round); empty: not given. */
  speed: string;
  cr?: string;
  xp?: number;
  tags: readonly string[];
  /** A short note of our own, FR. */
  note: string;
  /** Where the figures come from. */
  source: string;
}

/**
 * What every bestiary's creature has (the starter's and the open bestiaries'): what becomes a
 * Library row (renderer/features/library/creature-row.ts).
 */
export type BestiaryCreature = Omit<StarterCreature, 'attacks'> & { attacks: readonly BestiaryAttack[] };
