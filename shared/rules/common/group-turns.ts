/**
 * Groupes de monstres identiques: the ways a group may take its turns, in our own words. No rule
 * text fixes this (the texts speak of each combatant); it is a table convention that Combat Manager
 * and Improved Initiative offer, so each system says which ways fit it and which one is its default.
 */
import type { GroupTurnMode, GroupTurnRules, Localized } from '../types';
import { l } from './records';

const NAMES: Record<GroupTurnMode, { name: Localized; summary: Localized }> = {
  individual: {
    name: l('Individuelle', 'Individual'),
    summary: l(
      'Chaque membre lance son initiative et joue son propre tour.',
      'Each member rolls its own initiative and takes its own turn.',
    ),
  },
  shared: {
    name: l('Partagée', 'Shared'),
    summary: l(
      'Un seul jet pour le groupe ; ses membres jouent l’un après l’autre.',
      'One roll for the group; its members act one after the other.',
    ),
  },
  'one-turn': {
    name: l('Un tour pour tout le groupe', 'One turn for the group'),
    summary: l(
      'Le groupe joue un seul tour, une seule ligne dans l’ordre : tous ses membres agissent ensemble.',
      'The group takes a single turn, one row in the order: all its members act together.',
    ),
  },
};

/** The group rules of a system: which modes it offers (first named as `firstName` when given) and its default. */
export function groupTurns(
  modes: readonly GroupTurnMode[],
  defaultMode: GroupTurnMode,
  source: string,
  firstName?: { name: Localized; summary: Localized },
): GroupTurnRules {
  return {
    modes: modes.map((id, i) => ({ id, ...(i === 0 && firstName ? firstName : NAMES[id]) })),
    default: defaultMode,
    source,
  };
}

/** Where the group modes come from: a table convention, the texts ruling only each combatant's turn. */
export const GROUP_TURNS_SOURCE =
  'Convention de table (Combat Manager, Improved Initiative) ; les textes ne règlent que le tour de chacun';
