// The entries of the open B/X bestiary (Old-School Essentials SRD monsters), from the OSE Compendium
// of open-campaign-logger/compendium-generator: one entry per stat block, and one per variant where
// a block gives several (« 8 / 12 / 16* » elementals, « 3 to 7* » hellhounds, « 5 to 12 » hydras).
// Figures only: no description or trait is copied; the note is ours (the attacks' effects, the AC
// the line gives besides). French words: osr-fr.mjs (Paravent's own tables).
import { foldKey, slugOf } from './lib/open-words.mjs';
import {
  figureDifferences,
  frenchApostrophes,
  frenchAttackLine,
  frenchBlocks,
  matchFrench,
} from './osr-fr-srd.mjs';
import { FR_ATTACKS, FR_FAMILIES, FR_MOVES, FR_NAMES, FR_PARTS, frEffect, MEN } from './osr-fr.mjs';
import {
  armourClass,
  attacksOf,
  hitDiceFormula,
  hitDiceText,
  hitDiceVariants,
  moraleOf,
  movementModes,
  savingThrows,
  statBlockOf,
  thac0s,
  xpValues,
} from './osr-statblock.mjs';

export const OSR_SOURCE = {
  repository: 'open-campaign-logger/compendium-generator',
  path: 'public/Old School Essentials/OSE Compendium.json',
  ogl: 'src/CampaignKit.Compendium.OldSchoolEssentials/SourceDataSets/OSE-OGL.md',
  what: 'Old-School Essentials SRD (Necrotic Gnome, OGL), monsters as stat blocks in a Campaign Logger compendium: a third party’s copy of oldschoolessentials.necroticgnome.com/srd',
};

export const OSR_FR_SOURCE = {
  repository: 'jkowalsk/OSE-fr',
  root: 'SRD-md/src/Monstres/liste',
  what: 'the French OSE SRD (Necrotic Gnome, oldschoolessentials.necroticgnome.com/fr/srd, OGL) as markdown: French names and attack words, matched on the figures',
};

/**
 * Where the copy prints a figure the OSE tables show wrong, and a second public copy of the SRD
 * (UserlandAlchemist/theatre-of-the-mind, compared by osr-compare.mjs) agrees with the tables — or,
 * for a morale (no table), where the second copy and the French SRD both say otherwise: the stat line
 * as corrected, and why (each also in the report). No other figure is changed.
 */
export const CORRECTIONS = {
  'Djinni (Lesser)': {
    stats: { Morale: '12', XP: '850' },
    why: 'Morale « 850 » and XP « 10 »: swapped (7+1* is 850 XP by the OSE table; the second copy: ML 12, XP 850)',
  },
  Zombie: {
    stats: { 'Hit Dice': '2 (9hp)', XP: '20' },
    why: 'Hit Dice « 2* », XP « 2 »: 2 HD is 20 XP by the OSE table, 2* would be 25 (the second copy: 2, XP 20)',
  },
  'Ferret, Giant': {
    stats: { 'Hit Dice': '1+1 (5hp)' },
    why: 'Hit Dice « 1+1* » with XP 15, the XP of 1+1 (the second copy: 1+1)',
  },
  'Gelatinous Cube': {
    stats: { 'Hit Dice': '4* (18hp)' },
    why: 'Hit Dice « 4 » with XP 125, the XP of 4* (the second copy: 4*)',
  },
  Kobold: {
    stats: { 'Hit Dice': '½ (2hp)' },
    why: 'Hit Dice « ½* » with XP 5, the XP of ½ (the second copy: ½)',
  },
  'Normal Human': {
    stats: { XP: '5', Morale: '6' },
    why: 'XP « 10 » for ½ HD, whose XP is 5 by the OSE table (the second copy: 5); Morale « 5 » where the second copy and the French SRD give 6',
  },
  'Normal Bat': {
    stats: { Morale: '6' },
    why: 'Morale « 7 » where the second copy and the French SRD give 6',
  },
  Trader: {
    stats: { XP: '10' },
    why: 'XP « 15 » for 1 HD, whose XP is 10 by the OSE table (the second copy: 10)',
  },
};

/**
 * The Section 15 of the source's licence page (OSE-OGL.md): its lines after « 15 COPYRIGHT NOTICE »
 * up to « END OF LICENSE », each notice one line, as Paravent carries them (shared/legal).
 */
