import type { QuickTable } from '../types';
import { SIZE_NAMES, SIZES } from '../common/sizes';
import { SIZE_MODIFIER, SPECIAL_SIZE_MODIFIER } from './fighter';
import { l, SRC } from './record-helpers';
import { tableRows, type TableRow } from '../common/modifier-rows';

const DASH = l('—', '—');
const LOSES = l('Oui', 'Yes');
const KEEPS = l('Non', 'No');

/** DRS › Table : modificateurs de taille, with the special grapple modifier of DRS › Lutte. */
export const DND35_SIZE_TABLE: QuickTable = {
  id: 'dnd35-size-modifiers',
  system: 'dnd35',
  title: l('Modificateurs de taille', 'Size modifiers'),
  columns: [
    l('Taille', 'Size'),
    l('Attaque et CA', 'Attack and AC'),
    l('Lutte (taille spéciale)', 'Grapple (special size)'),
    l('For : bousculade, croc-en-jambe, renversement', 'Str: bull rush, trip, overrun'),
  ],
  rows: [...SIZES]
    .reverse()
    .map((s) => [SIZE_NAMES[s], SIZE_MODIFIER[s], SPECIAL_SIZE_MODIFIER[s], SPECIAL_SIZE_MODIFIER[s]]),
  notes: [
    l(
      'Le modificateur de taille s’ajoute aux jets d’attaque et à la CA (y compris la CA de contact).',
      'The size modifier applies to attack rolls and AC (touch AC included).',
    ),
    l(
      'En lutte, il est remplacé par le modificateur spécial ; bousculade, croc-en-jambe et renversement donnent ±4 par catégorie par rapport à M.',
      'In a grapple the special modifier replaces it; bull rush, trip and overrun give ±4 per category from Medium.',
    ),
  ],
  keywords: ['taille', 'size', 'CA', 'AC', 'lutte', 'grapple', 'BBA', 'modificateur de taille spécial'],
  source: `DRS › Combat › Table : modificateurs de taille ; ${SRC.grapple} › Test de lutte`,
  origin: 'text',
};

/** The rows of the attack roll modifiers, by name (the attack helper reads them). */
export const DND35_ATTACK_ROWS = {
  prone: [
    l('à terre', 'prone'),
    -4,
    DASH,
    l(
      'Pas d’arme à distance, sauf arbalète et shuriken (sans malus)',
      'No ranged weapon but crossbows and shuriken (no penalty)',
    ),
  ],
  dazzled: [l('ébloui', 'dazzled'), -1, -1, DASH],
  higherGround: [l('en position surélevée', 'on higher ground'), 1, 0, DASH],
  entangled: [l('enchevêtré', 'entangled'), -2, -2, l('Et −4 en Dex', 'And −4 Dex')],
  invisible: [
    l('invisible', 'invisible'),
    2,
    2,
    l(
      'La cible perd son bonus de Dex, sauf si elle est aveugle',
      'The target loses its Dex bonus, unless blind',
    ),
  ],
  shaken: [l('secoué ou effrayé', 'shaken or frightened'), -2, -2, DASH],
  flanking: [l('prend le défenseur en tenaille', 'flanking the defender'), 2, DASH, DASH],
  squeezing: [l('se serre dans un espace étroit', 'squeezing through a space'), -4, -4, DASH],
} satisfies Record<string, TableRow>;

/** DRS › Table : modificateurs au jet d'attaque. */
export const DND35_ATTACK_TABLE: QuickTable = {
  id: 'dnd35-attack-modifiers',
  system: 'dnd35',
  title: l('Modificateurs au jet d’attaque', 'Attack roll modifiers'),
  columns: [
    l('L’attaquant…', 'The attacker is…'),
    l('Corps à corps', 'Melee'),
    l('À distance', 'Ranged'),
    l('Note', 'Note'),
  ],
  rows: tableRows(DND35_ATTACK_ROWS),
  keywords: [
    'attaque',
    'attack',
    'à terre',
    'prone',
    'tenaille',
    'flanking',
    'prise en tenaille',
    'invisible',
    'ébloui',
    'dazzled',
    'secoué',
    'shaken',
    'enchevêtré',
    'entangled',
    'se serrer',
    'squeezing',
    'position surélevée',
    'higher ground',
  ],
  source: SRC.attackTable,
  origin: 'text',
};

