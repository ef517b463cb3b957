/** D&D 3.5 natural 1 and 20 (DRS › Combat › Jet d’attaque, Coups critiques, Jets de sauvegarde). */
import type { D20Naturals } from '../types';
import { l } from './record-helpers';

/** A natural 20 hits and threatens a critical (a confirmation roll follows); a natural 1 misses. */
export const DND35_NATURALS: D20Naturals = {
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
  source: 'DRS › Combat › Coup automatiquement réussi ou raté ; Coups critiques ; Jets de sauvegarde',
};
