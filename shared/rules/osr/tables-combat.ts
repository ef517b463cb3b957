/** OSR quick tables: round sequence, variants, fatigue, morale, damage (OSR › Combat). */
import type { QuickTable, TableCell } from '../types';
import { moraleHoldChancePercent } from './morale';
import { OSR_PHASES, OSR_VARIANTS } from './phases';
import { OSR_SRC, l } from './records';

const sequence: QuickTable = {
  id: 'osr-combat-sequence',
  system: 'osr',
  title: l('Séquence de combat (un round)', 'Combat sequence (one round)'),
  columns: [l('Étape', 'Step'), l('Phase', 'Phase'), l('Ce qui se passe', 'What happens')],
  rows: [
    ...OSR_PHASES.map((p, i): TableCell[] => [i + 1, p.name, p.summary]),
    [
      8,
      l('Camp suivant', 'Next side'),
      l('Le camp suivant joue les étapes 3 à 7.', 'The next side plays steps 3 to 7.'),
    ],
    [
      9,
      l('Nouveau round', 'New round'),
      l('Si le combat continue, on reprend à l’étape 1.', 'If the fight goes on, back to step 1.'),
    ],
  ],
  notes: [
    l('Repli et retraite s’annoncent à l’étape 1.', 'Withdrawals and retreats are declared at step 1.'),
    l('L’initiative se relance à chaque round.', 'Initiative is rolled again every round.'),
  ],
  keywords: [
    'séquence',
    'sequence',
    'round',
    'phase',
    'initiative',
    'moral',
    'morale',
    'tir',
    'missile',
    'sort',
    'spell',
    'mêlée',
    'melee',
  ],
  source: OSR_SRC.sequence,
};

const variants: QuickTable = {
  id: 'osr-initiative-variants',
  system: 'osr',
  title: l('Variantes de la séquence de combat', 'Combat sequence variants'),
  columns: [l('Variante', 'Variant'), l('Principe', 'How it works')],
  rows: OSR_VARIANTS.map((v, i): TableCell[] => [
    l(`${i + 1}. ${v.name.fr}`, `${i + 1}. ${v.name.en}`),
    v.summary,
  ]),
  keywords: [
    'variante',
    'variant',
    'initiative',
    'individuelle',
    'individual',
    'PJ',
    'PC',
    'alternées',
    'intentions',
  ],
  source: OSR_SRC.variants,
};

const fatigue: QuickTable = {
  id: 'osr-fatigue',
  system: 'osr',
  title: l('Fatigue', 'Fatigue'),
  columns: [l('Niveau', 'Level'), l('Attaque et dommages', 'Attack and damage'), l('CA', 'AC')],
  rows: [
    [l('Fatigué', 'Fatigued'), -1, '—'],
    [l('Fourbu', 'Exhausted'), -2, l('+2 (desc.) / −2 (asc.)', '+2 (desc.) / −2 (asc.)')],
    [l('Exténué', 'Spent'), -4, l('+2 (desc.) / −2 (asc.)', '+2 (desc.) / −2 (asc.)')],
  ],
  keywords: ['fatigue', 'fatigué', 'fatigued', 'fourbu', 'exhausted', 'exténué', 'CA', 'AC', 'malus'],
  source: OSR_SRC.situational,
};

const morale: QuickTable = {
  id: 'osr-morale',
  system: 'osr',
  title: l('Moral (2d6)', 'Morale (2d6)'),
  columns: [l('Moral', 'Morale'), l('Test ?', 'Check?'), l('Tient (2d6 ≤ moral)', 'Holds (2d6 ≤ morale)')],
  rows: Array.from({ length: 11 }, (_, i): TableCell[] => {
    const m = i + 2;
    if (m === 2) return [2, l('jamais : ne se bat que contraint', 'never: fights only when forced'), '—'];
    if (m === 12) return [12, l('jamais : se bat jusqu’à la mort', 'never: fights to the death'), '—'];
    return [m, l('oui', 'yes'), `${moraleHoldChancePercent(m)} %`];
  }),
  notes: [
    l(
      '2d6 > moral : le monstre fuit à sa vitesse de course (repli ou retraite d’abord s’il est au contact).',
      '2d6 > morale: the monster flees at running speed (withdrawing or retreating first if engaged).',
    ),
    l('Pourcentages calculés sur 2d6 sans ajustement.', 'Percentages computed on 2d6 without adjustment.'),
  ],
  keywords: ['moral', 'morale', '2d6', 'fuite', 'flee', 'rout', 'test'],
  source: `${OSR_SRC.morale} ; ${OSR_SRC.moraleChecks}`,
};

