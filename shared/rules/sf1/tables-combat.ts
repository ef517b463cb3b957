/** Starfinder combat numbers from the text: attack options, target numbers, range, throws, manoeuvres, movement. */
import type { QuickTable, TableCell } from '../types';
import { counted } from '../../locale';
import { l, SF1_SRC } from './records';

const NONE = '—';

const attackOptions: QuickTable = {
  id: 'sf1-attack-options',
  system: 'sf1',
  title: l('Options d’attaque et de défense', 'Attack and defence options'),
  columns: [
    l('Option', 'Option'),
    l('Action', 'Action'),
    l('Mod. attaque', 'Attack mod.'),
    l('Mod. CA', 'AC mod.'),
    l('Durée', 'Duration'),
  ],
  rows: [
    [
      l('Combattre sur la défensive', 'Fight defensively'),
      l('simple', 'standard'),
      -4,
      2,
      l('CA jusqu’au début du prochain tour', 'AC until the start of next turn'),
    ],
    [
      l('Combattre sur la défensive', 'Fight defensively'),
      l('complexe', 'full'),
      -4,
      2,
      l('−4 en plus de l’outrance', '−4 on top of the full attack'),
    ],
    [
      l('Défense totale', 'Total defense'),
      l('simple', 'standard'),
      NONE,
      4,
      l('Jusqu’au début du prochain tour', 'Until the start of next turn'),
    ],
    [
      l('Attaque à outrance (2 attaques)', 'Full attack (2 attacks)'),
      l('complexe', 'full'),
      -4,
      NONE,
      l('Chaque attaque', 'Each attack'),
    ],
    [
      l('Charge', 'Charge'),
      l('complexe', 'full'),
      -2,
      -2,
      l('CA jusqu’au début du prochain tour', 'AC until the start of next turn'),
    ],
    [
      l('Course (pris au dépourvu)', 'Run (flat-footed)'),
      l('complexe', 'full'),
      NONE,
      -2,
      l('Pendant la course', 'While running'),
    ],
  ],
  notes: [
    l(
      'Défense totale : ne se cumule pas avec d’autres actions qui augmentent la CA.',
      'Total defense does not stack with other actions that raise AC.',
    ),
  ],
  keywords: [
    'défensive',
    'defensively',
    'défense totale',
    'total defense',
    'outrance',
    'full attack',
    'charge',
    'CA',
    'AC',
    'course',
    'run',
  ],
  source: `${SF1_SRC.defensive} ; ${SF1_SRC.totalDefense} ; ${SF1_SRC.full}`,
  origin: 'text',
};

const targetNumbers: QuickTable = {
  id: 'sf1-target-numbers',
  system: 'sf1',
  title: l('Valeurs à atteindre', 'Numbers to beat'),
  columns: [l('Jet', 'Roll'), l('Contre', 'Against'), l('Effet', 'Effect')],
  rows: [
    [
      l('Grenade sur une intersection', 'Grenade at a grid intersection'),
      l('CA 5', 'AC 5'),
      l('Raté : déviation (d8, d4)', 'Miss: it scatters (d8, d4)'),
    ],
    [
      l('Tir de couverture', 'Covering fire'),
      l('CA 15', 'AC 15'),
      l(
        'Allié : +2 (circonstances) à la CA contre la prochaine attaque',
        'Ally: +2 circumstance to AC vs the next attack',
      ),
    ],
    [
      l('Tir de diversion', 'Harrying fire'),
      l('CA 15', 'AC 15'),
      l('Prochain allié : +2 (circonstances) à l’attaque', 'Next ally: +2 circumstance to attack'),
    ],
    [
      l('Manœuvre offensive', 'Combat manoeuvre'),
      l('CAC + 8', 'KAC + 8'),
      l('Selon la manœuvre', 'Per manoeuvre'),
    ],
    [
      l('Lutte : immobiliser', 'Grapple: pin'),
      l('CAC + 13', 'KAC + 13'),
      l('Immobilisé au lieu d’agrippé', 'Pinned instead of grappled'),
    ],
    [
      l('Coup de grâce (cible)', 'Coup de grâce (target)'),
      l('Vigueur DD 10 + niveau ou FP', 'Fortitude DC 10 + level or CR'),
      l('Échec : mort', 'Failure: death'),
    ],
    [
      l('Feinte', 'Feint'),
      l('Bluff DD max(10 + Psychologie, 15 + FP)', 'Bluff DC max(10 + Sense Motive, 15 + CR)'),
      l('Cible prise au dépourvu contre la prochaine attaque', 'Target flat-footed vs the next attack'),
    ],
  ],
  notes: [
    l(
      '20 naturel : touche toujours ; critique si le total atteint aussi la CA (deux jets de dégâts additionnés).',
      'Natural 20: always hits; a critical if the total also meets the AC (two damage rolls added).',
    ),
  ],
  keywords: [
    'CA',
    'AC',
    'CAC',
    'KAC',
    'DD',
    'DC',
    'grenade',
    'couverture',
    'covering fire',
    'diversion',
    'harrying fire',
    'feinte',
    'feint',
    'critique',
    'critical',
  ],
  source: `${SF1_SRC.attack} ; ${SF1_SRC.critical} ; ${SF1_SRC.coveringFire} ; ${SF1_SRC.harryingFire} ; ${SF1_SRC.maneuvers} ; ${SF1_SRC.coupDeGrace} ; ${SF1_SRC.feint}`,
  origin: 'text',
};

