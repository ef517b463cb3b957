import type { QuickTable, Size } from '../types';
import { SIZE_NAMES, SIZES } from '../common/sizes';
import { l, SRC } from './helpers';
import { tableRows, type TableRow } from '../common/modifier-rows';
import { PF1_SPECIAL_SIZE_MODIFIER } from './combat-maneuvers';

const DASH = '—';
const NO = l('non', 'no');
const POSSIBLE = l('possible', 'possible');

/** PRD › Table: Size Modifiers — attack and AC, Fly, Stealth. */
const SIZE_ROWS: Readonly<Record<Size, [number, number, number]>> = {
  fine: [8, 8, 16],
  diminutive: [4, 6, 12],
  tiny: [2, 4, 8],
  small: [1, 2, 4],
  medium: [0, 0, 0],
  large: [-1, -2, -4],
  huge: [-2, -4, -8],
  gargantuan: [-4, -6, -12],
  colossal: [-8, -8, -16],
};

/** The AC (and CMD) modifiers, by name: [situation, against melee, against ranged]. */
export const PF1_AC_ROWS = {
  cover: [l('Abri', 'Cover'), 4, 4],
  aided: [l('Aidé par un allié (prochaine attaque)', 'Aided by an ally (next attack)'), 2, 2],
  defensive: [l('Combat sur la défensive', 'Fighting defensively'), 2, 2],
  defensiveAcrobatics: [
    l('Combat sur la défensive, 3 rangs d’Acrobaties', 'Fighting defensively, 3 Acrobatics ranks'),
    3,
    3,
  ],
  totalDefense: [l('Défense totale', 'Total defence'), 4, 4],
  totalDefenseAcrobatics: [
    l('Défense totale, 3 rangs d’Acrobaties', 'Total defence, 3 Acrobatics ranks'),
    6,
    6,
  ],
  charged: [l('A chargé', 'Charged'), -2, -2],
  blinded: [l('Aveuglé (perd aussi la Dex)', 'Blinded (also loses Dex)'), -2, -2],
  stunned: [l('Étourdi (perd aussi la Dex)', 'Stunned (also loses Dex)'), -2, -2],
  cowering: [l('Recroquevillé (perd aussi la Dex)', 'Cowering (also loses Dex)'), -2, -2],
  pinned: [l('Immobilisé (perd aussi la Dex)', 'Pinned (also loses Dex)'), -4, -4],
  prone: [l('À terre', 'Prone'), -4, 4],
  kneeling: [l('À genoux ou assis', 'Kneeling or sitting'), -2, 2],
  squeezing: [l('Se faufile dans un espace étroit', 'Squeezing through a space'), -4, -4],
  entangled: [l('Enchevêtré (−4 en Dex)', 'Entangled (−4 Dex)'), 0, 0],
  grappling: [l('En lutte (pas avec l’attaquant)', 'Grappling (not with the attacker)'), 0, 0],
  helpless: [l('Sans défense (Dex 0, soit −5)', 'Helpless (Dex 0, i.e. −5)'), -4, 0],
  flatFooted: [
    l('Pris au dépourvu', 'Flat-footed'),
    l('perd la Dex', 'loses Dex'),
    l('perd la Dex', 'loses Dex'),
  ],
} satisfies Record<string, TableRow>;

