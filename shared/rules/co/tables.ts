/** Chroniques Oubliées quick-reference tables, every row from the text (CO › Règles du jeu). */
import type { QuickTable, TableCell } from '../types';
import { CO_CONDITIONS } from './conditions';
import { CO_SRC, l } from './records';
import { CO_ARMORS, CO_MELEE_WEAPONS, CO_RANGED_WEAPONS } from './weapons';

/** CO › Difficulté du test: the five difficulties. */
export const CO_DIFFICULTIES: { id: string; name: { fr: string; en: string }; difficulty: number }[] = [
  { id: 'easy', name: l('Facile', 'Easy'), difficulty: 5 },
  { id: 'average', name: l('Moyenne', 'Average'), difficulty: 10 },
  { id: 'hard', name: l('Difficile', 'Hard'), difficulty: 15 },
  { id: 'very-hard', name: l('Très difficile', 'Very hard'), difficulty: 20 },
  { id: 'almost-impossible', name: l('Presque impossible', 'Almost impossible'), difficulty: 25 },
];

const difficulties: QuickTable = {
  id: 'co-difficulties',
  system: 'co',
  title: l('Difficulté des tests', 'Test difficulties'),
  columns: [l('Difficulté', 'Difficulty'), l('Seuil (d20 + mod. ≥)', 'Target (d20 + mod. ≥)')],
  rows: CO_DIFFICULTIES.map((d): TableCell[] => [d.name, d.difficulty]),
  notes: [
    l('Complication mineure : −2 ; majeure : −5.', 'Minor complication: −2; major: −5.'),
    l(
      '20 naturel : réussite automatique ; 1 naturel : échec automatique.',
      'Natural 20: automatic success; natural 1: automatic failure.',
    ),
  ],
  keywords: ['difficulté', 'difficulty', 'test', 'seuil', 'DD', 'DC', 'complication', 'critique', 'critical'],
  source: CO_SRC.difficulty,
};

const testModifiers: QuickTable = {
  id: 'co-test-rules',
  system: 'co',
  title: l('Résolution des tests', 'Resolving tests'),
  columns: [l('Cas', 'Case'), l('Effet', 'Effect')],
  rows: [
    [l('Complication mineure', 'Minor complication'), -2],
    [l('Complication majeure', 'Major complication'), -5],
    [
      l('20 naturel', 'Natural 20'),
      l('réussite automatique ; en attaque, DM ×2', 'automatic success; on an attack, damage ×2'),
    ],
    [l('1 naturel', 'Natural 1'), l('échec automatique', 'automatic failure')],
    [
      l('Test en opposition', 'Opposed test'),
      l(
        'le plus haut total l’emporte ; un 20 naturel isolé gagne toujours',
        'higher total wins; a lone natural 20 always wins',
      ),
    ],
    [
      l('Égalité en opposition', 'Opposed tie'),
      l('le MJ tranche ou fait relancer', 'GM calls it or asks for a new test'),
    ],
  ],
  keywords: ['test', 'opposition', 'opposed', 'critique', 'critical', 'fumble', 'complication', 'malus'],
  source: CO_SRC.test,
};

const melee: QuickTable = {
  id: 'co-melee-weapons',
  system: 'co',
  title: l('Armes de contact', 'Melee weapons'),
  columns: [
    l('Arme', 'Weapon'),
    l('Dé de DM', 'Damage die'),
    l('Mod. de DM', 'Damage mod.'),
    l('Critique', 'Critical'),
  ],
  rows: CO_MELEE_WEAPONS.map((w): TableCell[] => [
    w.name,
    w.damage,
    '+ FOR',
    w.critFrom === 20 ? '20' : `${w.critFrom}–20`,
  ]),
  notes: [
    l(
      'Une arme à deux mains interdit le bouclier et la torche.',
      'A two-handed weapon rules out a shield or a torch.',
    ),
    l('Réussite critique : DM ×2.', 'Critical success: damage ×2.'),
  ],
  keywords: [
    'arme',
    'weapon',
    'contact',
    'melee',
    'mêlée',
    'DM',
    'dommages',
    'damage',
    'épée',
    'sword',
    'FOR',
    'STR',
  ],
  source: CO_SRC.melee,
};

