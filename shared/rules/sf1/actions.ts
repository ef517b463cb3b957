/** Starfinder action economy (SF › Les types d’actions), as data. */
import type { ActionEconomy } from '../types';
import { l, SF1_SRC } from './records';

/** The six kinds of actions and what one turn may hold. */
export const SF1_ACTIONS: ActionEconomy = {
  types: [
    {
      id: 'standard',
      name: l('Action simple', 'Standard action'),
      summary: l(
        'Le cœur du tour : une attaque, un sort, un pouvoir spécial, une manœuvre offensive, préparer une action…',
        'The heart of the turn: one attack, a spell, a special ability, a combat manoeuvre, readying an action…',
      ),
    },
    {
      id: 'move',
      name: l('Action de mouvement', 'Move action'),
      summary: l(
        'Se déplacer de sa vitesse, dégainer, recharger, se relever, ramper, manipuler un objet, pas prudent de 1,50 m…',
        'Move one’s speed, draw, reload, stand up, crawl, manipulate an item, 1.5 m guarded step…',
      ),
    },
    {
      id: 'swift',
      name: l('Action rapide', 'Swift action'),
      summary: l(
        'Très brève et rare : se mettre à terre, changer de prise sur son arme, certaines aptitudes.',
        'Very brief and rare: drop prone, change one’s grip on a weapon, some class features.',
      ),
    },
    {
      id: 'full-round',
      name: l('Action complexe', 'Full action'),
      summary: l(
        'Occupe tout le tour, sans action simple, de mouvement ni rapide : attaque à outrance, charge, course, repli, coup de grâce.',
        'Takes the whole turn, with no standard, move or swift action: full attack, charge, run, withdraw, coup de grâce.',
      ),
    },
    {
      id: 'reaction',
      name: l('Réaction', 'Reaction'),
      summary: l(
        'Une par round, même hors de son tour, seulement sur un déclencheur précis (l’attaque d’opportunité, pour tous) ; pas avant d’avoir agi une première fois ; revient au début de son tour.',
        'One a round, even outside one’s turn, only on a set trigger (the attack of opportunity, for everyone); not before acting once in the fight; comes back at the start of one’s turn.',
      ),
    },
    {
      id: 'free',
      name: l('Hors types (libre)', 'Other (free)'),
      summary: l(
        'Ce qui ne rentre dans aucun type : lâcher un objet, lancer une raillerie ou quelques mots, même hors de son tour.',
        'What fits no type: dropping an item, a taunt or a few words, even outside one’s turn.',
      ),
    },
  ],
  perTurn: l(
    'Par round : une action simple, une de mouvement et une rapide — ou une seule action complexe. L’action simple peut devenir une action de mouvement ou rapide, et l’action de mouvement une rapide. Plus une réaction par round, même hors de son tour. Interdit de faire une action simple, de mouvement ou rapide : pas d’action complexe non plus.',
    'Each round: one standard, one move and one swift action — or a single full action. The standard action may be swapped for a move or swift one, the move action for a swift one. Plus one reaction a round, even outside one’s turn. Barred from a standard, move or swift action: no full action either.',
  ),
  source: `${SF1_SRC.actionTypes} ; ${SF1_SRC.restricted} ; ${SF1_SRC.reactions}`,
};
