/** Pathfinder 1 natural 1 and 20 (aide › Préambule; PRD › Combat › Critical Hits). */
import type { D20Naturals } from '../types';
import { l } from './helpers';

/**
 * Automatic success and critical on a natural 20 only for attacks and saves (the aide's preamble);
 * a threat is confirmed by a second attack roll (PRD › Combat › Critical Hits).
 */
export const PF1_NATURALS: D20Naturals = {
  twenty: {
    kind: 'threat',
    text: l(
      'Menace de critique (20 naturel) : touche ; jet de confirmation contre la même CA.',
      'Critical threat (natural 20): hits; roll to confirm against the same AC.',
    ),
  },
  one: {
    kind: 'automatic-failure',
    text: l(
      '1 naturel : attaque ratée ou sauvegarde ratée.',
      'Natural 1: the attack misses or the save fails.',
    ),
  },
  source: 'PF1 aide › Préambule ; Pathfinder PRD › Combat › Critical Hits (règles ouvertes)',
};
