import type { ConditionDef } from '../types';

/**
 * A D&D 3.5 condition record. Extends the shared `ConditionDef` with the ability scores some
 * conditions set outright (DRS › Table : modificateurs à la CA, note 4: a helpless defender's
 * Dexterity counts as 0).
 */
export interface Dnd35ConditionDef extends ConditionDef {
  /** Ability scores replaced by a fixed value while the condition lasts. */
  setsScores?: { str?: number; dex?: number };
}

/** `allowedActions` of a creature limited to one standard or one move action a turn (disabled, staggered). */
export const SINGLE_ACTION_ALLOWED: readonly string[] = [
  'standard',
  'move',
  'free',
  'swift',
  'immediate',
  'five-foot-step',
];
