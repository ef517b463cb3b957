/**
 * Pathfinder 1st edition (system id 'pf1'): the combat aid in French
 * (shared/rules-sources/pathfinder1-combat-aide.fr.txt), completed by the PRD open rules where it
 * is silent (records marked `origin: 'open-rules'`).
 */
import { PF1_ATTACK } from './attack-procedure';
import type { SystemModule } from '../types';
import { PF1_DEFINITION } from './definition';
import { healthState } from './health';
import { sortInitiative } from './initiative';
import { resolveManeuver } from './resolve-maneuver';
import { PF1_PROCEDURES } from './procedures';

export { combatManeuverBonus, combatManeuverDefense, PF1_CMD_AC_BONUS_TYPES } from './combat-maneuvers';
export type { StabilizationResult } from './health';

/** The Pathfinder module behind the one door (shared/rules/index.ts). */
export const pf1: SystemModule = {
  procedures: PF1_PROCEDURES,
  attack: PF1_ATTACK,
  definition: PF1_DEFINITION,
  sortInitiative,
  healthState,
  resolveManeuver,
};
