export const FR_NAMES: Record<string, string>;
export const FR_ATTACKS: Record<string, string>;
export const FR_EFFECTS: Record<string, string>;
export const FR_PARTS: Record<string, string>;
export const FR_MOVES: Record<string, string>;
export const FR_FAMILIES: Record<string, [string, string]>;
export const MEN: string[];
export function frEffect(effect: string): string | undefined;
