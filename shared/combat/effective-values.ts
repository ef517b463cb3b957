/**
 * Valeurs effectives: a combatant's defences (CA, contact, dépourvu, DMD, CAC/CAE, DEF, CA
 * descendante) and its attack and save modifiers with its active conditions applied — automatic
 * ones, its effects' conditions and custom modifiers — through the rules' `stackModifiers`, with
 * every part kept so that the GM can read why ("CA 13 = 17 − 2 étourdi − 2 Dex perdue").
 *
 * Rules used, by source:
 * - "loses its Dexterity bonus to AC" (DRS › Pris au dépourvu; PRD › Conditions): the Dex part is
 *   AC − flat-footed AC when both are known (that difference is the Dex bonus and the dodge bonuses
 *   that go with it), else the Dex modifier of the score; unknown, the breakdown only says so. Dodge
 *   bonuses are lost with it (DRS › Classe d'armure, bonus d'esquive). The flat-footed AC itself
 *   has no Dex part and takes no dodge bonus.
 * - pf1 CMD (PRD › Combat Maneuver Defense): penalties to AC apply to CMD, and so do its
 *   circumstance, deflection, dodge, insight, luck, morale, profane and sacred bonuses; losing Dex to
 *   AC loses it to CMD.
 * - Dex counts as 0 (helpless; dnd35 pinned — SRD/PRD › Table: Armor Class Modifiers, note 4): on top
 *   of the lost Dex bonus, a −5 Dex modifier (less a Dex penalty already there) on AC, touch AC,
 *   flat-footed AC and CMD.
 * - osr descending AC: an AC modifier of +2 is "better", so the descending value goes down by 2.
 */
import {
  abilityModifier,
  PF1_CMD_AC_BONUS_TYPES,
  stackModifiers,
  type ConditionDef,
  type Localized,
  type Modifier,
  type ModifierTarget,
  type SystemId,
  getProcedures,
} from '../rules';
import { resolveConditions, type ReplacedCondition } from './condition-set';
import type { Defences, FighterStats } from './types';

/** A defence, or one of the modifiers shown without a base value. */
export type EffectiveKey = keyof Defences | 'attack' | 'melee-attack' | 'ranged-attack' | 'saves';

/** A custom effect's name and modifiers. */
export interface CustomModifiers {
  name: string;
  modifiers: readonly Modifier[];
}

/** What `effectiveValues` reads. */
export interface EffectiveInput {
  system: SystemId;
  defences: Defences;
  fighter: Pick<FighterStats, 'dex'>;
  /** Automatic conditions, then the effects' conditions, in the order applied. */
  conditionIds: readonly string[];
  custom: readonly CustomModifiers[];
  /**
   * The combatant loses its Dex bonus to AC against this one attack (an invisible attacker), on top
   * of any condition that takes it (the attack helper sets it). Default false.
   */
  losesDex?: boolean;
}

/** One term of a breakdown. */
export interface ValuePart {
  /** The condition's or the custom effect's name. */
  label: Localized;
  modifier: Modifier;
  /** Counted (true), not stacking (false), or lost with the Dex bonus ('lost'). */
  counted: boolean | 'lost';
}

/** A value and why. */
export interface EffectiveValue {
  key: EffectiveKey;
  /** The value typed for the combatant; null for a modifier with no base (attack, saves). */
  base: number | null;
  /** The effective value (or, without a base, the total modifier). */
  value: number;
  parts: ValuePart[];
  /** The Dex bonus lost: a number, 'unknown' when it cannot be computed, null when not lost. */
  dexLost: number | 'unknown' | null;
  /** Against melee and ranged attacks, when they differ from `value` (prone, kneeling, helpless). */
  vsMelee?: number;
  vsRanged?: number;
  /** The modifiers that only count against melee or ranged attacks. */
  situational?: ValuePart[];
}

/** Everything shown for one combatant. */
export interface EffectiveValues {
  values: EffectiveValue[];
  /** Conditions present that a higher step or an exclusive condition replaced. */
  replaced: ReplacedCondition[];
}

