export function wikiText(text: unknown): string;
export function frBookNumber(text: string): number | null;
export interface GlossaryRow {
  en: string;
  fr: string;
  cr: string;
  book: number | null;
}
export function parseGlossary(text: string): GlossaryRow[];
export interface FrAttack {
  name: string;
  count: number;
  bonus: number | null;
  damage: string;
  /** What follows the damage (« étreinte », « 1d6 feu »). */
  extra: string;
}
export function parseFrAttacks(text: unknown): FrAttack[];
export function parseFrTypeLine(text: string): { type: string; subtypes: string[] } | null;
export interface FrBlock {
  title: string;
  cr: string;
  book: number | null;
  page: number | null;
  hp?: number;
  hd?: string;
  ac?: number;
  touch?: number;
  flatFooted?: number;
  melee: FrAttack[];
  ranged: FrAttack[];
  type?: { type: string; subtypes: string[] };
}
export function frStatBlocks(page: string): FrBlock[];
export function blockKey(b: {
  book: number | null;
  cr: string;
  hp?: number;
  hd?: string;
  ac?: number;
  touch?: number;
  flatFooted?: number;
}): string;
export function glossaryParts(name: string): { family: string; own: string };
/** The wiki's own Section 15 (its page « OGL »): the notices listed under « COPYRIGHT NOTICE ». */
export function frWikiSection15(text: string): string[];
