import type { QuickTable } from '../types';
import { l, SRC } from './helpers';
import { tableRows, type TableRow } from '../common/modifier-rows';

const MELEE = l('Corps à corps', 'Melee');
const RANGED = l('Distance', 'Ranged');
const DASH = '—';

/** Range increments and their penalty, by name (the attack helper reads the second). */
export const PF1_RANGE_ROWS = {
  one: [1, 0],
  two: [2, -2],
  three: [3, -4],
  four: [4, -6],
  five: [5, -8],
  six: [6, -10],
  seven: [7, -12],
  eight: [8, -14],
  nine: [9, -16],
  ten: [10, -18],
} satisfies Record<string, TableRow>;

/** The attack roll modifiers, by name: [situation, melee, ranged] (the attack helper reads them). */
export const PF1_ATTACK_ROWS = {
  flanking: [l('Prise en tenaille', 'Flanking'), 2, DASH],
  charge: [l('Charge', 'Charging'), 2, DASH],
  higherGround: [l('Sur une position surélevée (cavalier)', 'On higher ground (mounted)'), 1, DASH],
  aid: [l('Aider quelqu’un (bonus reçu)', 'Aided by another'), 2, DASH],
  invisible: [l('Invisible (cible qui ne le voit pas)', 'Invisible (target cannot see)'), 2, 2],
  stunnedTarget: [l('Cible étourdie (manœuvre seulement)', 'Stunned target (manoeuvre only)'), 4, DASH],
  dazzled: [l('Ébloui', 'Dazzled'), -1, -1],
  grappled: [l('Agrippé', 'Grappled'), -2, -2],
  entangled: [l('Enchevêtré', 'Entangled'), -2, -2],
  shaken: [l('Secoué, effrayé ou fiévreux', 'Shaken, frightened or sickened'), -2, -2],
  brokenWeapon: [l('Arme brisée', 'Broken weapon'), -2, -2],
  weaponSize: [
    l('Arme d’une autre taille (par catégorie d’écart)', 'Weapon of another size (per size step)'),
    -2,
    -2,
  ],
  prone: [l('À terre', 'Prone'), -4, l('impossible (sauf arbalète)', 'not allowed (crossbow excepted)')],
  defensive: [l('Combat sur la défensive', 'Fighting defensively'), -4, -4],
  nonlethal: [
    l(
      'Dégâts non létaux avec une arme létale (ou l’inverse)',
      'Nonlethal damage with a lethal weapon (or the reverse)',
    ),
    -4,
    -4,
  ],
  improvised: [l('Arme sans formation ou improvisée', 'Non-proficient or improvised weapon'), -4, -4],
  thrownMelee: [l('Arme de corps à corps lancée', 'Thrown melee weapon'), DASH, -4],
  unarmedDisarm: [l('Désarmement sans arme', 'Disarm while unarmed'), -4, DASH],
  secondaryNatural: [l('Attaque naturelle secondaire', 'Secondary natural attack'), -5, DASH],
  squeezing: [l('Se faufile dans un espace étroit', 'Squeezing through a space'), -4, -4],
  shootingIntoMelee: [
    l(
      'Tir ou jet dans une mêlée (sans Tir de précision)',
      'Shooting or throwing into melee (no Precise Shot)',
    ),
    DASH,
    -4,
  ],
} satisfies Record<string, TableRow>;

/** The two-weapon rows, by name: [circumstances, primary hand, off hand]. */
export const PF1_TWO_WEAPON_ROWS = {
  normal: [l('Malus normaux', 'Normal penalties'), -6, -10],
  lightOffHand: [l('Arme légère dans la main non directrice', 'Light off-hand weapon'), -4, -8],
  feat: [l('Don Combat à deux armes', 'Two-Weapon Fighting feat'), -4, -4],
  lightAndFeat: [l('Arme légère et don Combat à deux armes', 'Light off-hand weapon and the feat'), -2, -2],
} satisfies Record<string, TableRow>;

