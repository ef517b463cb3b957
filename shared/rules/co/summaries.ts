/** Chroniques Oubliées rule summaries, in our own words (CO › Règles du jeu, open rules where marked). */
import type { RuleSummary } from '../types';
import { CO_SRC, l } from './records';

/** What a CO GM looks up during a fight. */
export const CO_SUMMARIES: RuleSummary[] = [
  {
    id: 'co-actions',
    title: l('Actions du tour', 'Actions in a turn'),
    text: l(
      'Un tour dure 10 s. À son tour, on fait soit une action limitée (sort, capacité L), soit un mouvement et une attaque, soit deux mouvements. Les actions gratuites (crier, lâcher un objet) s’ajoutent. Ce texte ne prévoit pas d’attaque d’opportunité.',
      'A turn is 10 s. On its turn a combatant takes one limited action (spell, L ability), or a move and an attack, or two moves. Free actions (shouting, dropping an item) come on top. This text has no attacks of opportunity.',
    ),
    keywords: ['action', 'tour', 'turn', 'limitée', 'mouvement', 'attaque', 'AdO', 'AoO'],
    source: CO_SRC.actions,
  },
  {
    id: 'co-initiative',
    title: l('Initiative et retarder', 'Initiative and delay'),
    text: l(
      'On ne lance pas de dé : le plus haut score d’INIT agit d’abord, puis par ordre décroissant. Égalité PJ/ennemi : le PJ d’abord ; entre deux PJ, le MJ choisit. On peut baisser son INIT pour agir plus tard dans le tour ; à 0, l’action est perdue (règles ouvertes).',
      'No die: the highest INIT acts first, then downwards. A PC/enemy tie goes to the PC; between two PCs the GM picks. One may lower one’s INIT to act later in the turn; at 0 the action is lost (open rules).',
    ),
    keywords: ['initiative', 'INIT', 'retarder', 'delay', 'égalité', 'tie'],
    source: `${CO_SRC.turn} ; ${CO_SRC.openInitiative}`,
  },
  {
    id: 'co-attack',
    title: l('Attaque et critique', 'Attacks and criticals'),
    text: l(
      'Attaque au contact, à distance ou magique : d20 + bonus ≥ DEF de la cible. Au contact, on ajoute le mod. de FOR aux DM ; à distance, rien. 20 naturel : touche et DM ×2 (rapière : critique dès 19). 1 naturel : raté.',
      'Melee, ranged or magic attack: d20 + bonus ≥ the target’s DEF. Melee adds the STR mod. to damage; ranged adds nothing. Natural 20: hits with damage ×2 (rapier: critical from 19). Natural 1: miss.',
    ),
    keywords: ['attaque', 'attack', 'DEF', 'critique', 'critical', 'DM', 'dommages'],
    source: `${CO_SRC.attack} ; ${CO_SRC.damage}`,
  },
  {
    id: 'co-surprise',
    title: l('Surprise', 'Surprise'),
    text: l(
      'Face à une embuscade, chaque personnage fait un test de SAG opposé au test de DEX des assaillants. Perdu : surpris, il n’agit pas au premier tour et subit −5 en DEF pendant ce tour.',
      'Against an ambush, each character makes a WIS test opposed to the ambushers’ DEX test. On a loss it is surprised: no action in the first turn and −5 DEF during that turn.',
    ),
    keywords: ['surprise', 'surpris', 'embuscade', 'ambush', 'SAG', 'DEX'],
    source: CO_SRC.surprise,
  },
  {
    id: 'co-knocked-down',
    title: l('Renversé (à terre)', 'Knocked down (prone)'),
    text: l(
      'Un combattant au sol a −5 en DEF et à toutes ses attaques ; il lui faut une action de mouvement pour se relever.',
      'A combatant on the ground has −5 DEF and −5 on all attacks; it takes a move action to get up.',
    ),
    keywords: ['renversé', 'à terre', 'prone', 'au sol', 'DEF'],
    source: CO_SRC.knockedDown,
  },
  {
    id: 'co-equipment',
    title: l('Armes à deux mains, arbalète', 'Two-handed weapons, crossbow'),
    text: l(
      'Une arme à deux mains empêche de porter un bouclier ou une torche. Recharger une arbalète prend une action de mouvement.',
      'A two-handed weapon leaves no hand for a shield or a torch. Reloading a crossbow takes a move action.',
    ),
    keywords: [
      'deux mains',
      'two-handed',
      'bouclier',
      'shield',
      'arbalète',
      'crossbow',
      'recharger',
      'reload',
    ],
    source: CO_SRC.weaponNotes,
  },
  {
    id: 'co-dying-healing',
    title: l('0 PV et soins', '0 HP and healing'),
    text: l(
      'À 0 PV, le personnage est hors de combat, inconscient, jusqu’à ce qu’on le soigne ; le MJ peut déclarer mort un adversaire sans importance (règles ouvertes). Herbes médicinales : 1d8 PV récupérés, quelques minutes de soins.',
      'At 0 HP a character is out of the fight, unconscious, until healed; the GM may call a nameless foe dead (open rules). Healing herbs: 1d8 HP back, after a few minutes of care.',
    ),
    keywords: ['PV', 'HP', 'mourant', 'dying', 'inconscient', 'unconscious', 'soins', 'healing', 'guérison'],
    source: `${CO_SRC.openHealth} ; ${CO_SRC.weaponNotes}`,
  },
];
