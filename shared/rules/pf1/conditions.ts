import type { ConditionDef } from '../types';
import { RulesError } from '../errors';
import { BODY_CONDITIONS } from './conditions-body';
import { COMBAT_CONDITIONS } from './conditions-combat';

/**
 * The whole Pathfinder condition catalogue (PRD › Appendix 2 › Conditions), sorted by id. Each
 * modifier names its condition in `source`, so a stacking total can say where a penalty comes from.
 */
export const PF1_CONDITIONS: readonly ConditionDef[] = [...BODY_CONDITIONS, ...COMBAT_CONDITIONS]
  .map((c) => ({ ...c, modifiers: c.modifiers.map((m) => ({ ...m, source: c.id })) }))
  .sort((a, b) => a.id.localeCompare(b.id));

const BY_ID = new Map(PF1_CONDITIONS.map((c) => [c.id, c]));

/** The condition with this id; a RulesError ('unknown-condition') for any other id. */
export function pf1Condition(id: string): ConditionDef {
  const found = typeof id === 'string' ? BY_ID.get(id) : undefined;
  if (!found) {
    throw new RulesError('unknown-condition', `État inconnu en Pathfinder : ${String(id)}`, { id });
  }
  return found;
}

/**
 * The given condition ids plus every condition they imply, recursively (dying → unconscious →
 * helpless), without duplicates, in the order met. Unknown ids throw a RulesError.
 */
export function expandConditions(ids: readonly string[] | undefined): ConditionDef[] {
  if (ids === undefined) return [];
  if (!Array.isArray(ids)) {
    throw new RulesError('unknown-condition', 'conditions : liste d’identifiants d’états attendue', { ids });
  }
  const seen = new Map<string, ConditionDef>();
  const visit = (id: string): void => {
    if (seen.has(id)) return;
    const def = pf1Condition(id);
    seen.set(id, def);
    def.implies?.forEach(visit);
  };
  ids.forEach(visit);
  return [...seen.values()];
}

/**
 * Conditions that set an ability score instead of changing it: a helpless creature's Dexterity
 * counts as 0 (Aide de jeu PF1 › Défenses › Cible sans défense); a paralysed one has Strength and
 * Dexterity 0 (PRD › Conditions › Paralyzed).
 */
export const PF1_ABILITY_OVERRIDES: Readonly<Record<string, { str?: number; dex?: number }>> = {
  helpless: { dex: 0 },
  paralyzed: { str: 0, dex: 0 },
};

/** Conditions a dirty trick may impose (Aide de jeu PF1 › Manœuvres offensives › Sale coup). */
export const DIRTY_TRICK_CONDITIONS: readonly string[] = [
  'blinded',
  'dazzled',
  'deafened',
  'entangled',
  'shaken',
  'sickened',
];
