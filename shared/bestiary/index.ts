/** Le bestiaire de départ de chaque système (open content; figures as published, notes ours). */
import type { SystemId } from '../rules';
import { CO_BESTIARY } from './co';
import { DND35_BESTIARY } from './dnd35';
import { OSR_BESTIARY } from './osr';
import { SF1_BESTIARY } from './sf1';
import { PF1_BESTIARY } from './pf1';
import type { StarterCreature } from './types';

export type { StarterAttack, StarterCreature } from './types';

/** The starter bestiary by system. */
export const STARTER_BESTIARY: Readonly<Record<SystemId, readonly StarterCreature[]>> = {
  dnd35: DND35_BESTIARY,
  pf1: PF1_BESTIARY,
  sf1: SF1_BESTIARY,
  co: CO_BESTIARY,
  osr: OSR_BESTIARY,
};
