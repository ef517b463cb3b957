// The Pathfinder Reference Document's bestiary pages (paizo.com/pathfinderRPG/prd/bestiary…/*.html)
// cut into stat blocks: each block's title, CR, XP, the anchor it sits under, and its lines as
// « label → value » fields, section by section (the header, Defense, Offense, Statistics…).
import { boldMarked, htmlText, lineFields } from './lib/html-text.mjs';
import { splitTopLevel } from './pf1-statblock.mjs';

/** The PRD's bestiaries: folder, the book's name, its short name in slugs and sources. */
export const PRD_BOOKS = [
  { dir: 'bestiary', book: 'Bestiary', short: 'B1', fr: 'Bestiaire' },
  { dir: 'bestiary2', book: 'Bestiary 2', short: 'B2', fr: 'Bestiaire 2' },
  { dir: 'bestiary3', book: 'Bestiary 3', short: 'B3', fr: 'Bestiaire 3' },
  { dir: 'bestiary4', book: 'Bestiary 4', short: 'B4', fr: 'Bestiaire 4' },
  { dir: 'bestiary5', book: 'Bestiary 5', short: 'B5', fr: 'Bestiaire 5' },
];

/**
 * Pages of a bestiary folder that hold no creature of the book's own: indexes and tables, the rules
 * chapters whose stat blocks are examples (advancement, templates applied in the text, companions).
 */
export const PRD_SKIPPED_PAGES = new Set([
  'monstersByCR.html',
  'monstersByTerrain.html',
  'monstersByType.html',
  'encounterTables.html',
  'creatureTypes.html',
  'monsterCreation.html',
  'monsterAdvancement.html',
  'monsterCohorts.html',
  'monstersAsPCs.html',
  'monsterRoles.html',
  'universalMonsterRules.html',
  'animalCompanions.html',
  'introduction.html',
  'monsterIndex.html',
  'additionalMonsterIndex.html',
  'variantMonsterIndex.html',
  'index.html',
  'monsterFeats.html',
  'glossary.html',
]);

/** The labels a stat block's lines begin with. */
const LINE_LABELS =
  'Init|AC|hp|Fort|Ref|Will|Defensive Abilities|DR|Immune|Resist|SR|Weaknesses|Weakness|Speed|Melee|Ranged|Space|Special Attacks|Spell-Like Abilities|Str|Base Atk|Feats|Skills|Languages|SQ';
const STAT_LINE = new RegExp(`^(?:${LINE_LABELS})\\b`);
/** Every label a line may hold, without its bold. */
const LABEL = new RegExp(`^(${LINE_LABELS}|CMB|CMD|Aura|Senses|Reach|Racial Modifiers)\\s+(.*)$`);

/**
 * The fields of a line, where a label printed without bold (« AC 21, touch 7 … », « Base Atk +3;
 * CMB +6; CMD 21 ») is split off as the bold ones are.
 */
export function statFields(html) {
  const out = [];
  for (const [label, value] of lineFields(boldMarked(html))) {
    const pieces = splitTopLevel(value, ';');
    let current = [label, pieces[0] ?? ''];
    const flush = () => out.push([current[0], current[1].trim()]);
    if (label === '') {
      const own = LABEL.exec(current[1]);
      if (own) current = [own[1], own[2]];
    }
    for (const piece of pieces.slice(1)) {
      const own = LABEL.exec(piece);
      if (own) {
        flush();
        current = [own[1], own[2]];
      } else current = [current[0], `${current[1]}; ${piece}`];
    }
    flush();
  }
  return out;
}

const PARAGRAPH = /<(p|h[1-6])\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const CLASS = /class\s*=\s*"?([\w -]+)"?/i;
const ID = /\bid\s*=\s*"([^"]+)"/i;

/** The main text of a PRD page: what is inside `<div class = "body">`, without the navigation. */
export function pageBody(html) {
  const start = html.search(/<div\s+class\s*=\s*"body"\s*>/i);
  const end = html.search(/<div\s+class\s*=\s*"footer"/i);
  return html.slice(start < 0 ? 0 : start, end < 0 ? html.length : end);
}