/** Which modifier targets count for each defence (the 'ac' target is every AC or DEF). */
const DEFENCE_TARGETS: Record<keyof Defences, readonly ModifierTarget[]> = {
  ac: ['ac'],
  touchAc: ['ac', 'touch-ac'],
  flatFootedAc: ['ac'],
  cmd: ['cmd'],
  kac: ['ac', 'kac'],
  eac: ['ac', 'eac'],
  def: ['ac', 'def'],
  descendingAc: ['ac'],
  thac0: [],
  morale: [],
};

/** Defences that carry the Dex modifier, and so the −5 of a Dex counted as 0. */
const WITH_DEX_MODIFIER: ReadonlySet<keyof Defences> = new Set<keyof Defences>([
  'ac',
  'touchAc',
  'flatFootedAc',
  'cmd',
]);

const DEX_ZERO_LABEL: Localized = { fr: 'Dex comptée à 0', en: 'Dex counts as 0' };

/**
 * The change a Dex of 0 (modifier −5) brings once the Dex bonus is lost: −5, less a Dex penalty
 * the typed value already holds (Dex 8: −1 is already there, so −4 more).
 */
function dexZeroShift(input: EffectiveInput): number {
  const dex = input.fighter.dex;
  const penalty = dex === undefined ? 0 : Math.min(0, abilityModifier(dex));
  return -5 - penalty;
}

/** Defences that carry the Dex bonus (and lose it with 'loses-dex-to-ac'). */
const WITH_DEX: ReadonlySet<keyof Defences> = new Set<keyof Defences>([
  'ac',
  'touchAc',
  'cmd',
  'descendingAc',
]);

interface Tagged {
  label: Localized;
  modifier: Modifier;
}

function gather(active: readonly ConditionDef[], custom: readonly CustomModifiers[]): Tagged[] {
  const out: Tagged[] = [];
  for (const d of active) {
    for (const m of d.modifiers) out.push({ label: d.name, modifier: { ...m, source: d.id } });
  }
  for (const c of custom) {
    const label = { fr: c.name, en: c.name };
    for (const m of c.modifiers) out.push({ label, modifier: { ...m, source: `custom:${c.name}` } });
  }
  return out;
}

function dexPart(input: EffectiveInput): number | 'unknown' {
  const { ac, flatFootedAc } = input.defences;
  if (!getProcedures(input.system).defences.dexPartInAc) return 'unknown';
  if (ac !== undefined && flatFootedAc !== undefined) return Math.max(0, ac - flatFootedAc);
  if (input.fighter.dex !== undefined) return Math.max(0, abilityModifier(input.fighter.dex));
  return 'unknown';
}

function forDefence(key: keyof Defences, all: readonly Tagged[]): Tagged[] {
  const targets = DEFENCE_TARGETS[key];
  return all.filter(({ modifier: m }) => {
    if (targets.includes(m.target)) return true;
    // PRD › CMD: AC penalties and some AC bonus types apply to CMD (manoeuvres are melee, so the
    // penalties against melee too), as the rules' combatManeuverDefense counts them.
    return (
      key === 'cmd' &&
      (m.target === 'ac' || m.target === 'ac-vs-melee') &&
      (m.value < 0 || PF1_CMD_AC_BONUS_TYPES.includes(m.type ?? 'untyped'))
    );
  });
}

function stacked(
  system: SystemId,
  tagged: readonly Tagged[],
  lostDodge: boolean,
): { total: number; parts: ValuePart[] } {
  const lost = (t: Tagged) => lostDodge && t.modifier.type === 'dodge' && t.modifier.value > 0;
  const counting = tagged.filter((t) => !lost(t));
  const result = stackModifiers(
    system,
    counting.map((t) => t.modifier),
  );
  const applied = new Set(result.applied);
  const parts = tagged.map((t): ValuePart => ({ ...t, counted: lost(t) ? 'lost' : applied.has(t.modifier) }));
  return { total: result.total, parts };
}