/** Attack-side quick-reference tables (Aide de jeu PF1 › Attaques, Dégâts, Combat à deux armes). */
export const ATTACK_TABLES: readonly QuickTable[] = [
  {
    id: 'pf1-range-increments',
    system: 'pf1',
    title: l('Malus de portée (facteurs de portée)', 'Range increment penalties'),
    columns: [
      l('Distance (facteurs de portée)', 'Distance (range increments)'),
      l('Malus à l’attaque', 'Attack penalty'),
    ],
    rows: tableRows(PF1_RANGE_ROWS),
    notes: [
      l(
        'Arme de jet : 5 facteurs de portée au plus ; arme à projectiles : 10.',
        'Thrown weapons: 5 range increments at most; projectile weapons: 10.',
      ),
      l(
        'Le texte écrit « 10 » pour 6 fp : c’est bien un malus (−10), la suite le montre.',
        'The text prints “10” for 6 increments: it is a penalty (−10), as the series shows.',
      ),
    ],
    keywords: ['fp', 'portée', 'range', 'increment', 'tir', 'distance', 'malus'],
    source: SRC.ranged,
    origin: 'text',
  },
  {
    id: 'pf1-attack-modifiers',
    system: 'pf1',
    title: l('Modificateurs aux jets d’attaque', 'Attack roll modifiers'),
    columns: [l('Situation de l’attaquant', 'Attacker’s situation'), MELEE, RANGED],
    rows: tableRows(PF1_ATTACK_ROWS),
    notes: [
      l(
        'Manœuvres : un jet de BMO est un jet d’attaque, ces modificateurs s’y appliquent.',
        'Manoeuvres: a CMB check is an attack roll, these modifiers apply to it.',
      ),
      l(
        'Invisible, à terre, ébloui, enchevêtré, secoué, effrayé, fiévreux, espace étroit, tir dans une mêlée : règles ouvertes (PRD).',
        'Invisible, prone, dazzled, entangled, shaken, frightened, sickened, squeezing, shooting into melee: open rules (PRD).',
      ),
    ],
    keywords: [
      'attaque',
      'attack',
      'tenaille',
      'flanking',
      'charge',
      'à terre',
      'prone',
      'défensive',
      'improvisée',
      'BMO',
      'CMB',
    ],
    source: `${SRC.flanking} ; ${SRC.charge} ; ${SRC.mounted} ; ${SRC.aid} ; ${SRC.weapons} ; ${SRC.natural} ; ${SRC.prdCombat} › Table: Attack Roll Modifiers ; ${SRC.prdCombat} › Shooting or Throwing into a Melee`,
    origin: 'text',
  },
  {
    id: 'pf1-strength-damage',
    system: 'pf1',
    title: l('Bonus de Force aux dégâts selon la prise', 'Strength to damage by grip'),
    columns: [
      l('Arme', 'Weapon'),
      l('Tenue à une main (× mod. For)', 'One hand (× Str mod)'),
      l('Tenue à deux mains (× mod. For)', 'Two hands (× Str mod)'),
    ],
    rows: [
      [l('Arme légère', 'Light weapon'), 1, 1],
      [l('Arme à une main', 'One-handed weapon'), 1, 1.5],
      [l('Arme à deux mains', 'Two-handed weapon'), l('impossible', 'not allowed'), 1.5],
      [l('Arme dans la main non directrice', 'Off-hand weapon'), 0.5, DASH],
    ],
    notes: [
      l(
        'Les dégâts d’une attaque réussie valent toujours au moins 1.',
        'A hit always deals at least 1 damage.',
      ),
      l(
        'Sur un critique, les dés de dégâts en plus ne sont pas multipliés.',
        'On a critical hit, extra damage dice are not multiplied.',
      ),
    ],
    keywords: [
      'For',
      'Str',
      'dégâts',
      'damage',
      'deux mains',
      'two-handed',
      'main non directrice',
      'off-hand',
    ],
    source: SRC.damage,
    origin: 'text',
  },
  {
    id: 'pf1-natural-attacks',
    system: 'pf1',
    title: l('Attaques naturelles', 'Natural attacks'),
    columns: [
      l('Attaques', 'Attacks'),
      l('Bonus de For aux dégâts (× mod.)', 'Str to damage (× mod)'),
      l('Modificateur d’attaque', 'Attack modifier'),
    ],
    rows: [
      [l('Une seule attaque naturelle', 'A single natural attack'), 1.5, 0],
      [l('Plusieurs attaques naturelles', 'Several natural attacks'), 1, 0],
      [l('Attaques secondaires (ailes, queue…)', 'Secondary attacks (wings, tail…)'), 0.5, -5],
    ],
    notes: [
      l(
        'Avec une arme ou à mains nues en plus, toutes les attaques naturelles deviennent secondaires et les armes subissent les malus du combat à deux armes.',
        'Combined with weapons or unarmed strikes, every natural attack becomes secondary and weapons take two-weapon penalties.',
      ),
    ],
    keywords: ['naturelle', 'natural', 'griffe', 'claw', 'morsure', 'bite', 'secondaire', 'secondary'],
    source: SRC.natural,
    origin: 'text',
  },
  {
    id: 'pf1-unarmed-damage',
    system: 'pf1',
    title: l('Dégâts à mains nues par taille', 'Unarmed damage by size'),
    columns: [l('Taille', 'Size'), l('Dégâts (non létaux)', 'Damage (nonlethal)')],
    rows: [
      [l('Petite', 'Small'), l('1d2 + mod. For', '1d2 + Str mod')],
      [l('Moyenne', 'Medium'), l('1d3 + mod. For', '1d3 + Str mod')],
      [l('Grande', 'Large'), l('1d4 + mod. For', '1d4 + Str mod')],
    ],
    notes: [
      l(
        'Les mains comptent comme des armes légères ; sans Science du combat à mains nues, pas d’AdO et dégâts non létaux seulement.',
        'Fists count as light weapons; without Improved Unarmed Strike, no AoO and nonlethal damage only.',
      ),
    ],
    keywords: ['mains nues', 'unarmed', 'poing', 'fist', 'non létal', 'nonlethal'],
    source: SRC.unarmed,
    origin: 'text',
  },
  {
    id: 'pf1-two-weapon-fighting',
    system: 'pf1',
    title: l('Combat à deux armes', 'Two-weapon fighting'),
    columns: [
      l('Circonstances', 'Circumstances'),
      l('Main directrice', 'Primary hand'),
      l('Main non directrice', 'Off hand'),
    ],
    rows: tableRows(PF1_TWO_WEAPON_ROWS),
    notes: [
      l(
        'Arme double : l’autre extrémité compte comme une arme légère en main non directrice.',
        'Double weapon: the other end counts as a light off-hand weapon.',
      ),
      l(
        'Armes de jet : une par main ; dard et shuriken sont légers, bolas, filet, fronde et javeline à une main.',
        'Thrown weapons: one per hand; dart and shuriken are light, bolas, net, sling and javelin one-handed.',
      ),
    ],
    keywords: ['deux armes', 'two-weapon', 'TWF', 'ambidextrie', 'main non directrice', 'off-hand'],
    source: SRC.twoWeapon,
    origin: 'text',
  },
  {
    id: 'pf1-thrown-weapon-sizes',
    system: 'pf1',
    title: l('Armes de jet à deux mains : catégorie', 'Throwing a weapon in each hand: category'),
    columns: [l('Arme', 'Weapon'), l('Catégorie', 'Category')],
    rows: [
      [l('Dard', 'Dart'), l('légère', 'light')],
      [l('Shuriken', 'Shuriken'), l('légère', 'light')],
      [l('Bolas', 'Bolas'), l('à une main', 'one-handed')],
      [l('Filet', 'Net'), l('à une main', 'one-handed')],
      [l('Fronde', 'Sling'), l('à une main', 'one-handed')],
      [l('Javeline', 'Javelin'), l('à une main', 'one-handed')],
    ],
    keywords: ['jet', 'thrown', 'deux armes', 'two-weapon', 'dard', 'shuriken', 'javeline'],
    source: SRC.twoWeapon,
    origin: 'text',
  },
  {
    id: 'pf1-weapon-size',
    system: 'pf1',
    title: l('Arme d’une autre taille', 'Weapon of another size'),
    columns: [
      l('Taille de l’arme par rapport au porteur', 'Weapon size relative to wielder'),
      l('Malus d’attaque', 'Attack penalty'),
      l('Une arme à une main devient…', 'A one-handed weapon becomes…'),
    ],
    rows: [
      [-2, -4, l('inutilisable', 'unusable')],
      [-1, -2, l('légère', 'light')],
      [0, 0, l('à une main', 'one-handed')],
      [1, -2, l('à deux mains', 'two-handed')],
      [2, -4, l('inutilisable', 'unusable')],
    ],
    notes: [l('−2 par catégorie de taille d’écart.', '−2 per size category of difference.')],
    keywords: ['taille', 'size', 'arme', 'weapon', 'catégorie'],
    source: `${SRC.weapons} › Utiliser une arme d’une autre taille`,
    origin: 'text',
  },
  {
    id: 'pf1-feint',
    system: 'pf1',
    title: l('Feinte : modificateur du test de Bluff', 'Feint: Bluff check modifier'),
    columns: [l('Cible', 'Target'), l('Modificateur', 'Modifier')],
    rows: [
      [l('Humanoïde', 'Humanoid'), 0],
      [l('Non humanoïde', 'Non-humanoid'), -4],
      [l('Intelligence animale', 'Animal intelligence'), -8],
      [l('Sans intelligence', 'Mindless'), l('impossible', 'not possible')],
    ],
    notes: [
      l(
        'Action simple sans AdO. DD : le plus haut de 10 + BBA + mod. Sag de la cible et 10 + son Psychologie. Réussite : elle perd son bonus de Dex à la CA et à la DMD contre la prochaine attaque.',
        'Standard action, no AoO. DC: the higher of 10 + target’s BAB + Wis mod and 10 + its Sense Motive. Success: it loses its Dex bonus to AC and CMD against the next attack.',
      ),
    ],
    keywords: ['feinte', 'feint', 'bluff', 'DMD', 'CMD'],
    source: SRC.feint,
    origin: 'text',
  },
];
