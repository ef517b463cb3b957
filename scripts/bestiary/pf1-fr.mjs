// The open French Pathfinder 1 reference (the pathfinder-fr.org wiki, exported as ScrewTurn wiki text):
// its monster glossary (English name → French name, book) and its stat blocks (« {s:BDTitre|Ogre|FP 3} »
// and the lines after it), read for what Paravent takes from them — the French name, the page of the
// French book, the French names of the attacks and of the creature's type — never the descriptions.
import { decodeEntities } from './lib/html-text.mjs';
import { parseAc, parseHp, plainMinus, splitTopLevel } from './pf1-statblock.mjs';

/** Wiki markup to plain text: links, bold and italics, templates such as « {s:c} », HTML tags. */
export function wikiText(text) {
  return decodeEntities(
    String(text ?? '')
      .replace(/\[\[(?:[^\]|]*\|)?([^\]]*)\]\]/g, '$1')
      // A link left open (« [[absorption dénergie|absorption d’énergie) »): its target dropped.
      .replace(/\[\[[^\]|]*\|/g, '')
      .replace(/\[\[|\]\]/g, '')
      .replace(/\{s:c\}/g, 'c')
      .replace(/\{s:[^}|]*\|?([^}]*)\}/g, '$1')
      .replace(/'{2,}/g, '')
      .replace(/\*\*/g, '')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** « Bestiaire 3 » → 3, « Bestiaire » → 1; null for another book. */
export function frBookNumber(text) {
  const m = /^\s*Bestiaire(?:\s+([1-9]))?\s*$/i.exec(text);
  if (!m) return null;
  return m[1] ? Number(m[1]) : 1;
}

/**
 * The glossary page « Glossaire des monstres »: a wiki table whose rows hold the English name, the
 * French name (« — » when none), the CR, the type, the terrain, and the English and French sources
 * (« B1 » … « B6 »). Returns [{ en, fr, cr, book }] for the rows with a French name.
 */
export function parseGlossary(text) {
  const rows = [];
  for (const row of String(text).split(/\n\|-\s*\n/)) {
    const cells = row
      .split('\n')
      .filter((l) => l.startsWith('|') && !/^\|[-+}]/.test(l))
      .flatMap((l) => l.slice(1).split('||'))
      .map((c) => wikiText(c.replace(/^\s*class="[^"]*"\s*\|/, '')));
    if (cells.length < 7) continue;
    const [en, fr, cr, , , srcVo] = cells;
    if (fr === '' || fr === '—' || fr === '-') continue;
    const book = /\bB([1-6])\b/.exec(srcVo);
    rows.push({ en, fr, cr: cr.trim(), book: book ? Number(book[1]) : null });
  }
  return rows;
}

/**
 * The French attacks of a « Corps à corps » or « Distance » line: « morsure, +7 (1d6+2 plus
 * mutilation) et 2 griffes, +7 (1d4+2) » → [{ name, count, bonus, damage }]. What comes after « ou »
 * (another full attack) is left out.
 */
export function parseFrAttacks(text) {
  const t = plainMinus(text);
  const out = [];
  let depth = 0;
  let start = 0;
  const pieces = [];
  for (let i = 0; i < t.length; i += 1) {
    if (t[i] === '(') depth += 1;
    else if (t[i] === ')' && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        pieces.push(t.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  for (const [index, raw] of pieces.entries()) {
    const piece = raw.trim();
    if (index > 0 && /^ou\b/i.test(piece)) break;
    const body = piece.replace(/^(?:,|;|et\b|ou\b)\s*/i, '').trim();
    const m =
      /^(?:(\d{1,2})\s+)?(.+?),?\s+([+-]\d{1,3})((?:\/[+-]\d{1,3})*)\s*(?:contact\s+)?\(([^)]*)\)$/i.exec(
        body,
      ) ??
      // A swarm's attack has no roll: « nuée (2d6 plus poison) ».
      /^(?:(\d{1,2})\s+)?([^()+]+?)()()\s*\(([^)]*)\)$/.exec(body);
    if (!m) continue;
    const inner = m[5].trim();
    const dice = /^(\d{1,3}d\d{1,3}(?:\s*[+-]\s*\d{1,4})?|\d{1,4})(?![d\d])/i.exec(inner);
    // What follows the damage: « plus étreinte », « et poison » (a critical range « /19-20 » first).
    const extra = (dice ? inner.slice(dice[0].length) : inner)
      .replace(/^\s*\/\s*(?:\d{1,2}\s*-\s*20)?\s*(?:\/?\s*[x×]\s*\d)?/i, '')
      .replace(/^\s*(?:plus|et)\s+/i, '')
      .trim();
    out.push({
      name: m[2].trim(),
      count: m[1] ? Number(m[1]) : 1,
      bonus: m[3] === '' ? null : Number(m[3]),
      damage: dice ? dice[1].replace(/\s+/g, '') : '',
      extra,
    });
  }
  return out;
}

/** « Humanoïde (géant) de taille G, CM » → { type: 'humanoïde', subtypes: ['géant'] }, or null. */
export function parseFrTypeLine(text) {
  const m = /^\s*(.+?)\s*(?:\(([^)]*)\))?\s+de taille\s+/i.exec(text);
  if (!m) return null;
  return {
    type: m[1].toLowerCase().trim(),
    subtypes: (m[2] ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s !== ''),
  };
}

const LINE = /\{s:BD(Titre|Texte|SousTitre)\|([\s\S]*?)\}(?=\s*(?:\n|$))/gi;

/** The lines of a page's stat blocks, in order: [kind, text] with kind 'titre', 'texte' or 'soustitre'. */
function bdLines(page) {
  const lines = [];
  for (const raw of String(page).split('\n')) {
    const line = raw.trim();
    LINE.lastIndex = 0;
    const m = LINE.exec(line);
    if (m) lines.push([m[1].toLowerCase(), m[2]]);
    else if (/^\*\s*\S/.test(line) && lines.length > 0) lines.push(['texte', line.slice(1)]);
  }
  return lines;
}

function labelled(text, labels) {
  const plain = wikiText(text);
  for (const label of labels) {
    if (plain.toLowerCase().startsWith(`${label.toLowerCase()} `)) return plain.slice(label.length).trim();
  }
  return undefined;
}

/**
 * A French page's stat blocks of the Bestiaires: [{ title, cr, book, page, hp, hd, ac, touch,
 * flatFooted, melee, ranged, type }] where `book` is 1…6 (the Bestiaire the block names as its
 * source) and `page` that book's page (French edition). Blocks of other books are left out.
 */
export function frStatBlocks(page) {
  const blocks = [];
  let current = null;
  for (const [kind, raw] of bdLines(page)) {
    if (kind === 'titre') {
      const [name = '', fp = ''] = raw.split('|');
      const cr = /FP\s*(\d+(?:\/\d+)?)/i.exec(fp);
      current = { title: wikiText(name), cr: cr ? cr[1] : '', book: null, page: null, melee: [], ranged: [] };
      blocks.push(current);
      continue;
    }
    if (!current || kind !== 'texte') continue;
    const plain = wikiText(raw);
    // « Source : Bestiaire 2, p.59 », « Source : Bestiaire page 8 », or the book alone.
    const source =
      /Source\s*:\s*(Bestiaire(?:\s+[1-9])?)\b(?:\s*\([^)]*\))?(?:[^0-9]*?(?:page|p\.?)\s*(\d{1,4}))?/i.exec(
        plain,
      );
    if (source && current.book === null) {
      current.book = frBookNumber(source[1]);
      current.page = source[2] ? Number(source[2]) : null;
      continue;
    }
    const ac = labelled(raw, ['CA']);
    if (ac !== undefined) {
      const read = parseAc(ac.replace(/contact/i, 'touch').replace(/pris au dépourvu/i, 'flat-footed'));
      if (read) Object.assign(current, { ac: read.ac, touch: read.touch, flatFooted: read.flatFooted });
      continue;
    }
    const hp = labelled(raw, ['pv']);
    if (hp !== undefined) {
      const read = parseHp(hp);
      if (read) Object.assign(current, { hp: read.hp, hd: read.hd });
      continue;
    }
    const melee = labelled(raw, ['Corps à corps', 'Càc', 'CàC']);
    if (melee !== undefined) {
      current.melee = parseFrAttacks(melee);
      continue;
    }
    const ranged = labelled(raw, ['Distance']);
    if (ranged !== undefined) {
      current.ranged = parseFrAttacks(ranged);
      continue;
    }
    if (/\bde taille\b/i.test(plain) && !current.type) {
      const type = parseFrTypeLine(plain);
      if (type) current.type = type;
    }
  }
  return blocks.filter((b) => b.book !== null && b.hp !== undefined && b.ac !== undefined);
}

/** The key a stat block is found by in the other language: book, CR, hp, hit dice, AC, touch, flat-footed. */
export function blockKey({ book, cr, hp, hd, ac, touch, flatFooted }) {
  return [book, cr, hp, String(hd).replace(/\s+/g, ''), ac, touch, flatFooted].join('|');
}

/** Splits « Ange, Déva astral » into its family and its own name (no comma: no family). */
export function glossaryParts(name) {
  const parts = splitTopLevel(name, ',');
  if (parts.length < 2) return { family: '', own: name.trim() };
  return { family: parts.slice(0, -1).join(', '), own: parts[parts.length - 1] };
}

/** The wiki's own Section 15 (its page « OGL »): the notices listed under « COPYRIGHT NOTICE ». */
export function frWikiSection15(text) {
  const lines = String(text ?? '').split('\n');
  const at = lines.findIndex((l) => /COPYRIGHT NOTICE/.test(l));
  if (at < 0) return [];
  return lines
    .slice(at + 1)
    .filter((l) => /^\*\*\s/.test(l))
    .map((l) => l.replace(/^\*\*\s*/, '').trim());
}