/** The rows of the AC modifiers, by name (the attack helper reads them). */
export const DND35_AC_ROWS = {
  cover: [l('à couvert (abri)', 'behind cover'), 4, 4, KEEPS, DASH],
  blinded: [l('aveuglé', 'blinded'), -2, -2, LOSES, DASH],
  concealed: [
    l('camouflé ou invisible', 'concealed or invisible'),
    DASH,
    DASH,
    KEEPS,
    l('Voir camouflage : 20 % ou 50 % de rater', 'See concealment: 20% or 50% miss chance'),
  ],
  cowering: [l('recroquevillé', 'cowering'), -2, -2, LOSES, DASH],
  entangled: [l('enchevêtré', 'entangled'), 0, 0, KEEPS, l('Et −4 en Dex', 'And −4 Dex')],
  flatFooted: [
    l(
      'pris au dépourvu (surpris, en équilibre, en escalade)',
      'flat-footed (surprised, balancing, climbing)',
    ),
    0,
    0,
    LOSES,
    DASH,
  ],
  grappling: [
    l('en lutte (pas avec l’attaquant)', 'grappling (not with the attacker)'),
    0,
    0,
    LOSES,
    l('À distance, on tire au sort le lutteur visé', 'At range, roll randomly which grappler is aimed at'),
  ],
  helpless: [
    l('sans défense (paralysé, endormi, ligoté)', 'helpless (paralysed, asleep, bound)'),
    -4,
    0,
    LOSES,
    l('Dex comptée à 0 (−5) ; attaque sournoise possible', 'Dex counts as 0 (−5); open to sneak attack'),
  ],
  kneeling: [l('assis ou agenouillé', 'kneeling or sitting'), -2, 2, KEEPS, DASH],
  pinned: [
    l('immobilisé en lutte', 'pinned'),
    -4,
    0,
    LOSES,
    l('Dex comptée à 0 (−5) ; attaque sournoise possible', 'Dex counts as 0 (−5); open to sneak attack'),
  ],
  prone: [l('à terre', 'prone'), -4, 4, KEEPS, DASH],
  squeezing: [l('se serre dans un espace étroit', 'squeezing through a space'), -4, -4, KEEPS, DASH],
  stunned: [l('étourdi', 'stunned'), -2, -2, LOSES, DASH],
} satisfies Record<string, TableRow>;

/** DRS › Table : modificateurs à la CA. */
export const DND35_AC_TABLE: QuickTable = {
  id: 'dnd35-ac-modifiers',
  system: 'dnd35',
  title: l('Modificateurs à la CA', 'Armor Class modifiers'),
  columns: [
    l('Le défenseur…', 'The defender is…'),
    l('Corps à corps', 'Melee'),
    l('À distance', 'Ranged'),
    l('Perd son bonus de Dex', 'Loses Dex bonus'),
    l('Note', 'Note'),
  ],
  rows: tableRows(DND35_AC_ROWS),
  keywords: [
    'CA',
    'AC',
    'classe d’armure',
    'armor class',
    'abri',
    'cover',
    'à terre',
    'prone',
    'sans défense',
    'helpless',
    'étourdi',
    'stunned',
    'pris au dépourvu',
    'flat-footed',
    'immobilisé',
    'pinned',
    'lutte',
    'grapple',
    'aveuglé',
    'blinded',
    'recroquevillé',
    'cowering',
    'camouflage',
    'concealment',
  ],
  source: SRC.acTable,
  origin: 'text',
};

