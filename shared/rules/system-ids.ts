import type { SystemId } from './types';

/** Every system id, in the order the product lists them. A light module: no rules data comes with it. */
export const SYSTEM_IDS: readonly SystemId[] = ['dnd35', 'pf1', 'sf1', 'co', 'osr'];

/** Whether a value is a system id. */
export function isSystemId(value: unknown): value is SystemId {
  return SYSTEM_IDS.some((id) => id === value);
}
