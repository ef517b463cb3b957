/** D&D 3.5 natural 1 and 20 (DRS › Combat › Jet d’attaque, Coups critiques, Jets de sauvegarde). */
import { d20ThreatNaturals } from '../common/naturals';
import type { D20Naturals } from '../types';

/** A natural 20 hits and threatens a critical (a confirmation roll follows); a natural 1 misses. */
export const DND35_NATURALS: D20Naturals = d20ThreatNaturals(
  'DRS › Combat › Coup automatiquement réussi ou raté ; Coups critiques ; Jets de sauvegarde',
);
