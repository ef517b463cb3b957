/** Pathfinder 1 natural 1 and 20 (aide › Préambule; PRD › Combat › Critical Hits). */
import { d20ThreatNaturals } from '../common/naturals';
import type { D20Naturals } from '../types';

/**
 * Automatic success and critical on a natural 20 only for attacks and saves (the aide's preamble);
 * a threat is confirmed by a second attack roll (PRD › Combat › Critical Hits).
 */
export const PF1_NATURALS: D20Naturals = d20ThreatNaturals(
  'PF1 aide › Préambule ; Pathfinder PRD › Combat › Critical Hits (règles ouvertes)',
);
