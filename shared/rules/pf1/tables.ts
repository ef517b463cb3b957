import type { QuickTable } from '../types';
import { ACTIONS_TABLE } from './tables-actions';
import { ATTACK_TABLES } from './tables-attack';
import { DEFENSE_TABLES } from './tables-defense';
import { GEAR_TABLES } from './tables-gear';
import { MOUNTED_TABLES } from './tables-mounted';

/** Every Pathfinder quick-reference table, ids prefixed 'pf1-'. */
export const PF1_TABLES: readonly QuickTable[] = [
  ...ATTACK_TABLES,
  ...DEFENSE_TABLES,
  ...GEAR_TABLES,
  ...MOUNTED_TABLES,
  ACTIONS_TABLE,
];
