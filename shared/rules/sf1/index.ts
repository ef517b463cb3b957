/** Starfinder (id 'sf1'): the system module and its public helpers. */
import { SF1_ATTACK } from './attack-procedure';
import type { SystemModule } from '../types';
import { SF1_DEFINITION } from './definition';
import { sf1HealthState } from './health';
import { sf1SortInitiative } from './initiative';
import { resolveSf1Maneuver } from './maneuvers';
import { SF1_PROCEDURES } from './procedures';

export { SF1_DEFINITION } from './definition';
export { SF1_ACTIONS } from './actions';
export { SF1_CONDITIONS, SF1_DIRTY_TRICK_CONDITIONS, sf1ActiveConditions, sf1Condition } from './conditions';
export { SF1_HEALTH, sf1ApplyDamage, sf1HealthState, sf1LoseResolvePoint, sf1StabilizeCost } from './health';
export type { Sf1DamageResult } from './health';
export { SF1_INITIATIVE, sf1InitiativeCheck, sf1SortInitiative } from './initiative';
export { SF1_MANEUVERS, SF1_MANEUVER_IDS } from './maneuver-defs';
export {
  SF1_MANEUVER_KAC_BONUS,
  SF1_PIN_KAC_BONUS,
  resolveSf1Maneuver,
  sf1FivePointSteps,
  sf1PushDistanceMeters,
} from './maneuvers';
export { SF1_SUMMARIES } from './summaries';
export { SF1_TABLES } from './tables';

/** The Starfinder module behind the one door (shared/rules/index.ts). */
export const sf1: SystemModule = {
  procedures: SF1_PROCEDURES,
  attack: SF1_ATTACK,
  definition: SF1_DEFINITION,
  sortInitiative: sf1SortInitiative,
  healthState: sf1HealthState,
  resolveManeuver: resolveSf1Maneuver,
};
