// The SRD 3.5's monster pages, as the HTML copy of its RTF files prints them (olimot/srd-v3.5: one
// page per RTF file, a heading with an id per section, each stat block a table whose first column
// holds the labels and whose other columns are creatures): the stat blocks with their section, the
// true dragons' tables by age, and the prose of each section (where « Improved Grab (Ex): … must hit
// with its bite attack » names the attack a free manoeuvre comes with).
import { htmlText } from './lib/html-text.mjs';

/**
 * The SRD's files that hold stat blocks: the RTF file's name (« MonstersO-R »), the page of the
 * HTML copy, and the book it belongs to. The other monster files (Improving Monsters, Monster
 * Feats, Monsters as Races, Divine Minions) hold rules, not stat blocks.
 */
export const SRD_PAGES = [
  ['MonstersIntro-A', 'monsters/monsters-intro-a.html'],
  ['MonstersB-C', 'monsters/monsters-b-c.html'],
  ['MonstersD-De', 'monsters/monsters-d-de.html'],
  ['MonstersDi-Do', 'monsters/monsters-di-do.html'],
  ['MonstersDr-Dw', 'monsters/monsters-dr-dw.html'],
  ['MonstersE-F', 'monsters/monsters-e-f.html'],
  ['MonstersG', 'monsters/monsters-g.html'],
  ['MonstersH-I', 'monsters/monsters-h-i.html'],
  ['MonstersK-L', 'monsters/monsters-k-l.html'],
  ['MonstersM-N', 'monsters/monsters-m-n.html'],
  ['MonstersO-R', 'monsters/monsters-o-r.html'],
  ['MonstersS', 'monsters/monsters-s.html'],
  ['MonstersT-Z', 'monsters/monsters-t-z.html'],
  ['MonstersAnimals', 'monsters/monsters-animals.html'],
  ['MonstersVermin', 'monsters/monsters-vermin.html'],
  ['PsionicMonsters', 'psionics/psionic-monsters.html'],
  ['EpicMonsters(A-E)', 'epic/epic-monsters-a-e.html'],
  ['EpicMonsters(G-W)', 'epic/epic-monsters-g-w.html'],
].map(([rtf, path]) => ({ rtf, path, dir: path.split('/')[0], file: path.split('/')[1] }));

/** The labels of a stat block's rows, as the SRD prints them (and the epic files' older ones). */
export const ROW_LABELS = [
  'Hit Dice',
  'Initiative',
  'Speed',
  'Armor Class',
  'AC',
  'Base Attack/Grapple',
  'Attack',
  'Attacks',
  'Full Attack',
  'Damage',
  'Space/Reach',
  'Face/Reach',
  'Special Attacks',
  'Special Qualities',
  'Saves',
  'Abilities',
  'Skills',
  'Feats',
  'Epic Feats',
  'Environment',
  'Climate/Terrain',
  'Organization',
  'Challenge Rating',
  'Treasure',
  'Alignment',
  'Advancement',
  'Level Adjustment',
];

/** A row's label as one of ROW_LABELS (« Base Attack /Grapple: », « Special Qualitiy: » read too), or null. */
export function rowLabel(text) {
  const t = String(text ?? '')
    .replace(/\s*:\s*$/, '')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  if (t === '') return null;
  const fixed = t === 'special qualitiy' ? 'special qualities' : t;
  return ROW_LABELS.find((l) => l.toLowerCase() === fixed) ?? null;
}

/** « Abilities: Str 13, Dex 13 … » or « Special Attacks:— » in one cell: [label, value], or null. */
function labelInCell(text) {
  const m = /^([A-Za-z /]+?)\s*:\s*(.*)$/.exec(text);
  if (!m) return null;
  const label = rowLabel(m[1]);
  return label ? [label, m[2].trim()] : null;
}

const TOKEN =
  /<h([1-6])\b([^>]*)>([\s\S]*?)<\/h\1\s*>|<table\b[^>]*>([\s\S]*?)<\/table\s*>|<p\b[^>]*>([\s\S]*?)<\/p\s*>/gi;
const ID = /\bid\s*=\s*"([^"]+)"/i;

/** A table's rows, each a list of cells { header, text }. */
export function tableRows(tableHtml) {
  return [...tableHtml.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr\s*>/gi)].map((r) =>
    [...r[1].matchAll(/<(t[hd])\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)].map((c) => ({
      header: c[1].toLowerCase() === 'th',
      span: Number(/colspan\s*=\s*"?(\d+)/i.exec(c[2])?.[1] ?? 1),
      text: htmlText(c[3]).replace(/\u00ad/g, ''),
    })),
  );
}

