import type { BlockLine } from './pf1-statblock.mjs';
export interface PrdBook {
  dir: string;
  book: string;
  short: string;
  fr: string;
}
export const PRD_BOOKS: PrdBook[];
export const PRD_SKIPPED_PAGES: Set<string>;
export function pageBody(html: string): string;
export function statFields(html: string): [string, string][];
export interface StatBlock {
  title: string;
  cr: string;
  xpText: string;
  anchor: string;
  heading: string;
  formOf?: string;
  lines: BlockLine[];
}
export function statBlocksOfPage(html: string): StatBlock[];
/** The PRD's own Section 15 (openGameLicense.html): every notice, as printed, one per line. */
export function prdSection15(html: string): string[];
