/** One SRD file that holds stat blocks: its RTF name, its page in the HTML copy, folder and file. */
export interface SrdPage {
  rtf: string;
  path: string;
  dir: string;
  file: string;
}
export const SRD_PAGES: SrdPage[];
export const ROW_LABELS: string[];
export function rowLabel(text: string): string | null;
export interface Cell {
  header: boolean;
  span: number;
  text: string;
}
export function tableRows(tableHtml: string): Cell[][];
export type PageToken =
  | { kind: 'heading'; level: number; id: string; text: string }
  | { kind: 'table'; rows: Cell[][] }
  | { kind: 'text'; text: string };
export function pageTokens(html: string): PageToken[];
export interface TableCreature {
  name: string;
  type: string;
  fields: Record<string, string>;
  /** The rows the copy had cut or shifted, mended. */
  mended: string[];
}
export function tableCreatures(rows: Cell[][]): TableCreature[];
export interface StatBlock extends TableCreature {
  anchor: string;
  heading: string;
  family: string;
  prose: string;
  pageProse: string;
}
export function pageStatBlocks(html: string): {
  blocks: StatBlock[];
  dragons: { rows: Cell[][]; section?: { text: string; id: string }; tableIndex: number }[];
  tokens: PageToken[];
};
/** The figures of a page in print order (HP, AC, base attack/grapple, saves, attacks), to compare two copies. */
export function rawFigures(text: string): Record<'hp' | 'ac' | 'bab/grapple' | 'saves' | 'attacks', string[]>;
/** The SRD's own Section 15 notices, one per paragraph. */
export function srdSection15(html: string): string[];
/** The Product Identity the SRD's Legal file names, in lower case. */
export function srdProductIdentity(html: string): string[];