export function oseSection15(page) {
  const text = String(page ?? '').replace(/\r/g, '');
  const start = text.indexOf('15 COPYRIGHT NOTICE');
  if (start < 0) return [];
  const end = text.indexOf('END OF LICENSE', start);
  return text
    .slice(start + '15 COPYRIGHT NOTICE'.length, end < 0 ? undefined : end)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** Whether an entry is a monster's stat block (the Compendium also holds rules, spells, items). */
function isMonster(entry) {
  return (
    Array.isArray(entry?.labels) && entry.labels.includes('Monster') && typeof entry.rawText === 'string'
  );
}

/** The words of a movement line in a language: « 90' (30'), vol 180' (60') » / « 90' (30'), flying 180' (60') ». */
function movement(modes, language, unknown) {
  return modes
    .map(({ base, encounter, mode }) => {
      const rate = `${base}' (${encounter}')`;
      if (!mode) return rate;
      const word = language === 'fr' ? FR_MOVES[mode] : mode;
      if (!word) unknown.add(`movement: ${mode}`);
      return `${word ?? mode} ${rate}`;
    })
    .join(', ');
}

/** An attack's name in a language: « Griffe ×2 », « Morsure (pétrification) », « Chèvre : coup de corne ». */
function attackName(a, language, unknown, srd) {
  const fr = language === 'fr';
  const capital = (w) => w.charAt(0).toUpperCase() + w.slice(1);
  // The French SRD's own words where its attack matched (« griffes », « morsure »), else the table's
  // (its bare « ou souffle », « magie » were read as the English words).
  const srdName =
    srd && (FR_ATTACKS[srd.name] && /^(breath|magic)$/.test(srd.name) ? FR_ATTACKS[srd.name] : srd.name);
  const name = fr ? (srdName ? capital(srdName) : FR_ATTACKS[a.name]) : capital(a.name);
  if (!name) unknown.add(`attack: ${a.name}`);
  let text = name ?? a.name;
  if (a.part) {
    const part = fr ? (srd?.part ?? FR_PARTS[a.part]) : a.part;
    text = `${(part ?? a.part).replace(/^./, (c) => c.toUpperCase())}${fr ? ' : ' : ': '}${text.toLowerCase()}`;
  }
  const count = a.countOr ? `${a.count}${fr ? ' ou ' : ' or '}${a.countOr}` : a.count;
  if (a.count > 1 || a.countOr) text += ` ×${count}`;
  if (fr && srd) {
    if (srd.effects.length > 0) text += ` (${srd.effects.join(', ')})`;
    return frenchApostrophes(text);
  }
  const effects = a.effects.map((e) => {
    const w = fr ? frEffect(e) : e;
    if (!w) unknown.add(`effect: ${e}`);
    return w ?? e;
  });
  if (effects.length > 0) text += ` (${effects.join(', ')})`;
  return text;
}

/** The note, in our words: the effects of its attacks and what its AC line says besides. */
function noteOf(ac, attacks, fixedHp, language, srdAttacks) {
  const fr = language === 'fr';
  const parts = [];
  const pair = (v) => `${v.desc} [${v.asc}]`;
  if (ac.noRoll) parts.push(fr ? 'touché sans jet d’attaque' : 'hit without an attack roll');
  if (ac.humanForm)
    parts.push(fr ? `CA ${pair(ac.humanForm)} sous forme humaine` : `AC ${pair(ac.humanForm)} in human form`);
  if (ac.others) {
    const list = ac.others.map(pair).join(fr ? ' ou ' : ' or ');
    parts.push(fr ? `CA ${list} selon l’armure` : `AC ${list} by armour`);
  }
  if (ac.upTo)
    parts.push(fr ? `CA jusqu’à ${pair(ac.upTo)} selon l’armure` : `AC up to ${pair(ac.upTo)} by armour`);
  if (fixedHp) parts.push(fr ? '8 PV par tête' : '8 hp per head');
  const noRoll = attacks
    .map((a, i) =>
      a.roll
        ? null
        : ((fr
            ? /^(breath|magic)$/.test(srdAttacks?.[i]?.name ?? '')
              ? FR_ATTACKS[a.name]
              : (srdAttacks?.[i]?.name ?? FR_ATTACKS[a.name])
            : a.name) ?? a.name),
    )
    .filter((w) => w !== null);
  if (noRoll.length > 0)
    parts.push(
      fr ? `sans jet d’attaque : ${noRoll.join(', ').toLowerCase()}` : `no attack roll: ${noRoll.join(', ')}`,
    );
  const text = parts.join(fr ? ' ; ' : '; ').replace(/'/g, fr ? '’' : "'");
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : '';
}

/** The group entries of the Compendium: member title → family (« Red Dragon » → « Dragon »). */
function familiesOf(blocks) {
  const family = new Map();
  for (const b of blocks) if (b.members.length > 0) for (const m of b.members) family.set(m, b.title);
  for (const m of MEN) family.set(m, 'Men');
  return family;
}

/** The variant's label: « (8 DV) » / « (8 HD) », empty for a creature of one figure. */
function variantLabel(dice, count, language) {
  if (count <= 1 || !dice) return '';
  return ` (${dice.whole} ${language === 'fr' ? 'DV' : 'HD'})`;
}

/**
 * The entries of the Compendium `json` (its parsed file), sorted by French name, and the report:
 * the group entries (no figures of their own), what could not be read, the corrections, the words
 * with no French.
 */
export function buildOsr(json, frenchPages = []) {
  const report = {
    groups: [],
    unread: {},
    corrections: {},
    frMissing: [],
    frFromTable: [],
    frAttacksFromTable: [],
    frDifferences: {},
    untranslated: [],
  };
  // The entry's name (`tagValue`) names it where its block's title is wrong (« Wereboar » titled « Werebear »).
  const blocks = (json?.campaignEntries ?? [])
    .filter(isMonster)
    .map((e) => {
      const b = statBlockOf(e.rawText);
      const name = typeof e.tagValue === 'string' && e.tagValue.trim() !== '' ? e.tagValue.trim() : b?.title;
      if (b && name !== b.title) report.corrections[name] = `titled « ${b.title} » in its stat block`;
      return b && { ...b, title: name };
    })
    .filter(Boolean);
  const families = familiesOf(blocks);
  // The French SRD's block of each English one, matched on the figures (after the corrections).
  const withStats = blocks.map((b) => ({ ...b, stats: { ...b.stats, ...CORRECTIONS[b.title]?.stats } }));
  const french = matchFrench(
    withStats.filter((b) => b.stats['Hit Dice']),
    frenchPages.flatMap((page) => frenchBlocks(page)),
    FR_NAMES,
    foldKey,
  );
  const entries = [];
  const unknown = new Set();
  const unread = (title, what) => (report.unread[title] ??= []).push(what);
  for (const b of blocks) {
    const fix = CORRECTIONS[b.title];
    if (fix) report.corrections[b.title] = fix.why;
    const st = fix ? { ...b.stats, ...fix.stats } : b.stats;
    if (!st['Hit Dice']) {
      report.groups.push(b.title);
      continue;
    }
    const variants = hitDiceVariants(st['Hit Dice']);
    if (variants.length === 0) {
      unread(b.title, `Hit Dice: ${st['Hit Dice']}`);
      continue;
    }
    const dice = variants.map((v) => v.dice);
    const n = variants.length;
    const ac = armourClass(st['Armor Class'] ?? '', n);
    const thac0 = thac0s(st.THAC0 ?? '', dice);
    const saves = savingThrows(st['Saving Throws'] ?? '', dice);
    const xp = xpValues(st.XP ?? '', n);
    const morale = moraleOf(st.Morale ?? '');
    const modes = movementModes(st.Movement ?? '');
    if (!ac) unread(b.title, `Armor Class: ${st['Armor Class']}`);
    if (!thac0) unread(b.title, `THAC0: ${st.THAC0}`);
    if (!saves) unread(b.title, `Saving Throws: ${st['Saving Throws']}`);
    if (!xp) unread(b.title, `XP: ${st.XP}`);
    if (morale === null) unread(b.title, `Morale: ${st.Morale}`);
    if (!modes) unread(b.title, `Movement: ${st.Movement}`);
    const acValues = [...(ac?.values ?? []), ...(ac?.others ?? []), ac?.humanForm, ac?.upTo].filter(Boolean);
    for (const v of acValues)
      if (v.desc + v.asc !== 19)
        unread(b.title, `Armor Class: ${v.desc} [${v.asc}] (19 − AC ≠ ascending AC)`);
    for (const t of thac0 ?? [])
      if (t.thac0 + t.bonus !== 19)
        unread(b.title, `THAC0: ${t.thac0} [${t.bonus}] (19 − THAC0 ≠ attack bonus)`);
    const family = families.get(b.title);
    const tagPair = family ? FR_FAMILIES[family] : undefined;
    if (family && !tagPair) unknown.add(`family: ${family}`);
    const srd = french.get(b.title);
    const differ = srd ? figureDifferences(st, srd.stats) : [];
    if (differ.length > 0) report.frDifferences[b.title] = differ;
    const frName = srd?.name ?? FR_NAMES[b.title];
    if (!frName) report.frMissing.push(b.title);
    else if (!srd) report.frFromTable.push(b.title);
    variants.forEach((v, i) => {
      const attacks = attacksOf(st.Attacks ?? '', v.dice?.whole ?? 0);
      if (!attacks) unread(b.title, `Attacks: ${st.Attacks}`);
      for (const a of attacks ?? []) if (a.odd) unread(b.title, `Attacks: ${a.odd}`);
      const list = (attacks ?? []).map((a) => ({ ...a, damage: a.variants?.[i] ?? a.damage }));
      // The French SRD's attacks, when they are the same attacks (count, damage, roll or not).
      const frRead = srd ? attacksOf(frenchAttackLine(srd.stats.Attacks ?? ''), v.dice?.whole ?? 0) : null;
      const frList = frRead?.map((a) => ({ ...a, damage: a.variants?.[i] ?? a.damage }));
      const aligned =
        frList &&
        frList.length === list.length &&
        frList.every((a, k) => a.damage === list[k].damage && a.count === list[k].count);
      if (srd && !aligned && i === 0 && list.length > 0) report.frAttacksFromTable.push(b.title);
      const srdAttacks = aligned ? frList : undefined;
      const en = `${b.title}${variantLabel(v.dice, n, 'en')}`;
      const fr = `${frName ?? b.title}${variantLabel(v.dice, n, 'fr')}`;
      const acValue = ac?.values[i];
      entries.push({
        slug: slugOf(en),
        en,
        fr,
        frNamed: frName !== undefined,
        size: 'medium',
        hd: v.dice && !v.fixedHp ? hitDiceFormula(v.dice) : '',
        hp: v.hp,
        init: 0,
        speed: modes ? movement(modes, 'fr', unknown) : '',
        speedEn: modes ? movement(modes, 'en', unknown) : '',
        cr: '',
        ...(xp ? { xp: xp[i] } : {}),
        attacks: list.map((a, k) => [
          attackName(a, 'fr', unknown, srdAttacks?.[k]),
          a.roll ? 0 : null,
          a.damage,
        ]),
        attacksEn: list.map((a) => attackName(a, 'en', unknown)),
        tags: tagPair ? [tagPair[0]] : [],
        tagsEn: tagPair ? [tagPair[1]] : [],
        note: ac ? noteOf(ac, list, v.fixedHp, 'fr', srdAttacks) : '',
        noteEn: ac ? noteOf(ac, list, v.fixedHp, 'en') : '',
        book: 0,
        ref: b.title,
        ...(acValue ? { descendingAc: acValue.desc } : {}),
        ...(thac0 ? { thac0: thac0[i].thac0 } : {}),
        ...(morale === null ? {} : { morale }),
        hitDice: v.dice ? hitDiceText(v.dice) : '',
        ...(saves ? { savesText: saves[i].targets.join('/') } : {}),
      });
    });
  }
  // By French name, the numbers of the variants in their order (« 8 DV » before « 12 DV »).
  const key = (e) => foldKey(e.fr).replace(/\d+/g, (d) => d.padStart(3, '0'));
  entries.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.slug < b.slug ? -1 : 1));
  const slugs = new Set();
  for (const e of entries) {
    if (slugs.has(e.slug)) unread(e.en, `slug ${e.slug} twice`);
    slugs.add(e.slug);
  }
  report.untranslated = [...unknown].sort();
  report.groups.sort();
  return { entries, report };
}
