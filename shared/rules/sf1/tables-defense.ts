/**
 * Starfinder modifier tables the text does not give: cover, concealment, attack and AC modifiers,
 * conditions, health. From the Starfinder open rules (Core Rulebook), hence 'open-rules', except the
 * rows the text itself states (charge, fighting defensively, full attack, range, covering and
 * harrying fire), which say so in their source.
 */
import type { QuickTable, TableCell } from '../types';
import { SF1_CONDITIONS } from './conditions';
import { l, SF1_SRC } from './records';
import { tableRows, type TableRow } from '../common/modifier-rows';

const NONE = '—';

/** The cover rows, by name: [cover, AC, Reflex, note] (the attack helper reads the AC). */
export const SF1_COVER_ROWS = {
  partial: [l('Abri partiel (plus de la moitié visible)', 'Partial cover (over half visible)'), 2, 1, NONE],
  cover: [l('Abri', 'Cover'), 4, 2, l('Empêche les AdO de cet ennemi', 'No AoO from that enemy')],
  improved: [l('Abri amélioré (meurtrière…)', 'Improved cover (gun port…)'), 8, 4, NONE],
  soft: [
    l('Abri mou (créatures interposées)', 'Soft cover (creatures in between)'),
    4,
    0,
    l('Contre les attaques à distance ; pas de Discrétion', 'Against ranged attacks; no Stealth'),
  ],
  total: [
    l('Abri total', 'Total cover'),
    NONE,
    NONE,
    l('Aucune ligne d’effet : pas d’attaque possible', 'No line of effect: cannot be attacked'),
  ],
} satisfies Record<string, TableRow>;

const cover: QuickTable = {
  id: 'sf1-cover',
  system: 'sf1',
  title: l('Abris', 'Cover'),
  columns: [l('Abri', 'Cover'), l('CA', 'AC'), l('Réflexes', 'Reflex'), l('Remarque', 'Note')],
  rows: tableRows(SF1_COVER_ROWS),
  notes: [
    l(
      'Obstacle bas (mi-hauteur) : abri seulement à 9 m ou moins ; ignoré si l’attaquant en est plus proche que sa cible.',
      'Low obstacle (half height): cover only within 9 m (30 ft); ignored if the attacker is closer to it than the target.',
    ),
  ],
  keywords: [
    'abri',
    'cover',
    'couvert',
    'CA',
    'AC',
    'Réflexes',
    'Reflex',
    'abri partiel',
    'partial cover',
    'abri mou',
    'soft cover',
    'abri total',
    'total cover',
  ],
  source: SF1_SRC.openModifiers,
  origin: 'open-rules',
};

const concealment: QuickTable = {
  id: 'sf1-concealment',
  system: 'sf1',
  title: l('Camouflage', 'Concealment'),
  columns: [
    l('Camouflage', 'Concealment'),
    l('Chance de rater (%)', 'Miss chance (%)'),
    l('Remarque', 'Note'),
  ],
  rows: [
    [
      l('Camouflage (fumée, pénombre…)', 'Concealment (smoke, dim light…)'),
      20,
      l('d% après un coup au but : 20 ou moins, raté', 'd% after a hit: 20 or less, miss'),
    ],
    [
      l(
        'Camouflage total (ligne d’effet sans ligne de vue)',
        'Total concealment (line of effect, no line of sight)',
      ),
      50,
      l(
        'Attaquer seulement la case devinée ou repérée (Perception)',
        'Attack only the guessed or pinpointed square (Perception)',
      ),
    ],
  ],
  notes: [l('Plusieurs camouflages ne se cumulent pas.', 'Several sources of concealment do not stack.')],
  keywords: [
    'camouflage',
    'concealment',
    'chance de rater',
    'miss chance',
    'invisible',
    'fumée',
    'smoke',
    'ténèbres',
    'darkness',
  ],
  source: SF1_SRC.openModifiers,
  origin: 'open-rules',
};

