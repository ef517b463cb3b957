/** Starfinder (id 'sf1') as data: initiative, actions, health, conditions, manoeuvres, tables, summaries. */
import type { SystemDefinition } from '../types';
import { SF1_ACTIONS } from './actions';
import { SF1_CONDITIONS } from './conditions';
import { SF1_HEALTH } from './health';
import { SF1_INITIATIVE } from './initiative';
import { SF1_MANEUVERS } from './maneuver-defs';
import { l } from './records';
import { SF1_SUMMARIES } from './summaries';
import { SF1_TABLES } from './tables';
import { SF1_NATURALS } from './naturals';

/** The complete Starfinder definition. */
export const SF1_DEFINITION: SystemDefinition = {
  id: 'sf1',
  name: l('Starfinder', 'Starfinder'),
  sourceText: 'starfinder-actions.fr.txt',
  initiative: SF1_INITIATIVE,
  actions: SF1_ACTIONS,
  health: SF1_HEALTH,
  conditions: SF1_CONDITIONS,
  maneuvers: SF1_MANEUVERS,
  tables: SF1_TABLES,
  summaries: SF1_SUMMARIES,
  d20Naturals: SF1_NATURALS,
};
