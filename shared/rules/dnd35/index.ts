/**
 * D&D 3.5 (French DRS, combat chapter of the SRD): initiative, actions, health, conditions,
 * manoeuvres, quick-reference tables and rule summaries, as data plus small pure functions.
 */
import { DND35_ATTACK } from './attack-procedure';
import type { SystemDefinition, SystemModule } from '../types';
import { DND35_ACTIONS } from './actions';
import { DND35_CONDITIONS } from './conditions';
import { DND35_HEALTH, dnd35HealthState } from './health';
import { DND35_INITIATIVE, sortDnd35Initiative } from './initiative';
import { DND35_MANEUVERS } from './maneuver-defs';
import { resolveDnd35Maneuver } from './maneuvers';
import { DND35_SUMMARIES } from './summaries';
import { DND35_TABLES } from './tables';
import { DND35_PROCEDURES } from './procedures';
import { DND35_NATURALS } from './naturals';

export { grappleModifier } from './fighter';
export type { Dnd35ConditionDef } from './condition-types';

/** Everything D&D 3.5 exposes as data (getSystem('dnd35')). */
const DND35_DEFINITION: SystemDefinition = {
  id: 'dnd35',
  name: { fr: 'Donjons & Dragons 3.5 (DRS)', en: 'Dungeons & Dragons 3.5 (SRD)' },
  sourceText: 'dnd35-srd-combat.fr.txt',
  initiative: DND35_INITIATIVE,
  actions: DND35_ACTIONS,
  health: DND35_HEALTH,
  conditions: [...DND35_CONDITIONS],
  maneuvers: [...DND35_MANEUVERS],
  tables: [...DND35_TABLES],
  summaries: [...DND35_SUMMARIES],
  d20Naturals: DND35_NATURALS,
};

/** The D&D 3.5 module of the one door (shared/rules/index.ts). */
export const dnd35: SystemModule = {
  procedures: DND35_PROCEDURES,
  attack: DND35_ATTACK,
  definition: DND35_DEFINITION,
  sortInitiative: sortDnd35Initiative,
  healthState: dnd35HealthState,
  resolveManeuver: resolveDnd35Maneuver,
};
