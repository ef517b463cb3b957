import type { Fighter, ManeuverId } from '../types';
import { stubModule } from '../stub';
export const pf1 = stubModule('pf1');
export function combatManeuverBonus(_f: Fighter): number {
  return 0;
}
export function combatManeuverDefense(_f: Fighter, _against?: ManeuverId): number {
  return 0;
}
