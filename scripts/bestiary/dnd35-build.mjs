// Builds the open D&D 3.5 bestiary from the SRD's monster pages (dnd35-srd.mjs → dnd35-statblock.mjs,
// and dnd35-dragons.mjs for the true dragons by age), as Paravent's entries. No open French text of
// the SRD 3.5's monsters could be found as machine-readable data (docs/library.md): the names are
// the SRD's, in English, but for the starter bestiary's creatures, whose French names it gives; the
// words of types, subtypes and attacks are put in French with the words the open French PF1 text
// gives (pf1.report.json's learned tables) and the 3.5 types' own names; the SRD's own English
// words are kept beside them (attack names, type and subtype words, speed and note in metres), so
// that a GM in English sees each creature in English only.
// Pure: the pages come in as texts, the entries and a report of what could not be read come out.
import { pageTokens, pageStatBlocks, SRD_PAGES } from './dnd35-srd.mjs';
import { pageDragons } from './dnd35-dragons.mjs';
import {
  manoeuvreAttacks,
  parseAbilities,
  parseArmorClass,
  parseAttacks,
  parseBabGrapple,
  parseChallengeRating,
  parseHitDice,
  parseQualities,
  parseSaves,
  parseSpaceReach,
  parseSpeed,
  parseTypeLine,
} from './dnd35-statblock.mjs';
import { damageDefencesFr, extraFr, STOPS_FR, translated } from './pf1-build.mjs';
import { parseFeats, plainMinus, signedInt } from './pf1-statblock.mjs';
import { feetToMetres, foldKey, slugOf } from './lib/open-words.mjs';

/** Where the figures come from. */
export const DND35_SOURCES = {
  srd: {
    repository: 'olimot/srd-v3.5',
    what: 'System Reference Document 3.5 (Wizards of the Coast, OGL 1.0a), its RTF files as HTML pages: the monster files',
  },
};

/**
 * Names the SRD's Legal file keeps as Wizards' Product Identity (« beholder, gauth, carrion
 * crawler, tanar’ri, baatezu, displacer beast, githyanki, githzerai, mind flayer, illithid, umber
 * hulk, yuan-ti »): a creature whose name holds one is left out. The SRD prints none of them as a
 * creature; the test holds it so.
 */
export const PRODUCT_IDENTITY = [
  'beholder',
  'gauth',
  'carrion crawler',
  'tanar’ri',
  "tanar'ri",
  'baatezu',
  'displacer beast',
  'githyanki',
  'githzerai',
  'mind flayer',
  'illithid',
  'umber hulk',
  'yuan-ti',
];

