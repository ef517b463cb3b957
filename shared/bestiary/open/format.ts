/**
 * Reads an open bestiary file (`paravent/open-bestiary`, version 2), as scripts/bestiary/lib/
 * open-format.mjs writes it: one array per creature, its columns in OPEN_COLUMNS' order, the tags and
 * the attack names in tables of the file, each a [French, English] pair. A row that does not read (a wrong type, a size out of the list) is skipped and
 * counted, never thrown: the rest of the bestiary still loads.
 */
import { SIZES } from '../../rules/common/sizes';
import type { BestiaryAttack } from '../types';
import type { OpenBestiary, OpenCreature, OpenSource } from './types';

/** The columns of a row, as open-format.mjs lists them (a test holds the two lists together). */
export const OPEN_COLUMNS = [
  'slug',
  'en',
  'fr',
  'size',
  'hd',
  'hp',
  'init',
  'ac',
  'bab',
  'cmb',
  'cmd',
  'str',
  'dex',
  'con',
  'saves',
  'speed',
  'speedEn',
  'cr',
  'xp',
  'attacks',
  'damageDefences',
  'tags',
  'note',
  'noteEn',
  'book',
  'ref',
  'frPage',
  'deflection',
  'dodge',
  'cmdMisc',
  'feats',
  'grapple',
  'descendingAc',
  'thac0',
  'morale',
  'hitDice',
  'savesText',
] as const;

/**
 * How many columns every file of version 2 names (pf1.json names these 31): a file names at least
 * these, and a column added since (grapple) only when its rows use it.
 */
const FIRST_COLUMNS = 31;

const FREE = ['grapple', 'trip'] as const;

type Row = readonly unknown[];
type Column = (typeof OPEN_COLUMNS)[number];
const AT = Object.fromEntries(OPEN_COLUMNS.map((c, i) => [c, i])) as Record<Column, number>;

/** Thrown inside a row's reading; the row is skipped. */
class BadRow extends Error {}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function str(row: Row, c: Column, fallback = ''): string {
  const v = row[AT[c]];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'string') throw new BadRow(c);
  return v;
}

function int(row: Row, c: Column): number | undefined {
  const v = row[AT[c]];
  if (v === undefined || v === null) return undefined;
  if (!isInt(v)) throw new BadRow(c);
  return v;
}

function ints<N extends number>(row: Row, c: Column, n: N): number[] | undefined {
  const v = row[AT[c]];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || v.length !== n || !v.every(isInt)) throw new BadRow(c);
  return v;
}

interface FileHead {
  cite: string;
  tags: readonly (readonly [string, string])[];
  attackNames: readonly (readonly [string, string])[];
  books: readonly { dir: string; name: string; fr: string }[];
}

interface AttacksRead {
  attacks: BestiaryAttack[];
  attacksEn: string[];
  special: OpenCreature['specialAttacks'];
}

function attacksOf(row: Row, head: FileHead): AttacksRead {
  const v = row[AT.attacks] ?? [];
  if (!Array.isArray(v)) throw new BadRow('attacks');
  const attacks: BestiaryAttack[] = [];
  const attacksEn: string[] = [];
  const special: { attack: string; maneuver: 'trip' | 'grapple' }[] = [];
  for (const a of v) {
    if (!Array.isArray(a)) throw new BadRow('attacks');
    const [n, bonus, damage, crit, free] = a as unknown[];
    const names = isInt(n) ? head.attackNames[n] : undefined;
    if (!names || typeof damage !== 'string') throw new BadRow('attacks');
    if (bonus !== null && !isInt(bonus)) throw new BadRow('attacks');
    if (crit !== undefined && typeof crit !== 'string') throw new BadRow('attacks');
    const [name, nameEn] = names;
    attacks.push(crit ? [name, bonus, damage, crit] : [name, bonus, damage]);
    attacksEn.push(nameEn);
    if (free !== undefined) {
      const maneuver = FREE.find((f) => f === free);
      if (!maneuver) throw new BadRow('attacks');
      special.push({ attack: name, maneuver });
    }
  }
  return { attacks, attacksEn, special: special.length > 0 ? special : undefined };
}