const ranged: QuickTable = {
  id: 'co-ranged-weapons',
  system: 'co',
  title: l('Armes à distance', 'Ranged weapons'),
  columns: [
    l('Arme', 'Weapon'),
    l('Portée (m)', 'Range (m)'),
    l('Dé de DM', 'Damage die'),
    l('Mod. de DM', 'Damage mod.'),
  ],
  rows: CO_RANGED_WEAPONS.map((w): TableCell[] => [
    w.name,
    w.rangeMeters ?? '—',
    w.damage,
    l('aucun', 'none'),
  ]),
  notes: [l('Recharger l’arbalète : une action de mouvement.', 'Reloading the crossbow: one move action.')],
  keywords: [
    'arme',
    'weapon',
    'distance',
    'ranged',
    'portée',
    'range',
    'arc',
    'bow',
    'arbalète',
    'crossbow',
    'DM',
  ],
  source: CO_SRC.ranged,
};

const armor: QuickTable = {
  id: 'co-armor-shields',
  system: 'co',
  title: l('Armures et boucliers', 'Armour and shields'),
  columns: [l('Protection', 'Protection'), l('Bonus à la DEF', 'DEF bonus')],
  rows: CO_ARMORS.map((a): TableCell[] => [a.name, a.defBonus]),
  keywords: ['armure', 'armor', 'armour', 'bouclier', 'shield', 'DEF', 'défense', 'defense', 'CA', 'AC'],
  source: CO_SRC.armor,
};

const turn: QuickTable = {
  id: 'co-turn-actions',
  system: 'co',
  title: l('Tour de combat : actions', 'Combat turn: actions'),
  columns: [l('Action', 'Action'), l('Exemples', 'Examples')],
  rows: [
    [
      l('Mouvement', 'Move'),
      l(
        '~20 m, se relever, ramasser ou dégainer une arme, boire une potion',
        '~20 m, stand up, pick up or draw a weapon, drink a potion',
      ),
    ],
    [
      l('Attaque', 'Attack'),
      l('une attaque normale, au contact ou à distance', 'one normal attack, melee or ranged'),
    ],
    [
      l('Limitée (L)', 'Limited (L)'),
      l('utiliser une capacité limitée, lancer un sort', 'use a limited ability, cast a spell'),
    ],
    [
      l('Gratuite', 'Free'),
      l('crier, lâcher un objet ; en plus des autres', 'shout, drop an item; on top of the others'),
    ],
  ],
  notes: [
    l(
      'Par tour : 1 action limitée, OU 1 mouvement + 1 attaque, OU 2 mouvements. Un tour dure 10 secondes.',
      'Each turn: 1 limited action, OR 1 move + 1 attack, OR 2 moves. A turn lasts 10 seconds.',
    ),
  ],
  keywords: [
    'action',
    'tour',
    'turn',
    'round',
    'mouvement',
    'move',
    'attaque',
    'attack',
    'limitée',
    'limited',
    'gratuite',
    'free',
  ],
  source: CO_SRC.actions,
};

const conditions: QuickTable = {
  id: 'co-conditions',
  system: 'co',
  title: l('États préjudiciables', 'Conditions'),
  columns: [l('État', 'Condition'), l('Effet', 'Effect'), l('Origine', 'Origin')],
  rows: CO_CONDITIONS.map((c): TableCell[] => [
    c.name,
    c.summary,
    c.origin === 'text' ? l('texte', 'text') : l('règles ouvertes', 'open rules'),
  ]),
  keywords: [
    'état',
    'condition',
    'surpris',
    'surprised',
    'renversé',
    'à terre',
    'prone',
    'aveuglé',
    'étourdi',
    'paralysé',
    'DEF',
  ],
  source: `${CO_SRC.surprise} ; ${CO_SRC.knockedDown} ; ${CO_SRC.openConditions}`,
};

/** Every CO quick-reference table. */
export const CO_TABLES: QuickTable[] = [difficulties, testModifiers, turn, melee, ranged, armor, conditions];