function cleanClass(attrs) {
  return (CLASS.exec(attrs)?.[1] ?? '').trim().split(/\s+/)[0] ?? '';
}

/**
 * A page's stat blocks. A block starts at a `stat-block-title` paragraph with a CR and runs over
 * the `stat-block-*` paragraphs after it, to the next title or the first paragraph of prose.
 * Returns { title, cr, xpText, anchor, heading, lines: [{ section, fields }] } per block.
 */
export function statBlocksOfPage(html) {
  const body = pageBody(html);
  const blocks = [];
  let anchor = '';
  let heading = '';
  let current = null;
  let section = 'header';
  for (const m of body.matchAll(PARAGRAPH)) {
    const [, tag, attrs, inner] = m;
    const cls = cleanClass(attrs);
    const id = ID.exec(attrs)?.[1];
    if (/^h/i.test(tag)) {
      current = null;
      if (id) anchor = id;
      heading = htmlText(inner);
      continue;
    }
    if (id) anchor = id;
    const idInside = ID.exec(inner)?.[1];
    if (cls === 'stat-block-title') {
      const text = htmlText(inner);
      const cr = /(?:\b|(?<=[a-z]))CR\s*(\d+(?:\/\d+)?)\s*(?:\/\s*MR\s*\d+)?\s*$/i.exec(text);
      // A second form of the same creature (« Wererat (Hybrid Form) ») has no CR of its own.
      const previous = current ?? blocks[blocks.length - 1];
      current = null;
      if (!cr && !(previous && /\bform\b/i.test(text))) continue;
      current = {
        title: (cr ? text.slice(0, cr.index) : text).trim(),
        cr: cr ? cr[1] : previous.cr,
        ...(cr ? {} : { formOf: previous.title }),
        xpText: '',
        anchor: idInside ?? anchor,
        heading,
        lines: [],
      };
      section = 'header';
      blocks.push(current);
      continue;
    }
    if (!current) continue;
    if (!cls.startsWith('stat-block')) {
      const text = htmlText(inner);
      // A line that lost its class (« <p>Init +2; <b>Senses</b> … », « <p><b>Weakness</b> … »)
      // still belongs to the block, and so does an unclassed spell line before the Statistics;
      // prose after the block's Statistics ends it (a stray empty paragraph does not).
      if (STAT_LINE.test(text) || /^\s*<(?:b|strong)>/i.test(inner)) {
        current.lines.push({ section, fields: statFields(inner) });
      } else if (text !== '' && current.lines.some((l) => l.fields.some(([k]) => k === 'Str'))) {
        current = null;
      }
      continue;
    }
    if (cls === 'stat-block-xp') {
      current.xpText = htmlText(inner);
      continue;
    }
    if (cls === 'stat-block-breaker') {
      section = htmlText(inner).toLowerCase();
      continue;
    }
    if (cls === 'stat-block-2') continue;
    const xp = /^XP\s*[\d,. ]+$/i.exec(htmlText(inner));
    if (xp && current.xpText === '') {
      current.xpText = xp[0];
      continue;
    }
    current.lines.push({ section, fields: statFields(inner) });
  }
  return blocks.filter((b) => b.lines.some((l) => l.fields.some(([k]) => k === 'AC')));
}

/**
 * The PRD's own Section 15 (openGameLicense.html): every notice after « 15. COPYRIGHT NOTICE », as
 * printed (entities decoded, blanks collapsed), one per line of the page.
 */
export function prdSection15(html) {
  const body = pageBody(html);
  const start = body.search(/15\.?\s*COPYRIGHT NOTICE/i);
  if (start < 0) return [];
  return body
    .slice(start)
    .split(/<br\s*\/?>|<\/p>|\n/i)
    .map(htmlText)
    .filter((line) => line !== '' && !/^15\.?\s*COPYRIGHT NOTICE$/i.test(line));
}
