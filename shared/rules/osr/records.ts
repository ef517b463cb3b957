import type { BonusType, Localized, Modifier, ModifierTarget } from '../types';

/** A text in both languages, French first. */
export function l(fr: string, en: string): Localized {
  return { fr, en };
}

/** A typed modifier (penalties negative); `note` says when it applies. */
export function mod(target: ModifierTarget, value: number, note?: Localized, type?: BonusType): Modifier {
  const m: Modifier = { target, value };
  if (type) m.type = type;
  if (note) m.note = note;
  return m;
}

/** Source sections of the OSR text (osr-bx-combat.fr.txt) and of the open rules used. */
export const OSR_SRC = {
  sequence: 'OSR › Combat › Séquence de combat',
  variants: 'OSR › Combat › Séquences de combat : variantes',
  movement: 'OSR › Combat › Mouvement en combat',
  attack: 'OSR › Combat › Attaque',
  formula: 'OSR › Combat › Formule du jet d’attaque',
  situational: 'OSR › Combat › Modificateurs situationnels',
  damage: 'OSR › Combat › Jet de dommages',
  attacks: 'OSR › Combat › Nombre d’attaques',
  cover: 'OSR › Combat › Couverture',
  special: 'OSR › Combat › Cas particuliers',
  melee: 'OSR › Combat › Combat rapproché',
  ranged: 'OSR › Combat › Combat à distance',
  range: 'OSR › Combat › Combat à distance › Portée',
  specialWeapons: 'OSR › Combat › Combat à distance › Armes spéciales',
  aerial: 'OSR › Combat › Autres types de combat › Combat aérien',
  mounted: 'OSR › Combat › Autres types de combat › Combat monté',
  unarmed: 'OSR › Combat › Autres types de combat › Combat sans arme',
  morale: 'OSR › Combat › Moral',
  moraleChecks: 'OSR › Combat › Moral › Tests de moral',
  moraleAdjust: 'OSR › Combat › Moral › Ajustement au test',
  healing: 'OSR › Combat › Guérison',
  example: 'OSR › Combat › Exemple de combat',
  attackTables: 'OSR › Combat › Tableaux d’attaque',
  openTies: 'Règles ouvertes B/X (Old-School Essentials SRD) › Initiative › Égalités',
  openSurprise: 'Règles ouvertes B/X (Old-School Essentials SRD) › Surprise',
  openAscending: 'Règles ouvertes B/X (Old-School Essentials SRD) › CA ascendante',
  openNegativeHp: 'Règles ouvertes (OSRIC › Points de vie négatifs, option AD&D 1re éd.)',
} as const;
