/** Starfinder (id 'sf1'): the system module and its public helpers. */
import { SF1_ATTACK } from './attack-procedure';
import type { SystemModule } from '../types';
import { SF1_DEFINITION } from './definition';
import { sf1HealthState } from './health';
import { sf1SortInitiative } from './initiative';
import { resolveSf1Maneuver } from './maneuvers';
import { SF1_PROCEDURES } from './procedures';

export { sf1ApplyDamage, sf1LoseResolvePoint, sf1StabilizeCost } from './health';
export type { Sf1DamageResult } from './health';

/** The Starfinder module behind the one door (shared/rules/index.ts). */
export const sf1: SystemModule = {
  procedures: SF1_PROCEDURES,
  attack: SF1_ATTACK,
  definition: SF1_DEFINITION,
  sortInitiative: sf1SortInitiative,
  healthState: sf1HealthState,
  resolveManeuver: resolveSf1Maneuver,
};