/**
 * The page in reading order: headings (level, id, text), tables (their rows) and paragraphs (text).
 */
export function pageTokens(html) {
  const out = [];
  for (const m of html.matchAll(TOKEN)) {
    if (m[1])
      out.push({ kind: 'heading', level: Number(m[1]), id: ID.exec(m[2])?.[1] ?? '', text: htmlText(m[3]) });
    else if (m[4] !== undefined) out.push({ kind: 'table', rows: tableRows(m[4]) });
    else out.push({ kind: 'text', text: htmlText(m[5] ?? '').replace(/\u00ad/g, '') });
  }
  return out;
}

/** Whether a table is a stat block: a row labelled « Hit Dice: ». */
function isStatTable(rows) {
  return rows.some((r) => r.some((c) => /^Hit Dice\s*:/i.test(c.text)));
}

/** Whether a heading only names a part of a creature's text (« Combat », « Ogres as Characters »). */
function isSubHeading(h) {
  return (
    /--combat$|^combat$/i.test(h.id) ||
    /^(combat|construction|subraces|.* as characters|.* society|training a .*)$/i.test(h.text)
  );
}

/**
 * The creatures of one stat-block table: { name, type, fields: { label: text }, mended: [label] }
 * per column. The rows without a label before the first labelled one are the names (header cells)
 * and the type line (« Medium Humanoid », then « (Human, Shapechanger) » when the copy cut it in
 * two). The copy of the RTF tables has a few rows cut or shifted, mended here and listed in
 * `mended`: a labelled row whose label cell also holds the first column's value (« Abilities: Str
 * 13, … »), and a row without a label after a labelled one, which goes on with that row's values
 * (« 23 (+1 Dex, …, +2 heavy » / « shield), touch 11, flat-footed 22 »).
 */
export function tableCreatures(rows) {
  const width = Math.max(...rows.map((r) => r.reduce((n, c) => n + c.span, 0)));
  const columns = Array.from({ length: width - 1 }, () => ({ names: [], fields: {}, mended: [] }));
  let last = null;
  for (const row of rows) {
    if (row.length === 1 && row[0].span > 1) continue; // a caption row
    if (row.every((c) => c.text === '')) continue;
    const first = row[0]?.text ?? '';
    const inCell = labelInCell(first);
    let label = rowLabel(first);
    let values = row.slice(1).map((c) => c.text);
    let mended = false;
    if (!label && inCell) {
      label = inCell[0];
      values = [inCell[1], ...values];
      mended = true;
    } else if (!label && first !== '' && row.length === width - 1 && last === null) {
      values = row.map((c) => c.text); // a type row printed without its empty label cell
    }
    if (label) {
      last = label;
      values.slice(0, columns.length).forEach((text, i) => {
        if (columns[i].fields[label] !== undefined) return;
        columns[i].fields[label] = text;
        if (mended) columns[i].mended.push(label);
      });
      continue;
    }
    if (last === null) {
      row.slice(first === '' ? 1 : 0).forEach((cell, i) => {
        if (cell.text !== '' && columns[i]) columns[i].names.push({ text: cell.text, header: cell.header });
      });
      continue;
    }
    // A row the copy cut off the labelled row before it: its texts go on with that row's.
    row.slice(first === '' ? 1 : 0).forEach((cell, i) => {
      const col = columns[i];
      if (!col || cell.text === '') return;
      col.fields[last] = `${col.fields[last] ?? ''} ${cell.text}`.trim();
      if (!col.mended.includes(last)) col.mended.push(last);
    });
  }
  return columns
    .filter((c) => c.fields['Hit Dice'] !== undefined)
    .map((c) => {
      // A header cell is the creature's name; the plain rows its type line (a row that begins
      // with « ( » goes on with the one before).
      const named = c.names.filter((n) => n.header).map((n) => n.text);
      const plain = [];
      for (const n of c.names.filter((x) => !x.header)) {
        if (n.text.startsWith('(') && plain.length > 0) plain[plain.length - 1] += ` ${n.text}`;
        else plain.push(n.text);
      }
      const type = plain.length > 0 ? plain[plain.length - 1] : '';
      const name = named[0] ?? (plain.length > 1 ? plain[0] : '');
      return { name, type, fields: c.fields, mended: c.mended };
    });
}

/**
 * A page's stat blocks: { name, type, fields, mended, anchor, heading, family, prose, pageProse } per
 * creature, where `anchor` is the id of the section it is printed in (its creature's heading,
 * « Combat » sections skipped), `heading` that section's title, `family` the heading above it,
 * `prose` the text of the section and of its sub-sections (what its special abilities say) and
 * `pageProse` the whole page's. Also `dragonTables`: the true dragons' « … by Age » tables with the
 * section they are in.
 */
