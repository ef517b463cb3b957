/**
 * B/X saving throws as data: the five categories and each class's targets by level, from the OSE
 * SRD (Old-School Essentials, Classic Fantasy › Classes: Cleric, Dwarf, Elf, Fighter, Halfling,
 * Magic-User, Thief; Monsters › Saving Throws: a monster saves as a class and level, a normal human
 * as « NH »). A save succeeds when the d20 is at least the target; the SRD says nothing special of a
 * natural 1 or 20 (OSE SRD › Saving Throws).
 */
import type { SaveKind, SaveRules } from '../common/saves';

/** The five categories, in the order of the tables. */
const OSR_SAVE_KINDS: readonly SaveKind[] = [
  {
    id: 'death',
    short: { fr: 'Mort/poison', en: 'Death/poison' },
    name: { fr: 'Mort ou poison', en: 'Death or poison' },
    words: ['mort', 'poison', 'death', 'd'],
  },
  {
    id: 'wands',
    short: { fr: 'Baguettes', en: 'Wands' },
    name: { fr: 'Baguettes', en: 'Wands' },
    words: ['baguettes', 'baguette', 'wands', 'wand', 'w'],
  },
  {
    id: 'paralysis',
    short: { fr: 'Paralysie', en: 'Paralysis' },
    name: { fr: 'Paralysie ou pétrification', en: 'Paralysis or petrification' },
    words: ['paralysie', 'petrification', 'paralysis', 'p'],
  },
  {
    id: 'breath',
    short: { fr: 'Souffle', en: 'Breath' },
    name: { fr: 'Souffles', en: 'Breath attacks' },
    words: ['souffle', 'souffles', 'breath', 'b'],
  },
  {
    id: 'spells',
    short: { fr: 'Sorts', en: 'Spells' },
    name: { fr: 'Sorts, sceptres et bâtons', en: 'Spells, rods and staves' },
    words: ['sorts', 'sort', 'spells', 'spell', 's'],
  },
];

/** Targets for death, wands, paralysis, breath, spells — up to a level. */
type Row = readonly [
  upTo: number,
  death: number,
  wands: number,
  paralysis: number,
  breath: number,
  spells: number,
];

/** One class's table: its letters (French, English) and rows by level. */
interface SaveClass {
  letters: readonly string[];
  rows: readonly Row[];
}

/** OSE SRD › Classes (each class's Saving Throws table); NH: OSE SRD › Monsters › Normal Human. */
const CLASSES: readonly SaveClass[] = [
  { letters: ['nh', 'hn'], rows: [[0, 14, 15, 16, 17, 18]] },
  {
    letters: ['g', 'f', 'guerrier', 'fighter'],
    rows: [
      [3, 12, 13, 14, 15, 16],
      [6, 10, 11, 12, 13, 14],
      [9, 8, 9, 10, 10, 12],
      [12, 6, 7, 8, 8, 10],
      [14, 4, 5, 6, 5, 8],
    ],
  },
  {
    letters: ['c', 'clerc', 'cleric'],
    rows: [
      [4, 11, 12, 14, 16, 15],
      [8, 9, 10, 12, 14, 12],
      [12, 6, 7, 9, 11, 9],
      [14, 3, 5, 7, 8, 7],
    ],
  },
  {
    letters: ['m', 'mu', 'magicien', 'magic-user'],
    rows: [
      [5, 13, 14, 13, 16, 15],
      [10, 11, 12, 11, 14, 12],
      [14, 8, 9, 8, 11, 8],
    ],
  },
  {
    letters: ['v', 't', 'voleur', 'thief'],
    rows: [
      [4, 13, 14, 13, 16, 15],
      [8, 12, 13, 11, 14, 13],
      [12, 10, 11, 9, 12, 10],
      [14, 8, 9, 7, 10, 8],
    ],
  },
  {
    letters: ['n', 'nain', 'dwarf'],
    rows: [
      [3, 8, 9, 10, 13, 12],
      [6, 6, 7, 8, 10, 10],
      [9, 4, 5, 6, 7, 8],
      [12, 2, 3, 4, 4, 6],
    ],
  },
  {
    letters: ['e', 'elfe', 'elf'],
    rows: [
      [3, 12, 13, 13, 15, 15],
      [6, 10, 11, 11, 13, 12],
      [9, 8, 9, 9, 10, 10],
      [10, 6, 7, 8, 8, 8],
    ],
  },
  {
    letters: ['h', 'halfelin', 'halfling'],
    rows: [
      [3, 8, 9, 10, 13, 12],
      [6, 6, 7, 8, 10, 10],
      [8, 4, 5, 6, 7, 8],
    ],
  },
];

/**
 * The five targets of a class and level (« G3 », « F3 », « NH », « nain 4 »), or undefined when the
 * class is unknown or the level past its table. Level 0 reads as 1 (a monster under 1 HD).
 */
export function osrSaveTargets(savesAs: string): Record<string, number> | undefined {
  const m = /^([a-z-]+?)\s*(\d{1,2})?$/.exec(savesAs.trim().toLowerCase());
  if (!m) return undefined;
  const cls = CLASSES.find((c) => c.letters.includes(m[1]!));
  if (!cls) return undefined;
  const level = Math.max(1, Number(m[2] ?? '1'));
  const row = cls.rows.length === 1 ? cls.rows[0] : cls.rows.find((r) => level <= r[0]);
  if (!row) return undefined;
  return Object.fromEntries(OSR_SAVE_KINDS.map((k, i) => [k.id, row[i + 1]!]));
}

/** B/X: d20 ≥ the creature's target in one of five categories; nothing special about naturals. */
export const OSR_SAVES: SaveRules = {
  kind: 'target',
  saves: OSR_SAVE_KINDS,
  savesAs: osrSaveTargets,
  naturals: {
    oneFails: false,
    twentySucceeds: false,
    source: 'OSE SRD › Saving Throws (rien sur le 1 ou le 20 naturel)',
  },
  source: 'OSE SRD › Saving Throws ; Classes (tables de sauvegarde) ; Monsters › Saving Throws',
};
