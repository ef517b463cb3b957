/**
 * Attaques d'opportunité et réactions (issue 28 part 3): what a combatant may still do outside its
 * turn this round, per system (rules › reactions): 3.5 and PF1 count attacks of opportunity (1, or
 * 1 + Dex modifier with Combat Reflexes) and the immediate action (one between two of its turns;
 * taken outside its turn, it uses the swift action of its next turn); Starfinder counts its one
 * reaction; CO and B/X have none. Each use is one event and one log line, refused when none is left;
 * the start of the combatant's turn gives them back (turn-start.ts › `reactionsAtTurnStart`).
 */
import { getProcedures, noAttackOfOpportunity, opportunitiesPerRound } from '../rules';
import { activeConditionIds } from './conditions';
import { getCombatant, updateCombatant } from './access';
import { refusal } from './errors';
import { logEvent } from './log';
import type { Combatant, CombatantFlags, CombatantId, Encounter } from './types';

/** What is used: an attack of opportunity (sf1: the reaction), or the immediate action. */
export type ReactionKind = 'opportunity' | 'immediate';

/** Attacks of opportunity (sf1: reactions) of `c` a round, and how many are used; null where none. */
export function opportunitiesOf(
  enc: Pick<Encounter, 'system'>,
  c: Combatant,
): { max: number; used: number } | null {
  const rule = getProcedures(enc.system).reactions;
  if (!rule || rule.kind === 'none') return null;
  return { max: opportunitiesPerRound(rule, c.fighter), used: c.flags.opportunities ?? 0 };
}

/** Whether `c` may take one more attack of opportunity (or reaction) now: one left, and not prevented. */
export function canTakeOpportunity(enc: Encounter, c: Combatant): boolean {
  const count = opportunitiesOf(enc, c);
  if (!count || count.used >= count.max) return false;
  return noAttackOfOpportunity(enc.system, activeConditionIds(enc, c), c.fighter.feats ?? []) === null;
}

/** reaction-used: one attack of opportunity (or reaction), or the immediate action. */
export function useReaction(enc: Encounter, id: CombatantId, kind: ReactionKind): Encounter {
  const c = getCombatant(enc, id);
  const rule = getProcedures(enc.system).reactions;
  const game = getProcedures(enc.system).shortName;
  if (!rule || rule.kind === 'none') throw refusal('not-allowed', 'reactionsNotInRules', { game });
  if (kind === 'immediate') {
    if (rule.kind !== 'opportunity' || !rule.immediate)
      throw refusal('not-allowed', 'immediateNotInRules', { game });
    const own = enc.current === id;
    if (c.flags.immediate || (own && c.flags.swiftSpent))
      throw refusal('not-allowed', 'immediateUsed', { name: c.name });
    const next = updateCombatant(enc, id, (x) => ({
      ...x,
      flags: { ...x.flags, immediate: own ? 'on-turn' : 'off-turn' },
    }));
    return logEvent(next, {
      code: own ? 'reaction.immediateOwnTurn' : 'reaction.immediate',
      params: { name: c.name },
    });
  }
  const count = opportunitiesOf(enc, c);
  if (!count) throw refusal('not-allowed', 'reactionsNotInRules', { game });
  // Flat-footed without Combat Reflexes (3.5, PF1), any flat-footed in SF, or helpless: none at all.
  const block = noAttackOfOpportunity(enc.system, activeConditionIds(enc, c), c.fighter.feats ?? []);
  if (block)
    throw refusal(
      'not-allowed',
      block === 'flat-footed' ? 'opportunityFlatFooted' : 'opportunityCannotThreaten',
      {
        name: c.name,
      },
    );
  if (count.used >= count.max)
    throw refusal('not-allowed', rule.kind === 'reaction' ? 'noReactionLeft' : 'noOpportunityLeft', {
      name: c.name,
      max: count.max,
    });
  const used = count.used + 1;
  const next = updateCombatant(enc, id, (x) => ({ ...x, flags: { ...x.flags, opportunities: used } }));
  const code = rule.kind === 'reaction' ? 'reaction.reaction' : 'reaction.opportunity';
  return logEvent(next, { code, params: { name: c.name, used, max: count.max } });
}

/**
 * The flags at the start of its turn: its attacks of opportunity and reaction come back; an immediate
 * action taken outside its last turn has used this turn's swift action.
 */
export function reactionsAtTurnStart(flags: CombatantFlags): Partial<CombatantFlags> {
  return {
    opportunities: undefined,
    immediate: undefined,
    swiftSpent: flags.immediate === 'off-turn' ? true : undefined,
  };
}
