// One SRD 3.5 stat block's fields read into figures: the type line, Hit Dice, Initiative, Speed,
// Armor Class, Base Attack/Grapple, Full Attack, Saves, Abilities, Challenge Rating, and the damage
// defences of the Special Qualities. Each reader takes the text of its row (« 16 (–1 size, –1 Dex,
// +5 natural, +3 hide armor), touch 8, flat-footed 16 ») and returns the figures, or null when the
// text is not one it can read: odd text never throws.
import { plainMinus, splitTopLevel, SIZES } from './pf1-statblock.mjs';

/** « Medium-Size » (the epic files' older word) is Medium. */
const SIZE = new RegExp(`^(${SIZES.join('|')})(?:-size)?\\b`, 'i');

/**
 * « Large Giant », « Medium Outsider (Evil, Extraplanar, Lawful) », « Medium-Size Construct
 * (Extraplanar) » → { size, type, subtypes }, or null.
 */
export function parseTypeLine(text) {
  const t = plainMinus(text);
  const size = SIZE.exec(t);
  if (!size) return null;
  const rest = t.slice(size[0].length).trim();
  const m = /^([A-Za-z][A-Za-z ]*?)\s*((?:\([^)]*\)\s*)*)$/.exec(rest);
  if (!m) return null;
  const subtypes = [...m[2].matchAll(/\(([^)]*)\)/g)]
    .flatMap((g) => g[1].split(/,|\bor\b/))
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '');
  return { size: size[1].toLowerCase(), type: m[1].toLowerCase().trim(), subtypes };
}

const DICE = /(\d{1,3})\s*d\s*(\d{1,3})/gi;

/**
 * « 4d8+11 (29 hp) », « 4d8+19 plus 4d12+16 (79 hp) » (class levels), « 50d8+880 (1,105 hp) »,
 * « 1/2 d8 (2 hp) » → { hp, hd, dice } where `hd` is the formula Paravent rolls (« 4d8+19+4d12+16 »,
 * '' for a fraction of a die, which no dice roll gives) and `dice` how many dice it rolls; null when
 * there is no « (N hp) ».
 */
export function parseHitDice(text) {
  const t = plainMinus(text).replace(/^HD\s+/i, '');
  const hp = /\(\s*([\d,]{1,7})\s*hp\s*\)/i.exec(t);
  if (!hp) return null;
  const out = { hp: Number(hp[1].replace(/,/g, '')), hd: '', dice: 0 };
  const formula = t
    .slice(0, hp.index)
    .replace(/\s+plus\s+/gi, '+')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/\s+/g, '');
  if (/^\d{1,3}d\d{1,3}(?:[+-](?:\d{1,3}d\d{1,3}|\d{1,5}))*$/i.test(formula)) {
    out.hd = formula.toLowerCase();
    out.dice = [...formula.matchAll(DICE)].reduce((n, m) => n + Number(m[1]), 0);
  }
  return out;
}

/** « +3/+12 » → { bab: 3, grapple: 12 }; « +0/— » → { bab: 0, grapple: null }; null when unreadable. */
export function parseBabGrapple(text) {
  const t = plainMinus(text);
  const m = /^([+-]?\d{1,3})\s*\/\s*([+-]?\d{1,3}|-+)?/.exec(t);
  if (!m) return null;
  const grapple = m[2] === undefined || /^-+$/.test(m[2]) ? null : Number(m[2]);
  return { bab: Number(m[1]), grapple };
}

/** What an AC bonus of the breakdown is (« +3 hide armor » → armor, « ring of protection +1 » → deflection). */
function acPartKind(words) {
  const w = words.toLowerCase().replace(/\.$/, '');
  if (/^(size|dex|natural|deflection|dodge|insight|luck|sacred|profane|morale|competence)$/.test(w)) return w;
  if (/\bshield\b|\bbuckler\b/.test(w)) return 'shield';
  if (/ring of protection|\bdeflection\b|^ring$/.test(w)) return 'deflection';
  if (/^amulet\b|amulet of natural armor/.test(w)) return 'natural';
  if (/armor|mail|plate|shirt|breastplate|barding|bracers/.test(w)) return 'armor';
  if (/\bdex\b/.test(w)) return 'dex';
  if (/natural/.test(w)) return 'natural';
  return w;
}

