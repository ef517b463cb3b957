// Reads the stat lines of an Old-School Essentials SRD monster, as the OSE Compendium of
// open-campaign-logger/compendium-generator keeps them (a `rawText` stat block: « - Armor Class:
// 4 [15] », « - Hit Dice: 6+1** (28hp) »…). Pure functions: a text they cannot read gives null (or
// an empty list), never an exception. The descriptions and traits are not read: figures only.

/** The Compendium's quotes and spaces made plain: ’ → ', runs of blanks → one space. */
export function plainText(text) {
  return String(text ?? '')
    .replace(/[’‘′]/g, "'")
    .replace(/[\t ]+/g, ' ')
    .trim();
}

/**
 * A `rawText` cut into its title, its stat lines (label → value) and the members a group lists
 * (« Dragon » lists ~"Red Dragon"…); null when it is not a stat block.
 */
export function statBlockOf(rawText) {
  const text = String(rawText ?? '').replace(/\r/g, '');
  const title = /^title: (.+)$/m.exec(text)?.[1]?.trim();
  if (!title) return null;
  const stats = {};
  const body = /\nstats:\n([\s\S]*?)(?:\ntraits:|\n```)/.exec(text)?.[1] ?? '';
  for (const line of body.split('\n')) {
    const m = /^- ([^:]+): (.*)$/.exec(line);
    if (m) stats[m[1].trim()] = plainText(m[2]);
  }
  const members = [...text.matchAll(/^~"([^"]+)"$/gm)].map((m) => m[1]);
  return { title, stats, members };
}

/** « 4+1 » → { whole: 4, plus: 1, stars: 0 }; « ½* » → { whole: 0, half: true, stars: 1 }; else null. */
export function hitDiceOf(text) {
  const m = /^(½|1\/2|\d{1,2})\s*(?:([+-])\s*(\d{1,2}))?\s*(\**)$/.exec(plainText(text));
  if (!m) return null;
  const half = m[1] === '½' || m[1] === '1/2';
  const plus = m[2] ? (m[2] === '-' ? -1 : 1) * Number(m[3]) : 0;
  return { whole: half ? 0 : Number(m[1]), half, plus, stars: m[4].length };
}

/** The hit dice as Paravent prints them (« 4+1* », « 1/2 ») and their formula (« 4d8+1 », « 1d4 »). */
export function hitDiceText({ whole, half, plus, stars }) {
  const base = half ? '1/2' : String(whole);
  const sign = plus > 0 ? `+${plus}` : plus < 0 ? `${plus}` : '';
  return `${base}${sign}${'*'.repeat(stars)}`;
}

export function hitDiceFormula({ whole, half, plus }) {
  if (half) return '1d4';
  const sign = plus > 0 ? `+${plus}` : plus < 0 ? `${plus}` : '';
  return `${whole}d8${sign}`;
}

/**
 * The variants of a « Hit Dice » line, each { dice, hp } (dice as hitDiceOf gives them, null for a
 * creature of 1 hp): « 4+1 (19hp) » one; « 8 / 12 / 16* (36 / 54 / 72hp » three; « 3 to 7*
 * (13 / 18 / 22 / 27 / 31hp) » five; « 5 to 12 (8hp per HD) » eight, 8 hp a die; « 1hp » one. The
 * asterisks written once at the end belong to every variant (the XP line agrees: 8*, 12*, 16*).
 */
export function hitDiceVariants(text) {
  const t = plainText(text).replace(/\s*\)\s*\)$/, ')');
  const onlyHp = /^(\d+) ?hp$/.exec(t);
  if (onlyHp) return [{ dice: null, hp: Number(onlyHp[1]) }];
  const m = /^(.+?)\s*\(([^()]*?)(?:\)|$)/.exec(t);
  if (!m) return [];
  const head = m[1].trim();
  const hpText = m[2].trim();
  const stars = /(\**)$/.exec(head)[1];
  let dice;
  const range = /^(\d+) to (\d+)\**$/.exec(head);
  if (range) {
    dice = [];
    for (let n = Number(range[1]); n <= Number(range[2]); n += 1) dice.push(`${n}${stars}`);
  } else {
    dice = head.split(/\s*\/\s*/).map((d) => (d.endsWith('*') ? d : `${d}${stars}`));
  }
  const read = dice.map(hitDiceOf);
  if (read.some((d) => d === null)) return [];
  const perHd = /^(\d+) ?hp per HD$/.exec(hpText);
  const hps = perHd
    ? read.map((d) => d.whole * Number(perHd[1]))
    : hpText
        .replace(/hp$/, '')
        .split(/\s*\/\s*/)
        .map((h) => (/^\d+$/.test(h.trim()) ? Number(h.trim()) : NaN));
  if (hps.length !== read.length || hps.some((h) => !Number.isInteger(h) || h <= 0)) return [];
  return read.map((d, i) => ({ dice: d, hp: hps[i], ...(perHd ? { fixedHp: true } : {}) }));
}

/** « 4 [15] » → { desc: 4, asc: 15 }; null when it is not one. */
function acPair(text) {
  const m = /^(-?\d{1,2}) ?\[ ?(-?\d{1,2}) ?\]$/.exec(text.trim());
  return m ? { desc: Number(m[1]), asc: Number(m[2]) } : null;
}

/**
 * An « Armor Class » line: its values for `count` variants (« 2 [17] / 0 [19] / -2 [21] »: one each),
 * and what the line says besides (`others`: « 6 [13], 4 [15], or 3 [16] » → 4 [15] and 3 [16] by
 * armour; `humanForm`: « 5 [14] (9 [10] in human form) »; `upTo`: « 7 [12] to 4 [15] »);
 * `noRoll` for « No hit roll required ». Null when it does not read.
 */
export function armourClass(text, count = 1) {
  const t = plainText(text);
  if (/^no hit roll required$/i.test(t)) return { values: [], noRoll: true };
  const human = /^(.+?) \((.+?) in human form\)$/.exec(t);
  if (human) {
    const main = acPair(human[1]);
    const form = acPair(human[2]);
    return main && form ? { values: Array(count).fill(main), humanForm: form } : null;
  }
  const upTo = /^(.+?) to (.+)$/.exec(t);
  if (upTo) {
    const [a, b] = [acPair(upTo[1]), acPair(upTo[2])];
    return a && b ? { values: Array(count).fill(a), upTo: b } : null;
  }
  const slash = t.split(/\s*\/\s*/);
  if (slash.length > 1) {
    const values = slash.map(acPair);
    return values.length === count && values.every(Boolean) ? { values } : null;
  }
  const list = t.split(/\s*,\s*(?:or\s+)?|\s+or\s+/).map(acPair);
  if (list.length === 0 || !list.every(Boolean)) return null;
  return { values: Array(count).fill(list[0]), ...(list.length > 1 ? { others: list.slice(1) } : {}) };
}

/**
 * The OSE attack table (THAC0 by hit dice, monsters): up to 1 HD 19, 1+ to 2 18, … 7+ to 9 12,
 * 9+ to 11 11, 11+ to 13 10, 13+ to 15 9, 15+ to 17 8, 17+ to 19 7, 19+ to 21 6, 21+ 5.
 */
export function thac0ByHd({ whole, half, plus }) {
  if (half || whole < 1 || (whole === 1 && plus <= 0)) return 19;
  const band = plus > 0 ? whole : whole - 1; // « 2 » is in the 1+ to 2 band, « 2+1 » in 2+ to 3
  if (band < 7) return 18 - (band - 1);
  if (band >= 21) return 5;
  return 12 - Math.floor((band - 7) / 2);
}

/** « 13 [+6] » → { thac0: 13, bonus: 6 }. */
function thac0Pair(text) {
  const m = /^(\d{1,2}) ?\[ ?([+-]?\d{1,2}) ?\]$/.exec(text.trim());
  return m ? { thac0: Number(m[1]), bonus: Number(m[2]) } : null;
}

/**
 * A « THAC0 » line for the variants' hit dice: « 13 [+6] » (all), « 12 [+7] / 10 [+9] / 8 [+11] »
 * (one each), « By HD (17 [+2] to 13 [+6]) » (the attack table, its ends held to the line's). Null
 * when it does not read.
 */
export function thac0s(text, dice) {
  const t = plainText(text);
  if (dice.length === 0) return null;
  const byHd = /^By HD \((.+) to (.+)\)$/.exec(t);
  if (byHd) {
    const [first, last] = [thac0Pair(byHd[1]), thac0Pair(byHd[2])];
    const values = dice.map((d) => (d ? thac0ByHd(d) : 19)).map((n) => ({ thac0: n, bonus: 19 - n }));
    if (!first || !last || values[0].thac0 !== first.thac0 || values.at(-1).thac0 !== last.thac0) return null;
    return values;
  }
  const parts = t.split(/\s*\/\s*/).map(thac0Pair);
  if (!parts.every(Boolean)) return null;
  if (parts.length === 1) return dice.map(() => parts[0]);
  return parts.length === dice.length ? parts : null;
}

/** OSE « Monster Saving Throws »: Death, Wands, Paralysis, Breath, Spells by the hit dice saved at. */
const MONSTER_SAVES = [
  [3, [12, 13, 14, 15, 16]],
  [6, [10, 11, 12, 13, 14]],
  [9, [8, 9, 10, 10, 12]],
  [12, [6, 7, 8, 8, 10]],
  [15, [4, 5, 6, 5, 8]],
  [18, [2, 3, 4, 3, 6]],
  [21, [2, 2, 2, 2, 4]],
];

/** The five save targets of a monster of `whole` hit dice (the table's row; past 21: 2s and 4). */
export function savesByHd(whole) {
  return MONSTER_SAVES.find(([upTo]) => whole <= upTo)?.[1] ?? [2, 2, 2, 2, 4];
}

/**
 * A « Saving Throws » line for the variants: « D10 W11 P12 B13 S14 (4) » → the five targets and what
 * they are rolled as (« 4 », « NH », « Cleric 1 », « F1 to F3 »); « By HD » and « See main entry
 * (8 / 12 / 16) » → the monster table's row of each variant's hit dice. Null when it does not read.
 */
export function savingThrows(text, dice) {
  const t = plainText(text);
  if (dice.length === 0) return null;
  if (/^By HD$/i.test(t) || /^See main entry/i.test(t))
    return dice.map((d) => ({ targets: savesByHd(d?.whole ?? 0), as: String(d?.whole ?? 0) }));
  const m = /^D(\d{1,2}) W(\d{1,2}) P(\d{1,2}) B(\d{1,2}) S(\d{1,2})(?: \((.+)\))?$/.exec(t);
  if (!m) return null;
  const targets = m.slice(1, 6).map(Number);
  return dice.map(() => ({ targets, as: m[6] ?? '' }));
}

/** « 125 », « 1,100 », « 125 (leader: 300) » → the first number; « 175 / 275 … » one per variant. */
export function xpValues(text, count) {
  const t = plainText(text).replace(/\s*,?\s*\(.*$/, '');
  const parts = t
    .split(/\s*\/\s*/)
    .map((p) => (/^\d{1,3}(,\d{3})*$/.test(p) ? Number(p.replace(/,/g, '')) : NaN));
  if (parts.some((n) => !Number.isInteger(n))) return null;
  if (parts.length === 1) return Array(count).fill(parts[0]);
  return parts.length === count ? parts : null;
}

/** « 10 » → 10; « 7 (9 with leader) » → 7; null otherwise. */
export function moraleOf(text) {
  const m = /^(\d{1,2})\b/.exec(plainText(text));
  const n = m ? Number(m[1]) : NaN;
  return n >= 2 && n <= 12 ? n : null;
}

/**
 * A « Movement » line as its modes: « 90' (30') / 180' (60') flying » → [{ base: 90, encounter: 30,
 * mode: '' }, { base: 180, encounter: 60, mode: 'flying' }]; null when a part does not read.
 */
export function movementModes(text) {
  const parts = plainText(text).split(/\s*\/\s*/);
  const modes = parts.map((p) => {
    const m = /^(\d{1,3})' ?\((\d{1,3})'\)(?: (.+))?$/.exec(p);
    return m ? { base: Number(m[1]), encounter: Number(m[2]), mode: m[3] ?? '' } : null;
  });
  return modes.every(Boolean) ? modes : null;
}

/** Split at top level (outside brackets) on commas and « or ». */
function topLevel(text) {
  const out = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '(') depth += 1;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && ch === ',') {
      out.push(cur);
      cur = '';
      continue;
    }
    if (depth === 0 && text.startsWith(' or ', i)) {
      out.push(cur);
      cur = '';
      i += 3;
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

/** Attacks that need no attack roll (a saving throw, or none). */
const NO_ROLL = new Set([
  'breath',
  'gaze',
  'song',
  'magic',
  'spell',
  'group spell',
  'lightning bolt',
  'heat aura',
  'cold aura',
  'spores',
  'spray',
  'oil spray',
  'spit',
  'swarm',
]);

/**
 * The damage and effects inside an attack's brackets: « 1d10 + petrification » → { damage: '1d10',
 * effects: ['petrification'] }; « 1d6 or by weapon » → '1d6'; « 1d4 + 1 » → '1d4+1'; « 1d6 per HD »
 * → `${hd}d6`; « 1d6 × 10 » and « 1d10 hull damage » are effects (read by no dice reader: the name
 * shows them, the damage is empty); a part with a figure it cannot read is `odd`.
 */
function damageOf(inner, whole) {
  const first = inner.split(/\s+or\s+/)[0].trim();
  const effects = [];
  let dice = '';
  let odd = '';
  for (const raw of first.split(/\s*\+\s*/)) {
    const p = raw.trim();
    if (p === '') continue;
    if (/^\d+d\d+$/.test(p)) dice += dice ? `+${p}` : p;
    else if (/^\d+d\d+ ?per HD$/.test(p))
      dice += `${whole}${p.slice(p.indexOf('d')).replace(/ ?per HD$/, '')}`;
    else if (/^\d+$/.test(p)) dice += dice ? `+${p}` : p;
    else if (/^\d+hp$/.test(p)) dice += p.replace('hp', '');
    else if (/^\d+d\d+ heat$/.test(p)) {
      dice += `+${p.replace(' heat', '')}`;
      effects.push('heat');
    } else if (/^(\d+d\d+ × \d+|(\d+d\d+|\d+) hull damage)$/.test(p)) effects.push(p);
    else if (/\d/.test(p)) odd = p;
    else effects.push(p);
  }
  return { damage: odd ? '' : dice, effects, ...(odd ? { odd } : {}) };
}

/**
 * An « Attacks » line as attacks for a variant of `whole` hit dice: [{ count, name, damage, effects,
 * roll, part? }] (« 2 × claw (1d4) » → count 2, name 'claw'; « goat: 1 × gore (2d4) » → part 'goat';
 * « 5 to 12 × bite » → count `whole`); « None » → []. Null when a part does not read.
 */
export function attacksOf(text, whole = 0) {
  const t = plainText(text)
    .replace(/^Att /, '')
    .replace(/,$/, '')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .replace(/\)\)$/, ')');
  if (/^none$/i.test(t)) return [];
  const parts = [];
  let pending = '';
  for (const q of topLevel(t)) {
    if (/^\d+$/.test(q)) {
      pending = `${q} or `; // « 2 or 4 × weapon »
      continue;
    }
    const p = pending + q;
    pending = '';
    if (parts.length > 0 && !/×/.test(p) && !/^(breath|magic)$/.test(p) && !/^\w+: /.test(p)) {
      parts[parts.length - 1] += ` or ${p}`; // « talons or beak (1d6) »
      continue;
    }
    parts.push(p);
  }
  const out = [];
  for (const p of parts) {
    if (p === 'breath' || p === 'magic') {
      out.push({ count: 1, name: p, damage: '', effects: [], roll: false });
      continue;
    }
    const m = /^(?:(\w+): )?(\d+(?: (?:or|to) \d+)?) × (.+?)(?: \((.*)\))?$/.exec(p);
    if (!m) return null;
    const count = / to /.test(m[2]) ? whole : Number(m[2].split(' ')[0]);
    const alt = / or /.test(m[2]) ? Number(m[2].split(' ').at(-1)) : undefined;
    const name = m[3].trim();
    const inner = m[4] ?? '';
    const variant = inner.split(/\s*\/\s*/);
    const { damage, effects, odd } = damageOf(variant.length > 1 ? (variant[0] ?? '') : inner, whole);
    out.push({
      count,
      ...(alt ? { countOr: alt } : {}),
      name,
      damage,
      effects,
      roll: !NO_ROLL.has(name),
      ...(m[1] ? { part: m[1] } : {}),
      ...(odd ? { odd } : {}),
      ...(variant.length > 1 ? { variants: variant.map((v) => damageOf(v, whole).damage) } : {}),
    });
  }
  return out;
}
