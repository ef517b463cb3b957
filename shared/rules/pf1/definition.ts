import type { SystemDefinition } from '../types';
import { l, SOURCE_TEXT } from './helpers';
import { PF1_ACTIONS } from './actions';
import { PF1_CONDITIONS } from './conditions';
import { PF1_HEALTH } from './health';
import { PF1_INITIATIVE } from './initiative';
import { PF1_MANEUVERS } from './maneuvers';
import { PF1_SUMMARIES } from './summaries';
import { PF1_TABLES } from './tables';
import { PF1_NATURALS } from './naturals';

/** Everything Pathfinder 1 exposes as data (getSystem('pf1')). */
export const PF1_DEFINITION: SystemDefinition = {
  id: 'pf1',
  name: l('Pathfinder (1re édition)', 'Pathfinder (1st edition)'),
  sourceText: SOURCE_TEXT,
  initiative: PF1_INITIATIVE,
  actions: PF1_ACTIONS,
  health: PF1_HEALTH,
  conditions: [...PF1_CONDITIONS],
  maneuvers: [...PF1_MANEUVERS],
  tables: [...PF1_TABLES],
  summaries: [...PF1_SUMMARIES],
  d20Naturals: PF1_NATURALS,
};