export function pageStatBlocks(html) {
  const tokens = pageTokens(html);
  const blocks = [];
  const dragons = [];
  /** The open headings, by level. */
  const open = [];
  const proseOf = (index) => {
    // The section of the heading at `index`: up to the next heading of its level or above.
    const h = tokens[index];
    const texts = [];
    for (let i = index + 1; i < tokens.length; i += 1) {
      const t = tokens[i];
      if (t.kind === 'heading' && t.level <= h.level && !isSubHeading(t)) break;
      if (t.kind === 'text') texts.push(t.text);
    }
    return texts.join('\n');
  };
  const pageProse = tokens
    .filter((t) => t.kind === 'text')
    .map((t) => t.text)
    .join('\n');
  tokens.forEach((t, index) => {
    if (t.kind === 'heading') {
      open.length = t.level;
      open[t.level] = { ...t, index };
      return;
    }
    if (t.kind !== 'table') return;
    const section = [...open].reverse().find((h) => h && !isSubHeading(h));
    if (!isStatTable(t.rows)) {
      if (t.rows.some((r) => r.some((c) => c.header && /^Hit Dice \(hp\)$/i.test(c.text))))
        dragons.push({ rows: t.rows, section, tableIndex: index });
      return;
    }
    // The prose of the creature's own section; and, when the table sits in a family's section
    // (« Elemental »), the text after the table up to the next stat block.
    const after = [];
    for (let i = index + 1; i < tokens.length; i += 1) {
      const n = tokens[i];
      if (n.kind === 'table' && isStatTable(n.rows)) break;
      if (n.kind === 'text') after.push(n.text);
    }
    const prose = `${section ? proseOf(section.index) : ''}\n${after.join('\n')}`;
    // The family: the heading above the creature's own (« Devil » above « Lemure »), not the page's title.
    const family = section
      ? [...open].reverse().find((h) => h && h.level > 1 && h.level < section.level && !isSubHeading(h))
      : undefined;
    for (const c of tableCreatures(t.rows)) {
      blocks.push({
        ...c,
        name: c.name || (section?.text ?? ''),
        anchor: section?.id ?? '',
        heading: section?.text ?? '',
        family: family?.text.toLowerCase() ?? '',
        prose,
        pageProse,
      });
    }
  });
  return { blocks, dragons, tokens };
}

/**
 * The figures of a page's stat blocks in print order, whatever the page's form (this HTML copy or
 * another conversion of the same RTF file, such as a Markdown one), to compare two copies: hit
 * points, AC with touch and flat-footed, base attack/grapple, saves, attack bonuses with damage.
 */
export function rawFigures(text) {
  const t = String(text)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[–—−]/g, '-')
    .replace(/\s+/g, ' ');
  const all = (re) => [...t.matchAll(re)].map((m) => m.slice(1).join(' '));
  return {
    hp: all(/\(([\d,]+) hp\)/g),
    ac: all(/(\d+) \([^)]*\),? touch (-?\d+), flat-?footed (\d+)/g),
    'bab/grapple': all(/([+-]\d+)\/([+-]\d+)/g),
    saves: all(/Fort ([+-]\d+), Ref ([+-]\d+), Will ([+-]\d+)/g),
    attacks: all(/([+-]\d+(?:\/[+-]\d+)*) (?:melee|ranged)(?: touch)? \((\d+d\d+(?:[+-]\d+)?)/g),
  };
}

/**
 * The SRD's own Section 15 (its Legal file: legal-information.html): every notice after « 15.
 * COPYRIGHT NOTICE » up to « END OF LICENSE », one per paragraph, as printed (blanks collapsed).
 */
export function srdSection15(html) {
  const texts = pageTokens(html)
    .filter((t) => t.kind === 'text')
    .map((t) => t.text);
  const start = texts.findIndex((t) => /^15\.?\s*COPYRIGHT NOTICE$/i.test(t));
  if (start < 0) return [];
  const end = texts.findIndex((t, i) => i > start && /^END OF LICENSE$/i.test(t));
  return texts.slice(start + 1, end < 0 ? texts.length : end);
}

/**
 * The names the SRD's Legal file designates as Product Identity (« … beholder, gauth, carrion
 * crawler, … yuan-ti. »), in lower case.
 */
export function srdProductIdentity(html) {
  const text = pageTokens(html)
    .filter((t) => t.kind === 'text')
    .map((t) => t.text)
    .find((t) => /designated Product Identity/i.test(t));
  if (!text) return [];
  const list = text.slice(text.search(/are not Open Content:/i) + 'are not Open Content:'.length);
  return list
    .replace(/\.\s*$/, '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w !== '');
}
