// Builds the open Pathfinder 1 bestiary from its two open sources, as Paravent's entries: the PRD's
// stat blocks give every figure (pf1-prd.mjs → pf1-creature.mjs); the open French reference gives
// the French names, the French book's page and the French words of types and attacks (pf1-fr.mjs).
// Pure: the files come in as texts, the entries and a report of what could not be read come out.
import { PRD_BOOKS, PRD_SKIPPED_PAGES, statBlocksOfPage } from './pf1-prd.mjs';
import { creatureOfBlock } from './pf1-creature.mjs';
import { blockKey, frStatBlocks, glossaryParts, parseGlossary } from './pf1-fr.mjs';
import { feetToMetres, foldKey, slugOf } from './lib/open-words.mjs';

/** Where the figures come from: the PRD mirror, and the open French text. */
export const PF1_SOURCES = {
  prd: {
    repository: 'Mekkiss/pathfinder1.1',
    root: 'paizo.com/pathfinderRPG/prd',
    what: 'Pathfinder Reference Document (Paizo, OGL 1.0a), Bestiary 1–5 pages',
  },
  fr: {
    repository: 'pathfinder-fr/pf1-screwturnwiki',
    root: 'Pathfinder-RPG',
    glossary: 'Pathfinder-RPG/Temp - Glossaire des monstres.txt',
    what: 'pathfinder-fr.org wiki export (French Pathfinder RPG reference, OGL 1.0a)',
  },
};

/**
 * Creatures left out of the open bestiary: their names are Paizo's Product Identity — « proper names
 * (characters, deities, etc.) », PRD › Open Game License — the empyreal lords and the named kaiju of
 * Bestiary 4. (Names of the public domain or that other open content brought — Cthulhu, Pazuzu from the
 * Tome of Horrors — are not Paizo's.)
 */
export const PRODUCT_IDENTITY = ['Agyra', 'Bezravnis', 'Cernunnos', 'Korada', 'Mogaru', 'Vildeis'];

/** PF1 creature types in French (the open French text's « type … » pages). */
export const TYPE_FR = {
  aberration: 'aberration',
  animal: 'animal',
  construct: 'créature artificielle',
  dragon: 'dragon',
  fey: 'fée',
  humanoid: 'humanoïde',
  'magical beast': 'créature magique',
  'monstrous humanoid': 'humanoïde monstrueux',
  ooze: 'vase',
  outsider: 'extérieur',
  plant: 'plante',
  undead: 'mort-vivant',
  vermin: 'vermine',
};

const MOVES_FR = { fly: 'vol', swim: 'nage', climb: 'escalade', burrow: 'creusement' };
const MANOEUVRABILITY_FR = {
  clumsy: 'déplorable',
  poor: 'médiocre',
  average: 'moyenne',
  good: 'bonne',
  perfect: 'parfaite',
};

/** Damage words of DR, resistances and immunities, in French (shared/rules/common/damage-types.ts reads them). */
const DAMAGE_FR = {
  acid: 'acide',
  cold: 'froid',
  electricity: 'électricité',
  fire: 'feu',
  sonic: 'son',
  magic: 'magie',
  silver: 'argent',
  'alchemical silver': 'argent',
  'cold iron': 'fer froid',
  adamantine: 'adamantium',
  good: 'bien',
  evil: 'mal',
  lawful: 'loi',
  law: 'loi',
  chaotic: 'chaos',
  chaos: 'chaos',
  epic: 'épique',
  bludgeoning: 'contondant',
  piercing: 'perçant',
  slashing: 'tranchant',
  or: 'ou',
  and: 'et',
};
const ENERGIES = ['acid', 'cold', 'electricity', 'fire', 'sonic'];
/** Words of a regeneration's « what stops it », in French. */
export const STOPS_FR = {
  ...DAMAGE_FR,
  weapons: 'armes',
  weapon: 'arme',
  spells: 'sorts',
  spell: 'sort',
  effects: 'effets',
};

