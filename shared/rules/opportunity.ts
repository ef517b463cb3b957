/**
 * Qui peut porter une attaque d'opportunité. Rules used:
 * - dnd35 (DRS › Pris au dépourvu; SRD › Flat-Footed) and pf1 (PRD › Conditions › Flat-Footed): a
 *   flat-footed creature cannot make attacks of opportunity, unless it has Combat Reflexes (DRS ›
 *   Attaques réflexes; PRD › Feats › Combat Reflexes: « you can make attacks of opportunity while
 *   flat-footed »).
 * - sf1 (SF CRB › Conditions › Flat-Footed): a flat-footed creature cannot take reactions, and an
 *   attack of opportunity is a reaction; Starfinder has no feat that lifts it.
 * - every system: a condition flagged 'cannot-threaten' (helpless, pinned…) threatens nobody.
 * Each system says its rule in its procedures (`opportunity`); the one door asks it.
 */
import type { SystemProcedures } from './procedures';
import type { ConditionDef } from './types';

/** The feat id that lets a flat-footed creature still make attacks of opportunity (dnd35, pf1). */
export const COMBAT_REFLEXES = 'combat-reflexes';

/** Why a creature cannot make an attack of opportunity, or null when it can. */
export type NoOpportunityReason = 'flat-footed' | 'cannot-threaten' | null;

/**
 * Whether a creature with these conditions (ids of the system's catalogue, implied ones included by
 * the caller) and feats may make an attack of opportunity: null if it can, else the reason.
 */
export function opportunityBlock(
  catalogue: readonly ConditionDef[],
  rule: SystemProcedures['opportunity'],
  conditionIds: readonly string[],
  feats: readonly string[],
): NoOpportunityReason {
  // Flat-footed is itself flagged 'cannot-threaten' in the catalogues; Combat Reflexes lifts it only.
  const others = catalogue.filter((d) => d.id !== 'flat-footed' && conditionIds.includes(d.id));
  if (others.some((d) => d.flags.includes('cannot-threaten'))) return 'cannot-threaten';
  if (!conditionIds.includes('flat-footed') || !rule?.flatFootedPrevents) return null;
  return rule.unlessFeat !== undefined && feats.includes(rule.unlessFeat) ? null : 'flat-footed';
}