/** The breakdown « (–1 size, –1 Dex, +5 natural, +4 +1 hide armor, ring of protection +1) » as { kind: total }. */
export function acParts(breakdown) {
  const parts = {};
  for (const piece of splitTopLevel(plainMinus(breakdown), ',')) {
    const before = /^([+-]\d{1,3})\s+(.+)$/.exec(piece);
    const after = /^(.+?)\s+([+-]\d{1,3})$/.exec(piece);
    const [n, words] = before ? [before[1], before[2]] : after ? [after[2], after[1]] : [null, ''];
    if (n === null) continue;
    const kind = acPartKind(words.replace(/^[+-]\d{1,3}\s+/, ''));
    parts[kind] = (parts[kind] ?? 0) + Number(n);
  }
  return parts;
}

/**
 * « 16 (–1 size, –1 Dex, +5 natural, +3 hide armor), touch 8, flat-footed 16 » → { ac, touch,
 * flatFooted, parts }. The epic files print « 37 (+7 Dex, +20 natural) » alone: touch and
 * flat-footed are then worked out from the breakdown when it adds up to the AC (touch: without
 * armour, shield and natural armour; flat-footed: without a Dex bonus and dodge), and `derived` is
 * true. Null when there is no AC, or no touch and a breakdown that does not add up.
 */
export function parseArmorClass(text) {
  const t = plainMinus(text);
  const m = /^(\d{1,3})\s*(?:\(((?:[^()]|\([^()]*\))*)\))?/.exec(t);
  if (!m) return null;
  const ac = Number(m[1]);
  const parts = m[2] ? acParts(m[2]) : {};
  const rest = t.slice(m[0].length);
  const touch = /touch\s+(-?\d{1,3})/i.exec(rest);
  const flat = /flat-?\s*footed\s+(\d{1,3})/i.exec(rest);
  if (touch && flat) return { ac, touch: Number(touch[1]), flatFooted: Number(flat[1]), parts };
  const sum = Object.values(parts).reduce((a, b) => a + b, 10);
  if (!m[2] || sum !== ac) return null;
  const worn = (parts.armor ?? 0) + (parts.shield ?? 0) + (parts.natural ?? 0);
  return {
    ac,
    touch: ac - worn,
    flatFooted: ac - Math.max(0, parts.dex ?? 0) - Math.max(0, parts.dodge ?? 0),
    parts,
    derived: true,
  };
}