/**
 * Words of what an attack does besides its damage (« plus grab », « plus 1d6 fire »), in French:
 * PRD › Universal Monster Rules, and the open French text's names for them.
 */
const EXTRA_FR = {
  ...DAMAGE_FR,
  grab: 'étreinte',
  trip: 'croc-en-jambe',
  poison: 'poison',
  disease: 'maladie',
  bleed: 'saignement',
  paralysis: 'paralysie',
  'energy drain': 'absorption d’énergie',
  'negative energy': 'énergie négative',
  'positive energy': 'énergie positive',
  constrict: 'constriction',
  pull: 'traction',
  push: 'poussée',
  burn: 'brûlure',
  attach: 'fixation',
  'blood drain': 'absorption de sang',
  distraction: 'distraction',
  rend: 'éventration',
  stun: 'étourdissement',
  nausea: 'nausée',
  curse: 'malédiction',
  'strength damage': 'affaiblissement de Force',
  'str damage': 'affaiblissement de Force',
  'dexterity damage': 'affaiblissement de Dextérité',
  'dex damage': 'affaiblissement de Dextérité',
  'constitution damage': 'affaiblissement de Constitution',
  'con damage': 'affaiblissement de Constitution',
  'wisdom damage': 'affaiblissement de Sagesse',
  'wis damage': 'affaiblissement de Sagesse',
  'charisma damage': 'affaiblissement de Charisme',
  'cha damage': 'affaiblissement de Charisme',
  'intelligence damage': 'affaiblissement d’Intelligence',
  'int damage': 'affaiblissement d’Intelligence',
  plus: 'plus',
};

/** An attack's extra in French when every word of it is known (dice kept), else as printed. */
export function extraFr(extra) {
  const dice = /^(\d{1,3}d\d{1,3}(?:[+-]\d{1,4})?)\s+/i.exec(extra);
  const rest = dice ? extra.slice(dice[0].length) : extra;
  const fr = translated(rest, EXTRA_FR);
  return fr === null ? extra : `${dice ? `${dice[1]} ` : ''}${fr}`;
}

const FORMS_FR = { hybrid: 'hybride', human: 'humaine', animal: 'animale' };

/** Feats the manoeuvre wizard knows (shared/rules/pf1), by their PRD name. */
const MANEUVERS = [
  'bull rush',
  'dirty trick',
  'disarm',
  'drag',
  'grapple',
  'overrun',
  'reposition',
  'steal',
  'sunder',
  'trip',
];
const FEAT_IDS = {
  'agile maneuvers': 'agile-maneuvers',
  'combat reflexes': 'combat-reflexes',
  ...Object.fromEntries(
    MANEUVERS.flatMap((m) => [
      [`improved ${m}`, `improved-${m.replace(' ', '-')}`],
      [`greater ${m}`, `greater-${m.replace(' ', '-')}`],
    ]),
  ),
};

/** AC bonuses that also count for CMD (PRD › Combat › Combat Maneuver Defense). */
export const CMD_BONUSES = [
  'circumstance',
  'deflection',
  'dodge',
  'insight',
  'luck',
  'morale',
  'profane',
  'sacred',
];

/** Translates the words of a text with a table; null when one of them is not in it. */
export function translated(text, table) {
  let rest = text.toLowerCase().replace(/[.]/g, '').trim();
  const out = [];
  const keys = Object.keys(table).sort((a, b) => b.length - a.length);
  while (rest !== '') {
    const sep = /^[\s,;]+/.exec(rest);
    if (sep) {
      out.push(sep[0].includes(',') ? ', ' : ' ');
      rest = rest.slice(sep[0].length);
      continue;
    }
    const key = keys.find((k) => rest.startsWith(k) && !/[a-z]/.test(rest[k.length] ?? ''));
    if (!key) return null;
    out.push(table[key]);
    rest = rest.slice(key.length);
  }
  return out.join('').replace(/\s+/g, ' ').trim();
}