/** Defence-side quick-reference tables (Aide de jeu PF1 › Défenses, Abri, Camouflage, Manœuvres). */
export const DEFENSE_TABLES: readonly QuickTable[] = [
  {
    id: 'pf1-cover',
    system: 'pf1',
    title: l('Abri', 'Cover'),
    columns: [
      l('Abri', 'Cover'),
      l('Bonus à la CA', 'AC bonus'),
      l('AdO contre la cible', 'AoO against target'),
      l('Bonus aux jets de Réflexes', 'Reflex bonus'),
      l('Discrétion', 'Stealth'),
    ],
    rows: [
      [l('Partiel', 'Partial'), 2, NO, 1, l('impossible', 'not allowed')],
      [l('Normal', 'Normal'), 4, NO, 2, POSSIBLE],
      [l('Important', 'Improved'), 8, NO, 4, l('possible, +10', 'possible, +10')],
      [l('Total', 'Total'), l('pas d’attaque possible', 'no attack possible'), NO, DASH, POSSIBLE],
    ],
    notes: [
      l(
        'Partiel : abri, mais l’attaquant voit plus de la moitié de la cible.',
        'Partial: cover, but the attacker sees more than half of the target.',
      ),
      l(
        'Important (meurtrière…) : esquive extraordinaire contre les effets à jet de Réflexes.',
        'Improved (arrow slit…): improved evasion against Reflex-save effects.',
      ),
      l(
        'Distance : une ligne d’un coin de sa case vers la case de la cible passe par un obstacle ou une créature. Corps à corps adjacent : une ligne passe par un mur.',
        'Ranged: a line from a corner of one’s square to the target’s square crosses an obstacle or a creature. Adjacent melee: a line crosses a wall.',
      ),
    ],
    keywords: ['abri', 'cover', 'CA', 'AC', 'Réflexes', 'Reflex', 'meurtrière', 'AdO', 'AoO'],
    source: SRC.cover,
    origin: 'text',
  },
  {
    id: 'pf1-concealment',
    system: 'pf1',
    title: l('Camouflage', 'Concealment'),
    columns: [
      l('Camouflage', 'Concealment'),
      l('Chance qu’une attaque réussie rate (%)', 'Miss chance of a hit (%)'),
      l('Discrétion', 'Stealth'),
    ],
    rows: [
      [l('Normal', 'Normal'), 20, POSSIBLE],
      [l('Total', 'Total'), 50, POSSIBLE],
    ],
    notes: [
      l(
        'Total : la cible est hors de vue, on attaque une case ; pas d’AdO contre elle.',
        'Total: the target is out of sight, one attacks a square; no AoO against it.',
      ),
      l(
        'Une créature camouflée échappe aux attaques sournoises.',
        'A concealed creature is safe from sneak attacks.',
      ),
    ],
    keywords: ['camouflage', 'concealment', 'raté', 'miss chance', '20%', '50%', 'invisible', 'obscurité'],
    source: SRC.concealment,
    origin: 'text',
  },
  {
    id: 'pf1-ac-modifiers',
    system: 'pf1',
    title: l('Modificateurs à la CA (et à la DMD)', 'Armour Class (and CMD) modifiers'),
    columns: [
      l('Situation du défenseur', 'Defender’s situation'),
      l('Contre le corps à corps', 'Against melee'),
      l('Contre le tir', 'Against ranged'),
    ],
    rows: tableRows(PF1_AC_ROWS),
    notes: [
      l(
        'Tout malus à la CA s’applique aussi à la DMD ; pris au dépourvu, on n’ajoute pas sa Dex à la DMD.',
        'Every AC penalty also applies to CMD; a flat-footed creature adds no Dex to CMD.',
      ),
      l(
        'Aveuglé, étourdi, recroquevillé, immobilisé, à terre, à genoux, espace étroit, enchevêtré, en lutte : règles ouvertes (PRD) ; le reste vient de l’aide de jeu.',
        'Blinded, stunned, cowering, pinned, prone, kneeling, squeezing, entangled, grappling: open rules (PRD); the rest comes from the combat aid.',
      ),
      l(
        'Immobilisé : −4 contre tout, comme l’aide (Lutte) et l’état du PRD ; la table du PRD écrit +0 contre le tir.',
        'Pinned: −4 against everything, as the aid (Grapple) and the PRD condition say; the PRD table prints +0 against ranged.',
      ),
    ],
    keywords: [
      'CA',
      'AC',
      'DMD',
      'CMD',
      'défense totale',
      'total defense',
      'défensive',
      'à terre',
      'prone',
      'sans défense',
      'helpless',
      'pris au dépourvu',
      'flat-footed',
    ],
    source: `${SRC.defenses} ; ${SRC.charge} ; ${SRC.aid} ; ${SRC.cover} ; ${SRC.preamble} ; ${SRC.prdCombat} › Table: Armor Class Modifiers`,
    origin: 'text',
  },
  {
    id: 'pf1-size-maneuver-modifiers',
    system: 'pf1',
    title: l('Modificateur spécial de taille (BMO et DMD)', 'Special size modifier (CMB and CMD)'),
    columns: [l('Taille', 'Size'), l('Modificateur', 'Modifier')],
    rows: SIZES.map((s) => [SIZE_NAMES[s], PF1_SPECIAL_SIZE_MODIFIER[s]]),
    notes: [
      l(
        'BMO = BBA + mod. For + taille ; DMD = 10 + BBA + mod. For + mod. Dex + taille.',
        'CMB = BAB + Str mod + size; CMD = 10 + BAB + Str mod + Dex mod + size.',
      ),
      l(
        'Taille TP ou moins : mod. de Dex au lieu de For pour le BMO (PRD).',
        'Tiny or smaller: Dex mod instead of Str for CMB (PRD).',
      ),
    ],
    keywords: ['BMO', 'DMD', 'CMB', 'CMD', 'taille', 'size', 'manœuvre', 'maneuver'],
    source: `${SRC.maneuvers} › Modificateurs de taille des manœuvres offensives`,
    origin: 'text',
  },
  {
    id: 'pf1-size-modifiers',
    system: 'pf1',
    title: l(
      'Modificateurs de taille (attaque, CA, Vol, Discrétion)',
      'Size modifiers (attack, AC, Fly, Stealth)',
    ),
    columns: [
      l('Taille', 'Size'),
      l('Attaque et CA', 'Attack and AC'),
      l('Vol', 'Fly'),
      l('Discrétion', 'Stealth'),
    ],
    rows: SIZES.map((s) => [SIZE_NAMES[s], ...SIZE_ROWS[s]]),
    keywords: ['taille', 'size', 'CA', 'AC', 'attaque', 'discrétion', 'stealth', 'vol', 'fly'],
    source: SRC.prdSize,
    origin: 'open-rules',
  },
  {
    id: 'pf1-steal-dc',
    system: 'pf1',
    title: l('Subtilisation : difficulté', 'Steal: difficulty'),
    columns: [l('Objet visé', 'Item'), l('DD', 'DC'), l('Ajout à la DMD', 'Added to CMD')],
    rows: [
      [
        l('Glissé dans la ceinture, broche, collier', 'Tucked in a belt, brooch, necklace'),
        l('DMD', 'CMD'),
        0,
      ],
      [
        l('Bien attaché (cape, bourse…), arme au fourreau', 'Fastened (cloak, purse…), sheathed weapon'),
        l('DMD + 5 (ou plus)', 'CMD + 5 (or more)'),
        5,
      ],
    ],
    notes: [
      l('Au fouet : −4 au BMO, cible dans la zone contrôlée.', 'With a whip: −4 CMB, target within reach.'),
    ],
    keywords: ['subtilisation', 'steal', 'vol', 'DMD', 'CMD'],
    source: SRC.steal,
    origin: 'text',
  },
  {
    id: 'pf1-confusion',
    system: 'pf1',
    title: l('Comportement d’une créature confuse', 'Confused creature behaviour'),
    columns: [l('d%', 'd%'), l('Comportement', 'Behaviour')],
    rows: [
      ['01–25', l('Agit normalement', 'Acts normally')],
      ['26–50', l('Ne fait rien que babiller', 'Does nothing but babble')],
      [
        '51–75',
        l(
          'Se blesse avec ce qu’elle tient : 1d8 + mod. For',
          'Hurts itself with what it holds: 1d8 + Str mod',
        ),
      ],
      ['76–100', l('Attaque la créature la plus proche', 'Attacks the nearest creature')],
    ],
    notes: [
      l('Attaquée, elle riposte à son tour suivant.', 'If attacked, it strikes back on its next turn.'),
    ],
    keywords: ['confus', 'confused', 'confusion', 'd%'],
    source: `${SRC.prdConditions} › Confused`,
    origin: 'open-rules',
  },
];