/** « Fort +6, Ref +0, Will +1 » (asterisks, « (+8 against poison) » left aside) → [6, 0, 1], or null. */
export function parseSaves(text) {
  const t = plainMinus(text);
  const m = /Fort\s*([+-]?\d{1,3}).*?Ref\s*([+-]?\d{1,3}).*?Will\s*([+-]?\d{1,3})/i.exec(t);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** « Str 21, Dex 8, Con —, … » → { str: 21, dex: 8, con: null }; a score missing is undefined. */
export function parseAbilities(text) {
  const t = plainMinus(text);
  const score = (name) => {
    const m = new RegExp(`\\b${name}\\s+(\\d{1,3}|-+)`, 'i').exec(t);
    if (!m) return undefined;
    return /^-+$/.test(m[1]) ? null : Number(m[1]);
  };
  return { str: score('Str'), dex: score('Dex'), con: score('Con') };
}

/** « 3 », « 1/2 », « 4 (5 with irresistible dance) », « 10 (normal);12 (pyro- or cryo-) » → « 3 », « 1/2 », … ; null. */
export function parseChallengeRating(text) {
  const m = /^\s*(\d{1,2}(?:\/\d{1,2})?)\b/.exec(plainMinus(text));
  return m ? m[1] : null;
}

const MOVES = ['fly', 'swim', 'climb', 'burrow'];

/**
 * « 30 ft. in hide armor (6 squares); base speed 40 ft. », « 40 ft. (8 squares), fly 40 ft. (good) »
 * → [{ mode: 'land', feet: 30, armor: true, base: 40 }, { mode: 'fly', feet: 40, manoeuvrability:
 * 'good' }]: the squares and what follows a « ; » but the base speeds left out. Null when no
 * distance is read.
 */
export function parseSpeed(text) {
  const t = plainMinus(text);
  const [now, ...after] = splitTopLevel(t, ';');
  const base = {};
  for (const piece of after.flatMap((a) => splitTopLevel(a, ','))) {
    const b = /^base\s+(?:(land|fly|swim|climb|burrow)\s+)?speed\s+(\d{1,4})\s*ft/i.exec(piece);
    const more = /^(fly|swim|climb|burrow)\s+(\d{1,4})\s*ft/i.exec(piece);
    if (b) base[(b[1] ?? 'land').toLowerCase()] = Number(b[2]);
    else if (more && Object.keys(base).length > 0) base[more[1].toLowerCase()] = Number(more[2]);
  }
  const out = [];
  for (const raw of splitTopLevel(now ?? '', ',')) {
    const piece = raw.replace(/\(\s*\d{1,3}\s*squares?[^)]*\)/gi, '').trim();
    const m = /^(?:([a-z]+)\s+)?(\d{1,4})\s*ft\.?\s*(.*)$/i.exec(piece);
    if (!m) continue;
    const mode = (m[1] ?? 'land').toLowerCase();
    if (mode !== 'land' && !MOVES.includes(mode)) continue;
    const rest = m[3];
    const manoeuvrability = /\((clumsy|poor|average|good|perfect)\)/i.exec(rest)?.[1]?.toLowerCase();
    const armor = /\bin\b[^()]*?(armor|mail|plate|breastplate|barding)/i.test(rest);
    out.push({
      mode,
      feet: Number(m[2]),
      ...(manoeuvrability ? { manoeuvrability } : {}),
      ...(armor ? { armor: true } : {}),
      ...(base[mode] !== undefined && base[mode] !== Number(m[2]) ? { base: base[mode] } : {}),
    });
  }
  return out.length > 0 ? out : null;
}

/** The text inside the outermost parentheses that end a piece, and what is before them. */
function lastGroup(text) {
  if (!text.endsWith(')')) return null;
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i -= 1) {
    if (text[i] === ')') depth += 1;
    else if (text[i] === '(') {
      depth -= 1;
      if (depth === 0) return { before: text.slice(0, i).trim(), inner: text.slice(i + 1, -1).trim() };
    }
  }
  return null;
}

const DAMAGE = /^(\d{1,3}d\d{1,3}(?:\s*[+-]\s*\d{1,4})?|\d{1,4})(?![d\d])/i;
const CRIT = /^\/\s*(?:(\d{1,2})\s*-\s*20)?\s*(?:\/?\s*[x×]\s*(\d))?/i;

/**
 * One attack: « 2 claws +9 melee (1d6+4) », « +1 greatclub +16/+11 melee (2d8+13) », the epic
 * files' « 2 claws +95 (2d8+28/19–20) melee », a swarm's « Swarm (1d6 plus poison) » → { name,
 * count, bonus (the first of an iterative list; null when none is rolled), damage, crit
 * (« 19-20/×2 », « ×3 », ''), extra (what comes with the damage: « poison », « 1d6 fire ») }, or null.
 */
