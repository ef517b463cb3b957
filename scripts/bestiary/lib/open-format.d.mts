export const OPEN_FORMAT: string;
export const OPEN_VERSION: number;
export const OPEN_COLUMNS: string[];
/** How many columns the first files name; a file names more only when its rows use them. */
export const FIRST_COLUMNS: number;
/** An entry as the scripts make it (pf1-build.mjs). */
export interface ScriptEntry {
  slug: string;
  en: string;
  fr: string;
  frNamed: boolean;
  size: string;
  hd: string;
  hp: number;
  init: number;
  ac?: [number, number, number];
  bab?: number;
  cmb?: number;
  cmd?: number;
  str?: number;
  dex?: number;
  con?: number;
  saves?: [number, number, number];
  speed: string;
  /** The same in English (« 9 m (12 m base), fly 18 m (good) »). */
  speedEn: string;
  cr: string;
  xp?: number;
  attacks: [string, number | null, string, string?][];
  /** Each attack's name in English, the PRD's words (« Bite (grab) »). */
  attacksEn: string[];
  specialAttacks?: { attack: string; maneuver: 'grapple' | 'trip' }[];
  damageDefences?: string;
  tags: string[];
  tagsEn: string[];
  note: string;
  /** The note in English (« reach 3 m; SR 14 »). */
  noteEn: string;
  book: number;
  ref: string;
  frPage?: number;
  deflection?: number;
  dodge?: number;
  cmdMisc?: number;
  feats?: string[];
  /** 3.5: the printed grapple modifier. */
  grapple?: number;
  /** osr: descending AC, THAC0, morale, hit dice as printed, the five save targets. */
  descendingAc?: number;
  thac0?: number;
  morale?: number;
  hitDice?: string;
  savesText?: string;
}
export interface OpenFileSource {
  id: string;
  repository: string;
  commit: string;
  path: string;
  what: string;
}
export interface OpenFile {
  format: string;
  version: number;
  system: string;
  cite: string;
  sources: OpenFileSource[];
  books: { dir: string; name: string; fr: string }[];
  tags: [string, string][];
  attackNames: [string, string][];
  columns: string[];
  rows: unknown[][];
}
export function encodeOpenBestiary(input: {
  system: string;
  cite: string;
  sources: OpenFileSource[];
  books: { dir: string; name: string; fr: string }[];
  entries: ScriptEntry[];
}): OpenFile;
/** The file's text: one creature per line. */
export function openBestiaryText(file: OpenFile): string;
