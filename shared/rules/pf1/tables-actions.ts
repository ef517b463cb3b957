import type { Localized, QuickTable } from '../types';
import { l, SRC } from './helpers';

const STANDARD = l('simple', 'standard');
const MOVE = l('mouvement', 'move');
const FULL = l('complexe', 'full-round');
const FREE = l('libre', 'free');
const ATTACK = l('attaque', 'attack');
const YES = l('oui', 'yes');
const NO = l('non', 'no');

const row = (fr: string, en: string, type: Localized, aoo: Localized): Localized[] => [l(fr, en), type, aoo];

/** PRD › Table: Actions in Combat, trimmed to what a GM looks up at the table. */
export const ACTIONS_TABLE: QuickTable = {
  id: 'pf1-actions-in-combat',
  system: 'pf1',
  title: l('Actions en combat et attaques d’opportunité', 'Actions in combat and attacks of opportunity'),
  columns: [l('Action', 'Action'), l('Type', 'Type'), l('Provoque une AdO', 'Provokes AoO')],
  rows: [
    row('Attaque au corps à corps', 'Melee attack', STANDARD, NO),
    row('Attaque à distance', 'Ranged attack', STANDARD, YES),
    row('Attaque à mains nues (sans le don)', 'Unarmed attack (without the feat)', STANDARD, YES),
    row(
      'Bousculade, sale coup, lutte, repositionnement, entraînement, subtilisation',
      'Bull rush, dirty trick, grapple, reposition, drag, steal',
      STANDARD,
      l('oui, sauf don Science', 'yes, unless the Improved feat'),
    ),
    row(
      'Croc-en-jambe, désarmement, destruction',
      'Trip, disarm, sunder',
      ATTACK,
      l('oui, sauf don Science', 'yes, unless the Improved feat'),
    ),
    row('Lancer un sort (1 action simple)', 'Cast a spell (1 standard action)', STANDARD, YES),
    row('Boire une potion, appliquer une huile', 'Drink a potion, apply an oil', STANDARD, YES),
    row('Lire un parchemin', 'Read a scroll', STANDARD, YES),
    row('Stabiliser un mourant (Premiers secours)', 'Stabilise a dying friend (Heal)', STANDARD, YES),
    row('Aider quelqu’un', 'Aid another', STANDARD, l('peut-être', 'maybe')),
    row('Feinter', 'Feint', STANDARD, NO),
    row('Se libérer d’une lutte', 'Escape a grapple', STANDARD, NO),
    row('Préparer une action', 'Ready an action', STANDARD, NO),
    row('Défense totale', 'Total defence', STANDARD, NO),
    row('Se déplacer', 'Move', MOVE, YES),
    row('Dégainer une arme', 'Draw a weapon', MOVE, NO),
    row('Rengainer une arme', 'Sheathe a weapon', MOVE, YES),
    row('Se relever', 'Stand up from prone', MOVE, YES),
    row('Ramasser un objet', 'Pick up an item', MOVE, YES),
    row('Sortir un objet rangé', 'Retrieve a stored item', MOVE, YES),
    row('Ouvrir ou fermer une porte', 'Open or close a door', MOVE, NO),
    row('Monter en selle ou en descendre', 'Mount or dismount', MOVE, NO),
    row('Recharger une arbalète légère ou de poing', 'Load a light or hand crossbow', MOVE, YES),
    row('Attaque à outrance', 'Full attack', FULL, NO),
    row('Charge', 'Charge', FULL, l('non (le déplacement, si)', 'no (the movement does)')),
    row('Coup de grâce', 'Coup de grâce', FULL, YES),
    row('Course', 'Run', FULL, YES),
    row('Retraite', 'Withdraw', FULL, l('non (première case)', 'no (first square)')),
    row('Recharger une arbalète lourde', 'Load a heavy crossbow', FULL, YES),
    row('Se dégager d’un filet', 'Escape from a net', FULL, YES),
    row('Lâcher un objet', 'Drop an item', FREE, NO),
    row('Se laisser tomber à terre', 'Drop prone', FREE, NO),
    row('Parler', 'Speak', FREE, NO),
    row('Cesser de se concentrer sur un sort', 'Cease concentrating on a spell', FREE, NO),
    row('Sort à incantation rapide', 'Quickened spell', l('rapide', 'swift'), NO),
    row('Pas de placement de 1,5 m', '5-foot step', l('aucune', 'no action'), NO),
    row('Retarder', 'Delay', l('aucune', 'no action'), NO),
  ],
  notes: [
    l(
      'Une seule AdO par adversaire et par occasion, même en quittant plusieurs cases contrôlées.',
      'One AoO per opponent per opportunity, even when leaving several threatened squares.',
    ),
    l(
      'Préparer : action simple sans AdO ; seule l’action préparée peut en provoquer.',
      'Ready: a standard action with no AoO; only the readied action may provoke.',
    ),
  ],
  keywords: [
    'AdO',
    'AoO',
    'attaque d’opportunité',
    'attack of opportunity',
    'action simple',
    'mouvement',
    'complexe',
    'libre',
    'rapide',
    'standard',
    'move',
    'full-round',
    'free',
    'swift',
  ],
  source: `${SRC.aoo} ; ${SRC.prdActions} › Table: Actions in Combat`,
  origin: 'open-rules',
};