export function parseAttack(text) {
  let t = plainMinus(text)
    .replace(/([a-z])([+-]\d)/gi, '$1 $2') // « Slam+2 melee »
    .replace(/\(([^()]*)\)\s*\/\s*((?:\d{1,2}-20)?(?:\/?[x×]\d)?)\s*$/i, '($1/$2)') // « (1d6-2)/x3 »
    .replace(/\)\s+\d{1,2}\s*$/, ')') // « (2d10+10) 2 »
    .replace(/\s+attack\s*$/i, '')
    .replace(/\s*\(\s*\d{1,4}\s*ft\.?\s*range increment\s*\)\s*$/i, '')
    .replace(/\)\s*(melee|ranged)(\s+touch)?\s*$/i, ') $1$2')
    .trim();
  // « … (1d6) melee » → the words after the parentheses go before them.
  const trailing = /^(.*?)\s*(\((?:[^()]|\([^()]*\))*\))\s+((?:melee|ranged)(?:\s+touch)?)$/i.exec(t);
  if (trailing) t = `${trailing[1]} ${trailing[3]} ${trailing[2]}`;
  const group = lastGroup(t);
  const head = (group ? group.before : t).trim();
  const inner = group ? group.inner : '';
  const m =
    /^(?:(\d{1,2})\s+)?(.+?)\s+([+-]\d{1,3})((?:\/[+-]\d{1,3})*)\s*(?:(?:melee|ranged)\b\s*)?(?:touch\b\s*)?$/i.exec(
      head,
    ) ?? /^(?:(\d{1,2})\s+)?([^()+\d][^()]*?)()()\s*$/.exec(group ? head : '');
  if (!m) return null;
  const [, count, rawName, bonus] = m;
  let rest = inner;
  let damage = '';
  const dice = DAMAGE.exec(rest);
  if (dice) {
    damage = dice[1].replace(/\s+/g, '');
    rest = rest.slice(dice[0].length);
  }
  let crit = '';
  const c = CRIT.exec(rest);
  if (c && (c[1] || c[2])) {
    crit = c[1] ? `${c[1]}-20/×${c[2] ?? 2}` : `×${c[2]}`;
    rest = rest.slice(c[0].length);
  }
  const extra = rest
    .trim()
    .replace(/^\(|\)$/g, '')
    .replace(/^[,;]\s*/, '')
    .replace(/^(?:plus|and|\+)\s*/i, '')
    .trim();
  if (!dice && bonus === '' && extra === '') return null;
  return {
    name: rawName.trim(),
    count: count ? Number(count) : 1,
    bonus: bonus === '' ? null : Number(bonus),
    damage,
    crit,
    extra: dice ? extra : inner,
  };
}

/**
 * A Full Attack row: every attack of every way it may be made (« … or … », « …; or … »), each once,
 * in the order printed; the pieces that are not attacks apart.
 */
