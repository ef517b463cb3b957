import { GROUP_TURNS_SOURCE, groupTurns } from '../common/group-turns';
/** Starfinder initiative: rules as data and the acting order. */
import { higherModifierFirst, sortInitiativeBy } from '../common/initiative-order';
import type { InitiativeEntry, InitiativeRules } from '../types';
import { RulesError, requireInteger } from '../errors';
import { abilityModifier } from '../common/abilities';
import { l, SF1_SRC } from './records';

/**
 * How a Starfinder fight is ordered. Delay and ready come from the text (SF › Autres actions); the
 * roll, the tie-break and surprise from the open rules (Core Rulebook p. 246-247), which the text
 * does not cover. In Starfinder only SURPRISED combatants are flat-footed until they act (Conditions ›
 * Flat-Footed), unlike D&D 3.5 where everyone is: hence `flatFootedUntilFirstAction: false`, and the
 * surprise text says who is.
 */
export const SF1_INITIATIVE: InitiativeRules = {
  mode: 'individual',
  die: 'd20',
  tieBreak: ['higher-modifier', 'random'],
  tieBreakText: l(
    'Test d’initiative : d20 + mod. de Dex + bonus divers (Science de l’initiative +4…). Égalité : le modificateur d’initiative total le plus haut agit d’abord ; à modificateurs égaux, les ex æquo relancent (Paravent : tirage fait une fois).',
    'Initiative check: d20 + Dex mod. + other bonuses (Improved Initiative +4…). Tie: the higher total initiative modifier acts first; equal modifiers: the tied combatants roll again (Paravent: a draw made once).',
  ),
  surprise: l(
    'Si certains combattants seulement ont conscience de l’ennemi, round de surprise : seuls ceux-là agissent, chacun une action simple, de mouvement ou rapide (plus des actions libres), jamais une action complexe. Les surpris n’agissent pas et restent pris au dépourvu (−2 CA, pas de réaction) jusqu’à ce qu’ils aient agi. Tout le monde (ou personne) conscient : pas de round de surprise.',
    'If only some combatants are aware of the foe, a surprise round: only they act, each one standard, move or swift action (plus free actions), never a full action. The surprised do not act and stay flat-footed (−2 AC, no reactions) until they have acted. Everyone (or no one) aware: no surprise round.',
  ),
  flatFootedUntilFirstAction: false,
  delay: l(
    'Retarder : l’annoncer à son tour, sans rien faire ; agir ensuite juste après le tour de n’importe quel autre combattant. Le rang d’initiative devient celui-là pour le reste du combat. La réaction revient quand même au début du tour d’origine.',
    'Delay: say so on your turn and do nothing; then act right after any other combatant’s turn. Your initiative becomes that count for the rest of the fight. Your reaction still comes back at the start of your original turn.',
  ),
  ready: l(
    'Préparer (action simple) : choisir une action simple, de mouvement ou rapide et un déclencheur. Purement défensive, elle passe juste avant l’événement ; sinon juste après. Le rang d’initiative devient celui-là pour le reste du combat. Non déclenchée avant son tour suivant : perdue (on peut la préparer de nouveau).',
    'Ready (standard action): pick a standard, move or swift action and a trigger. If purely defensive it happens just before the event, otherwise just after. Your initiative becomes that count for the rest of the fight. Not triggered by your next turn: lost (you may ready it again).',
  ),
  newCountHolds: true,
  groupTurns: groupTurns(['individual', 'shared', 'one-turn'], 'individual', GROUP_TURNS_SOURCE),
  source: `${SF1_SRC.delay} ; ${SF1_SRC.ready} ; ${SF1_SRC.openInitiative} ; ${SF1_SRC.openSurprise}`,
};

/**
 * Starfinder acting order, first to act first: higher total; on a tie, the higher total initiative
 * modifier (a missing one counts as 0); then the higher `tiebreak` (the re-roll, drawn once; a
 * missing one comes last); then `id`, so that the order never depends on the input order. Returns a
 * new array and never changes its input. RulesError on a non-integer total or modifier, a bad
 * tiebreak or an entry without id.
 */
export function sf1SortInitiative(entries: InitiativeEntry[]): InitiativeEntry[] {
  return sortInitiativeBy(entries, higherModifierFirst);
}

/**
 * One initiative check (Core Rulebook › Initiative): natural d20 + Dexterity modifier + other
 * bonuses (`misc`, e.g. Improved Initiative +4, deafened −4). Returns the total and the modifier that
 * breaks ties. RulesError for a natural roll outside 1-20, a bad Dexterity score or a non-integer misc.
 */
export function sf1InitiativeCheck(c: { natural: number; dex: number; misc?: number }): {
  total: number;
  modifier: number;
} {
  const natural = requireInteger(c.natural, 'Jet d’initiative (d20)');
  if (natural < 1 || natural > 20) {
    throw new RulesError('invalid-roll', `Jet d’initiative : d20 entre 1 et 20 attendu, reçu ${natural}`, {
      natural,
    });
  }
  const modifier =
    abilityModifier(c.dex) + (c.misc === undefined ? 0 : requireInteger(c.misc, 'Bonus d’initiative divers'));
  return { total: natural + modifier, modifier };
}
