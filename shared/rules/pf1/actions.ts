import type { ActionEconomy } from '../types';
import { l, SRC } from './helpers';

/** What a Pathfinder turn may hold (Aide de jeu PF1 › Mouvements; PRD › Combat › Actions in Combat). */
export const PF1_ACTIONS: ActionEconomy = {
  types: [
    {
      id: 'standard',
      name: l('Action simple', 'Standard action'),
      summary: l(
        'Une attaque, un sort, une manœuvre, préparer, défense totale… Peut être échangée contre une seconde action de mouvement.',
        'One attack, a spell, a manoeuvre, ready, total defence… Can be traded for a second move action.',
      ),
    },
    {
      id: 'attack',
      name: l('Attaque', 'Attack'),
      summary: l(
        'Une attaque de corps à corps ou à distance, prise dans une action simple, une attaque à outrance ou une AdO ; croc-en-jambe, désarmement et destruction la remplacent.',
        'One melee or ranged attack, within a standard action, a full attack or an AoO; trip, disarm and sunder replace it.',
      ),
    },
    {
      id: 'move',
      name: l('Action de mouvement', 'Move action'),
      summary: l(
        'Se déplacer de sa vitesse, dégainer, se relever, ramasser un objet, ouvrir une porte…',
        'Move up to one’s speed, draw a weapon, stand up, pick up an item, open a door…',
      ),
    },
    {
      id: 'full-round',
      name: l('Action complexe', 'Full-round action'),
      summary: l(
        'Tout le tour : attaque à outrance, charge, course (×4, ou ×3 en armure lourde), retraite, coup de grâce.',
        'The whole turn: full attack, charge, run (×4, or ×3 in heavy armour), withdraw, coup de grâce.',
      ),
    },
    {
      id: 'free',
      name: l('Action libre', 'Free action'),
      summary: l(
        'Presque rien : parler brièvement, lâcher un objet, se laisser tomber à terre. Le MJ en limite le nombre.',
        'Almost nothing: speak briefly, drop an item, drop prone. The GM limits how many.',
      ),
    },
    {
      id: 'swift',
      name: l('Action rapide', 'Swift action'),
      summary: l(
        'Un effort bref (sort à incantation rapide) : une seule par tour.',
        'A quick effort (quickened spell): only one a turn.',
      ),
    },
    {
      id: 'immediate',
      name: l('Action immédiate', 'Immediate action'),
      summary: l(
        'Comme une action rapide mais à tout moment, même hors de son tour ; elle compte comme l’action rapide du tour suivant. Impossible quand on est pris au dépourvu.',
        'Like a swift action but at any time, even outside one’s turn; it uses up the next turn’s swift action. Not while flat-footed.',
      ),
    },
    {
      id: 'five-foot-step',
      name: l('Pas de placement (1,50 m)', '5-foot step'),
      summary: l(
        'Un déplacement de 1,50 m sans AdO, si l’on ne s’est pas déplacé d’une autre façon dans le round ; un seul par round ; impossible en terrain difficile ou dans le noir.',
        'A 5-foot move that provokes no AoO, if one has not otherwise moved this round; one a round; not in difficult terrain or darkness.',
      ),
    },
  ],
  perTurn: l(
    'À son tour : une action simple et une action de mouvement (ou deux actions de mouvement), ou une action complexe ; plus une action rapide (ou immédiate), des actions libres, et un pas de placement si l’on ne s’est pas déplacé autrement. Round de surprise : une action simple ou de mouvement seulement.',
    'On one’s turn: one standard and one move action (or two move actions), or one full-round action; plus one swift (or immediate) action, free actions, and a 5-foot step if one did not otherwise move. Surprise round: a single standard or move action.',
  ),
  source: `${SRC.movement} ; ${SRC.firstRound} › Surprise ; ${SRC.prdActions}`,
};
