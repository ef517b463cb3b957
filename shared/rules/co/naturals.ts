/** CO natural 1 and 20 (CO › Règles du jeu › Résolution d’un test; Détermination des dommages). */
import type { D20Naturals } from '../types';
import { CO_SRC, l } from './records';

/** A natural 20 is a critical success (damage ×2 on an attack); a natural 1 a critical failure. */
export const CO_NATURALS: D20Naturals = {
  twenty: {
    kind: 'critical',
    text: l(
      '20 naturel : l’action réussit ; sur une attaque, DM ×2.',
      'Natural 20: the action succeeds; on an attack, damage ×2.',
    ),
  },
  one: {
    kind: 'fumble',
    text: l('1 naturel : l’action échoue.', 'Natural 1: the action fails.'),
  },
  damageMultiplier: 2,
  source: `${CO_SRC.test} ; ${CO_SRC.damage}`,
};
