import type { SystemId } from '../../../shared/rules/types';

/** Something the reference can show: a table (with an optional row to mark), a condition, a rule summary. */
export type ReferenceTarget =
  | { kind: 'table'; system: SystemId; id: string; row?: number }
  | { kind: 'condition'; system: SystemId; id: string }
  | { kind: 'summary'; system: SystemId; id: string };

/** The stable key of a target, used for pins, recents and the URL: 'table:<id>', 'condition:<system>:<id>'… */
export function targetKey(t: ReferenceTarget): string {
  return t.kind === 'table' ? `table:${t.id}` : `${t.kind}:${t.system}:${t.id}`;
}
