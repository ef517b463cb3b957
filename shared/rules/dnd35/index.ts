import type { Fighter } from '../types';
import { stubModule } from '../stub';
export const dnd35 = stubModule('dnd35');
export function grappleModifier(_f: Fighter): number {
  return 0;
}