/**
 * DR, immunities, resistances and vulnerabilities in French, as damage-defences.ts reads them:
 * « RD 10/fer froid et bien ; immunité acide, froid ; feu 10 ; vulnérabilité feu ». Immunities to
 * anything but damage (poison, sleep…) are not damage defences and stay out; a clause whose words
 * are not all damage words is returned in `unread`.
 */
export function damageDefencesFr({ dr, immune, resist, weaknesses }) {
  const clauses = [];
  const unread = [];
  // « 10/cold iron, epic, and good » is one DR (all three needed); « 5/magic, 10/silver » two.
  for (const piece of (dr ?? '')
    .split(/;|,(?=\s*\d)/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^(\d{1,3})\s*\/\s*(.+)$/.exec(piece);
    if (!m) {
      unread.push(`DR ${piece}`);
      continue;
    }
    const bypass = m[2].replace(/\s*\([^)]*\)\s*$/, '').trim();
    if (/^[-–—]+$/.test(bypass)) {
      clauses.push(`RD ${m[1]}/—`);
      continue;
    }
    // A list after the slash is what bypasses it, all of it; a word that is no damage word after a
    // comma is something else the print put there (« 15/adamantine, evasion »).
    const [first = '', ...more] = bypass.split(/,\s*(?:and\s+)?/);
    const known = [first, ...more].map((w) => translated(w, DAMAGE_FR));
    const fr = known[0];
    if (!fr) {
      unread.push(`DR ${piece}`);
      continue;
    }
    clauses.push(`RD ${m[1]}/${known.filter((w) => w !== null).join(' et ')}`);
    more.forEach((w, i) => {
      if (known[i + 1] === null) unread.push(`DR ${m[1]}/… ${w}`);
    });
  }
  const immunities = (immune ?? '')
    .split(/[;,]/)
    .map((p) => p.trim().toLowerCase())
    .filter((p) => ENERGIES.includes(p));
  if (immunities.length > 0) clauses.push(`immunité ${immunities.map((e) => DAMAGE_FR[e]).join(', ')}`);
  for (const piece of (resist ?? '')
    .split(/[;,]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([a-z]+)\s+(\d{1,3})\b/i.exec(piece);
    if (m && ENERGIES.includes(m[1].toLowerCase())) clauses.push(`${DAMAGE_FR[m[1].toLowerCase()]} ${m[2]}`);
    else unread.push(`Resist ${piece}`);
  }
  for (const m of (weaknesses ?? '').matchAll(/vulnerab(?:le|ility)\s+to\s+([a-z]+)/gi)) {
    const energy = m[1].toLowerCase();
    if (ENERGIES.includes(energy)) clauses.push(`vulnérabilité ${DAMAGE_FR[energy]}`);
  }
  return { text: clauses.join(' ; '), unread };
}

/** « 30 ft. (40 ft. base), fly 60 ft. (good) » read by parseSpeed → « 9 m (12 m de base), vol 18 m (bonne) ». */
export function speedFr(speeds) {
  return (speeds ?? [])
    .map((s) => {
      const mode = s.mode === 'land' ? '' : `${MOVES_FR[s.mode] ?? s.mode} `;
      const note = s.note
        .replace(/(\d{1,4})\s*ft\.?/g, (_, ft) => feetToMetres(Number(ft)))
        .replace(/\bbase\b/, 'de base')
        .replace(/\bin armou?r\b/, 'en armure')
        .replace(/\b(clumsy|poor|average|good|perfect)\b/, (w) => MANOEUVRABILITY_FR[w]);
      return `${mode}${feetToMetres(s.feet)}${note ? ` (${note})` : ''}`;
    })
    .join(', ');
}

/** The same speeds in English, in metres as the app shows them: « 9 m (12 m base), fly 18 m (good) ». */
export function speedEn(speeds) {
  return (speeds ?? [])
    .map((s) => {
      const mode = s.mode === 'land' ? '' : `${s.mode} `;
      const note = s.note.replace(/(\d{1,4})\s*ft\.?/g, (_, ft) => feetToMetres(Number(ft), 'en'));
      return `${mode}${feetToMetres(s.feet, 'en')}${note ? ` (${note})` : ''}`;
    })
    .join(', ');
}

/** Learns a word table from pairs seen in both languages: kept when one French word wins two thirds of at least two votes. */
function learned(votes) {
  const table = {};
  for (const [en, frs] of votes) {
    const counts = new Map();
    for (const fr of frs) counts.set(fr, (counts.get(fr) ?? 0) + 1);
    const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (n >= 2 && n * 3 >= frs.length * 2) table[en] = best;
  }
  return table;
}

function vote(votes, en, fr) {
  if (!en || !fr) return;
  votes.set(en, [...(votes.get(en) ?? []), fr]);
}

/** A French name as the entry shows it: the alternative spellings the wiki adds (« (ou Allip) ») left out. */
function cleanFrName(name) {
  const t = name
    .replace(/\s*\(ou [^)]*\)/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return t.charAt(0).toLocaleUpperCase('fr') + t.slice(1);
}

/**
 * A glossary's French name as an entry's name: « Ange, Déva astral » → « Déva astral »; an inverted
 * one, « Insecte tueur, grand » → « Grand insecte tueur »; « Guépard (félin) » → « Guépard ».
 */
function glossaryName(fr) {
  const { family, own } = glossaryParts(fr.replace(/\s*\([^)]*\)\s*$/, ''));
  if (family && /^\p{Ll}/u.test(own)) return cleanFrName(`${own} ${family.toLocaleLowerCase('fr')}`);
  return cleanFrName(own);
}

