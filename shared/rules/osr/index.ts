/** Old-school B/X (id 'osr'): the system module and its public helpers. */
import { OSR_ATTACK } from './attack-procedure';
import type { SystemModule } from '../types';
import { OSR_DEFINITION } from './definition';
import { osrHealthState } from './health';
import { osrSortInitiative } from './initiative';
import { OSR_PROCEDURES } from './procedures';
import { osrRoundSteps } from './phases';

export { OSR_DEFINITION } from './definition';
export { OSR_CONDITIONS, OSR_FATIGUE_TRACK, osrCondition } from './conditions';
export { OSR_PHASES, OSR_VARIANTS, osrRoundSteps } from './phases';
export type { OsrPhase } from './phases';
export { OSR_COMBAT_TABLES } from './tables-combat';
export { OSR_ATTACK_TABLES, OSR_GRID_ACS, OSR_GRID_THAC0S } from './tables-attack';
export { OSR_NEGATIVE_HP_DEATH, osrHealthState } from './health';
export { osrGroupInitiative, osrIsSurprised, osrSortInitiative } from './initiative';
export {
  OSR_CHECKS_PASSED_TO_FIGHT_TO_DEATH,
  OSR_MORALE_ADJUSTMENT,
  moraleCheck,
  moraleHoldChancePercent,
  moraleWithoutCheck,
} from './morale';
export {
  OSR_NATURAL_RANGE,
  osrAscendingAc,
  osrAttackBonusFromThac0,
  osrAttackHits,
  osrAttackHitsAscending,
  osrAttackValue,
  osrToHit,
} from './attack';

/** The OSR module behind the one door (shared/rules/index.ts). No manoeuvres: no resolveManeuver. */
export const osr: SystemModule = {
  procedures: OSR_PROCEDURES,
  attack: OSR_ATTACK,
  definition: OSR_DEFINITION,
  sortInitiative: osrSortInitiative,
  healthState: osrHealthState,
  roundSteps: osrRoundSteps,
};