/** One defence with its melee/ranged variants. */
function defenceValue(
  input: EffectiveInput,
  key: keyof Defences,
  base: number,
  all: readonly Tagged[],
  losesDex: boolean,
  dexZero: boolean,
): EffectiveValue {
  const sign = key === 'descendingAc' ? -1 : 1;
  const dexApplies = losesDex && WITH_DEX.has(key);
  const dexLost = dexApplies ? dexPart(input) : null;
  const lostDodge = losesDex || key === 'flatFootedAc';
  const general = stacked(input.system, forDefence(key, all), lostDodge);
  const zero = dexZero && WITH_DEX_MODIFIER.has(key) ? dexZeroShift(input) : 0;
  const dex = (typeof dexLost === 'number' ? dexLost : 0) - zero;
  const value = base + sign * (general.total - dex);
  const zeroPart: ValuePart = {
    label: DEX_ZERO_LABEL,
    modifier: { target: 'ac', value: zero, source: 'dex-zero' },
    counted: true,
  };
  const parts = zero === 0 ? general.parts : [...general.parts, zeroPart];
  const out: EffectiveValue = { key, base, value, parts, dexLost };
  if (DEFENCE_TARGETS[key].length === 0) return { ...out, parts: [] };
  if (key === 'cmd') return out; // its value already counts what holds against melee
  const variant = (target: ModifierTarget) => {
    const extra = all.filter((t) => t.modifier.target === target);
    if (extra.length === 0) return undefined;
    const both = stacked(input.system, [...forDefence(key, all), ...extra], lostDodge);
    return base + sign * (both.total - dex);
  };
  const vsMelee = variant('ac-vs-melee');
  const vsRanged = variant('ac-vs-ranged');
  if (vsMelee !== undefined && vsMelee !== value) out.vsMelee = vsMelee;
  if (vsRanged !== undefined && vsRanged !== value) out.vsRanged = vsRanged;
  if (out.vsMelee !== undefined || out.vsRanged !== undefined) {
    const extras = all.filter(
      (t) => t.modifier.target === 'ac-vs-melee' || t.modifier.target === 'ac-vs-ranged',
    );
    out.situational = extras.map((t): ValuePart => ({ ...t, counted: true }));
  }
  return out;
}

/** attack, melee-attack, ranged-attack and saves: a total modifier, shown when not zero. */
function modifierValues(system: SystemId, all: readonly Tagged[]): EffectiveValue[] {
  const total = (targets: readonly ModifierTarget[]) =>
    stacked(
      system,
      all.filter((t) => targets.includes(t.modifier.target)),
      false,
    );
  const attack = total(['attack']);
  const melee = total(['attack', 'melee-attack']);
  const ranged = total(['attack', 'ranged-attack']);
  const saves = total(['saves']);
  const out: EffectiveValue[] = [];
  const push = (key: EffectiveKey, r: { total: number; parts: ValuePart[] }) => {
    if (r.parts.length > 0) out.push({ key, base: null, value: r.total, parts: r.parts, dexLost: null });
  };
  if (melee.total === ranged.total && melee.parts.length === attack.parts.length) push('attack', attack);
  else {
    push('melee-attack', melee);
    push('ranged-attack', ranged);
  }
  push('saves', saves);
  return out;
}

/**
 * The combatant's defences of its system (those it has a value for) and its attack and save
 * modifiers, with its conditions and custom effects applied. Throws the rules' RulesError when a
 * custom modifier is not a finite number (the engine refuses those when they are applied).
 */
export function effectiveValues(input: EffectiveInput): EffectiveValues {
  const { active, replaced } = resolveConditions(input.system, input.conditionIds);
  const all = gather(active, input.custom);
  const losesDex = input.losesDex === true || active.some((d) => d.flags.includes('loses-dex-to-ac'));
  const dexZero = active.some((d) => d.flags.includes('dex-counts-as-zero'));
  const values: EffectiveValue[] = [];
  for (const key of getProcedures(input.system).defences.fields) {
    const base = input.defences[key];
    if (base !== undefined) values.push(defenceValue(input, key, base, all, losesDex, dexZero));
  }
  return { values: [...values, ...modifierValues(input.system, all)], replaced };
}