/** The 3.5 creature types in French (DRS 3.5 › Types de créatures). */
export const TYPE_FR = {
  aberration: 'aberration',
  animal: 'animal',
  construct: 'créature artificielle',
  dragon: 'dragon',
  elemental: 'élémentaire',
  fey: 'fée',
  giant: 'géant',
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

/** The manoeuvre feats the 3.5 manoeuvre wizard knows (shared/rules/dnd35), by their SRD name. */
const FEAT_IDS = {
  'improved bull rush': 'improved-bull-rush',
  'improved disarm': 'improved-disarm',
  'improved grapple': 'improved-grapple',
  'improved overrun': 'improved-overrun',
  'improved sunder': 'improved-sunder',
  'improved trip': 'improved-trip',
  'improved unarmed strike': 'improved-unarmed-strike',
};

/** A speed read by parseSpeed in French: « 9 m en armure (12 m de base), vol 12 m (bonne) ». */
export function speedFr(speeds) {
  return (speeds ?? [])
    .map((s) => {
      const mode = s.mode === 'land' ? '' : `${MOVES_FR[s.mode] ?? s.mode} `;
      const notes = [
        s.manoeuvrability ? MANOEUVRABILITY_FR[s.manoeuvrability] : '',
        s.base ? `${feetToMetres(s.base)} de base` : '',
      ].filter(Boolean);
      return `${mode}${feetToMetres(s.feet)}${s.armor ? ' en armure' : ''}${notes.length ? ` (${notes.join(', ')})` : ''}`;
    })
    .join(', ');
}

/** The same speeds in English, in metres as the app shows them: « 6 m in armor (9 m base), fly 12 m (good) ». */
export function speedEn(speeds) {
  return (speeds ?? [])
    .map((s) => {
      const mode = s.mode === 'land' ? '' : `${s.mode} `;
      const notes = [s.manoeuvrability ?? '', s.base ? `${feetToMetres(s.base, 'en')} base` : ''].filter(
        Boolean,
      );
      return `${mode}${feetToMetres(s.feet, 'en')}${s.armor ? ' in armor' : ''}${notes.length ? ` (${notes.join(', ')})` : ''}`;
    })
    .join(', ');
}

function capital(text) {
  return text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
}

/** « Fire and acid deal normal damage to a troll » → « fire and acid »: what stops its regeneration. */
export function regenerationStops(prose) {
  const m = /\bRegeneration\s*\((?:Ex|Su)\)\s*:\s*([^.]*?)\s+deals?\s+normal\s+damage/i.exec(prose ?? '');
  return m ? m[1].replace(/^(?:only\s+)?/i, '').trim() : '';
}

/** Whether an attack's name is the one a special ability names (« claw » for « 2 claws », « bite »). */
function attackNamed(attackName, word) {
  const a = attackName.toLowerCase();
  const w = word.toLowerCase().replace(/s$/, '');
  const words = a.split(/[\s-]+/).map((x) => x.replace(/s$/, ''));
  return a.replace(/s$/, '') === w || words.includes(w) || (w.includes(' ') && a.includes(w));
}

/**
 * The starter bestiary's 3.5 creatures that the SRD prints under another name: the starter's
 * goblin is the SRD's « Goblin, 1st-Level Warrior », its black bear « Bear, Black ».
 */
export const STARTER_ALIASES = {
  goblin: 'Goblin, 1st-Level Warrior',
  kobold: 'Kobold, 1st-Level Warrior',
  orc: 'Orc, 1st-Level Warrior',
  hobgoblin: 'Hobgoblin, 1st-Level Warrior',
  'human skeleton': 'Human Warrior Skeleton',
  'human zombie': 'Human Commoner Zombie',
  'black bear': 'Bear, Black',
  'brown bear': 'Bear, Brown',
  'hell hound': 'Hellhound',
};

/** The SRD's name of a starter creature, folded. */
function starterKey(en) {
  return foldKey(STARTER_ALIASES[foldKey(en)] ?? en);
}

/**
 * French attack names from the starter bestiary's creatures (Paravent's own words, checked against
 * the SRD): an SRD attack and a starter attack of the same bonus and damage are the same attack
 * (« claws » → « griffes », « gore » → « coup de corne »). A word two creatures name otherwise is
 * left to the majority.
 */
function starterAttackWords(read, starter) {
  const byName = new Map();
  for (const { c } of read) if (!byName.has(foldKey(c.en))) byName.set(foldKey(c.en), c);
  const votes = new Map();
  for (const s of starter) {
    const c = byName.get(starterKey(s.en));
    if (!c) continue;
    for (const [fr, bonus, damage] of s.attacks ?? []) {
      const a = c.attacks.find((x) => x.bonus === bonus && x.damage === damage);
      if (!a) continue;
      const en = a.name.toLowerCase();
      votes.set(en, [...(votes.get(en) ?? []), fr.toLowerCase()]);
    }
  }
  const out = {};
  for (const [en, frs] of votes) {
    const counts = new Map();
    for (const fr of frs) counts.set(fr, (counts.get(fr) ?? 0) + 1);
    const [best, n] = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
    if (n * 2 > frs.length) out[en] = best;
  }
  return out;
}

/**
 * The entry of one creature read from the SRD: `c` the figures (the same shape for a stat block and
 * a dragon's age), `page` its SRD file, `ref` its section. Returns { entry, unread }.
 */
function entryOf(c, page, ref, tables, starter) {
  const unread = [...c.unread];
  const { attackFr, subtypeFr } = tables;
  const attacks = c.attacks.map((a) => {
    const name = attackFr[a.name.toLowerCase()] ?? a.name;
    const extra = a.extra ? extraFr(a.extra) : '';
    const label = capital(`${a.count > 1 ? `${a.count} ` : ''}${name}${extra ? ` (${extra})` : ''}`);
    // The SRD's own words in English (« 2 claws », « Bite (poison) »), beside the French label.
    const labelEn = capital(`${a.count > 1 ? `${a.count} ` : ''}${a.name}${a.extra ? ` (${a.extra})` : ''}`);
    return { read: a, row: [label, a.bonus, a.damage, ...(a.crit ? [a.crit] : [])], en: labelEn };
  });
  const specialAttacks = [];
  for (const [ability, maneuver] of c.manoeuvres ?? []) {
    const named = attacks.filter((a) => ability.words.some((w) => attackNamed(a.read.name, w)));
    if (named.length === 0)
      unread.push(`${maneuver === 'grapple' ? 'Improved Grab' : 'Trip'}: ${ability.words.join(', ') || '?'}`);
    for (const a of named) specialAttacks.push({ attack: a.row[0], maneuver });
  }
  const q = c.qualities;
  const defences = damageDefencesFr(q);
  unread.push(...defences.unread);
  const stops = c.regenerationStops ? (translated(c.regenerationStops, STOPS_FR) ?? c.regenerationStops) : '';
  const reach = c.reach;
  const note = [
    reach && reach.reach !== 5
      ? `allonge ${feetToMetres(reach.reach)}${reach.bite && reach.bite !== reach.reach ? ` (${feetToMetres(reach.bite)} avec la morsure)` : ''}`
      : reach && reach.bite && reach.bite !== reach.reach
        ? `allonge ${feetToMetres(reach.reach)} (${feetToMetres(reach.bite)} avec la morsure)`
        : '',
    (q.sr ?? c.sr) ? `RM ${q.sr ?? c.sr}` : '',
    q.regeneration ? `régénération ${q.regeneration}${stops ? ` (${stops})` : ''}` : '',
    q.fastHealing ? `guérison accélérée ${q.fastHealing}` : '',
    c.breath ? `souffle ${c.breath.replace(/\((\d{1,2})\)/, '(DD $1)')}` : '',
  ]
    .filter(Boolean)
    .join(' ; ');
  const reachEn = (r) =>
    `reach ${feetToMetres(r.reach, 'en')}${r.bite && r.bite !== r.reach ? ` (${feetToMetres(r.bite, 'en')} with bite)` : ''}`;
  // « Fire and acid deal normal damage… » → « fire and acid ».
  const stopsEn = (c.regenerationStops ?? '').replace(/^\w/, (ch) => ch.toLowerCase());
  const noteEn = [
    reach && (reach.reach !== 5 || (reach.bite && reach.bite !== reach.reach)) ? reachEn(reach) : '',
    (q.sr ?? c.sr) ? `SR ${q.sr ?? c.sr}` : '',
    q.regeneration ? `regeneration ${q.regeneration}${stopsEn ? ` (${stopsEn})` : ''}` : '',
    q.fastHealing ? `fast healing ${q.fastHealing}` : '',
    c.breath ? `breath ${c.breath.replace(/\((\d{1,2})\)/, '(DC $1)')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const tagPairs = [
    [TYPE_FR[c.type] ?? c.type, c.type],
    ...c.subtypes.map((s) => [subtypeFr[s] ?? s, s]),
    // The family where its word has a French one (« devil » → « diable »); the name says the rest.
    ...(c.family && (subtypeFr[c.family] ?? TYPE_FR[c.family])
      ? [[subtypeFr[c.family] ?? TYPE_FR[c.family], c.family]]
      : []),
  ];
  const tags = [];
  const tagsEn = [];
  for (const [fr, en] of tagPairs) {
    if (!fr || tags.includes(fr)) continue;
    tags.push(fr);
    tagsEn.push(en);
  }
  const parts = c.ac?.parts ?? {};
  const frName = starter.get(foldKey(c.en)) ?? null;
  const entry = {
    slug: '',
    en: c.en,
    fr: frName ?? c.en,
    frNamed: frName !== null,
    size: c.size,
    hd: c.hd,
    hp: c.hp,
    init: c.init,
    ...(c.ac ? { ac: [c.ac.ac, c.ac.touch, c.ac.flatFooted] } : {}),
    ...(parts.deflection ? { deflection: parts.deflection } : {}),
    ...(parts.dodge ? { dodge: parts.dodge } : {}),
    ...(c.bab === undefined ? {} : { bab: c.bab }),
    ...(c.grapple === undefined || c.grapple === null ? {} : { grapple: c.grapple }),
    ...(c.str === undefined || c.str === null ? {} : { str: c.str }),
    ...(c.dex === undefined || c.dex === null ? {} : { dex: c.dex }),
    ...(c.con === undefined || c.con === null ? {} : { con: c.con }),
    ...(c.feats?.length ? { feats: c.feats } : {}),
    attacks: attacks.map((a) => a.row),
    attacksEn: attacks.map((a) => a.en),
    ...(specialAttacks.length > 0 ? { specialAttacks } : {}),
    ...(defences.text ? { damageDefences: defences.text } : {}),
    ...(c.saves ? { saves: c.saves } : {}),
    speed: speedFr(c.speed),
    speedEn: speedEn(c.speed),
    cr: c.cr,
    tags,
    tagsEn,
    note,
    noteEn,
    book: SRD_PAGES.indexOf(page),
    ref,
  };
  return { entry, unread };
}

/** Words of a name too common to tell which creature a sentence is about. */
const COMMON_WORDS = new Set(
  'giant dire tiny small medium large huge gargantuan colossal greater elder advanced young adult form level human hybrid animal warrior'.split(
    ' ',
  ),
);

/**
 * The attacks a free manoeuvre comes with: its special ability's sentence in the creature's own
 * text, else the page's sentence about a creature of its name (« Crocodile, Giant » is told of in
 * the crocodile's: « a crocodile must hit with its bite attack »).
 */
function manoeuvreWords(block, ability) {
  const own = manoeuvreAttacks(block.prose, ability);
  if (own.length > 0) return own;
  const keys = block.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !COMMON_WORDS.has(w));
  const told = new RegExp(`\\b${ability}\\s*\\((?:Ex|Su)\\)`, 'i');
  for (const text of (block.pageProse ?? '').split('\n').filter((t) => told.test(t))) {
    const sentence = text.slice(text.search(told)).split('.')[0].toLowerCase();
    if (!keys.some((k) => sentence.includes(k))) continue;
    const words = manoeuvreAttacks(text.slice(text.search(told)), ability);
    if (words.length > 0) return words;
  }
  return [];
}

/** A stat block of the SRD read into figures (the shape entryOf takes), with what it could not read. */
export function creatureOfBlock(block) {
  const f = block.fields;
  const unread = block.mended.map((l) => `mended: ${l}`);
  const type = parseTypeLine(block.type);
  if (!type) unread.push(`type: ${block.type}`);
  const hd = parseHitDice(f['Hit Dice']);
  if (!hd) unread.push(`hit dice: ${f['Hit Dice']}`);
  else if (!hd.hd) unread.push(`hit dice formula: ${f['Hit Dice']}`);
  const acText = (f['Armor Class'] ?? f.AC ?? '').replace(/^AC\s+/i, '');
  const ac = parseArmorClass(acText);
  if (!ac) unread.push(`AC: ${acText}`);
  else if (ac.derived) unread.push('AC: touch and flat-footed worked out from the breakdown');
  const babGrapple = parseBabGrapple(f['Base Attack/Grapple'] ?? '');
  if (!babGrapple) unread.push(`base attack/grapple: ${f['Base Attack/Grapple'] ?? '(none printed)'}`);
  const saves = parseSaves(f.Saves);
  if (!saves) unread.push(`saves: ${f.Saves}`);
  const abilities = parseAbilities(f.Abilities ?? '');
  if (abilities.str === undefined || abilities.dex === undefined || abilities.con === undefined)
    unread.push(`abilities: ${f.Abilities}`);
  const speed = parseSpeed(f.Speed ?? '');
  if (!speed) unread.push(`speed: ${f.Speed}`);
  const cr = parseChallengeRating(plainMinus(f['Challenge Rating']).replace(/^½/, '1/2'));
  if (!cr) unread.push(`CR: ${f['Challenge Rating']}`);
  // The epic files' older rows: « Attacks: +4 staff +15/+10 melee » and « Damage: +4 staff 1d6+4 ».
  let attackText = f['Full Attack'];
  if ((attackText === undefined || /^\s*[-–—]?\s*$/.test(attackText)) && f.Attacks && f.Damage) {
    const damages = f.Damage.split(/,|;|\band\b/).map(
      (d) => /(\d+d\d+(?:\s*[+-–]\s*\d+)?)/.exec(d)?.[1] ?? '',
    );
    attackText = f.Attacks.split(/,|;|\band\b/)
      .map((a, i) => `${a.trim()} (${damages[i] ?? ''})`)
      .join(', ');
  }
  const read = parseAttacks(attackText ?? f.Attack ?? '');
  unread.push(...read.unread.map((u) => `attack: ${u}`));
  const special = f['Special Attacks'] ?? '';
  const manoeuvres = [];
  if (/\bimproved grab\b/i.test(special))
    manoeuvres.push([{ words: manoeuvreWords(block, 'Improved Grab') }, 'grapple']);
  if (/(^|,\s*)trip\b/i.test(special)) manoeuvres.push([{ words: manoeuvreWords(block, 'Trip') }, 'trip']);
  const qualities = parseQualities(f['Special Qualities'] ?? '');
  const space = parseSpaceReach(f['Space/Reach'] ?? f['Face/Reach'] ?? '');
  const feats = [
    ...new Set(
      parseFeats(f.Feats ?? '').map(
        (x) => FEAT_IDS[x.toLowerCase().replace(/b$/, '')] ?? FEAT_IDS[x.toLowerCase()],
      ),
    ),
  ].filter(Boolean);
  return {
    en: block.name,
    type: type?.type ?? '',
    subtypes: type?.subtypes ?? [],
    size: type?.size ?? 'medium',
    hp: hd?.hp ?? 0,
    hd: hd?.hd ?? '',
    dice: hd?.dice ?? 0,
    init: signedInt(f.Initiative) ?? 0,
    ac,
    bab: babGrapple?.bab,
    grapple: babGrapple?.grapple ?? undefined,
    str: abilities.str,
    dex: abilities.dex,
    con: abilities.con,
    saves,
    speed,
    cr: cr ?? '',
    attacks: read.attacks,
    manoeuvres,
    qualities,
    regenerationStops: qualities.regeneration ? regenerationStops(block.prose) : '',
    reach: space ? { reach: space.reach } : null,
    feats,
    unread,
  };
}

/**
 * The dragons' attacks are named by the script after the SRD table's heads (« 1 Bite », « 2 Claws »,
 * « 1Crush », « 1 Tail Sweep »): their French names, Paravent's words.
 */
const DRAGON_ATTACKS_FR = { crush: 'écrasement', 'tail sweep': 'balayage de queue', wings: 'ailes' };

/** A dragon of dnd35-dragons.mjs in the shape entryOf takes. */
function creatureOfDragon(d) {
  const q = d.qualities;
  return {
    ...d,
    en: `${d.age.replace(/\b\w/g, (ch) => ch.toUpperCase())} ${d.variety}`,
    speed: d.speed,
    cr: d.cr,
    manoeuvres: [],
    qualities: q,
    regenerationStops: '',
    feats: [],
    family: 'dragon',
    breath: d.breath && !/^-+$/.test(d.breath) ? d.breath : '',
  };
}

/**
 * The open 3.5 bestiary. `pages`: Map of the SRD pages' paths (SRD_PAGES' `path`) to their HTML;
 * `learned`: the French words pf1.report.json learned ({ attackFr, subtypeFr }); `starter`: the
 * starter bestiary's creatures ({ en, fr }), whose French names the entries of the same English name
 * take. Returns { entries, report } — entries sorted by name (folded), report: { unread: { slug:
 * [...] }, productIdentity: [...], notRead: [...], starterUnmatched: [...] }.
 */
export function buildDnd35({ pages, learned, starter }) {
  const starterNames = new Map(starter.map((s) => [starterKey(s.en), s.fr]));
  const report = { productIdentity: [], unread: {}, notRead: [], starterUnmatched: [] };
  const read = [];
  for (const page of SRD_PAGES) {
    const html = pages.get(page.path);
    if (html === undefined) {
      report.notRead.push(`${page.path}: missing`);
      continue;
    }
    const { blocks, dragons, tokens } = pageStatBlocks(html);
    for (const block of blocks) {
      const c = creatureOfBlock(block);
      if (!c.hp) {
        report.notRead.push(`${page.rtf} › ${block.name}: no hit points (${block.fields['Hit Dice']})`);
        continue;
      }
      // The creature's family: the heading above its own section (« Devil » for the Lemure).
      c.family = block.family ?? '';
      read.push({ c, page, ref: `${page.file}#${block.anchor}` });
    }
    const trueDragons = pageDragons(tokens ?? pageTokens(html));
    for (const d of trueDragons) read.push({ c: creatureOfDragon(d), page, ref: `${page.file}#${d.anchor}` });
    if (dragons.length > 0 && trueDragons.length === 0)
      report.notRead.push(
        `${page.rtf}: ${dragons.length} tables of dragons by age (${dragons
          .map((d) => d.section?.text ?? '?')
          .join(
            ', ',
          )}) — no attacks-by-size table on the page to work out their attacks; the page's sample stat blocks are in`,
      );
  }
  const fromStarter = starterAttackWords(read, starter);
  const tables = {
    // The open French PF1 text's words first; the starter's where it has none (« gore »).
    attackFr: { ...DRAGON_ATTACKS_FR, ...fromStarter, ...(learned?.attackFr ?? {}) },
    subtypeFr: learned?.subtypeFr ?? {},
  };
  report.learned = { attackFr: fromStarter };
  const slugs = new Set();
  const entries = [];
  const seen = new Set();
  for (const { c, page, ref } of read) {
    const name = c.en.toLowerCase();
    if (PRODUCT_IDENTITY.some((w) => name.includes(w))) {
      report.productIdentity.push(c.en);
      continue;
    }
    // The same stat block printed twice is one entry.
    const twice = `${c.en}|${c.hp}|${c.hd}|${c.ac?.ac}`;
    if (seen.has(twice)) continue;
    seen.add(twice);
    if (c.hd && c.dice > 100) {
      c.unread.push(`hit dice: ${c.dice} dice, more than Paravent rolls (100): HP ${c.hp} as printed`);
      c.hd = '';
    }
    const { entry, unread } = entryOf(c, page, ref, tables, starterNames);
    let slug = slugOf(c.en);
    if (slugs.has(slug)) slug = `${slug}-${slugOf(page.rtf)}`;
    for (let i = 2; slugs.has(slug); i += 1) slug = `${slug.replace(/-\d+$/, '')}-${i}`;
    slugs.add(slug);
    entry.slug = slug;
    if (unread.length > 0) report.unread[slug] = unread;
    entries.push(entry);
  }
  const named = new Set(entries.filter((e) => e.frNamed).map((e) => foldKey(e.en)));
  report.starterUnmatched = starter.filter((s) => !named.has(starterKey(s.en))).map((s) => s.en);
  const key = (e) => `${foldKey(e.fr)}\u0000${e.slug}`;
  entries.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return { entries, report };
}
