/** B/X natural 1 and 20 on an attack roll (OSR › Combat › Formule du jet d’attaque). */
import type { D20Naturals } from '../types';
import { l, OSR_SRC } from './records';

/** A natural 20 always hits, a natural 1 always misses, whatever the modifiers; no critical. */
export const OSR_NATURALS: D20Naturals = {
  twenty: {
    kind: 'automatic',
    text: l(
      '20 naturel : réussite automatique (pas de critique).',
      'Natural 20: automatic hit (no critical).',
    ),
  },
  one: {
    kind: 'automatic-failure',
    text: l('1 naturel : échec automatique.', 'Natural 1: automatic miss.'),
  },
  source: OSR_SRC.formula,
};
