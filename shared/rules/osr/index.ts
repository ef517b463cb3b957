import { stubModule } from '../stub';
export const osr = stubModule('osr');
export function moraleCheck(_morale: number, _roll2d6: number, _adjustment?: number): 'holds' | 'flees' | 'no-check' {
  return 'holds';
}
export function osrToHit(_a: { thac0: number; targetAc: number }): number {
  return 0;
}