/** The attack modifiers, by name: [the attacker…, melee, ranged] (the attack helper reads them). */
export const SF1_ATTACK_ROWS = {
  flanking: [l('prend la cible en tenaille', 'flanks the target'), 2, NONE],
  prone: [l('est à terre', 'is prone'), -4, NONE],
  charge: [l('charge (texte)', 'charges (text)'), -2, NONE],
  defensive: [l('combat sur la défensive (texte)', 'fights defensively (text)'), -4, -4],
  fullAttack: [
    l('fait une attaque à outrance (texte, par attaque)', 'makes a full attack (text, each attack)'),
    -4,
    -4,
  ],
  rangeIncrement: [
    l(
      'tire au-delà du 1er facteur de portée (texte, par facteur)',
      'shoots beyond the 1st range increment (text, per increment)',
    ),
    NONE,
    -2,
  ],
  harryingFire: [
    l(
      'profite d’un tir de diversion (texte, circonstances)',
      'benefits from harrying fire (text, circumstance)',
    ),
    2,
    2,
  ],
  dazzled: [l('est ébloui', 'is dazzled'), -1, -1],
  fatigued: [l('est fatigué', 'is fatigued'), -1, -1],
  shaken: [l('est secoué, effrayé ou fiévreux', 'is shaken, frightened or sickened'), -2, -2],
  offTarget: [l('est imprécis ou en apesanteur', 'is off-target or off-kilter'), -2, -2],
  grappled: [l('est agrippé ou enchevêtré', 'is grappled or entangled'), -2, -2],
  brokenWeapon: [l('manie une arme brisée', 'wields a broken weapon'), -2, -2],
  exhausted: [l('est épuisé', 'is exhausted'), -3, -3],
  pinned: [l('est immobilisé', 'is pinned'), -4, -4],
  nonProficient: [
    l('manie une arme qu’il ne maîtrise pas', 'wields a weapon it is not proficient with'),
    -4,
    -4,
  ],
} satisfies Record<string, TableRow>;

const attackModifiers: QuickTable = {
  id: 'sf1-attack-modifiers',
  system: 'sf1',
  title: l('Modificateurs d’attaque', 'Attack roll modifiers'),
  columns: [l('L’attaquant…', 'The attacker…'), l('Corps à corps', 'Melee'), l('Distance', 'Ranged')],
  rows: tableRows(SF1_ATTACK_ROWS),
  notes: [
    l(
      'Attaquant non vu (invisible…) : la cible est prise au dépourvu (−2 CA).',
      'Unseen attacker (invisible…): the target is flat-footed (−2 AC).',
    ),
    l(
      'Les malus d’états différents s’additionnent ; un même état ne compte qu’une fois.',
      'Penalties from different conditions add up; one condition counts once.',
    ),
  ],
  keywords: [
    'attaque',
    'attack',
    'modificateur',
    'modifier',
    'tenaille',
    'flanking',
    'prise en tenaille',
    'à terre',
    'prone',
    'charge',
    'outrance',
    'portée',
    'range',
    'malus',
    'bonus',
  ],
  source: `${SF1_SRC.openModifiers} ; ${SF1_SRC.openConditions} ; ${SF1_SRC.charge} ; ${SF1_SRC.defensive} ; ${SF1_SRC.ranged} ; ${SF1_SRC.harryingFire}`,
  origin: 'open-rules',
};

/** The AC modifiers, by name: [the defender…, vs melee, vs ranged] (the attack helper reads them). */
export const SF1_AC_ROWS = {
  flatFooted: [
    l(
      'est pris au dépourvu (aveuglé, étourdi, recroquevillé, en apesanteur…)',
      'is flat-footed (blinded, stunned, cowering, off-kilter…)',
    ),
    -2,
    -2,
  ],
  prone: [l('est à terre', 'is prone'), -4, 4],
  helpless: [
    l('est sans défense (et Dex comptée comme mod. −5)', 'is helpless (and Dex counts as a −5 mod.)'),
    -4,
    0,
  ],
  grappled: [l('est agrippé ou enchevêtré', 'is grappled or entangled'), -2, -2],
  pinned: [l('est immobilisé (−4 et pris au dépourvu)', 'is pinned (−4 and flat-footed)'), -6, -6],
  fatigued: [l('est fatigué', 'is fatigued'), -1, -1],
  exhausted: [l('est épuisé', 'is exhausted'), -3, -3],
  charged: [l('a chargé (texte)', 'charged (text)'), -2, -2],
  defensive: [l('combat sur la défensive (texte)', 'fights defensively (text)'), 2, 2],
  totalDefense: [l('est en défense totale (texte)', 'is in total defense (text)'), 4, 4],
  coveringFire: [
    l(
      'profite d’un tir de couverture (texte, circonstances)',
      'benefits from covering fire (text, circumstance)',
    ),
    2,
    2,
  ],
  nonProficientArmour: [
    l('porte une armure qu’il ne maîtrise pas', 'wears armour it is not proficient with'),
    -4,
    -4,
  ],
} satisfies Record<string, TableRow>;

