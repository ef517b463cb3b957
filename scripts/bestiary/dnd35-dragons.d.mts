import type { Cell, PageToken } from './dnd35-srd.mjs';
import type { AcRead, AttackRead, QualitiesRead, SpeedRead } from './dnd35-statblock.mjs';
export const DRAGON_AGES: string[];
export type DragonDamage = Record<
  'bite' | 'claw' | 'wing' | 'tailSlap' | 'crush' | 'tailSweep',
  string | null
>;
export function dragonAttackTable(rows: Cell[][]): Record<string, DragonDamage>;
export function crByAge(text: string): Record<string, string>;
export function dragonAttacks(
  byDamage: DragonDamage | undefined,
  attack: number,
  strMod: number,
): AttackRead[];
export interface DragonRead {
  variety: string;
  age: string;
  anchor: string;
  type: 'dragon';
  subtypes: string[];
  size: string;
  hp: number;
  hd: string;
  dice: number;
  str?: number;
  dex?: number;
  con?: number;
  bab?: number;
  grapple?: number;
  attack: number | null;
  saves: number[] | null;
  breath: string;
  init: number;
  speed: SpeedRead[] | null;
  ac: AcRead | null;
  qualities: QualitiesRead;
  sr?: number;
  cr: string;
  attacks: AttackRead[];
  reach: { reach: number; bite: number } | null;
  unread: string[];
}
export function pageDragons(tokens: PageToken[]): DragonRead[];