export function parseAttacks(text) {
  // « Slam+2 melee, (1d6+1) »: a comma the print left before the damage.
  const t = plainMinus(text).replace(/,\s*\(/g, ' (');
  if (t === '' || /^-+$/.test(t)) return { attacks: [], unread: [] };
  const attacks = [];
  const unread = [];
  const ways = splitTopLevel(t, ';').flatMap((w) => splitTopLevel(w.replace(/^or\s+/i, ''), ' or '));
  for (const way of ways) {
    for (const piece of splitTopLevel(way, ',').flatMap((p) => splitTopLevel(p, ' and '))) {
      const a = parseAttack(piece.replace(/^(?:and|or)\s+/i, ''));
      if (!a) {
        unread.push(piece);
        continue;
      }
      const same = attacks.find(
        (b) => b.name.toLowerCase() === a.name.toLowerCase() && b.bonus === a.bonus && b.damage === a.damage,
      );
      if (!same) attacks.push(a);
    }
  }
  return { attacks, unread };
}

/**
 * The damage defences of a Special Qualities row, in the words pf1-build's damageDefencesFr reads:
 * { dr: « 10/magic; 5/— », immune: « fire, cold », resist: « cold 10, fire 10 », weaknesses:
 * « vulnerable to fire » }, and the regeneration, fast healing and spell resistance it prints.
 */
export function parseQualities(text) {
  const t = plainMinus(text).replace(/\bdark-vision\b/gi, 'darkvision');
  const out = { dr: [], immune: [], resist: [], weaknesses: [] };
  const energies = 'acid|cold|electricity|fire|sonic';
  for (const m of t.matchAll(
    /\b(?:damage reduction|DR)\s+(\d{1,3})\s*\/\s*([^,;]*?(?:\band\b[^,;]*?)*)(?=,|;|$)/gi,
  )) {
    out.dr.push(`${m[1]}/${m[2].trim()}`);
  }
  for (const m of t.matchAll(new RegExp(`\\b(${energies})\\s+immunity\\b`, 'gi'))) out.immune.push(m[1]);
  for (const m of t.matchAll(
    /\bimmun(?:ity|e) to ([^;]*?)(?=;|$|\s*,\s*(?![a-z ]*\b(?:and|or)\b)[a-z]+\s+\d)/gi,
  )) {
    for (const e of m[1].split(/,|\band\b/)) {
      const w = e.trim().toLowerCase();
      if (new RegExp(`^(${energies})$`).test(w)) out.immune.push(w);
    }
  }
  // « resistance to cold 10 and fire 10 », « cold and fire resistance 10 », « fire resistance 20 ».
  for (const m of t.matchAll(
    /\bresistance to ((?:(?:acid|cold|electricity|fire|sonic)\s+\d{1,3}(?:\s*,\s*|\s+and\s+|\s*,\s*and\s+)?)+)/gi,
  )) {
    for (const r of m[1].matchAll(new RegExp(`(${energies})\\s+(\\d{1,3})`, 'gi')))
      out.resist.push(`${r[1]} ${r[2]}`);
  }
  for (const m of t.matchAll(
    new RegExp(
      `((?:(?:${energies})(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+))*(?:${energies}))\\s+resistance\\s+(\\d{1,3})`,
      'gi',
    ),
  )) {
    for (const e of m[1].split(/,|\band\b/)) {
      const w = e.trim().toLowerCase();
      if (w !== '') out.resist.push(`${w} ${m[2]}`);
    }
  }
  for (const m of t.matchAll(
    new RegExp(`\\b(?:vulnerability to (${energies})|(${energies}) vulnerability)\\b`, 'gi'),
  )) {
    out.weaknesses.push(`vulnerable to ${(m[1] ?? m[2]).toLowerCase()}`);
  }
  const regen = /\bregeneration\s+(\d{1,3})/i.exec(t);
  const fast = /\bfast healing\s+(\d{1,3})/i.exec(t);
  const sr = /\b(?:SR|spell resistance)\s+(\d{1,3})/i.exec(t);
  return {
    dr: out.dr.join('; '),
    immune: [...new Set(out.immune.map((x) => x.toLowerCase()))].join(', '),
    resist: [...new Set(out.resist.map((x) => x.toLowerCase()))].join(', '),
    weaknesses: out.weaknesses.join(', '),
    ...(regen ? { regeneration: Number(regen[1]) } : {}),
    ...(fast ? { fastHealing: Number(fast[1]) } : {}),
    ...(sr ? { sr: Number(sr[1]) } : {}),
  };
}

/** « 10 ft./10 ft. », « 5 ft./5 ft. (10 ft. with glaive) », « 2-1/2 ft./0 ft. » → { space, reach } in feet, or null. */
export function parseSpaceReach(text) {
  const t = plainMinus(text).replace(/(\d)\s*-\s*1\/2/g, '$1.5');
  const m = /^(\d{1,3}(?:\.5)?|1\/2)\s*ft\.?\s*\/\s*(\d{1,3})\s*ft/i.exec(t);
  if (!m) return null;
  return { space: m[1] === '1/2' ? 0.5 : Number(m[1]), reach: Number(m[2]) };
}

/**
 * Which of a creature's attacks a free manoeuvre comes with, from its special ability's text:
 * « Improved Grab (Ex): To use this ability, a brown bear must hit with a claw attack. » → ['claw'];
 * « Trip (Ex): A cheetah that hits with a claw or bite attack can attempt to trip » → ['claw', 'bite'].
 * `ability` is 'Improved Grab' or 'Trip'; [] when the text does not say.
 */
export function manoeuvreAttacks(prose, ability) {
  const at = new RegExp(`\\b${ability}\\s*\\((?:Ex|Su)\\)\\s*:\\s*([^.]*)`, 'i').exec(prose ?? '');
  if (!at) return [];
  const m =
    /\bhits?\b(?:[^.]*?)\bwith\s+(?:(?:one or more|at least one|one|two|three|four|both|either|any)\s+(?:of\s+)?)?(?:a|an|its|their)?\s*([a-z ,-]+?)(?:\s+attacks?\b|\s+(?:during|in|on|against)\b|,|$)/i.exec(
      at[1],
    );
  if (!m) return [];
  return m[1]
    .split(/,|\bor\b|\band\b/)
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w !== '' && !/^(a|an|its)$/.test(w));
}
