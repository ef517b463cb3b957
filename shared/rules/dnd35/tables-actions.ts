import type { Localized, QuickTable } from '../types';
import { l, SRC } from './record-helpers';

const YES = l('Oui', 'Yes');
const NO = l('Non', 'No');
const MAYBE = l('Possible', 'Maybe');
const USUALLY = l('En général oui', 'Usually');
const VARIES = l('Variable', 'Varies');

const STANDARD = l('Action simple', 'Standard');
const MOVE = l('Action de mouvement', 'Move');
const FULL = l('Action complexe', 'Full-round');
const FREE = l('Action libre', 'Free');
const NONE = l('Activité instantanée', 'Not an action');
const VARIABLE = l('Type variable', 'Varies');

type Row = [Localized, Localized, Localized];

const rows = (type: Localized, list: [string, string, Localized][]): Row[] =>
  list.map(([fr, en, aoo]) => [l(fr, en), type, aoo]);

/** DRS › Combat › Table : actions en combat — every action with its type and whether it provokes an AoO. */
export const DND35_ACTIONS_TABLE: QuickTable = {
  id: 'dnd35-combat-actions',
  system: 'dnd35',
  title: l('Actions en combat et attaques d’opportunité', 'Actions in combat and attacks of opportunity'),
  columns: [l('Action', 'Action'), l('Type', 'Type'), l('Provoque une AdO ?', 'Provokes an AoO?')],
  rows: [
    ...rows(STANDARD, [
      ['Attaque au corps à corps', 'Melee attack', NO],
      ['Attaque à distance', 'Ranged attack', YES],
      ['Attaque à mains nues', 'Unarmed attack', YES],
      ['Abaisser sa résistance à la magie', 'Lower spell resistance', NO],
      [
        'Activer un objet magique (sauf potion ou huile)',
        'Activate a magic item other than a potion or oil',
        NO,
      ],
      ['Aider quelqu’un (²)', 'Aid another (²)', MAYBE],
      ['Allumer une torche avec un allume-feu', 'Light a torch with a tindertwig', YES],
      ['Boire une potion ou appliquer une huile', 'Drink a potion or apply an oil', YES],
      ['Bousculade', 'Bull rush', NO],
      ['Dégainer une arme dissimulée (Escamotage)', 'Draw a hidden weapon (Sleight of Hand)', NO],
      ['Destruction d’arme (attaque)', 'Sunder a weapon (attack)', YES],
      ['Destruction d’objet (attaque) (³)', 'Sunder an object (attack) (³)', MAYBE],
      ['Échapper à une lutte', 'Escape a grapple', NO],
      ['Feinte', 'Feint', NO],
      ['Lancer un sort (1 action simple)', 'Cast a spell (1 standard action)', YES],
      ['Lire un parchemin', 'Read a scroll', YES],
      ['Mettre un terme à un sort', 'Dismiss a spell', NO],
      ['Préparer une action (déclenche une action simple)', 'Ready (triggers a standard action)', NO],
      ['Premiers secours à un ami mourant', 'Stabilise a dying friend', YES],
      ['Renversement', 'Overrun', NO],
      ['Renvoyer ou intimider les morts-vivants', 'Turn or rebuke undead', NO],
      ['Se concentrer pour maintenir un sort', 'Concentrate to maintain a spell', NO],
      ['Défense totale', 'Total defense', NO],
      ['Utiliser un pouvoir extraordinaire', 'Use an extraordinary ability', NO],
      ['Utiliser un pouvoir magique', 'Use a spell-like ability', YES],
      ['Utiliser un pouvoir surnaturel', 'Use a supernatural ability', NO],
      ['Utiliser une compétence (1 action)', 'Use a skill that takes 1 action', USUALLY],
    ]),
    ...rows(MOVE, [
      ['Se déplacer', 'Move', YES],
      ['Calmer une monture effrayée', 'Control a frightened mount', YES],
      ['Charger une arbalète légère ou de poing', 'Load a hand or light crossbow', YES],
      ['Dégainer une arme (⁴)', 'Draw a weapon (⁴)', NO],
      ['Déplacer un objet lourd', 'Move a heavy object', YES],
      ['Diriger ou rediriger un sort actif', 'Direct or redirect a spell', NO],
      ['Monter en selle ou descendre de selle', 'Mount or dismount', NO],
      ['Ouvrir ou fermer une porte', 'Open or close a door', NO],
      ['Prendre un objet porté sur soi', 'Retrieve a stored item', YES],
      ['Préparer ou détacher son bouclier (⁴)', 'Ready or loose a shield (⁴)', NO],
      ['Ramasser un objet', 'Pick up an item', YES],
      ['Rengainer une arme', 'Sheathe a weapon', YES],
      ['Se relever quand on est à terre (⁹)', 'Stand up from prone (⁹)', YES],
    ]),
    ...rows(FULL, [
      ['Attaque à outrance', 'Full attack', NO],
      [
        'Accrocher une arme à un gantelet d’armes (ou la décrocher)',
        'Fasten or unfasten a locked gauntlet',
        YES,
      ],
      ['Allumer une torche', 'Light a torch', YES],
      ['Charge (⁵)', 'Charge (⁵)', NO],
      ['Charger une arbalète lourde ou à répétition', 'Load a heavy or repeating crossbow', YES],
      ['Courir', 'Run', YES],
      ['Donner le coup de grâce', 'Deliver a coup de grâce', YES],
      ['Éteindre des flammes', 'Extinguish flames', NO],
      ['Lancer un sort de contact sur six alliés au plus', 'Use a touch spell on up to six friends', YES],
      ['Retraite (⁵)', 'Withdraw (⁵)', NO],
      ['Se dégager d’un filet', 'Escape from a net', YES],
      ['Se préparer à lancer une arme à impact', 'Prepare to throw a splash weapon', YES],
      ['Utiliser une compétence (1 round)', 'Use a skill that takes 1 round', USUALLY],
    ]),
    ...rows(FREE, [
      ['Cesser de se concentrer sur un sort', 'Cease concentrating on a spell', NO],
      ['Lâcher un objet', 'Drop an item', NO],
      ['Lancer un sort à incantation rapide', 'Cast a quickened spell', NO],
      ['Parler', 'Speak', NO],
      ['Plonger au sol', 'Drop prone', NO],
      ['Préparer ses composantes de sort (⁶)', 'Prepare spell components (⁶)', NO],
    ]),
    ...rows(NONE, [
      ['Pas de placement (1,50 m)', '5-foot step', NO],
      ['Retarder son action', 'Delay', NO],
    ]),
    ...rows(VARIABLE, [
      ['Croc-en-jambe (⁷)', 'Trip (⁷)', NO],
      ['Désarmement (⁷)', 'Disarm (⁷)', YES],
      ['Lutte (⁷)', 'Grapple (⁷)', YES],
      ['Utiliser un don (⁸)', 'Use a feat (⁸)', VARIES],
    ]),
  ],
  notes: [
    l(
      '¹ Sortir d’une case contrôlée provoque en général une AdO quelle que soit l’action ; la colonne dit si l’action elle-même en provoque.',
      '¹ Leaving a threatened square usually provokes whatever the action; the column says whether the action itself does.',
    ),
    l(
      '² Aider une action qui provoque une AdO en provoque une aussi.',
      '² Aiding an action that provokes also provokes.',
    ),
    l(
      '³ Oui si l’objet est tenu ou porté par une créature, sinon non.',
      '³ Yes if a creature holds or wears the item, else no.',
    ),
    l(
      '⁴ Avec un BBA de +1 ou plus, se combine à un déplacement normal ; avec Combat à deux armes, deux armes légères ou à une main pour le prix d’une.',
      '⁴ With BAB +1 or more, combines with a regular move; with Two-Weapon Fighting, two light or one-handed weapons for the cost of one.',
    ),
    l(
      '⁵ Devient une action simple pour qui n’a droit qu’à une action simple par round.',
      '⁵ Becomes a standard action for one limited to a standard action a round.',
    ),
    l('⁶ Sauf composante encombrante ou difficile à manier.', '⁶ Unless the component is bulky or awkward.'),
    l(
      '⁷ Remplace une attaque de corps à corps, pas une action : une fois dans une attaque ou une charge, plusieurs fois dans une attaque à outrance, ou en AdO.',
      '⁷ Replaces a melee attack, not an action: once in an attack or charge, several times in a full attack, or as an AoO.',
    ),
    l('⁸ Selon le don.', '⁸ Per the feat.'),
    l(
      '⁹ La table française porte « Non », mais le texte (Se relever) et le SRD disent que se relever provoque une AdO : nous suivons « Oui ». « Se déplacer », sans valeur dans la table française, est « Oui » dans le SRD.',
      '⁹ The French table reads “No”, but the text (Standing up) and the SRD say standing up provokes: we follow “Yes”. “Move”, blank in the French table, is “Yes” in the SRD.',
    ),
  ],
  keywords: [
    'AdO',
    'AoO',
    'attaque d’opportunité',
    'attack of opportunity',
    'action simple',
    'standard',
    'mouvement',
    'move',
    'complexe',
    'full-round',
    'libre',
    'free',
    'provoque',
    'provoke',
  ],
  source: SRC.actionsTable,
  origin: 'text',
};