const acModifiers: QuickTable = {
  id: 'sf1-ac-modifiers',
  system: 'sf1',
  title: l('Modificateurs de CA (CAE et CAC)', 'AC modifiers (EAC and KAC)'),
  columns: [
    l('Le défenseur…', 'The defender…'),
    l('Contre corps à corps', 'Vs melee'),
    l('Contre distance', 'Vs ranged'),
  ],
  rows: tableRows(SF1_AC_ROWS),
  notes: [l('Abris : voir la table des abris.', 'Cover: see the cover table.')],
  keywords: [
    'CA',
    'AC',
    'CAC',
    'KAC',
    'CAE',
    'EAC',
    'classe d’armure',
    'armor class',
    'défense',
    'pris au dépourvu',
    'flat-footed',
    'à terre',
    'prone',
    'sans défense',
    'helpless',
  ],
  source: `${SF1_SRC.openConditions} ; ${SF1_SRC.openAttack} ; ${SF1_SRC.charge} ; ${SF1_SRC.defensive} ; ${SF1_SRC.totalDefense} ; ${SF1_SRC.coveringFire}`,
  origin: 'open-rules',
};

const conditions: QuickTable = {
  id: 'sf1-conditions',
  system: 'sf1',
  title: l('États', 'Conditions'),
  columns: [l('État', 'Condition'), l('Effet', 'Effect')],
  rows: SF1_CONDITIONS.map((c): TableCell[] => [c.name, c.summary]),
  keywords: [
    'état',
    'condition',
    'états préjudiciables',
    'statut',
    ...SF1_CONDITIONS.flatMap((c) => [c.name.fr, c.name.en]),
  ],
  source: SF1_SRC.openConditions,
  origin: 'open-rules',
};

const stabilize: QuickTable = {
  id: 'sf1-stabilize-cost',
  system: 'sf1',
  title: l('Se stabiliser avec des points de persévérance', 'Stabilising with Resolve Points'),
  columns: [l('PP maximum', 'Max RP'), l('PP dépensés', 'RP spent')],
  rows: [
    [l('1 à 7', '1 to 7'), 1],
    [l('8 à 11', '8 to 11'), 2],
    [l('12 ou plus', '12 or more'), 3],
  ],
  notes: [
    l(
      '¼ des PP maximum, arrondi à l’inférieur, entre 1 et 3.',
      '¼ of max RP, rounded down, between 1 and 3.',
    ),
    l(
      'Rester dans le combat (stabilisé, à 0 PV) : 1 PP pour 1 PV.',
      'Staying in the fight (stable, at 0 HP): 1 RP for 1 HP.',
    ),
  ],
  keywords: [
    'PP',
    'RP',
    'persévérance',
    'resolve',
    'stabiliser',
    'stabilize',
    'mourant',
    'dying',
    'PV',
    'HP',
    'PE',
    'SP',
  ],
  source: SF1_SRC.openInjury,
  origin: 'open-rules',
};

const health: QuickTable = {
  id: 'sf1-health',
  system: 'sf1',
  title: l('Endurance, points de vie, persévérance', 'Stamina, Hit Points, Resolve'),
  columns: [l('Situation', 'Situation'), l('Effet', 'Effect')],
  rows: [
    [
      l('Dégâts', 'Damage'),
      l('D’abord aux PE, le reste aux PV (jamais sous 0)', 'SP first, the rest to HP (never below 0)'),
    ],
    [
      l('0 PV', '0 HP'),
      l(
        'Mourant : inconscient, −1 PP à la fin de chacun de ses tours',
        'Dying: unconscious, −1 RP at the end of each of its turns',
      ),
    ],
    [l('Perdre un PP sans en avoir', 'Losing an RP with none left'), l('Mort', 'Dead')],
    [
      l('Reste des dégâts ≥ PV max (une attaque)', 'Leftover damage ≥ max HP (one attack)'),
      l('Mort (dégâts massifs)', 'Dead (massive damage)'),
    ],
    [l('Premiers secours', 'First aid'), l('Médecine DD 15 : stabilisé', 'Medicine DC 15: stable')],
    [l('10 min de repos + 1 PP', '10 min rest + 1 RP'), l('Tous les PE reviennent', 'All SP back')],
  ],
  keywords: [
    'PV',
    'HP',
    'PE',
    'SP',
    'PP',
    'RP',
    'endurance',
    'stamina',
    'points de vie',
    'hit points',
    'persévérance',
    'resolve',
    'mourant',
    'dying',
    'mort',
    'dead',
    'dégâts massifs',
    'massive damage',
  ],
  source: SF1_SRC.openInjury,
  origin: 'open-rules',
};

/** Open-rules modifier, condition and health tables. */
export const SF1_DEFENSE_TABLES: QuickTable[] = [
  cover,
  concealment,
  attackModifiers,
  acModifiers,
  conditions,
  stabilize,
  health,
];