/** The two-weapon rows, by name (the attack helper reads them). */
export const DND35_TWO_WEAPON_ROWS = {
  normal: [l('Malus normaux', 'Normal penalties'), -6, -10],
  lightOffHand: [l('Arme légère dans l’autre main', 'Off-hand weapon is light'), -4, -8],
  feat: [l('Don Combat à deux armes', 'Two-Weapon Fighting feat'), -4, -4],
  lightAndFeat: [
    l(
      'Arme légère dans l’autre main et don Combat à deux armes',
      'Light off-hand weapon and Two-Weapon Fighting',
    ),
    -2,
    -2,
  ],
} satisfies Record<string, TableRow>;

/** DRS › Combat à deux armes › Table : malus liés au combat à deux armes. */
export const DND35_TWO_WEAPON_TABLE: QuickTable = {
  id: 'dnd35-two-weapon-fighting',
  system: 'dnd35',
  title: l('Malus du combat à deux armes', 'Two-weapon fighting penalties'),
  columns: [
    l('Circonstances', 'Circumstances'),
    l('Main directrice', 'Primary hand'),
    l('Autre main', 'Off hand'),
  ],
  rows: tableRows(DND35_TWO_WEAPON_ROWS),
  notes: [
    l(
      'L’attaque de l’autre main n’existe qu’en attaque à outrance. Mains nues et arme double comptent comme arme légère.',
      'The off-hand attack only exists in a full attack. Unarmed strikes and double weapons count as light.',
    ),
    l(
      'Armes de jet : dards et shurikens légers ; bolas, filet, fronde et javelines à une main.',
      'Thrown weapons: darts and shuriken are light; bolas, net, sling and javelins are one-handed.',
    ),
  ],
  keywords: [
    'deux armes',
    'two-weapon',
    'TWF',
    'main non directrice',
    'off hand',
    'arme double',
    'double weapon',
    'malus',
    'penalty',
  ],
  source: `${SRC.special} › Combat à deux armes`,
  origin: 'text',
};

/** The other combat modifiers, by name (the attack helper reads them). */
export const DND35_OTHER_ROWS = {
  charge: [l('Charge (jusqu’au prochain tour pour la CA)', 'Charging (AC until next turn)'), 2, -2],
  defensive: [l('Combattre sur la défensive (esquive)', 'Fighting defensively (dodge)'), -4, 2],
  totalDefense: [l('Défense totale (esquive, pas d’AdO)', 'Total defense (dodge, no AoO)'), DASH, 4],
  shootingIntoMelee: [
    l('Tir dans le tas (cible au corps à corps avec un allié)', 'Shooting into melee'),
    -4,
    DASH,
  ],
  grappling: [
    l('Attaquer en lutte (mains nues, arme légère ou naturelle)', 'Attacking while grappling'),
    -4,
    DASH,
  ],
  nonlethal: [
    l(
      'Dégâts létaux à mains nues, ou non-létaux avec une arme létale (et l’inverse)',
      'Lethal unarmed damage, or nonlethal with a lethal weapon (and vice versa)',
    ),
    -4,
    DASH,
  ],
  aid: [l('Aider quelqu’un (réussir une attaque contre CA 10)', 'Aid another (hit AC 10)'), 2, 2],
  mountedDouble: [
    l('Tir à cheval, monture en double mouvement', 'Mounted ranged attack, mount double-moving'),
    -4,
    DASH,
  ],
  mountedRunning: [l('Tir à cheval, monture qui court', 'Mounted ranged attack, mount running'), -8, DASH],
  mountedVsFoot: [
    l(
      'Cavalier contre un adversaire à pied de taille M ou moins',
      'Mounted against a Medium or smaller foe on foot',
    ),
    1,
    DASH,
  ],
  flanking: [l('Prise en tenaille', 'Flanking'), 2, DASH],
} satisfies Record<string, TableRow>;

