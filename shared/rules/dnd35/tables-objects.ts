import type { QuickTable } from '../types';
import { l, SRC } from './record-helpers';

/**
 * DRS › Destruction › Table : solidité et points de résistance des armes, armures et boucliers.
 * The numbers are the text's; the French table lost the names of its first rows, which are restored
 * from the SRD 3.5 table in the same order (light blade … two-handed hafted weapon).
 */
export const DND35_WEAPON_HARDNESS_TABLE: QuickTable = {
  id: 'dnd35-weapon-armor-hardness',
  system: 'dnd35',
  title: l(
    'Solidité et points de résistance des armes, armures et boucliers',
    'Hardness and hit points of weapons, armour and shields',
  ),
  columns: [l('Objet', 'Item'), l('Solidité', 'Hardness'), l('Points de résistance', 'Hit points')],
  rows: [
    [l('Lame légère', 'Light blade'), 10, 2],
    [l('Lame à une main', 'One-handed blade'), 10, 5],
    [l('Lame à deux mains', 'Two-handed blade'), 10, 10],
    [l('Arme légère à manche en métal', 'Light metal-hafted weapon'), 10, 10],
    [l('Arme à une main à manche en métal', 'One-handed metal-hafted weapon'), 10, 20],
    [l('Arme légère à manche en bois', 'Light hafted weapon'), 5, 2],
    [l('Arme à une main à manche en bois', 'One-handed hafted weapon'), 5, 5],
    [l('Arme à deux mains à manche en bois', 'Two-handed hafted weapon'), 5, 10],
    [l('Arme à projectiles', 'Projectile weapon'), 5, 5],
    [
      l('Armure', 'Armour'),
      l('Selon la matière', 'By material'),
      l('Bonus d’armure × 5', 'Armour bonus × 5'),
    ],
    [l('Targe', 'Buckler'), 10, 5],
    [l('Rondache en bois', 'Light wooden shield'), 5, 7],
    [l('Écu en bois', 'Heavy wooden shield'), 5, 15],
    [l('Rondache en acier', 'Light steel shield'), 10, 10],
    [l('Écu en acier', 'Heavy steel shield'), 10, 20],
    [l('Pavois', 'Tower shield'), 5, 20],
  ],
  notes: [
    l(
      'Points de résistance pour un objet de taille M : ÷2 par catégorie de taille en dessous, ×2 par catégorie au-dessus.',
      'Hit points for a Medium item: ÷2 per size category below, ×2 per category above.',
    ),
    l(
      'Les noms des neuf premières lignes, perdus dans la table française, viennent du SRD 3.5 (mêmes valeurs, même ordre).',
      'The names of the first nine rows, lost in the French table, come from the SRD 3.5 (same values, same order).',
    ),
  ],
  keywords: [
    'solidité',
    'hardness',
    'points de résistance',
    'hit points',
    'pr',
    'destruction',
    'sunder',
    'bouclier',
    'shield',
    'arme',
    'weapon',
    'armure',
    'armor',
  ],
  source: `${SRC.special} › Destruction › Table : solidité et points de résistance`,
  origin: 'text',
};

/** SRD 3.5 › Substance Hardness and Hit Points (absent from the DRS combat chapter: open rules). */
export const DND35_SUBSTANCE_HARDNESS_TABLE: QuickTable = {
  id: 'dnd35-substance-hardness',
  system: 'dnd35',
  title: l('Solidité et points de résistance des matières', 'Substance hardness and hit points'),
  columns: [
    l('Matière', 'Substance'),
    l('Solidité', 'Hardness'),
    l('PR par 2,5 cm d’épaisseur', 'Hit points per inch of thickness'),
  ],
  rows: [
    [l('Papier ou tissu', 'Paper or cloth'), 0, 2],
    [l('Corde', 'Rope'), 0, 2],
    [l('Verre', 'Glass'), 1, 1],
    [l('Glace', 'Ice'), 0, 3],
    [l('Cuir ou peau', 'Leather or hide'), 2, 5],
    [l('Bois', 'Wood'), 5, 10],
    [l('Pierre', 'Stone'), 8, 15],
    [l('Fer ou acier', 'Iron or steel'), 10, 30],
    [l('Mithral', 'Mithral'), 15, 30],
    [l('Adamantium', 'Adamantine'), 20, 40],
  ],
  notes: [
    l(
      'Règles ouvertes (SRD 3.5, Attaquer un objet) : le DRS combat ne donne pas cette table.',
      'Open rules (SRD 3.5, Attack an Object): the DRS combat chapter lacks this table.',
    ),
  ],
  keywords: [
    'solidité',
    'hardness',
    'matière',
    'substance',
    'objet',
    'object',
    'porte',
    'door',
    'mur',
    'wall',
  ],
  source: 'SRD 3.5 › Combat › Attaquer un objet › Solidité des matières',
  origin: 'open-rules',
};

/** DRS › Attaques à mains nues › Dégâts des attaques à mains nues. */
export const DND35_UNARMED_DAMAGE_TABLE: QuickTable = {
  id: 'dnd35-unarmed-damage',
  system: 'dnd35',
  title: l('Dégâts à mains nues', 'Unarmed damage'),
  columns: [l('Taille', 'Size'), l('Dégâts (non-létaux)', 'Damage (nonlethal)')],
  rows: [
    [l('Petite (P)', 'Small'), '1d2'],
    [l('Moyenne (M)', 'Medium'), '1d3'],
    [l('Grande (G)', 'Large'), '1d4'],
  ],
  notes: [
    l(
      'Plus le modificateur de For ; dégâts létaux : −4 à l’attaque (sauf Science du combat à mains nues).',
      'Plus Str modifier; lethal damage: −4 on the attack (unless Improved Unarmed Strike).',
    ),
    l(
      'Les mêmes dégâts s’infligent en lutte, par un test de lutte opposé à la place d’une attaque.',
      'The same damage is dealt in a grapple, with an opposed grapple check in place of an attack.',
    ),
  ],
  keywords: ['mains nues', 'unarmed', 'poing', 'fist', 'non-létal', 'nonlethal', 'lutte', 'grapple'],
  source: `${SRC.actions} › L’attaque › Attaques à mains nues`,
  origin: 'text',
};
