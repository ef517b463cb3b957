/**
 * Finding a condition of the encounter's system as the GM types: French or English name or id,
 * accents and case ignored ("etourdi", "Étourdi", "stunned"); names that begin with what was
 * typed first, then a word that begins with it, then anywhere.
 */
import type { ConditionDef } from '../../../shared/rules';
import { searchText } from '../../../shared/limits';
import { fold } from '../reference';

function rank(def: ConditionDef, query: string): number {
  const names = [def.name.fr, def.name.en, def.id].map(fold);
  if (names.some((n) => n.startsWith(query))) return 0;
  if (names.some((n) => n.split(/[\s-]+/).some((w) => w.startsWith(query)))) return 1;
  if (names.some((n) => n.includes(query))) return 2;
  return -1;
}

/**
 * The catalogue's conditions matching `query`, best first; the whole catalogue, in its order,
 * for a blank query. Conditions set by the health state are left out (the engine sets them).
 */
export function searchConditions(catalogue: readonly ConditionDef[], query: string): ConditionDef[] {
  const choosable = catalogue.filter((d) => !d.flags.includes('automatic-from-health'));
  const q = fold(searchText(query)).trim().replace(/\s+/g, ' ');
  if (q === '') return [...choosable];
  return choosable
    .map((def) => ({ def, r: rank(def, q) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r)
    .map((x) => x.def);
}
