/** Source sections, named once. */
export { l, mod, speedTimes } from '../common/records';

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