/** The ways a PRD title may be written in the glossary: « Badger, Dire » → also « Dire Badger »; « Fetchling (Kayal) » → also « Fetchling ». */
function englishVariants(en) {
  const bare = en.replace(/\s*\([^)]*\)/g, '').trim();
  const out = [en, bare];
  for (const name of [en, bare]) {
    const { family, own } = glossaryParts(name);
    if (family) out.push(`${own} ${family}`);
  }
  return [...new Set(out)];
}

function capital(text) {
  return text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
}

/** The glossary rows by book and by each way of writing the English name. */
function glossaryIndex(rows) {
  const index = new Map();
  for (const r of rows) {
    if (!r.book) continue;
    const { family, own } = glossaryParts(r.en);
    const bare = own.replace(new RegExp(`\\b${family.replace(/[^\w ]/g, '')}\\b`, 'i'), '').trim();
    const names = new Set([r.en, own, `${own} ${family}`, `${family} ${own}`, bare].map(foldKey));
    for (const name of names) index.set(`${r.book}|${name}`, [...(index.get(`${r.book}|${name}`) ?? []), r]);
  }
  return index;
}

/** French attack names of a PRD attack list, from the French block printing the same attacks. */
function alignedAttacks(enAttacks, frAttacks) {
  const used = new Set();
  return enAttacks.map((a) => {
    const i = frAttacks.findIndex(
      (f, j) => !used.has(j) && f.bonus === a.bonus && f.damage === a.damage && f.count === a.count,
    );
    if (i < 0) return null;
    used.add(i);
    return { name: frAttacks[i].name, extra: frAttacks[i].extra ?? '' };
  });
}

/**
 * Whether a French block prints the PRD block's attacks (same bonus, damage, count): its first one
 * and three in four of them (a translation may print one differently).
 */
function attacksAgree(c, frBlock) {
  const en = [...(c.melee ?? []), ...(c.ranged ?? [])];
  if (en.length === 0) return true;
  const aligned = alignedAttacks(en, [...frBlock.melee, ...frBlock.ranged]);
  return aligned[0] !== null && aligned.filter((a) => a !== null).length * 4 >= en.length * 3;
}

