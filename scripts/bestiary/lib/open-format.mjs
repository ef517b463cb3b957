// The compact file of an open bestiary (shared/bestiary/open/<system>.json), shared by every system's
// script: one array per creature, its columns named once, tags and attack names in tables of their
// own, each with its French and English words. Read back by
// shared/bestiary/open/format.ts (`decodeOpenBestiary`), which must follow OPEN_COLUMNS.

/** What the file says it is. */
export const OPEN_FORMAT = 'paravent/open-bestiary';
export const OPEN_VERSION = 2;

/** The columns of a creature's row, in order (format.ts reads them by position). */
export const OPEN_COLUMNS = [
  'slug',
  'en',
  'fr', // '' : the English name is the French one; null: no open French text names it
  'size', // index in SIZES
  'hd',
  'hp',
  'init',
  'ac', // [AC, touch, flat-footed] or null
  'bab',
  'cmb',
  'cmd',
  'str',
  'dex',
  'con',
  'saves', // [Fort, Ref, Will] or null
  'speed',
  'speedEn', // '' : the same as `speed` (« 9 m »)
  'cr',
  'xp',
  'attacks', // [[name (index in the file's `attackNames`), bonus or null, damage, crit?, 'grapple' | 'trip'?]]
  'damageDefences',
  'tags', // indexes in the file's `tags`
  'note',
  'noteEn',
  'book', // index in the file's `books`
  'ref', // the section of the source: « ogre.html#ogre »
  'frPage', // page of the French book, 0: unknown
  'deflection',
  'dodge',
  'cmdMisc',
  'feats',
  'grapple', // 3.5's printed grapple modifier (added after the first files: see FIRST_COLUMNS)
  // B/X (osr): what its defences and stat line carry instead of AC/touch/flat-footed and Fort/Ref/Will
  'descendingAc',
  'thac0',
  'morale',
  'hitDice', // as printed: « 4+1 », « 6+1** », « 1/2 »
  'savesText', // the five targets in the tables' order, the same in both languages: « 10/11/12/13/14 »
];

/**
 * How many columns every file of this version names (pf1.json names these 31). A file names these,
 * then as many more as its longest row fills: a column added later changes no file that does not use
 * it.
 */
export const FIRST_COLUMNS = 31;

const SIZES = ['fine', 'diminutive', 'tiny', 'small', 'medium', 'large', 'huge', 'gargantuan', 'colossal'];

/** Columns where 0 is a figure (a grapple of +0), not the default. */
const ZERO_KEPT = new Set([OPEN_COLUMNS.indexOf('grapple')]);

/** Empty values at the end of a row are left out (the reader gives them their default). */
function trimmed(row) {
  const out = [...row];
  const empty = (v, i) =>
    v === null ||
    v === undefined ||
    (v === 0 && !ZERO_KEPT.has(i)) ||
    v === '' ||
    (Array.isArray(v) && v.length === 0);
  while (out.length > 0 && empty(out[out.length - 1], out.length - 1)) out.pop();
  return out;
}

/** A table of [French, English] pairs, each written once; `of` gives a pair's index. */
function pairTable() {
  const index = new Map();
  const pairs = [];
  return {
    pairs,
    of(fr, en) {
      const key = `${fr}\u0000${en}`;
      if (!index.has(key)) {
        index.set(key, pairs.length);
        pairs.push([fr, en]);
      }
      return index.get(key);
    },
  };
}

/**
 * The file of `entries` (the shape pf1-build.mjs makes: slug, en, fr, frNamed, size, hd, hp, init,
 * ac, bab, cmb, cmd, str, dex, con, saves, speed, speedEn, cr, xp, attacks, attacksEn,
 * specialAttacks, damageDefences, tags, tagsEn, note, noteEn, book, ref, frPage, deflection, dodge,
 * cmdMisc, feats; dnd35-build.mjs adds grapple), with its sources and books; `cite` names the source
 * in each entry's « PRD › Bestiary › Ogre (bestiary/ogre.html#ogre) ».
 */
export function encodeOpenBestiary({ system, cite, sources, books, entries }) {
  const tags = pairTable();
  const attackNames = pairTable();
  const rows = entries.map((e) =>
    trimmed([
      e.slug,
      e.en,
      e.frNamed ? (e.fr === e.en ? '' : e.fr) : null,
      SIZES.indexOf(e.size),
      e.hd,
      e.hp,
      e.init,
      e.ac ?? null,
      e.bab ?? null,
      e.cmb ?? null,
      e.cmd ?? null,
      e.str ?? null,
      e.dex ?? null,
      e.con ?? null,
      e.saves ?? null,
      e.speed,
      e.speedEn === e.speed ? '' : e.speedEn,
      e.cr,
      e.xp ?? 0,
      e.attacks.map(([name, bonus, damage, crit], i) => {
        const free = e.specialAttacks?.find((s) => s.attack === name)?.maneuver;
        const n = attackNames.of(name, e.attacksEn[i] ?? name);
        return free
          ? [n, bonus, damage, crit ?? '', free]
          : crit
            ? [n, bonus, damage, crit]
            : [n, bonus, damage];
      }),
      e.damageDefences ?? '',
      e.tags.map((t, i) => tags.of(t, e.tagsEn[i] ?? t)),
      e.note,
      e.noteEn,
      e.book,
      e.ref,
      e.frPage ?? 0,
      e.deflection ?? 0,
      e.dodge ?? 0,
      e.cmdMisc ?? 0,
      e.feats ?? [],
      e.grapple ?? null,
      e.descendingAc ?? null,
      e.thac0 ?? null,
      e.morale ?? null,
      e.hitDice ?? '',
      e.savesText ?? '',
    ]),
  );
  const named = Math.max(FIRST_COLUMNS, ...rows.map((r) => r.length));
  return {
    format: OPEN_FORMAT,
    version: OPEN_VERSION,
    system,
    cite,
    sources,
    books,
    tags: tags.pairs,
    attackNames: attackNames.pairs,
    columns: OPEN_COLUMNS.slice(0, named),
    rows,
  };
}

/** The file's text: one creature per line, so that a change shows as a change of its lines. */
export function openBestiaryText(file) {
  const { rows, ...head } = file;
  const top = JSON.stringify(head);
  return `${top.slice(0, -1)},"rows":[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`;
}
