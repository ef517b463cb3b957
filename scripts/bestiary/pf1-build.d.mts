import type { ScriptEntry } from './lib/open-format.mjs';
import type { SpeedRead } from './pf1-statblock.mjs';
export const PF1_SOURCES: {
  prd: { repository: string; root: string; what: string };
  fr: { repository: string; root: string; glossary: string; what: string };
};
export const TYPE_FR: Record<string, string>;
/** Words of a regeneration's « what stops it », in French. */
export const STOPS_FR: Record<string, string>;
/** An attack's extra in French when every word of it is known (dice kept), else as printed. */
export function extraFr(extra: string): string;
/** Translates the words of a text with a table; null when one of them is not in it. */
export function translated(text: string, table: Record<string, string>): string | null;
export const CMD_BONUSES: string[];
export function damageDefencesFr(c: { dr?: string; immune?: string; resist?: string; weaknesses?: string }): {
  text: string;
  unread: string[];
};
export function speedFr(speeds: SpeedRead[] | undefined): string;
export function speedEn(speeds: SpeedRead[] | undefined): string;
/** Creatures left out: their names are Paizo's Product Identity. */
export const PRODUCT_IDENTITY: string[];
export interface Pf1Report {
  productIdentity: string[];
  unread: Record<string, string[]>;
  frMissing: string[];
  frAmbiguous: string[];
}
export function buildPf1(input: { prd: Map<string, string>; fr: Map<string, string>; glossary: string }): {
  entries: ScriptEntry[];
  report: Pf1Report;
  learned: { attackFr: Record<string, string>; subtypeFr: Record<string, string> };
};