/** Range increments 1 to 10 and their attack penalty: −2 per full or partial increment beyond the first. */
const rangeRows: TableCell[][] = Array.from({ length: 10 }, (_, i) => [
  i + 1,
  i === 0 ? 0 : -2 * i,
  i < 5
    ? l('toutes armes', 'every weapon')
    : l('pas les armes de jet (5 facteurs max.)', 'not thrown weapons (5 increments max.)'),
]);

const range: QuickTable = {
  id: 'sf1-range-penalties',
  system: 'sf1',
  title: l('Facteurs de portée', 'Range increments'),
  columns: [
    l('Facteur de portée', 'Range increment'),
    l('Mod. attaque', 'Attack mod.'),
    l('Possible pour', 'Allowed for'),
  ],
  rows: rangeRows,
  notes: [
    l(
      'Portée maximale : 10 facteurs (armes de jet : 5), sauf mention contraire.',
      'Maximum range: 10 increments (thrown weapons: 5), unless stated otherwise.',
    ),
  ],
  keywords: ['portée', 'range', 'facteur de portée', 'range increment', 'distance', 'malus', 'penalty'],
  source: SF1_SRC.ranged,
  origin: 'text',
};

const thrownMiss: QuickTable = {
  id: 'sf1-thrown-miss',
  system: 'sf1',
  title: l('Arme de jet ratée : déviation', 'Missed thrown weapon: scatter'),
  columns: [l('d8', 'd8'), l('Direction', 'Direction')],
  rows: [
    [
      1,
      l(
        'Trop court : devant la cible, vers le lanceur',
        'Short: in front of the target, towards the thrower',
      ),
    ],
    ...[2, 3, 4, 5, 6, 7, 8].map((n): TableCell[] => [
      n,
      l(
        `${counted('fr', n - 1, 'cran', 'crans')} après « trop court », dans le sens horaire`,
        `${counted('en', n - 1, 'step', 'steps')} clockwise from “short”`,
      ),
    ]),
  ],
  notes: [
    l(
      'Puis 1d4 : nombre de cases entre la cible et le point de chute.',
      'Then 1d4: squares between the target and where it lands.',
    ),
  ],
  keywords: ['grenade', 'jet', 'thrown', 'déviation', 'scatter', 'raté', 'miss', 'd8', 'd4'],
  source: SF1_SRC.thrown,
  origin: 'text',
};