/** Other numbers of the text a GM looks up in play (DRS › Combat, several sections). */
export const DND35_OTHER_MODIFIERS_TABLE: QuickTable = {
  id: 'dnd35-other-modifiers',
  system: 'dnd35',
  title: l('Autres modificateurs de combat', 'Other combat modifiers'),
  columns: [l('Situation', 'Situation'), l('Attaque', 'Attack'), l('CA', 'AC')],
  rows: tableRows(DND35_OTHER_ROWS),
  notes: [
    l(
      'Aider quelqu’un : +2 à l’attaque de l’allié OU à sa CA contre la prochaine attaque de l’adversaire.',
      'Aid another: +2 on the ally’s attack OR to its AC against the foe’s next attack.',
    ),
  ],
  keywords: [
    'charge',
    'défensive',
    'defensively',
    'défense totale',
    'total defense',
    'tir dans le tas',
    'firing into melee',
    'aider',
    'aid another',
    'monté',
    'mounted',
    'tenaille',
    'flanking',
  ],
  source: `${SRC.actions} ; ${SRC.special} ; ${SRC.flanking}`,
  origin: 'text',
};

/** DRS › Table : attaques spéciales — what each one is for, in our words. */
export const DND35_SPECIAL_ATTACKS_TABLE: QuickTable = {
  id: 'dnd35-special-attacks',
  system: 'dnd35',
  title: l('Attaques spéciales', 'Special attacks'),
  columns: [l('Attaque spéciale', 'Special attack'), l('En bref', 'In short')],
  rows: [
    [
      l('Aider quelqu’un', 'Aid another'),
      l('+2 à l’attaque ou à la CA d’un allié', '+2 on an ally’s attack or AC'),
    ],
    [
      l('Bousculade', 'Bull rush'),
      l('Repousse l’adversaire de 1,50 m ou plus', 'Pushes a foe back 1.5 m or more'),
    ],
    [l('Charge', 'Charge'), l('Double vitesse et une attaque à +2', 'Double speed and one attack at +2')],
    [
      l('Combat à deux armes', 'Two-weapon fighting'),
      l('Une arme dans chaque main', 'A weapon in each hand'),
    ],
    [l('Combat monté', 'Mounted combat'), l('Se battre en selle', 'Fighting from the saddle')],
    [l('Croc-en-jambe', 'Trip'), l('Met l’adversaire à terre', 'Knocks a foe prone')],
    [
      l('Désarmement', 'Disarm'),
      l('Fait lâcher son arme à l’adversaire', 'Knocks a weapon from a foe’s hands'),
    ],
    [
      l('Destruction', 'Sunder'),
      l('Frappe l’arme ou le bouclier adverse', 'Strikes a foe’s weapon or shield'),
    ],
    [
      l('Feinte', 'Feint'),
      l('Prive l’adversaire de son bonus de Dex à la CA', 'Denies a foe its Dex bonus to AC'),
    ],
    [
      l('Lancer une arme à impact', 'Throw a splash weapon'),
      l(
        'Flasque lancée, contact à distance, aspersion à 1,50 m',
        'Thrown flask, ranged touch, splash within 1.5 m',
      ),
    ],
    [
      l('Lutte', 'Grapple'),
      l('Saisir, immobiliser, frapper au corps à corps', 'Grab, pin, hit at close quarters'),
    ],
    [
      l('Renversement', 'Overrun'),
      l('Passer à travers l’adversaire pendant un déplacement', 'Move through a foe during a move'),
    ],
    [
      l('Renvoi (intimidation) des morts-vivants', 'Turn (rebuke) undead'),
      l('Énergie positive (négative) contre les morts-vivants', 'Positive (negative) energy against undead'),
    ],
  ],
  keywords: [
    'manœuvre',
    'maneuver',
    'attaque spéciale',
    'special attack',
    'feinte',
    'feint',
    'lutte',
    'grapple',
    'bousculade',
    'bull rush',
  ],
  source: `${SRC.special} › Table : attaques spéciales`,
  origin: 'text',
};
