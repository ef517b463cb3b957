/** OSR attack tables: situational modifiers, the THAC0 grid, ascending AC (OSR › Combat › Attaque). */
import type { QuickTable, TableCell } from '../types';
import { osrAscendingAc, osrAttackBonusFromThac0, osrToHit } from './attack';
import { OSR_SRC, l } from './records';
import { tableRows, type TableRow } from '../common/modifier-rows';

/** The situational attack modifiers, by name: [situation, modifier, details] (the attack helper reads them). */
export const OSR_ATTACK_ROWS = {
  strength: [l('Mêlée : mod. de FOR', 'Melee: STR mod.'), l('± FOR', '± STR'), '—'],
  dexterity: [l('Distance : mod. de DEX', 'Ranged: DEX mod.'), l('± DEX', '± DEX'), '—'],
  behind: [l('Attaque par-derrière', 'Attack from behind'), 2, l('ignore le bouclier', 'ignores the shield')],
  fleeing: [
    l('Contre un fuyard', 'Against a fleeing foe'),
    2,
    l(
      'ignore le bouclier ; pas cumulable avec par-derrière',
      'ignores the shield; does not stack with from behind',
    ),
  ],
  blind: [l('Aveuglé, dans le noir, ennemi invisible', 'Blinded, in darkness, invisible foe'), -4, '—'],
  partialCover: [
    l('Couverture partielle', 'Partial cover'),
    l('−1 à −4', '−1 to −4'),
    l('au choix du MJ', 'GM’s call'),
  ],
  fullCover: [l('Couverture totale', 'Full cover'), l('impossible', 'impossible'), '—'],
  shortRange: [l('Portée courte', 'Short range'), 1, '—'],
  mediumRange: [l('Portée moyenne', 'Medium range'), 0, '—'],
  longRange: [l('Portée longue', 'Long range'), -1, l('au-delà : hors d’atteinte', 'beyond: out of reach')],
  stunnedTarget: [l('Cible étourdie', 'Stunned target'), 4, '—'],
  helplessTarget: [
    l('Cible paralysée ou inconsciente', 'Paralyzed or unconscious target'),
    l('touche d’office', 'automatic hit'),
    '—',
  ],
  unsteadyMount: [
    l('Tir depuis une monture volante instable', 'Shooting from an unsteady flying mount'),
    -4,
    l('pas de sorts', 'no spells'),
  ],
  dropped: [l('Objet lâché de 100 m ou plus', 'Object dropped from 100 m or more'), 4, '—'],
  fatigue: [
    l('Fatigué / fourbu / exténué', 'Fatigued / exhausted / spent'),
    l('−1 / −2 / −4', '−1 / −2 / −4'),
    '—',
  ],
  naturalOne: [
    l('1 naturel', 'Natural 1'),
    l('raté', 'miss'),
    l('quels que soient les mod.', 'whatever the modifiers'),
  ],
  naturalTwenty: [
    l('20 naturel', 'Natural 20'),
    l('touche', 'hit'),
    l('quels que soient les mod.', 'whatever the modifiers'),
  ],
} satisfies Record<string, TableRow>;

/** Situational attack modifiers: [situation, modifier, notes]; every case the text gives. */
const modifiers: QuickTable = {
  id: 'osr-attack-modifiers',
  system: 'osr',
  title: l('Modificateurs au jet d’attaque', 'Attack roll modifiers'),
  columns: [l('Situation', 'Situation'), l('Mod.', 'Mod.'), l('Précisions', 'Details')],
  rows: tableRows(OSR_ATTACK_ROWS),
  notes: [
    l('d20 + mod. ≥ valeur d’attaque (TAC0 − CA) : touché.', 'd20 + mods ≥ attack value (THAC0 − AC): hit.'),
    l(
      'Mêlée à 1,5 m ou moins ; distance au-delà de 1,5 m. Deux combattants de front dans un couloir de 3 m.',
      'Melee at 1.5 m or less; ranged beyond 1.5 m. Two fighters abreast in a 3 m corridor.',
    ),
  ],
  keywords: [
    'attaque',
    'attack',
    'modificateur',
    'modifier',
    'par-derrière',
    'behind',
    'fuyard',
    'couverture',
    'cover',
    'abri',
    'portée',
    'range',
    'aveuglé',
    'noir',
    'darkness',
  ],
  source: `${OSR_SRC.formula} ; ${OSR_SRC.situational} ; ${OSR_SRC.cover} ; ${OSR_SRC.range} ; ${OSR_SRC.special} ; ${OSR_SRC.aerial}`,
};

/** Descending AC columns of the grid, worst armour first. */
export const OSR_GRID_ACS: readonly number[] = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, -1, -2, -3];
/** THAC0 rows of the grid. */
export const OSR_GRID_THAC0S: readonly number[] = [20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5];

const thac0Grid: QuickTable = {
  id: 'osr-thac0-grid',
  system: 'osr',
  title: l('TAC0 : d20 naturel nécessaire selon la CA', 'THAC0: natural d20 needed by AC'),
  columns: [l('TAC0', 'THAC0'), ...OSR_GRID_ACS.map((ac) => l(`CA ${ac}`, `AC ${ac}`))],
  rows: OSR_GRID_THAC0S.map((thac0): TableCell[] => [
    thac0,
    ...OSR_GRID_ACS.map((ac) => osrToHit({ thac0, targetAc: ac })),
  ]),
  notes: [
    l(
      'Valeur = TAC0 − CA, bornée de 2 à 20 (1 naturel rate, 20 naturel touche).',
      'Value = THAC0 − AC, held within 2..20 (natural 1 misses, natural 20 hits).',
    ),
    l(
      'Les tableaux par niveau et par DV du livre ne sont pas dans le texte : lisez le TAC0 sur la fiche.',
      'The book’s level and HD tables are not in the text: take the THAC0 from the sheet.',
    ),
  ],
  keywords: ['TAC0', 'THAC0', 'CA', 'AC', 'toucher', 'to hit', 'attaque', 'attack', 'matrice', 'matrix'],
  source: `${OSR_SRC.attack} ; ${OSR_SRC.attackTables}`,
};

const ascending: QuickTable = {
  id: 'osr-ascending-ac',
  system: 'osr',
  title: l('CA ascendante : conversions', 'Ascending AC: conversions'),
  columns: [
    l('CA descendante', 'Descending AC'),
    l('CA ascendante', 'Ascending AC'),
    l('TAC0', 'THAC0'),
    l('Bonus d’attaque', 'Attack bonus'),
  ],
  rows: OSR_GRID_ACS.map((ac, i): TableCell[] => {
    const thac0 = 20 - i;
    return [ac, osrAscendingAc(ac), thac0, osrAttackBonusFromThac0(thac0)];
  }),
  notes: [
    l(
      'CA ascendante = 19 − CA descendante ; bonus d’attaque = 19 − TAC0 ; on touche si d20 + bonus ≥ CA ascendante.',
      'Ascending AC = 19 − descending AC; attack bonus = 19 − THAC0; hit when d20 + bonus ≥ ascending AC.',
    ),
  ],
  keywords: [
    'CA ascendante',
    'ascending AC',
    'AAC',
    'BA',
    'bonus d’attaque',
    'attack bonus',
    'TAC0',
    'THAC0',
  ],
  source: OSR_SRC.openAscending,
  origin: 'open-rules',
};

/** Attack tables. */
export const OSR_ATTACK_TABLES: QuickTable[] = [modifiers, thac0Grid, ascending];
