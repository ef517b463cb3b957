import { GROUP_TURNS_SOURCE, groupTurns } from '../common/group-turns';
import { higherModifierFirst, sortInitiativeBy } from '../common/initiative-order';
import type { InitiativeEntry, InitiativeRules } from '../types';
import { l, SRC } from './helpers';

/** How a Pathfinder fight is ordered (Aide de jeu PF1 › Initiative; PRD › Combat › Initiative). */
export const PF1_INITIATIVE: InitiativeRules = {
  mode: 'individual',
  die: 'd20',
  tieBreak: ['higher-modifier', 'random'],
  tieBreakText: l(
    'Chacun lance 1d20 + mod. de Dex (+ bonus divers). À égalité, le plus haut modificateur d’initiative agit d’abord ; s’il y a encore égalité, on départage au hasard.',
    'Each rolls 1d20 + Dex modifier (+ other bonuses). On a tie, the higher initiative modifier acts first; if still tied, chance decides.',
  ),
  surprise: l(
    'Si certains seulement ont repéré l’ennemi, un round de surprise précède le combat : ceux qui ne sont pas surpris, par ordre d’initiative, ont une action simple ou de mouvement (plus des actions libres). Les surpris n’agissent pas et restent pris au dépourvu.',
    'When only some noticed the enemy, a surprise round comes first: those not surprised, in initiative order, get one standard or move action (plus free actions). The surprised do not act and stay flat-footed.',
  ),
  flatFootedUntilFirstAction: true,
  delay: l(
    'Retarder : on choisit plus tard dans le round son nouveau rang d’initiative et on le garde ensuite. On ne peut pas interrompre une autre action ; arrivé au rang choisi, on agit ou on perd son tour.',
    'Delay: pick a later count this round and keep it afterwards. It cannot interrupt another action; at the chosen count, act or lose the turn.',
  ),
  ready: l(
    'Préparer : action simple (sans AdO) pour tenir prête une action simple, de mouvement, rapide ou libre avec sa condition de déclenchement ; le pas de placement est permis si l’on ne s’est pas déplacé. L’action préparée passe juste avant le déclencheur, et le rang d’initiative devient celui-là.',
    'Ready: a standard action (no AoO) to hold a standard, move, swift or free action with its trigger; a 5-foot step is allowed if one has not moved. The readied action goes just before the trigger, and that becomes the new initiative count.',
  ),
  newCountHolds: true,
  groupTurns: groupTurns(['individual', 'shared', 'one-turn'], 'individual', GROUP_TURNS_SOURCE),
  source: `${SRC.firstRound} ; ${SRC.initiativeActions} ; ${SRC.prdInitiative}`,
};

/**
 * Pathfinder acting order, first to act first (PRD › Combat › Initiative): higher total, then higher
 * modifier (a missing modifier counts as 0), then the random `tiebreak` drawn once (higher first; a
 * missing one counts as 0), then `id` so that the order never depends on the input order. Returns
 * a new array and never mutates its input; throws a RulesError on a missing or duplicate id or a
 * non-numeric total, modifier or tiebreak.
 */
export function sortInitiative(entries: InitiativeEntry[]): InitiativeEntry[] {
  return sortInitiativeBy(entries, higherModifierFirst);
}