const moraleChecks: QuickTable = {
  id: 'osr-morale-checks',
  system: 'osr',
  title: l('Tests de moral : quand et ajustements', 'Morale checks: when and adjustments'),
  columns: [l('Cas', 'Case'), l('Règle', 'Rule')],
  rows: [
    [
      l('Premier membre du groupe tué', 'First member of the group killed'),
      l('test de moral', 'morale check'),
    ],
    [
      l('Moitié du groupe tuée ou hors de combat', 'Half the group killed or out of the fight'),
      l('test de moral', 'morale check'),
    ],
    [l('Ajustement du MJ', 'GM adjustment'), l('de −2 à +2 sur le jet', '−2 to +2 on the roll')],
    [l('Moral 2 ou 12', 'Morale 2 or 12'), l('aucun test, aucun ajustement', 'no check, no adjustment')],
    [
      l('Deux tests réussis dans la rencontre', 'Two checks passed in the encounter'),
      l('se bat jusqu’à la mort', 'fights to the death'),
    ],
  ],
  keywords: ['moral', 'morale', 'ajustement', 'adjustment', 'test', 'check'],
  source: `${OSR_SRC.moraleChecks} ; ${OSR_SRC.moraleAdjust}`,
};

const damage: QuickTable = {
  id: 'osr-damage',
  system: 'osr',
  title: l('Dommages particuliers', 'Special damage'),
  columns: [l('Cas', 'Case'), l('Dommages', 'Damage'), l('Précisions', 'Details')],
  rows: [
    [l('Mêlée', 'Melee'), l('dé de l’arme + FOR', 'weapon die + STR'), l('+ bonus d’arme', '+ weapon bonus')],
    [
      l('Distance', 'Ranged'),
      l('dé de l’arme', 'weapon die'),
      l('pas de DEX ; bonus de la munition', 'no DEX; ammunition bonus'),
    ],
    [l('Minimum', 'Minimum'), 1, l('après modificateurs', 'after modifiers')],
    [l('Sans arme', 'Unarmed'), '1d2 + FOR', '—'],
    [l('Eau bénite', 'Holy water'), '1d8', l('morts-vivants seulement', 'undead only')],
    [
      l('Flasque d’huile enflammée', 'Burning oil flask'),
      '1d8',
      l('2 rounds ; flaque de 1,5 m brûle 1 tour', '2 rounds; a 1.5 m pool burns 1 turn'),
    ],
    [l('Charge montée à la lance (≥ 20 m)', 'Mounted lance charge (≥ 20 m)'), '×2', '—'],
    [
      l('Attaque en piqué', 'Dive attack'),
      '×2',
      l('contre des cibles surprises plus bas', 'against surprised targets below'),
    ],
    [
      l('Objet lâché (≥ 100 m)', 'Dropped object (≥ 100 m)'),
      '2d6',
      l('+4 à l’attaque ; zone de 3 m²', '+4 to hit; 3 m² area'),
    ],
    [l('Fatigué / fourbu / exténué', 'Fatigued / exhausted / spent'), l('−1 / −2 / −4', '−1 / −2 / −4'), '—'],
  ],
  notes: [
    l(
      'Créatures de feu : indemnes face à l’huile ; spectres : moitié.',
      'Fire creatures: unharmed by oil; spectres: half.',
    ),
  ],
  keywords: [
    'dommages',
    'damage',
    'DM',
    'huile',
    'oil',
    'eau bénite',
    'holy water',
    'sans arme',
    'unarmed',
    'charge',
    'lance',
  ],
  source: `${OSR_SRC.damage} ; ${OSR_SRC.specialWeapons} ; ${OSR_SRC.unarmed} ; ${OSR_SRC.mounted} ; ${OSR_SRC.aerial}`,
};

/** Round, morale, fatigue and damage tables. */
export const OSR_COMBAT_TABLES: QuickTable[] = [sequence, variants, morale, moraleChecks, fatigue, damage];
