/**
 * Runtime lists of the engine's and rules' string unions, each checked against its type in both
 * directions (a value added to the type and forgotten here does not compile).
 */
import type { BonusType, ModifierTarget, Size } from '../rules';
import { SIZES } from '../rules/common/sizes';
import { SIDES } from '../combat/player-view-settings';
import type { PhasedRoundOrder, Phase, Side } from '../combat';

type Exhaustive<All extends string, Listed extends string> = [Exclude<All, Listed>] extends [never]
  ? true
  : false;

/** Sides: the engine's list, the one the settings and the display use too. */
export { SIDES };
/** Phases. */
export const PHASES = ['setup', 'running', 'ended'] as const satisfies readonly Phase[];
/** osr variants. */
export const PHASED_ROUND_ORDERS = [
  'group',
  'alternating',
  'pcs-first',
  'individual',
] as const satisfies readonly PhasedRoundOrder[];
/** Sizes, smallest first: the rules' own list. */
export const SIZE_IDS = SIZES;
/** What a modifier changes. */
export const MODIFIER_TARGETS = [
  'attack',
  'melee-attack',
  'ranged-attack',
  'damage',
  'ac',
  'ac-vs-melee',
  'ac-vs-ranged',
  'touch-ac',
  'kac',
  'eac',
  'def',
  'cmb',
  'cmd',
  'grapple',
  'initiative',
  'saves',
  'fortitude',
  'reflex',
  'will',
  'skills',
  'ability-checks',
  'str',
  'dex',
  'con',
  'int',
  'wis',
  'cha',
  'speed',
  'perception',
] as const satisfies readonly ModifierTarget[];
/** Bonus types. */
export const BONUS_TYPES = [
  'untyped',
  'dodge',
  'circumstance',
  'morale',
  'enhancement',
  'armor',
  'shield',
  'natural-armor',
  'deflection',
  'insight',
  'luck',
  'competence',
  'size',
  'racial',
  'sacred',
  'profane',
  'resistance',
  'alchemical',
  'inherent',
  'trait',
] as const satisfies readonly BonusType[];

/** Holds only when every check is true: a list that misses a value does not compile. */
type AllTrue<Checks extends true[]> = Checks;

/** Compile-time proof that every list above is complete (a type: nothing to run). */
export type EnumsComplete = AllTrue<
  [
    Exhaustive<Side, (typeof SIDES)[number]>,
    Exhaustive<Phase, (typeof PHASES)[number]>,
    Exhaustive<PhasedRoundOrder, (typeof PHASED_ROUND_ORDERS)[number]>,
    Exhaustive<Size, (typeof SIZE_IDS)[number]>,
    Exhaustive<ModifierTarget, (typeof MODIFIER_TARGETS)[number]>,
    Exhaustive<BonusType, (typeof BONUS_TYPES)[number]>,
  ]
>;