function attackLabel(count, name) {
  return `${count > 1 ? `${count} ` : ''}${name}`;
}

/**
 * The open PF1 bestiary. `prd`: Map of PRD page paths (« bestiary2/angel.html ») to their HTML;
 * `fr`: Map of French wiki page paths to their text; `glossary`: the glossary page's text.
 * Returns { entries, report } — entries sorted by French name, report: { unread: { slug: [...] },
 * frMissing: [slug], frAmbiguous: [slug] }.
 */
export function buildPf1({ prd, fr, glossary }) {
  // 1. The PRD's stat blocks, in book order.
  const blocks = [];
  for (const book of PRD_BOOKS) {
    const pages = [...prd.keys()].filter((p) => p.startsWith(`${book.dir}/`)).sort();
    for (const path of pages) {
      const file = path.slice(book.dir.length + 1);
      if (file.includes('/') || PRD_SKIPPED_PAGES.has(file)) continue;
      for (const block of statBlocksOfPage(prd.get(path))) blocks.push({ book, file, block });
    }
  }
  // 2. The French blocks and the glossary.
  const frIndex = new Map();
  for (const [path, text] of [...fr].sort(([a], [b]) => a.localeCompare(b))) {
    for (const b of frStatBlocks(text)) {
      const key = blockKey(b);
      frIndex.set(key, [...(frIndex.get(key) ?? []), { ...b, path }]);
    }
  }
  const glossaryRows = glossaryIndex(parseGlossary(glossary));

  // 3. Each block read; its French block and glossary row found.
  const read = [];
  const seen = new Set();
  const leftOut = [];
  for (const { book, file, block } of blocks) {
    const c = creatureOfBlock(block);
    const n = Number(book.short.slice(1));
    const glossaryRow = englishVariants(c.en)
      .flatMap((name) => glossaryRows.get(`${n}|${foldKey(name)}`) ?? [])
      .find((r) => r.cr === c.cr);
    let frBlock = null;
    let ambiguous = false;
    if (c.hp && c.ac) {
      const key = blockKey({ book: n, cr: c.cr, hp: c.hp.hp, hd: c.hp.hd, ...c.ac });
      // The same figures may be two creatures (an adult black and an adult brass dragon share HP and
      // AC): a French block is the creature's only if its attacks are the PRD's too.
      const candidates = (frIndex.get(key) ?? []).filter((x) => attacksAgree(c, x));
      const names = new Set(candidates.map((x) => foldKey(cleanFrName(x.title))));
      if (names.size === 1) frBlock = candidates[0];
      else if (candidates.length > 1) {
        const wanted = glossaryRow ? foldKey(glossaryName(glossaryRow.fr)) : null;
        frBlock = candidates.find((x) => foldKey(cleanFrName(x.title)) === wanted) ?? null;
        ambiguous = frBlock === null;
      }
    }
    if (PRODUCT_IDENTITY.includes(c.en)) {
      leftOut.push(c.en);
      continue;
    }
    // The same stat block printed twice (a page that repeats it) is one entry.
    const twice = `${c.en}|${c.cr}|${c.hp?.hp}|${c.hp?.hd}|${c.ac?.ac}`;
    if (seen.has(twice)) continue;
    seen.add(twice);
    read.push({ book, file, block, c, frBlock, glossaryRow, ambiguous });
  }

  // 4. French words learned from the blocks printed in both languages.
  const attackVotes = new Map();
  for (const { c, frBlock } of read) {
    if (!frBlock) continue;
    const en = [...(c.melee ?? []), ...(c.ranged ?? [])];
    const frs = alignedAttacks(en, [...frBlock.melee, ...frBlock.ranged]);
    en.forEach((a, i) => vote(attackVotes, a.name.toLowerCase(), frs[i]?.name.toLowerCase()));
  }
  const attackFr = learned(attackVotes);
  // Subtypes: a block with one subtype in each language gives a pair; once a pair is known, a
  // block whose subtypes all but one are known gives another (« chaotic, demon, evil » …).
  let subtypeFr = {};
  for (let round = 0; round < 6; round += 1) {
    const subtypeVotes = new Map();
    for (const { c, frBlock } of read) {
      const known = new Set(Object.values(subtypeFr));
      const enSub = (c.subtypes ?? []).filter((s) => !(s in subtypeFr));
      const frSub = (frBlock?.type?.subtypes ?? []).filter((s) => !known.has(s));
      if (frBlock && enSub.length === 1 && frSub.length === 1) vote(subtypeVotes, enSub[0], frSub[0]);
    }
    const more = learned(subtypeVotes);
    if (Object.keys(more).length === 0) break;
    subtypeFr = { ...subtypeFr, ...more };
  }

  // 5. The entries.
  const slugs = new Map();
  const report = { productIdentity: leftOut, unread: {}, frMissing: [], frAmbiguous: [] };
  const entries = [];
  for (const { book, file, block, c, frBlock, glossaryRow, ambiguous } of read) {
    let slug = slugOf(c.en);
    if (slugs.has(slug)) slug = `${slug}-${book.short.toLowerCase()}`;
    for (let i = 2; slugs.has(slug); i += 1) slug = `${slug.replace(/-\d+$/, '')}-${i}`;
    slugs.set(slug, true);

    const frBase = frBlock ? cleanFrName(frBlock.title) : glossaryRow ? glossaryName(glossaryRow.fr) : null;
    // A second form of a creature (« Werewolf (Hybrid Form) ») says so in French too.
    const form = /\((hybrid|human|animal) form\)/i.exec(c.en)?.[1].toLowerCase();
    const frName =
      frBase && form && !/\bforme\b/i.test(frBase) ? `${frBase} (forme ${FORMS_FR[form]})` : frBase;
    if (!frName) report.frMissing.push(slug);
    if (ambiguous) report.frAmbiguous.push(slug);
    const unread = [...c.unread];

    const enAttacks = [...(c.melee ?? []), ...(c.ranged ?? [])];
    const frAligned = frBlock ? alignedAttacks(enAttacks, [...frBlock.melee, ...frBlock.ranged]) : [];
    const attacks = enAttacks.map((a, i) => {
      const aligned = frAligned[i];
      const name = aligned?.name ?? attackFr[a.name.toLowerCase()] ?? a.name;
      const extra = aligned ? aligned.extra : a.extra ? extraFr(a.extra) : '';
      const label = capital(attackLabel(a.count, `${name}${extra ? ` (${extra})` : ''}`));
      return [label, a.bonus, a.damage, ...(a.crit ? [a.crit] : [])];
    });
    // The PRD's own words in English (« Bite (grab) », « 2 claws »), one for each French label.
    const attacksEn = enAttacks.map((a) =>
      capital(attackLabel(a.count, `${a.name}${a.extra ? ` (${a.extra})` : ''}`)),
    );
    const specialAttacks = enAttacks
      .map((a, i) => (a.maneuver ? { attack: attacks[i][0], maneuver: a.maneuver } : null))
      .filter((x) => x !== null);

    const defences = damageDefencesFr(c);
    unread.push(...defences.unread);

    const parts = c.ac?.parts ?? {};
    const cmdMisc = CMD_BONUSES.reduce((sum, k) => sum + (parts[k] ?? 0), 0);
    const feats = [...new Set((c.feats ?? []).map((f) => FEAT_IDS[f.toLowerCase()]).filter(Boolean))];

    const note = [
      c.reach && c.reach !== 5 ? `allonge ${feetToMetres(c.reach)}` : '',
      c.sr ? `RM ${c.sr}` : '',
      c.hp?.regeneration
        ? `régénération ${c.hp.regeneration.hp}${
            c.hp.regeneration.bypassedBy
              ? ` (${translated(c.hp.regeneration.bypassedBy, STOPS_FR) ?? c.hp.regeneration.bypassedBy})`
              : ''
          }`
        : '',
      c.hp?.fastHealing ? `guérison accélérée ${c.hp.fastHealing}` : '',
    ]
      .filter(Boolean)
      .join(' ; ');

    const noteEn = [
      c.reach && c.reach !== 5 ? `reach ${feetToMetres(c.reach, 'en')}` : '',
      c.sr ? `SR ${c.sr}` : '',
      c.hp?.regeneration
        ? `regeneration ${c.hp.regeneration.hp}${
            c.hp.regeneration.bypassedBy ? ` (${c.hp.regeneration.bypassedBy})` : ''
          }`
        : '',
      c.hp?.fastHealing ? `fast healing ${c.hp.fastHealing}` : '',
    ]
      .filter(Boolean)
      .join('; ');

    // Tags: the type, the subtypes and the family, in French with their English words (searched too).
    const family = glossaryRow
      ? [
          glossaryParts(glossaryRow.fr).family.toLocaleLowerCase('fr'),
          glossaryParts(glossaryRow.en).family.toLowerCase(),
        ]
      : ['', ''];
    const tagPairs = [
      [TYPE_FR[c.type] ?? c.type, c.type],
      ...(c.subtypes ?? []).map((sub) => [subtypeFr[sub] ?? sub, sub]),
      family,
    ].filter(([fr]) => fr);
    const tags = [];
    const tagsEn = [];
    for (const [fr, en] of tagPairs) {
      if (tags.includes(fr)) continue;
      tags.push(fr);
      tagsEn.push(en);
    }

    if (frBlock && frBlock.book !== Number(book.short.slice(1))) unread.push('fr-book');
    const entry = {
      slug,
      en: c.en,
      fr: frName ?? c.en,
      frNamed: frName !== null,
      size: c.size ?? 'medium',
      hd: c.hp?.hd ?? '',
      hp: c.hp?.hp ?? 0,
      init: c.init ?? 0,
      ...(c.ac ? { ac: [c.ac.ac, c.ac.touch, c.ac.flatFooted] } : {}),
      ...(parts.deflection ? { deflection: parts.deflection } : {}),
      ...(parts.dodge ? { dodge: parts.dodge } : {}),
      ...(c.bab === undefined ? {} : { bab: c.bab }),
      ...(c.cmb === undefined ? {} : { cmb: c.cmb }),
      ...(c.cmd === undefined ? {} : { cmd: c.cmd }),
      ...(cmdMisc ? { cmdMisc } : {}),
      ...(c.str === undefined ? {} : { str: c.str }),
      ...(c.dex === undefined ? {} : { dex: c.dex }),
      ...(c.con === undefined ? {} : { con: c.con }),
      ...(feats.length > 0 ? { feats } : {}),
      attacks,
      attacksEn,
      ...(specialAttacks.length > 0 ? { specialAttacks } : {}),
      ...(defences.text ? { damageDefences: defences.text } : {}),
      ...(c.saves ? { saves: c.saves } : {}),
      speed: speedFr(c.speed),
      speedEn: speedEn(c.speed),
      cr: c.cr,
      ...(c.xp ? { xp: c.xp } : {}),
      tags,
      tagsEn,
      note,
      noteEn,
      book: PRD_BOOKS.indexOf(book),
      ref: `${file}${block.anchor ? `#${block.anchor}` : ''}`,
      ...(frBlock?.page ? { frPage: frBlock.page } : {}),
    };
    if (unread.length > 0) report.unread[slug] = unread;
    entries.push(entry);
  }
  // Sorted as the Library lists them, by French name (folded: accents and case aside): the app
  // shows them in this order without sorting 1,500 names with the locale's rules.
  const key = (e) => `${foldKey(e.fr)}\u0000${e.slug}`;
  entries.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return { entries, report, learned: { attackFr, subtypeFr } };
}
