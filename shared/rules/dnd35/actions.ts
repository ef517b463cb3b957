import type { ActionEconomy } from '../types';
import { l, SRC } from './record-helpers';

/** DRS › Les actions de combat › Les différents types d'actions (swift and immediate: SRD 3.5, open rules). */
export const DND35_ACTIONS: ActionEconomy = {
  types: [
    {
      id: 'standard',
      name: l('Action simple', 'Standard action'),
      summary: l(
        'Faire quelque chose : attaquer, lancer un sort, activer un objet…',
        'Do something: attack, cast a spell, activate an item…',
      ),
    },
    {
      id: 'move',
      name: l('Action de mouvement', 'Move action'),
      summary: l(
        'Se déplacer de sa vitesse, ou dégainer, ramasser, se relever… Peut toujours remplacer l’action simple.',
        'Move up to your speed, or draw, pick up, stand up… Can always replace the standard action.',
      ),
    },
    {
      id: 'full-round',
      name: l('Action complexe', 'Full-round action'),
      summary: l(
        'Tout le round : attaque à outrance, charge, course, retraite, coup de grâce… Seul un pas de placement peut s’y ajouter (sauf charge, course, retraite).',
        'The whole round: full attack, charge, run, withdraw, coup de grâce… Only a 5-foot step may be added (not with charge, run, withdraw).',
      ),
    },
    {
      id: 'free',
      name: l('Action libre', 'Free action'),
      summary: l(
        'Presque sans durée : parler, lâcher un objet, se laisser tomber au sol… En nombre raisonnable, même hors de son tour pour parler.',
        'Almost no time: speak, drop an item, drop prone… A reasonable number, speaking even off-turn.',
      ),
    },
    {
      id: 'swift',
      name: l('Action rapide', 'Swift action'),
      summary: l(
        'Une par tour, comme une action libre mais limitée (SRD 3.5, règles ouvertes : absente du chapitre combat du DRS).',
        'One a turn, like a free action but limited (SRD 3.5 open rules: not in the DRS combat chapter).',
      ),
    },
    {
      id: 'immediate',
      name: l('Action immédiate', 'Immediate action'),
      summary: l(
        'Une action rapide prise à tout moment, même hors de son tour ; elle compte comme l’action rapide du prochain tour. Impossible pris au dépourvu (SRD 3.5, règles ouvertes).',
        'A swift action taken any time, even off-turn; it uses up the next turn’s swift action. Not while flat-footed (SRD 3.5 open rules).',
      ),
    },
    {
      id: 'five-foot-step',
      name: l('Pas de placement (1,50 m)', '5-foot step'),
      summary: l(
        'Activité instantanée : 1,50 m sans AdO, si l’on ne se déplace pas autrement ce round. Ni en terrain difficile ni dans le noir.',
        'Not an action: 1.5 m with no AoO, if you do not otherwise move this round. Not in difficult terrain nor in darkness.',
      ),
    },
    {
      id: 'attack',
      name: l('Remplace une attaque', 'Replaces an attack'),
      summary: l(
        'Croc-en-jambe, désarmement, lutte, destruction : à la place d’une attaque de corps à corps, donc une par action d’attaque ou de charge, plusieurs dans une attaque à outrance, ou en AdO.',
        'Trip, disarm, grapple, sunder: in place of one melee attack, so one in an attack or charge, several in a full attack, or as an AoO.',
      ),
    },
    {
      id: 'not-an-action',
      name: l('Activité instantanée', 'Not an action'),
      summary: l(
        'Ne prend aucun temps : pas de placement, retarder son action.',
        'Takes no time at all: 5-foot step, delay.',
      ),
    },
  ],
  perTurn: l(
    'Par tour : une action simple et une action de mouvement (dans l’ordre voulu), ou deux actions de mouvement, ou une action complexe ; plus des actions libres, une action rapide (ou immédiate) et, sans autre déplacement, un pas de placement. Activité restreinte (round de surprise, hors de combat, chancelant) : une action simple OU de mouvement, plus des actions libres.',
    'Per turn: one standard and one move action (either order), or two move actions, or one full-round action; plus free actions, one swift (or immediate) action and, with no other movement, a 5-foot step. Restricted activity (surprise round, disabled, staggered): one standard OR move action, plus free actions.',
  ),
  source: `${SRC.actions} › Les différents types d’actions ; SRD 3.5 › Actions rapides et immédiates`,
};
