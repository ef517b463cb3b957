import { GROUP_TURNS_SOURCE, groupTurns } from '../common/group-turns';
import { higherModifierFirst, sortInitiativeBy } from '../common/initiative-order';
import type { InitiativeEntry, InitiativeRules } from '../types';
import { l, SRC } from './record-helpers';

/** DRS › L'initiative, La surprise, Actions modifiant l'initiative: how a D&D 3.5 fight is ordered. */
export const DND35_INITIATIVE: InitiativeRules = {
  mode: 'individual',
  die: 'd20',
  tieBreak: ['higher-modifier', 'random'],
  tieBreakText: l(
    'Égalité : le modificateur d’initiative le plus élevé joue d’abord (Dex + Science de l’initiative +4…) ; à modificateurs égaux, pile ou face.',
    'Tie: the higher initiative modifier goes first (Dex + Improved Initiative +4…); equal modifiers: toss a coin.',
  ),
  surprise: l(
    'Si une partie seulement des combattants a conscience de l’ennemi, round de surprise : eux seuls lancent l’initiative et agissent, chacun une action simple ou de mouvement (plus des actions libres). Les surpris n’agissent pas et restent pris au dépourvu. Ni surprise si tout le monde (ou personne) est conscient.',
    'If only some combatants are aware of the foe, a surprise round: only they roll initiative and act, each one standard or move action (plus free actions). The surprised do not act and stay flat-footed. No surprise round if everyone (or no one) is aware.',
  ),
  flatFootedUntilFirstAction: true,
  delay: l(
    'Retarder : ne rien faire à son tour et agir plus tard dans le round, quand on veut ; le rang d’initiative devient celui où l’on agit, pour le reste du combat. Ne permet pas d’interrompre autrui. Si le décompte revient à soi, l’action du round est perdue.',
    'Delay: do nothing on your turn and act later in the round, whenever you choose; your initiative becomes the count you act at, for the rest of the fight. Cannot interrupt anyone. If the count comes back to you, that round’s action is lost.',
  ),
  ready: l(
    'Préparer (action simple, sans AdO) : annoncer une action simple, de mouvement ou libre et son déclencheur ; elle a lieu juste avant l’action qui la déclenche, même au milieu du tour d’autrui. Le rang d’initiative devient celui-là pour le reste du combat. Non déclenchée avant son prochain tour : perdue.',
    'Ready (standard action, no AoO): name a standard, move or free action and its trigger; it happens just before the triggering action, even mid-turn. Your initiative becomes that count for the rest of the fight. Not triggered by your next turn: lost.',
  ),
  newCountHolds: true,
  groupTurns: groupTurns(['individual', 'shared', 'one-turn'], 'individual', GROUP_TURNS_SOURCE),
  source: `${SRC.initiative} ; ${SRC.surprise} ; ${SRC.initiativeActions}`,
};

/**
 * D&D 3.5 acting order, first to act first (DRS › L'initiative): higher total first; on a tie the
 * higher initiative modifier (a missing modifier counts as 0); then the higher `tiebreak` (the coin
 * toss, drawn once; a missing one comes last); then `id` for a deterministic order. Returns a new
 * array and never changes its input. RulesError on a non-integer total or modifier.
 */
export function sortDnd35Initiative(entries: InitiativeEntry[]): InitiativeEntry[] {
  return sortInitiativeBy(entries, higherModifierFirst);
}
