/** Old-school B/X (id 'osr'): the system module and its public helpers. */
import { OSR_ATTACK } from './attack-procedure';
import type { SystemModule } from '../types';
import { OSR_DEFINITION } from './definition';
import { osrHealthState } from './health';
import { osrSortInitiative } from './initiative';
import { OSR_PROCEDURES } from './procedures';
import { osrRoundSteps } from './phases';

export type { OsrPhase } from './phases';
export { moraleCheck } from './morale';
export { osrAttackHits, osrToHit } from './attack';

/** The OSR module behind the one door (shared/rules/index.ts). No manoeuvres: no resolveManeuver. */
export const osr: SystemModule = {
  procedures: OSR_PROCEDURES,
  attack: OSR_ATTACK,
  definition: OSR_DEFINITION,
  sortInitiative: osrSortInitiative,
  healthState: osrHealthState,
  roundSteps: osrRoundSteps,
};
