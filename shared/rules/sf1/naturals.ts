/** Starfinder natural 20 (SF › Attaquer › Les coups critiques) and natural 1 (Starfinder SRD). */
import type { D20Naturals } from '../types';
import { l, SF1_SRC } from './records';

/**
 * A natural 20 hits whatever the AC, and is a critical hit when the total also reaches the EAC/KAC
 * (no confirmation roll); a natural 1 misses (Starfinder SRD › Combat › Attack Rolls).
 */
export const SF1_NATURALS: D20Naturals = {
  twenty: {
    kind: 'critical-if-hits',
    text: l(
      '20 naturel : touche ; coup critique si le total atteint la CAE/CAC (deux jets de dégâts).',
      'Natural 20: hits; a critical hit if the total reaches the EAC/KAC (damage rolled twice).',
    ),
  },
  one: {
    kind: 'automatic-failure',
    text: l('1 naturel : échec automatique.', 'Natural 1: automatic miss.'),
  },
  source: `${SF1_SRC.critical} ; Starfinder SRD › Combat › Attack Rolls`,
};
