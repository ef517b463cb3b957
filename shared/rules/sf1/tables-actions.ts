/**
 * Starfinder action tables, every action the text lists, with whether it provokes an attack of
 * opportunity. The AoO column applies the text's three triggers (leaving a threatened square,
 * a ranged attack, a spell or spell-like ability — SF › Effectuer une attaque d’opportunité) and its
 * explicit statements (running provokes, special abilities provoke unless stated otherwise).
 */
import type { Localized, QuickTable, TableCell } from '../types';
import { l, SF1_SRC } from './records';

const NO = l('Non', 'No');
const YES = l('Oui', 'Yes');
const MOVING = l('Oui, en quittant une case menacée', 'Yes, when leaving a threatened square');
const RANGED = l('Oui si à distance', 'Yes if ranged');
const COLUMNS = [l('Action', 'Action'), l('AdO ?', 'AoO?'), l('Précisions', 'Details')];
const KEYWORDS = [
  'AdO',
  'AoO',
  'attaque d’opportunité',
  'attack of opportunity',
  'action',
  'provoque',
  'provokes',
];

function row(name: Localized, aoo: Localized, note: Localized): TableCell[] {
  return [name, aoo, note];
}

function actionTable(
  id: string,
  title: Localized,
  rows: TableCell[][],
  source: string,
  keywords: string[],
): QuickTable {
  return {
    id,
    system: 'sf1',
    title,
    columns: COLUMNS,
    rows,
    keywords: [...KEYWORDS, ...keywords],
    source,
    origin: 'text',
  };
}

const standard = actionTable(
  'sf1-standard-actions',
  l('Actions simples', 'Standard actions'),
  [
    row(
      l('Activer un objet', 'Activate an item'),
      NO,
      l('Sauf indication contraire', 'Unless stated otherwise'),
    ),
    row(
      l('Attaquer au corps à corps', 'Melee attack'),
      NO,
      l('+ mod. de For à l’attaque et aux dégâts', '+ Str mod. to attack and damage'),
    ),
    row(
      l('Attaquer à distance', 'Ranged attack'),
      YES,
      l('+ mod. de Dex à l’attaque seulement', '+ Dex mod. to attack only'),
    ),
    row(
      l('Attaquer avec une arme de jet ou une grenade', 'Thrown weapon or grenade attack'),
      YES,
      l('+ mod. de For (pas pour une grenade)', '+ Str mod. (not for a grenade)'),
    ),
    row(
      l('Combattre sur la défensive', 'Fight defensively'),
      RANGED,
      l('−4 à l’attaque, +2 à la CA', '−4 attack, +2 AC'),
    ),
    row(
      l('Tir de couverture', 'Covering fire'),
      YES,
      l('Attaque contre CA 15 : allié +2 CA', 'Attack vs AC 15: ally +2 AC'),
    ),
    row(
      l('Tir de diversion', 'Harrying fire'),
      YES,
      l('Attaque contre CA 15 : allié +2 attaque', 'Attack vs AC 15: ally +2 attack'),
    ),
    row(
      l('Manœuvre offensive', 'Combat manoeuvre'),
      RANGED,
      l('Contre CAC + 8 ; à distance : sale coup seulement', 'Vs KAC + 8; at range: dirty trick only'),
    ),
    row(
      l('Feinter', 'Feint'),
      NO,
      l('Bluff contre DD max(10 + Psychologie, 15 + FP)', 'Bluff vs DC max(10 + Sense Motive, 15 + CR)'),
    ),
    row(
      l('Lancer un sort', 'Cast a spell'),
      YES,
      l('Touché et blessé par l’AdO : sort perdu', 'Hit and hurt by the AoO: spell lost'),
    ),
    row(l('Mettre fin à un sort', 'Dismiss a spell'), NO, l('—', '—')),
    row(l('Se concentrer sur un sort', 'Concentrate on a spell'), NO, l('—', '—')),
    row(l('Défense totale', 'Total defense'), NO, l('CA +4, plus d’AdO possibles', '+4 AC, no AoO possible')),
    row(
      l('Utiliser un pouvoir spécial', 'Use a special ability'),
      YES,
      l('Sauf indication contraire', 'Unless stated otherwise'),
    ),
    row(
      l('Préparer une action', 'Ready an action'),
      NO,
      l('L’action préparée peut provoquer', 'The readied action may provoke'),
    ),
  ],
  `${SF1_SRC.standard} ; ${SF1_SRC.aoo}`,
  ['action simple', 'standard action', 'attaque', 'attack', 'sort', 'spell'],
);

const move = actionTable(
  'sf1-move-actions',
  l('Actions de mouvement', 'Move actions'),
  [
    row(
      l('Dégainer ou rengainer une arme', 'Draw or sheathe a weapon'),
      NO,
      l('BBA +1 ou plus : en se déplaçant', 'BAB +1 or more: while moving'),
    ),
    row(l('Diriger ou rediriger un effet', 'Direct or redirect an effect'), NO, l('—', '—')),
    row(
      l('Déplacement prudent (1,50 m)', 'Guarded step (1.5 m)'),
      NO,
      l('Même depuis une case menacée', 'Even from a threatened square'),
    ),
    row(
      l('Manipuler un objet', 'Manipulate an item'),
      NO,
      l('Ramasser, ranger, ouvrir une porte…', 'Pick up, stow, open a door…'),
    ),
    row(l('Ramper (1,50 m)', 'Crawl (1.5 m)'), MOVING, l('Compte comme à terre', 'Counts as prone')),
    row(l('Recharger', 'Reload'), NO, l('Munition facilement accessible', 'Readily available ammunition')),
    row(
      l('Se déplacer de sa vitesse', 'Move your speed'),
      MOVING,
      l('Escalade, nage, vol, creusement aussi', 'Also climb, swim, fly, burrow'),
    ),
    row(l('Se relever', 'Stand up'), NO, l('Depuis à terre', 'From prone')),
  ],
  SF1_SRC.move,
  [
    'action de mouvement',
    'move action',
    'déplacement',
    'movement',
    'pas prudent',
    'guarded step',
    'dégainer',
    'recharger',
  ],
);

