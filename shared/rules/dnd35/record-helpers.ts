import type { BonusType, Localized, Modifier, ModifierTarget } from '../types';

/** A text in both languages, French first. */
export function l(fr: string, en: string): Localized {
  return { fr, en };
}

/** A typed modifier (penalties negative); `note` says when it applies. */
export function mod(target: ModifierTarget, value: number, type?: BonusType, note?: Localized): Modifier {
  const m: Modifier = { target, value };
  if (type) m.type = type;
  if (note) m.note = note;
  return m;
}

/** A speed change expressed as a multiplier (0.5 = half speed). */
export function speedTimes(multiplier: number, note?: Localized): Modifier {
  const m: Modifier = { target: 'speed', value: 0, multiplier };
  if (note) m.note = note;
  return m;
}

/** Source sections, named once. */
export const SRC = {
  flow: 'DRS › Combat › Déroulement du combat',
  initiative: 'DRS › Combat › L’initiative',
  surprise: 'DRS › Combat › La surprise',
  aoo: 'DRS › Combat › Les attaques d’opportunité',
  actions: 'DRS › Combat › Les actions de combat',
  actionsTable: 'DRS › Combat › Table : actions en combat',
  wounds: 'DRS › Combat › Les blessures et la mort',
  nonlethal: 'DRS › Combat › Les blessures et la mort › Dégâts non-létaux',
  tempHp: 'DRS › Combat › Les blessures et la mort › Points de vie temporaires',
  movement: 'DRS › Combat › Déplacement et position',
  sizeTable: 'DRS › Combat › Déplacement et position › Table : taille des créatures et échelle',
  attackTable: 'DRS › Combat › Modificateurs de combat › Table : modificateurs au jet d’attaque',
  acTable: 'DRS › Combat › Modificateurs de combat › Table : modificateurs à la CA',
  cover: 'DRS › Combat › Modificateurs de combat › Abri',
  concealment: 'DRS › Combat › Modificateurs de combat › Camouflage',
  flanking: 'DRS › Combat › Modificateurs de combat › Prise en tenaille',
  helpless: 'DRS › Combat › Modificateurs de combat › Cible sans défense',
  special: 'DRS › Combat › Attaques spéciales',
  grapple: 'DRS › Combat › Attaques spéciales › Lutte',
  turning: 'DRS › Combat › Renvoi (intimidation) des morts-vivants',
  initiativeActions: 'DRS › Combat › Actions modifiant l’initiative',
  srdConditions: 'SRD 3.5 › Glossaire › États (Conditions)',
} as const;
