/** The starter bestiary (shared/bestiary) as Library rows: ids `starter:<system>:<slug>`, so loading it again replaces them. */
import { STARTER_BESTIARY, type StarterCreature } from '../../../shared/bestiary';
import { SYSTEM_IDS, type SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { creatureRow, STARTER_PREFIX } from './creature-row';

/** One starter creature as a Library row of its system. */
export function starterRow(system: SystemId, c: StarterCreature, now: number): LibraryRow {
  return creatureRow(system, c, { id: `${STARTER_PREFIX}${system}:${c.slug}`, now });
}

/** Every starter creature of every system, as rows. */
export function starterRows(now: number): LibraryRow[] {
  return SYSTEM_IDS.flatMap((s) => STARTER_BESTIARY[s].map((c) => starterRow(s, c, now)));
}