const swift = actionTable(
  'sf1-swift-actions',
  l('Actions rapides', 'Swift actions'),
  [
    row(
      l('Modifier sa prise', 'Change your grip'),
      NO,
      l('Par ex. une arme à deux mains tenue d’une main', 'E.g. a two-handed weapon held in one hand'),
    ),
    row(l('Se mettre à terre', 'Drop prone'), NO, l('Dans sa case', 'In one’s square')),
  ],
  SF1_SRC.swift,
  ['action rapide', 'swift action', 'à terre', 'prone'],
);

const full = actionTable(
  'sf1-full-actions',
  l('Actions complexes', 'Full actions'),
  [
    row(
      l('Attaque à outrance', 'Full attack'),
      RANGED,
      l('Deux attaques à −4 chacune', 'Two attacks at −4 each'),
    ),
    row(
      l('Charger', 'Charge'),
      MOVING,
      l(
        '2 × vitesse, 3 m min. en ligne droite ; attaque −2, CA −2',
        '2 × speed, 3 m min. in a straight line; −2 attack, −2 AC',
      ),
    ),
    row(
      l('Combattre sur la défensive', 'Fight defensively'),
      RANGED,
      l('−4 à toutes les attaques (en plus), +2 à la CA', '−4 to every attack (on top), +2 AC'),
    ),
    row(
      l('Courir', 'Run'),
      YES,
      l('4 × vitesse en ligne droite, pris au dépourvu', '4 × speed in a straight line, flat-footed'),
    ),
    row(
      l('Coup de grâce', 'Coup de grâce'),
      NO,
      l(
        'Cible sans défense adjacente : critique auto., Vigueur DD 10 + niveau ou FP',
        'Adjacent helpless target: auto. critical, Fortitude DC 10 + level or CR',
      ),
    ),
    row(
      l('Se replier', 'Withdraw'),
      l('Non depuis la case de départ (ennemis visibles)', 'Not from the starting square (visible foes)'),
      l('2 × vitesse ; impossible aveuglé', '2 × speed; not when blinded'),
    ),
  ],
  SF1_SRC.full,
  [
    'action complexe',
    'full action',
    'full-round',
    'charge',
    'courir',
    'run',
    'repli',
    'withdraw',
    'outrance',
    'coup de grâce',
  ],
);

const other = actionTable(
  'sf1-other-actions',
  l('Réactions et autres actions', 'Reactions and other actions'),
  [
    row(
      l('Attaque d’opportunité (réaction)', 'Attack of opportunity (reaction)'),
      NO,
      l('Une réaction par round', 'One reaction a round'),
    ),
    row(
      l('Lâcher un objet', 'Drop an item'),
      NO,
      l('Quand on veut pendant ses actions', 'Any time during one’s actions'),
    ),
    row(
      l('Railler, parler', 'Taunt, talk'),
      NO,
      l('Durée raisonnable, même hors de son tour', 'A reasonable time, even off-turn'),
    ),
    row(
      l('Retarder', 'Delay'),
      NO,
      l('Nouveau rang pour le reste du combat', 'New count for the rest of the fight'),
    ),
    row(
      l('Utiliser une compétence', 'Use a skill'),
      l('Selon la tâche', 'Depends on the task'),
      l('Action selon la compétence', 'Action per the skill'),
    ),
  ],
  `${SF1_SRC.reactions} ; ${SF1_SRC.other}`,
  ['réaction', 'reaction', 'retarder', 'delay', 'lâcher', 'drop', 'compétence', 'skill'],
);

const triggers: QuickTable = {
  id: 'sf1-aoo-triggers',
  system: 'sf1',
  title: l('Ce qui provoque une attaque d’opportunité', 'What provokes an attack of opportunity'),
  columns: [l('Déclencheur', 'Trigger'), l('Exceptions', 'Exceptions')],
  rows: [
    [
      l('Quitter une case menacée', 'Leaving a threatened square'),
      l(
        'Déplacement prudent ; repli (case de départ, ennemis visibles)',
        'Guarded step; withdraw (starting square, visible foes)',
      ),
    ],
    [l('Attaque à distance depuis une case menacée', 'Ranged attack from a threatened square'), l('—', '—')],
    [
      l(
        'Lancer un sort ou utiliser un pouvoir magique en case menacée',
        'Casting a spell or using a spell-like ability in a threatened square',
      ),
      l(
        'Sorts ou pouvoirs qui disent ne pas provoquer (certains sorts de contact)',
        'Spells or abilities that say they do not (some touch spells)',
      ),
    ],
  ],
  notes: [
    l(
      'Une AdO coûte la réaction du round, est résolue avant l’action qui la déclenche et ne subit pas le malus d’attaque à outrance.',
      'An AoO uses the round’s reaction, is resolved before the triggering action and ignores the full-attack penalty.',
    ),
    l('Pris au dépourvu ou en défense totale : pas d’AdO.', 'Flat-footed or in total defense: no AoO.'),
  ],
  keywords: KEYWORDS,
  source: SF1_SRC.aoo,
  origin: 'text',
};

/** The action tables of the text, each with its AoO column. */
export const SF1_ACTION_TABLES: QuickTable[] = [standard, move, swift, full, other, triggers];
