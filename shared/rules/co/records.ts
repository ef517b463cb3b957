/** Source sections of the CO text (chroniques-oubliees-regles.fr.txt) and of the open rules used. */
export { l, mod } from '../common/records';

export const CO_SRC = {
  difficulty: 'CO › Règles du jeu › Difficulté du test',
  test: 'CO › Règles du jeu › Résolution d’un test',
  opposed: 'CO › Règles du jeu › Test en opposition',
  turn: 'CO › Règles du jeu › Le tour de combat',
  actions: 'CO › Règles du jeu › Les actions',
  attack: 'CO › Règles du jeu › Résoudre une attaque',
  damage: 'CO › Règles du jeu › Détermination des dommages',
  melee: 'CO › Règles du jeu › Table : armes de contact',
  ranged: 'CO › Règles du jeu › Table : armes à distance',
  armor: 'CO › Règles du jeu › Table : armures et boucliers',
  weaponNotes: 'CO › Règles du jeu › Notes sur l’équipement',
  surprise: 'CO › Règles du jeu › Effet de surprise',
  knockedDown: 'CO › Règles du jeu › Renversé',
  openConditions: 'CO Fantasy, règles ouvertes (co-drs.org) › États préjudiciables',
  openHealth: 'CO Fantasy, règles ouvertes (co-drs.org) › Points de vigueur et guérison',
  openInitiative: 'CO Fantasy, règles ouvertes (co-drs.org) › Initiative',
} as const;
