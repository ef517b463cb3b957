import {
  getSystem,
  SYSTEM_IDS,
  type ConditionDef,
  type QuickTable,
  type RuleSummary,
  type SystemId,
} from '../../../shared/rules';

import type { ReferenceTarget } from './target-key';
export { targetKey, type ReferenceTarget } from './target-key';

function isSystem(s: string): s is SystemId {
  return SYSTEM_IDS.some((id) => id === s);
}

/** Reads a key back; `undefined` for a key that names nothing in the rules data. */
export function parseTargetKey(key: string): ReferenceTarget | undefined {
  const [kind, a, b] = key.split(':');
  if (kind === 'table' && a) {
    const system = SYSTEM_IDS.find((s) => getSystem(s).tables.some((t) => t.id === a));
    return system ? { kind: 'table', system, id: a } : undefined;
  }
  if ((kind === 'condition' || kind === 'summary') && a && b && isSystem(a)) {
    const def = getSystem(a);
    const found =
      kind === 'condition' ? def.conditions.some((c) => c.id === b) : def.summaries.some((s) => s.id === b);
    return found ? { kind, system: a, id: b } : undefined;
  }
  return undefined;
}

/** The table of a target. */
export function findTable(system: SystemId, id: string): QuickTable | undefined {
  return getSystem(system).tables.find((t) => t.id === id);
}

/** The condition of a target. */
export function findCondition(system: SystemId, id: string): ConditionDef | undefined {
  return getSystem(system).conditions.find((c) => c.id === id);
}

/** The rule summary of a target. */
export function findSummary(system: SystemId, id: string): RuleSummary | undefined {
  return getSystem(system).summaries.find((s) => s.id === id);
}

/** The title of a target in both languages. */
export function targetTitle(t: ReferenceTarget): { fr: string; en: string } | undefined {
  if (t.kind === 'table') return findTable(t.system, t.id)?.title;
  if (t.kind === 'condition') return findCondition(t.system, t.id)?.name;
  return findSummary(t.system, t.id)?.title;
}