function creatureOf(row: Row, head: FileHead): OpenCreature {
  const en = str(row, 'en');
  const frRaw = row[AT.fr];
  const frNamed = frRaw !== null && frRaw !== undefined;
  const fr = frNamed ? str(row, 'fr') || en : en;
  const size = SIZES[int(row, 'size') ?? -1];
  if (!size || en === '') throw new BadRow('size');
  const tagIds = row[AT.tags] ?? [];
  if (!Array.isArray(tagIds) || !tagIds.every((t) => isInt(t) && head.tags[t] !== undefined))
    throw new BadRow('tags');
  const book = head.books[int(row, 'book') ?? 0];
  if (!book) throw new BadRow('book');
  const ref = str(row, 'ref');
  const frPage = int(row, 'frPage') ?? 0;
  const { attacks, attacksEn, special } = attacksOf(row, head);
  const ac = ints(row, 'ac', 3);
  const saves = ints(row, 'saves', 3);
  const feats = row[AT.feats] ?? [];
  if (!Array.isArray(feats) || !feats.every((f) => typeof f === 'string')) throw new BadRow('feats');
  const optional = {
    bab: int(row, 'bab'),
    cmb: int(row, 'cmb'),
    cmd: int(row, 'cmd'),
    str: int(row, 'str'),
    dex: int(row, 'dex'),
    con: int(row, 'con'),
    xp: int(row, 'xp') || undefined,
    deflection: int(row, 'deflection') || undefined,
    dodge: int(row, 'dodge') || undefined,
    cmdMisc: int(row, 'cmdMisc') || undefined,
    grapple: int(row, 'grapple'),
    descendingAc: int(row, 'descendingAc'),
    thac0: int(row, 'thac0'),
    morale: int(row, 'morale'),
    hitDice: str(row, 'hitDice') || undefined,
    savesText: str(row, 'savesText') || undefined,
  };
  const damageDefences = str(row, 'damageDefences');
  const speed = str(row, 'speed');
  const c: OpenCreature = {
    slug: str(row, 'slug'),
    fr,
    en,
    frNamed,
    size,
    hd: str(row, 'hd'),
    hp: int(row, 'hp') ?? 0,
    init: int(row, 'init') ?? 0,
    ...(ac ? { ac: [ac[0], ac[1], ac[2]] as const } : {}),
    ...(saves ? { saves: [saves[0], saves[1], saves[2]] as const } : {}),
    ...(Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)) as Partial<
      typeof optional
    >),
    ...(feats.length > 0 ? { feats: feats as string[] } : {}),
    attacks,
    attacksEn,
    ...(special ? { specialAttacks: special } : {}),
    ...(damageDefences ? { damageDefences } : {}),
    speed,
    speedEn: str(row, 'speedEn') || speed,
    cr: str(row, 'cr') || undefined,
    tags: tagIds.map((t: number) => head.tags[t][0]),
    tagsEn: tagIds.map((t: number) => head.tags[t][1]),
    note: str(row, 'note'),
    noteEn: str(row, 'noteEn'),
    source: `${head.cite} › ${book.name} › ${en} (${book.dir}/${ref})`,
    ...(frPage > 0 ? { sourceFr: `${book.fr} (VF) p. ${frPage}` } : {}),
  };
  if (c.slug === '' || c.hp <= 0) throw new BadRow('slug');
  return c;
}

function isPairList(v: unknown): v is [string, string][] {
  return (
    Array.isArray(v) &&
    v.every((p) => Array.isArray(p) && p.length === 2 && p.every((x) => typeof x === 'string'))
  );
}

function isBookList(v: unknown): v is FileHead['books'] {
  return (
    Array.isArray(v) &&
    v.every(
      (b) =>
        typeof b === 'object' &&
        b !== null &&
        typeof (b as Record<string, unknown>).dir === 'string' &&
        typeof (b as Record<string, unknown>).name === 'string' &&
        typeof (b as Record<string, unknown>).fr === 'string',
    )
  );
}

function isSourceList(v: unknown): v is OpenSource[] {
  return (
    Array.isArray(v) &&
    v.every(
      (s) =>
        typeof s === 'object' &&
        s !== null &&
        ['id', 'repository', 'commit', 'path', 'what'].every(
          (k) => typeof (s as Record<string, unknown>)[k] === 'string',
        ),
    )
  );
}

/** What the head of a file says, and its rows still to read. */
interface FileRead {
  system: string;
  sources: OpenSource[];
  head: FileHead;
  rows: readonly unknown[];
  /** How many columns the file names: a longer row is not one of its rows. */
  named: number;
}

function fileOf(file: unknown): FileRead | null {
  if (typeof file !== 'object' || file === null) return null;
  const f = file as Record<string, unknown>;
  if (f.format !== 'paravent/open-bestiary' || f.version !== 2 || typeof f.system !== 'string') return null;
  if (typeof f.cite !== 'string') return null;
  if (!isPairList(f.tags) || !isPairList(f.attackNames)) return null;
  if (!isBookList(f.books) || !isSourceList(f.sources) || !Array.isArray(f.rows)) return null;
  if (!Array.isArray(f.columns) || f.columns.length < FIRST_COLUMNS) return null;
  if (f.columns.join() !== OPEN_COLUMNS.slice(0, f.columns.length).join()) return null;
  const named = f.columns.length;
  const head: FileHead = { cite: f.cite, tags: f.tags, attackNames: f.attackNames, books: f.books };
  return { system: f.system, sources: f.sources, head, rows: f.rows, named };
}

/** Reads rows `from`–`to` of a file into `creatures`; returns how many were skipped. */
function readRows(read: FileRead, from: number, to: number, creatures: OpenCreature[]): number {
  let skipped = 0;
  for (let i = from; i < to && i < read.rows.length; i += 1) {
    const row = read.rows[i];
    try {
      if (!Array.isArray(row) || row.length > read.named) throw new BadRow('row');
      creatures.push(creatureOf(row, read.head));
    } catch (err) {
      if (!(err instanceof BadRow)) throw err;
      skipped += 1;
    }
  }
  return skipped;
}

/** An open bestiary file read; null when it is not one (another format, another version, no rows). */
export function decodeOpenBestiary(file: unknown): OpenBestiary | null {
  const read = fileOf(file);
  if (!read) return null;
  const creatures: OpenCreature[] = [];
  const skipped = readRows(read, 0, read.rows.length, creatures);
  return { system: read.system, sources: read.sources, creatures, skipped };
}

/** How many rows are read between two pauses (about 2 ms of work on a slow machine). */
export const ROWS_PER_SLICE = 100;

/**
 * The same, read `ROWS_PER_SLICE` rows at a time with `pause()` awaited between them: an app gives
 * the browser its turn (a keystroke, a paint) while 1,500 creatures are read.
 */
export async function decodeOpenBestiaryInSlices(
  file: unknown,
  pause: () => Promise<void>,
): Promise<OpenBestiary | null> {
  const read = fileOf(file);
  if (!read) return null;
  const creatures: OpenCreature[] = [];
  let skipped = 0;
  for (let from = 0; from < read.rows.length; from += ROWS_PER_SLICE) {
    if (from > 0) await pause();
    skipped += readRows(read, from, from + ROWS_PER_SLICE, creatures);
  }
  return { system: read.system, sources: read.sources, creatures, skipped };
}
