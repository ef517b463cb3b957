import type { ScriptEntry } from './lib/open-format.mjs';
import type { StatBlock } from './dnd35-srd.mjs';
import type { SpeedRead } from './dnd35-statblock.mjs';
export const DND35_SOURCES: { srd: { repository: string; what: string } };
/** The creature names the SRD's Legal file keeps as Product Identity. */
export const PRODUCT_IDENTITY: string[];
export const TYPE_FR: Record<string, string>;
/** Starter creatures the SRD prints under another name (folded starter name → SRD name). */
export const STARTER_ALIASES: Record<string, string>;
export function speedFr(speeds: SpeedRead[] | null | undefined): string;
/** The same speeds in English, in metres: « 6 m in armor (9 m base), fly 12 m (good) ». */
export function speedEn(speeds: SpeedRead[] | null | undefined): string;
export function regenerationStops(prose: string): string;
export function creatureOfBlock(block: StatBlock): Record<string, unknown> & { en: string; unread: string[] };
export interface Dnd35Report {
  productIdentity: string[];
  unread: Record<string, string[]>;
  notRead: string[];
  starterUnmatched: string[];
  learned: { attackFr: Record<string, string> };
}
/** A starter creature, as much of it as the build reads. */
export interface StarterInput {
  en: string;
  fr: string;
  attacks?: readonly (readonly [string, number, string, string?])[];
}
export function buildDnd35(input: {
  pages: Map<string, string>;
  learned: { attackFr?: Record<string, string>; subtypeFr?: Record<string, string> } | undefined;
  starter: readonly StarterInput[];
}): { entries: ScriptEntry[]; report: Dnd35Report };