const maneuvers: QuickTable = {
  id: 'sf1-combat-maneuvers',
  system: 'sf1',
  title: l('Manœuvres offensives (attaque contre CAC + 8)', 'Combat manoeuvres (attack vs KAC + 8)'),
  columns: [
    l('Manœuvre', 'Manoeuvre'),
    l('Réussite', 'Success'),
    l('Par 5 points au-dessus', 'Per 5 points above'),
  ],
  rows: [
    [l('Bousculade', 'Bull rush'), l('Recul de 1,50 m', 'Pushed 1.5 m'), l('+1,50 m', '+1.5 m')],
    [
      l('Croc-en-jambe', 'Trip'),
      l(
        'À terre (en vol : −3 m ; gravité nulle : en apesanteur)',
        'Prone (flying: −3 m; zero-g: off-kilter)',
      ),
      NONE,
    ],
    [
      l('Désarmement', 'Disarm'),
      l('Objet lâché (ou pris avec une main libre)', 'Item dropped (or taken with a free hand)'),
      NONE,
    ],
    [
      l('Destruction', 'Sunder'),
      l('Dégâts à l’objet moins sa solidité', 'Damage to the item minus hardness'),
      NONE,
    ],
    [
      l('Lutte', 'Grapple'),
      l(
        'Agrippé jusqu’à la fin du prochain tour de l’attaquant ; CAC + 13 : immobilisé',
        'Grappled until the end of the attacker’s next turn; KAC + 13: pinned',
      ),
      NONE,
    ],
    [
      l('Repositionnement', 'Reposition'),
      l('Déplacé de 1,50 m, à portée d’allonge', 'Moved 1.5 m, within reach'),
      l('+1,50 m', '+1.5 m'),
    ],
    [
      l('Sale coup', 'Dirty trick'),
      l('État au choix pendant 1 round', 'Chosen condition for 1 round'),
      l('+1 round', '+1 round'),
    ],
  ],
  notes: [
    l(
      'Action simple ; une manœuvre au corps à corps ne provoque pas d’AdO.',
      'Standard action; a melee manoeuvre does not provoke an AoO.',
    ),
    l(
      'Pas de renversement, d’entraînement ni de vol à la tire en Starfinder.',
      'No overrun, drag or steal in Starfinder.',
    ),
  ],
  keywords: [
    'manœuvre',
    'maneuver',
    'manoeuvre',
    'CAC',
    'KAC',
    'bousculade',
    'bull rush',
    'croc-en-jambe',
    'trip',
    'désarmement',
    'disarm',
    'destruction',
    'sunder',
    'lutte',
    'grapple',
    'repositionnement',
    'reposition',
    'sale coup',
    'dirty trick',
    'immobilisé',
    'pinned',
    'agrippé',
    'grappled',
  ],
  source: SF1_SRC.maneuvers,
  origin: 'text',
};

const movement: QuickTable = {
  id: 'sf1-movement',
  system: 'sf1',
  title: l('Déplacements en combat', 'Movement in combat'),
  columns: [l('Déplacement', 'Movement'), l('Action', 'Action'), l('Distance', 'Distance')],
  rows: [
    [
      l('Déplacement prudent (sans AdO)', 'Guarded step (no AoO)'),
      l('mouvement', 'move'),
      l('1,50 m', '1.5 m'),
    ],
    [l('Ramper (à terre)', 'Crawl (prone)'), l('mouvement', 'move'), l('1,50 m', '1.5 m')],
    [l('Se déplacer', 'Move'), l('mouvement', 'move'), l('vitesse', 'speed')],
    [
      l('Charger (ligne droite, 3 m minimum)', 'Charge (straight line, 3 m minimum)'),
      l('complexe', 'full'),
      l('2 × vitesse', '2 × speed'),
    ],
    [l('Se replier', 'Withdraw'), l('complexe', 'full'), l('2 × vitesse', '2 × speed')],
    [
      l('Courir (ligne droite, rounds ≤ Con)', 'Run (straight line, rounds ≤ Con)'),
      l('complexe', 'full'),
      l('4 × vitesse', '4 × speed'),
    ],
  ],
  keywords: [
    'déplacement',
    'movement',
    'vitesse',
    'speed',
    'pas prudent',
    'guarded step',
    'ramper',
    'crawl',
    'charge',
    'repli',
    'withdraw',
    'courir',
    'run',
  ],
  source: `${SF1_SRC.move} ; ${SF1_SRC.full}`,
  origin: 'text',
};

/** The text's numeric combat tables. */
export const SF1_COMBAT_TABLES: QuickTable[] = [
  attackOptions,
  targetNumbers,
  range,
  thrownMiss,
  maneuvers,
  movement,
];
