// The SRD's true dragons (MonstersDr-Dw), which print no stat block per dragon but, for each
// variety, a table « … Dragons by Age » (size, Hit Dice, Str/Dex/Con, Base Attack/Grapple, the bite's
// attack bonus, saves, breath weapon), a table « … Abilities by Age » (speed, initiative, AC, the
// special abilities gained at that age, SR), the variety's type and Challenge Rating by age, and,
// for all of them, « Dragon Space/Reach, Attacks, and Damage » by size. Each age of each variety is
// one creature, its attacks worked out as « Dragon, True › Combat » says: the bite at the table's
// attack bonus plus the Strength bonus; claws, wings and tail slap secondary (–5), claws and wings
// with half the Strength bonus, the tail slap with one and a half (rounded down); crush and tail
// sweep, which need no attack roll, with one and a half.
import { plainMinus, signedInt } from './pf1-statblock.mjs';
import { parseArmorClass, parseHitDice, parseQualities, parseSpeed } from './dnd35-statblock.mjs';

const SIZE_LETTERS = {
  F: 'fine',
  D: 'diminutive',
  T: 'tiny',
  S: 'small',
  M: 'medium',
  L: 'large',
  H: 'huge',
  G: 'gargantuan',
  C: 'colossal',
};
const SIZE_NAMES = Object.values(SIZE_LETTERS);

/** The twelve ages, as the tables print them. */
export const DRAGON_AGES = [
  'Wyrmling',
  'Very young',
  'Young',
  'Juvenile',
  'Young adult',
  'Adult',
  'Mature adult',
  'Old',
  'Very old',
  'Ancient',
  'Wyrm',
  'Great wyrm',
];

const cells = (row) => row.map((c) => c.text);
const caption = (rows) => (rows[0]?.length === 1 ? rows[0][0].text : '');

/**
 * « Size | Space/Reach | 1 Bite | 2 Claws | 2 Wings | 1 Tail Slap | 1Crush | 1 Tail Sweep » → by
 * size: { bite, claw, wing, tailSlap, crush, tailSweep } (dice, or null for « — »).
 */
export function dragonAttackTable(rows) {
  const out = {};
  for (const row of rows) {
    const [size, , bite, claw, wing, tailSlap, crush, tailSweep] = cells(row);
    const key = size?.toLowerCase();
    if (!SIZE_NAMES.includes(key)) continue;
    const die = (t) => (/^\d+d\d+$/.test(plainMinus(t ?? '')) ? plainMinus(t) : null);
    out[key] = {
      bite: die(bite),
      claw: die(claw),
      wing: die(wing),
      tailSlap: die(tailSlap),
      crush: die(crush),
      tailSweep: die(tailSweep),
    };
  }
  return out;
}

/** « Wyrmling 3; very young 4; … great wyrm 22 » → { Wyrmling: '3', 'Very young': '4', … }. */
export function crByAge(text) {
  const out = {};
  for (const m of plainMinus(text).matchAll(/([a-z]+(?: [a-z]+)?)\s+(\d{1,2})/gi)) {
    const age = DRAGON_AGES.find((a) => a.toLowerCase() === m[1].toLowerCase());
    if (age) out[age] = m[2];
  }
  return out;
}

function withBonus(die, bonus) {
  if (!die) return '';
  return bonus > 0 ? `${die}+${bonus}` : bonus < 0 ? `${die}${bonus}` : die;
}

/** A dragon's attacks by the table of its size: [{ name, count, bonus, damage }]. */
export function dragonAttacks(byDamage, attack, strMod) {
  if (!byDamage) return [];
  const half = Math.floor(strMod / 2);
  const oneAndHalf = Math.floor((strMod * 3) / 2);
  const out = [];
  const push = (name, count, bonus, die, mod) => {
    if (die) out.push({ name, count, bonus, damage: withBonus(die, mod), crit: '', extra: '' });
  };
  push('bite', 1, attack, byDamage.bite, strMod);
  push('claws', 2, attack - 5, byDamage.claw, half);
  push('wings', 2, attack - 5, byDamage.wing, half);
  push('tail slap', 1, attack - 5, byDamage.tailSlap, oneAndHalf);
  push('crush', 1, null, byDamage.crush, oneAndHalf);
  push('tail sweep', 1, null, byDamage.tailSweep, oneAndHalf);
  return out;
}

/** The abilities of every age so far, with only the last of the damage reductions (the highest). */
function latestDr(text) {
  const drs = [...text.matchAll(/\bDR\s+\d{1,3}\s*\/\s*[a-z]+/gi)].map((m) => m[0]);
  if (drs.length < 2) return text;
  return `${text.replace(/\bDR\s+\d{1,3}\s*\/\s*[a-z]+\s*,?\s*/gi, '')}, ${drs[drs.length - 1]}`;
}

/** The reach of each size, feet, and the bite's (one size larger): « Dragon Space/Reach » column. */
function reachOf(text) {
  const m = /\/\s*(\d{1,2})\s*ft\.?(?:\s*\((\d{1,2})\s*ft\.? with bite\))?/i.exec(plainMinus(text));
  return m ? { reach: Number(m[1]), bite: Number(m[2] ?? m[1]) } : null;
}

