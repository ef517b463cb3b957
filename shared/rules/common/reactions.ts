/**
 * Ce qui reste à faire hors de son tour: the attacks of opportunity, reactions and immediate actions a
 * combatant may still take this round, as data (SystemProcedures.reactions). Each is given back at
 * the start of the combatant's turn.
 *
 * - dnd35: DRS › Combat › Attaques d'opportunité (one a round); Attaques réflexes (1 + Dex modifier
 *   a round). The immediate action (SRD › Action Types › Immediate Actions): one between two of its
 *   turns, and taken outside its turn it uses the swift action of its next turn.
 * - pf1: PRD › Combat › Attacks of Opportunity; Feats › Combat Reflexes (1 + Dex bonus); Action
 *   Types › Immediate Actions (the same as 3.5).
 * - sf1: SF CRB › Combat › Reactions: one reaction a round, given back at the start of its turn; an
 *   attack of opportunity is a reaction.
 * - co, osr: no attack of opportunity or reaction in their rules: nothing to count.
 */
import { abilityModifier } from './abilities';
import type { Localized } from '../types';

/** A system's rule for what a combatant may do outside its turn. */
export type ReactionRule =
  | {
      /** dnd35, pf1: attacks of opportunity counted apart, and an immediate action. */
      kind: 'opportunity';
      /** Attacks of opportunity a round without the feat. */
      base: number;
      /** The feat that adds the Dexterity modifier (Combat Reflexes). */
      dexFeat: string;
      /** Whether an immediate action taken outside the turn uses the next turn's swift action. */
      immediate: boolean;
      source: string;
    }
  | {
      /** sf1: one reaction a round; an attack of opportunity is one. */
      kind: 'reaction';
      perRound: number;
      source: string;
    }
  | { kind: 'none'; note: Localized; source: string };

/** What a combatant brings to the count: its feats and Dexterity score. */
export interface ReactionFighter {
  feats?: readonly string[];
  dex?: number;
}

/**
 * Attacks of opportunity (sf1: reactions) a round for this combatant: 1, or 1 + Dex modifier with
 * Combat Reflexes (at least 1: a negative modifier takes none away); 0 where the system has none.
 */
export function opportunitiesPerRound(rule: ReactionRule | undefined, f: ReactionFighter): number {
  if (!rule || rule.kind === 'none') return 0;
  if (rule.kind === 'reaction') return rule.perRound;
  const reflexes = f.feats?.includes(rule.dexFeat) ?? false;
  return reflexes ? rule.base + Math.max(0, abilityModifier(f.dex ?? 10)) : rule.base;
}

/** Chroniques Oubliées: none. */
export const CO_REACTIONS: ReactionRule = {
  kind: 'none',
  note: {
    fr: 'Chroniques Oubliées : ni attaque d’opportunité ni réaction dans les règles.',
    en: 'Chroniques Oubliées: no attacks of opportunity or reactions in the rules.',
  },
  source: 'CO › Le tour de combat (aucune attaque d’opportunité)',
};

/** B/X: none. */
export const OSR_REACTIONS: ReactionRule = {
  kind: 'none',
  note: {
    fr: 'B/X : ni attaque d’opportunité ni réaction ; on agit à son tour de la séquence.',
    en: 'B/X: no attacks of opportunity or reactions; each acts in its step of the round.',
  },
  source: 'OSR › Séquence de combat',
};
