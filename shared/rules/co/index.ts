/** Chroniques Oubliées (id 'co'): the system module and its public helpers. */
import { CO_ATTACK } from './attack-procedure';
import type { SystemModule } from '../types';
import { CO_DEFINITION } from './definition';
import { coHealthState } from './health';
import { coSortInitiative } from './initiative';
import { CO_PROCEDURES } from './procedures';

export type { CoArmor, CoWeapon } from './weapons';
export type { CoLoweredInitiative } from './initiative';
export { coAttack, coOpposedTest } from './resolution';
export type { CoAttackResult, CoOpposedResult, CoOpposedSide } from './resolution';

/** The CO module behind the one door (shared/rules/index.ts). No manoeuvres: no resolveManeuver. */
export const co: SystemModule = {
  procedures: CO_PROCEDURES,
  attack: CO_ATTACK,
  definition: CO_DEFINITION,
  sortInitiative: coSortInitiative,
  healthState: coHealthState,
};
