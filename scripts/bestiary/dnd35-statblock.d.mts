export interface TypeRead {
  size: string;
  type: string;
  subtypes: string[];
}
export function parseTypeLine(text: unknown): TypeRead | null;
export function parseHitDice(text: unknown): { hp: number; hd: string; dice: number } | null;
export function parseBabGrapple(text: unknown): { bab: number; grapple: number | null } | null;
export function acParts(breakdown: string): Record<string, number>;
export interface AcRead {
  ac: number;
  touch: number;
  flatFooted: number;
  parts: Record<string, number>;
  derived?: true;
}
export function parseArmorClass(text: unknown): AcRead | null;
export function parseSaves(text: unknown): [number, number, number] | null;
export function parseAbilities(text: unknown): {
  str: number | null | undefined;
  dex: number | null | undefined;
  con: number | null | undefined;
};
export function parseChallengeRating(text: unknown): string | null;
export interface SpeedRead {
  mode: string;
  feet: number;
  manoeuvrability?: string;
  armor?: true;
  base?: number;
}
export function parseSpeed(text: unknown): SpeedRead[] | null;
export interface AttackRead {
  name: string;
  count: number;
  bonus: number | null;
  damage: string;
  crit: string;
  extra: string;
}
export function parseAttack(text: unknown): AttackRead | null;
export function parseAttacks(text: unknown): { attacks: AttackRead[]; unread: string[] };
export interface QualitiesRead {
  dr: string;
  immune: string;
  resist: string;
  weaknesses: string;
  regeneration?: number;
  fastHealing?: number;
  sr?: number;
}
export function parseQualities(text: unknown): QualitiesRead;
export function parseSpaceReach(text: unknown): { space: number; reach: number } | null;
export function manoeuvreAttacks(prose: string, ability: 'Improved Grab' | 'Trip'): string[];