/**
 * The dragons of one page: `tokens` as pageTokens reads it. Returns [{ variety, age, anchor, type,
 * size, subtypes, hp, hd, dice, str, dex, con, bab, grapple, attack, saves, breath, init, speed, ac,
 * qualities, cr, attacks, reach, unread }] — none when the page has no attacks-by-size table (the
 * epic dragons' tables are another kind).
 */
export function pageDragons(tokens) {
  const sizeTable = tokens.find((t) => t.kind === 'table' && /Attacks, and Damage/i.test(caption(t.rows)));
  if (!sizeTable) return [];
  const damageBySize = dragonAttackTable(sizeTable.rows);
  const reachBySize = {};
  for (const row of sizeTable.rows) {
    const key = row[0]?.text.toLowerCase();
    if (SIZE_NAMES.includes(key)) reachBySize[key] = reachOf(row[1]?.text ?? '');
  }
  const out = [];
  let section = null;
  let typeLine = '';
  let crs = {};
  tokens.forEach((t, index) => {
    if (t.kind === 'heading') {
      section = t;
      typeLine = '';
      crs = {};
      return;
    }
    if (t.kind === 'text') {
      if (/^Dragon\s*\(/.test(t.text)) typeLine = t.text;
      if (/^Challenge Ratings?:/i.test(t.text)) crs = crByAge(t.text);
      return;
    }
    const title = caption(t.rows);
    const variety = /^(.+?) Dragons by Age$/i.exec(title)?.[1];
    if (!variety) return;
    const abilities = tokens
      .slice(index + 1)
      .find((n) => n.kind === 'table' && /Abilities by Age$/i.test(caption(n.rows)));
    const abilityRows = new Map();
    for (const row of abilities?.rows ?? []) {
      const c = cells(row);
      const age = DRAGON_AGES.find((a) => a === c[0]);
      if (!age) continue;
      // A row short of a cell (an empty one the copy left out): its last cells keep their places.
      const [, speed, init, ac, ...rest] = c;
      const [special = '', , sr = ''] = rest.length >= 3 ? rest : ['', ...rest];
      abilityRows.set(age, { speed, init, ac, special, sr, short: rest.length < 3 });
    }
    const subtypes = [...typeLine.matchAll(/\(([^)]*)\)/g)].flatMap((m) =>
      m[1].split(',').map((s) => s.trim().toLowerCase()),
    );
    const gained = [];
    for (const row of t.rows) {
      const c = cells(row);
      const age = DRAGON_AGES.find((a) => a === c[0]);
      if (!age) continue;
      const [, sizeLetter, hitDice, str, dex, con, , , , babGrapple, attack, fort, ref, will, breath] = c;
      const unread = [];
      const size = SIZE_LETTERS[sizeLetter];
      const hd = parseHitDice(plainMinus(hitDice).replace(/\((\d[\d,]*)\)\s*$/, '($1 hp)'));
      const [bab, grapple] = plainMinus(babGrapple).split('/').map(signedInt);
      const strScore = signedInt(str);
      const attackBonus = signedInt(attack);
      const ab = abilityRows.get(age);
      if (ab?.special) gained.push(ab.special);
      if (ab?.short) unread.push('abilities-row-short');
      const ac = ab ? parseArmorClass(ab.ac) : null;
      const speed = ab ? parseSpeed(ab.speed) : null;
      const strMod = strScore === null ? 0 : Math.floor((strScore - 10) / 2);
      if (!size || !hd || !hd.hd || strScore === null || attackBonus === null) unread.push('by-age');
      if (!ac) unread.push('ac');
      if (!speed) unread.push('speed');
      if (!crs[age]) unread.push('cr');
      const saves = [fort, ref, will].map(signedInt);
      out.push({
        variety: `${variety} Dragon`,
        age,
        anchor: section?.id ?? '',
        type: 'dragon',
        subtypes,
        size: size ?? 'medium',
        hp: hd?.hp ?? 0,
        hd: hd?.hd ?? '',
        dice: hd?.dice ?? 0,
        str: strScore ?? undefined,
        dex: signedInt(dex) ?? undefined,
        con: signedInt(con) ?? undefined,
        bab: bab ?? undefined,
        grapple: grapple ?? undefined,
        attack: attackBonus,
        saves: saves.every((s) => s !== null) ? saves : null,
        breath: plainMinus(breath),
        init: signedInt(ab?.init) ?? 0,
        speed,
        ac,
        // The abilities of its age and of every age before (« It gains the abilities indicated for
        // its age plus all previous ones »): the highest DR wins in damageDefences.
        qualities: parseQualities(latestDr(gained.join(', '))),
        sr: signedInt(ab?.sr) ?? undefined,
        cr: crs[age] ?? '',
        attacks: dragonAttacks(damageBySize[size], attackBonus ?? 0, strMod),
        reach: reachBySize[size] ?? null,
        unread,
      });
    }
  });
  return out;
}
