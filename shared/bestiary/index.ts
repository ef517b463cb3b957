/** Le bestiaire de départ de chaque système (open content; figures as published, notes ours). */
import { SYSTEM_IDS } from '../rules/system-ids';
import type { SystemId } from '../rules';
import { CO_BESTIARY } from './co';
import { DND35_BESTIARY } from './dnd35';
import { OSR_BESTIARY } from './osr';
import { SF1_BESTIARY } from './sf1';
import { PF1_BESTIARY } from './pf1';
import type { StarterCreature } from './types';

export type { StarterAttack, StarterCreature } from './types';

/** The systems that come with starter creatures; a new system may have none yet. */
const BY_SYSTEM: Partial<Record<SystemId, readonly StarterCreature[]>> = {
  dnd35: DND35_BESTIARY,
  pf1: PF1_BESTIARY,
  sf1: SF1_BESTIARY,
  co: CO_BESTIARY,
  osr: OSR_BESTIARY,
};

/** The starter bestiary by system (DESIGN §4): every system of SYSTEM_IDS, empty where it has none. */
export const STARTER_BESTIARY: Readonly<Record<SystemId, readonly StarterCreature[]>> = Object.fromEntries(
  SYSTEM_IDS.map((id) => [id, BY_SYSTEM[id] ?? []]),
) as Record<SystemId, readonly StarterCreature[]>;
