/** An effect's name in the interface's language: the condition's catalogue name, or the custom name. */
import type { EffectWhat } from '../../../shared/combat';
import { getSystem, type SystemId } from '../../../shared/rules';

/** « Secoué » / « Shaken », or the custom effect's own name. */
export function effectLabel(system: SystemId, what: EffectWhat, language: string): string {
  if (what.kind === 'custom') return what.name;
  const def = getSystem(system).conditions.find((c) => c.id === what.conditionId);
  if (!def) return what.conditionId;
  return language.startsWith('en') ? def.name.en : def.name.fr;
}
