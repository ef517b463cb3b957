/** Every Starfinder quick-reference table. */
import type { QuickTable } from '../types';
import { SF1_ACTION_TABLES } from './tables-actions';
import { SF1_COMBAT_TABLES } from './tables-combat';
import { SF1_DEFENSE_TABLES } from './tables-defense';

/** Starfinder quick-reference tables: the text's action and combat tables, then the open-rules modifier tables. */
export const SF1_TABLES: QuickTable[] = [...SF1_ACTION_TABLES, ...SF1_COMBAT_TABLES, ...SF1_DEFENSE_TABLES];
