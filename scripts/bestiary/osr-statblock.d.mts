export interface OseDice {
  whole: number;
  half: boolean;
  plus: number;
  stars: number;
}
export interface OseAc {
  desc: number;
  asc: number;
}
export interface OseAttack {
  count: number;
  countOr?: number;
  name: string;
  damage: string;
  effects: string[];
  roll: boolean;
  part?: string;
  odd?: string;
  variants?: string[];
}
export function plainText(text: unknown): string;
export function statBlockOf(
  rawText: unknown,
): { title: string; stats: Record<string, string>; members: string[] } | null;
export function hitDiceOf(text: unknown): OseDice | null;
export function hitDiceText(dice: OseDice): string;
export function hitDiceFormula(dice: OseDice): string;
export function hitDiceVariants(text: unknown): { dice: OseDice | null; hp: number; fixedHp?: boolean }[];
export function armourClass(
  text: unknown,
  count?: number,
): { values: OseAc[]; noRoll?: boolean; humanForm?: OseAc; upTo?: OseAc; others?: OseAc[] } | null;
export function thac0ByHd(dice: OseDice): number;
export function thac0s(text: unknown, dice: (OseDice | null)[]): { thac0: number; bonus: number }[] | null;
export function savesByHd(whole: number): number[];
export function savingThrows(
  text: unknown,
  dice: (OseDice | null)[],
): { targets: number[]; as: string }[] | null;
export function xpValues(text: unknown, count: number): number[] | null;
export function moraleOf(text: unknown): number | null;
export function movementModes(text: unknown): { base: number; encounter: number; mode: string }[] | null;
export function attacksOf(text: unknown, whole?: number): OseAttack[] | null;
