/** Chroniques Oubliées (id 'co'): the system module and its public helpers. */
import { CO_ATTACK } from './attack-procedure';
import type { SystemModule } from '../types';
import { CO_DEFINITION } from './definition';
import { coHealthState } from './health';
import { coSortInitiative } from './initiative';
import { CO_PROCEDURES } from './procedures';

export { CO_DEFINITION } from './definition';
export { CO_CONDITIONS, CO_D12_CONDITIONS, coCondition, coTestDie } from './conditions';
export { CO_TABLES, CO_DIFFICULTIES } from './tables';
export { CO_ARMORS, CO_MELEE_WEAPONS, CO_RANGED_WEAPONS } from './weapons';
export type { CoArmor, CoWeapon } from './weapons';
export { coHealthState } from './health';
export { coLowerInitiative, coSortInitiative } from './initiative';
export type { CoLoweredInitiative } from './initiative';
export { CO_COMPLICATION, coAttack, coOpposedTest, coSurprise, coTestSucceeds } from './resolution';
export type { CoAttackResult, CoOpposedResult, CoOpposedSide } from './resolution';

/** The CO module behind the one door (shared/rules/index.ts). No manoeuvres: no resolveManeuver. */
export const co: SystemModule = {
  procedures: CO_PROCEDURES,
  attack: CO_ATTACK,
  definition: CO_DEFINITION,
  sortInitiative: coSortInitiative,
  healthState: coHealthState,
};
