export function plainMinus(text: unknown): string;
export function signedInt(text: unknown): number | null;
export function scoreOf(text: unknown): number | null | undefined;
export const SIZES: string[];
export interface TypeLine {
  alignment: string;
  size: string;
  type: string;
  subtypes: string[];
}
export function parseTypeLine(text: string): TypeLine | null;
export interface AcRead {
  ac: number;
  touch: number;
  flatFooted: number;
  parts: Record<string, number>;
}
export function parseAc(text: unknown): AcRead | null;
export interface HpRead {
  hp: number;
  hd: string;
  regeneration?: { hp: number; bypassedBy?: string };
  fastHealing?: number;
  extra?: string;
}
export function parseHp(text: unknown): HpRead | null;
export function parseSaves(fort: unknown, ref: unknown, will: unknown): number[] | null;
export function splitTopLevel(text: string, separator?: string): string[];
export interface AttackRead {
  name: string;
  count: number;
  bonus: number | null;
  damage: string;
  crit: string;
  extra: string;
  maneuver?: 'grapple' | 'trip';
}
export function parseAttack(text: unknown): AttackRead | null;
export function parseAttacks(text: unknown): { attacks: AttackRead[]; unread: string[] };
export interface SpeedRead {
  mode: string;
  feet: number;
  note: string;
}
export function parseSpeed(text: unknown): SpeedRead[] | null;
export function parseFeats(text: unknown): string[];
export interface BlockLine {
  section: string;
  fields: [string, string][];
}
export function fieldOf(lines: BlockLine[], label: string, section?: string[]): string | undefined;
