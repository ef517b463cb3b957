// One Pathfinder 1 stat block, as the PRD prints it, read into figures: the type line, Init, AC,
// hp and hit dice, saves, defences, speed, attacks, Str/Dex/Con, BAB, CMB, CMD, feats. Each reader
// takes the text after its label (« 17, touch 8, flat-footed 17 (+4 armor, …) ») and returns the
// figures, or null when the text is not one it can read: odd text never throws.

const MINUS = /[–—−‒]/g;

/** The text with every kind of minus sign as « - » and no doubled blanks. */
export function plainMinus(text) {
  return String(text ?? '')
    .replace(MINUS, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first signed integer of a text (« +5; Senses … » → 5, « –1 » → -1), or null. */
export function signedInt(text) {
  const m = /^\s*([+-]?)\s*(\d{1,4})(?!\d)/.exec(plainMinus(text));
  if (!m) return null;
  const n = Number(m[2]);
  return m[1] === '-' ? -n : n;
}

/** A score or a figure printed « — » (none): null for none, undefined when unreadable. */
export function scoreOf(text) {
  const t = plainMinus(text);
  if (/^-+$/.test(t) || t === '') return null;
  const n = signedInt(t);
  return n === null ? undefined : n;
}

export const SIZES = [
  'fine',
  'diminutive',
  'tiny',
  'small',
  'medium',
  'large',
  'huge',
  'gargantuan',
  'colossal',
];
const ALIGNMENT =
  /^(?:(?:always|usually|often|any)\s+)?(lg|ng|cg|ln|n|cn|le|ne|ce|any(?: alignment)?|any [a-z]+(?: [a-z]+)?)\s/i;
const TYPE_LINE = new RegExp(
  `^(.*?)\\b(${SIZES.join('|')})\\s+([a-z][a-z ]*?)\\s*(?:\\(([^)]*)\\))?\\s*$`,
  'i',
);

/** « CE Large humanoid (giant) » → { alignment, size, type, subtypes }, or null. */
export function parseTypeLine(text) {
  const t = plainMinus(text);
  const m = TYPE_LINE.exec(t);
  if (!m) return null;
  const before = m[1].trim();
  const align = ALIGNMENT.exec(`${before} `);
  if (!align && before !== '') return null;
  return {
    alignment: before,
    size: m[2].toLowerCase(),
    type: m[3].toLowerCase().trim(),
    subtypes: (m[4] ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s !== ''),
  };
}

/**
 * « 17, touch 8, flat-footed 17 (+4 armor, –1 Dex, +5 natural, –1 size) » → the three figures and
 * the bonuses named in the breakdown ({ armor: 4, dex: -1, natural: 5, size: -1 }), or null.
 */
export function parseAc(text) {
  const t = plainMinus(text);
  const m = /^(\d{1,3})\s*,?\s*touch\s+(\d{1,3})\s*,?\s*flat-?\s*footed\s+(\d{1,3})/i.exec(t);
  if (!m) return null;
  const parts = {};
  const breakdown = /\(([^)]*)\)/.exec(t.slice(m[0].length));
  if (breakdown) {
    // « +2 deflection vs. evil » after a « ; » is a conditional bonus: not part of the AC.
    for (const piece of breakdown[1].split(';')[0].split(',')) {
      const p = /^\s*([+-]\d{1,3})\s+([a-z][a-z -]*?)\s*$/i.exec(piece);
      if (p) parts[p[2].toLowerCase()] = (parts[p[2].toLowerCase()] ?? 0) + Number(p[1]);
    }
  }
  return { ac: Number(m[1]), touch: Number(m[2]), flatFooted: Number(m[3]), parts };
}

/**
 * « 30 (4d8+12) », « 17 (3 HD; 2d8+1d10+3) », « 92 (8d10+48); regeneration 5 (fire or acid) » →
 * { hp, hd, regeneration?, fastHealing?, extra? }, or null. `hd` is the dice formula alone.
 */
export function parseHp(text) {
  const t = plainMinus(text);
  const m = /^(\d{1,5})\s*(?:each\s*)?\(([^)]*)\)/i.exec(t);
  if (!m) return null;
  const inner = m[2].replace(/^\s*\d+\s*HD\s*;\s*/i, '');
  const dice = /^((?:\d{1,3}d\d{1,3})(?:\s*[+-]\s*(?:\d{1,3}d\d{1,3}|\d{1,5}))*)/i.exec(inner.trim());
  if (!dice) return null;
  const out = { hp: Number(m[1]), hd: dice[1].replace(/\s+/g, '') };
  const extraInside = inner.trim().slice(dice[0].length).trim();
  const rest = t.slice(m[0].length).replace(/^\s*[;,]\s*/, '');
  const regen = /regeneration\s+(\d{1,3})(?:\s*\(([^)]*)\))?/i.exec(rest);
  if (regen)
    out.regeneration = { hp: Number(regen[1]), ...(regen[2] ? { bypassedBy: regen[2].trim() } : {}) };
  const fast = /fast healing\s+(\d{1,3})/i.exec(rest);
  if (fast) out.fastHealing = Number(fast[1]);
  if (extraInside) out.extra = extraInside;
  return out;
}

/** The Fort value's text, with Ref and Will when they were printed in the same field. */
export function parseSaves(fort, ref, will) {
  const f = plainMinus(fort);
  const inline = /^([+-]?\d+)[^,]*,\s*Ref\s+([+-]?\d+)[^,]*,\s*Will\s+([+-]?\d+)/i.exec(f);
  const values = inline ? [inline[1], inline[2], inline[3]] : [f, ref, will];
  const saves = values.map(signedInt);
  return saves.every((s) => s !== null) ? saves : null;
}

/** Splits at commas outside parentheses. */
export function splitTopLevel(text, separator = ',') {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth += 1;
    else if ((ch === ')' || ch === ']') && depth > 0) depth -= 1;
    else if (depth === 0 && text.startsWith(separator, i)) {
      out.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

const DAMAGE_DICE = /^(\d{1,3}d\d{1,3}(?:\s*[+-]\s*\d{1,4})?|\d{1,4})(?![d\d])/i;
const CRIT = /^\/\s*(?:(\d{1,2})\s*-\s*20)?\s*(?:\/?\s*[x×]\s*(\d))?/i;

/**
 * « bite +13 (1d8+6/19-20 plus grab) » → { name, count, bonus, damage, crit, extra, maneuver }
 * (`bonus` null for a swarm's attack, which needs no roll: « swarm (2d6) »).
 * `name` without the count (« 2 claws » → « claws », count 2); `damage` the dice alone (« 1d8+6 »,
 * '' when the attack prints none); `crit` « 19-20/×2 », « ×3 » or '' (20/×2); `extra` what follows
 * « plus »; `maneuver` 'grapple' or 'trip' when a grab or a trip comes with a hit (PRD › Universal
 * Monster Rules › Grab, Trip). Null when the text is not an attack.
 */
export function parseAttack(text) {
  const t = plainMinus(text);
  const m =
    /^(?:(\d{1,2})\s+)?(.+?)\s+([+-]\d{1,3})((?:\/[+-]\d{1,3})*)\s*(?:(?:melee|ranged)\b\s*)?(?:touch\b\s*)?(?:\(([^)]*)\))?\s*$/i.exec(
      t,
    ) ??
    // A swarm's attack has no roll: « swarm (2d6 plus poison) ».
    /^(?:(\d{1,2})\s+)?([^()+]+?)()()\s*\(([^)]*)\)\s*$/.exec(t);
  if (!m) return null;
  const [, count, rawName, bonus, , inner = ''] = m;
  let rest = inner.trim();
  let damage = '';
  const dice = DAMAGE_DICE.exec(rest);
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
  rest = rest.trim();
  const extra = rest.replace(/^(?:plus|and)\s+/i, '').trim();
  const special = dice ? extra : rest;
  const maneuver = /\bgrab\b/i.test(special) ? 'grapple' : /\btrip\b/i.test(special) ? 'trip' : undefined;
  return {
    name: rawName.trim(),
    count: count ? Number(count) : 1,
    bonus: bonus === '' ? null : Number(bonus),
    damage,
    crit,
    extra: dice ? extra : rest,
    ...(maneuver ? { maneuver } : {}),
  };
}

/**
 * A Melee or Ranged field: the attacks of its first full attack (what comes before « or »), then
 * nothing else; unreadable pieces are returned apart.
 */
export function parseAttacks(text) {
  const t = plainMinus(text);
  if (t === '') return { attacks: [], unread: [] };
  const tidy = t
    .replace(/\s+or$/i, '')
    // PRD typos: « (1d6+1) orflurry », « (2d6+8) 2 talons » — the separator the print left out.
    .replace(/\)\s*or(?=\S)/g, ') or ')
    .replace(/\)\s+(?!and\b|or\b|plus\b)(?=[a-z\d])/gi, '), ');
  const first = splitTopLevel(tidy, ' or ')[0] ?? '';
  const attacks = [];
  const unread = [];
  // Attacks are separated by commas, and in some blocks by « and » (« greataxe +9 (3d6+6) and gore +4 (1d6+2) »).
  for (const piece of splitTopLevel(first, ',').flatMap((p) => splitTopLevel(p, ' and '))) {
    const a = parseAttack(piece);
    if (a) attacks.push(a);
    else unread.push(piece);
  }
  return { attacks, unread };
}

/**
 * « 30 ft. (40 ft. base), fly 60 ft. (good) » → [{ mode: 'land', feet: 30, note: '40 ft. base' },
 * { mode: 'fly', feet: 60, note: 'good' }]; null when the first part has no distance.
 */
export function parseSpeed(text) {
  const t = plainMinus(text).replace(/;.*$/, '');
  const out = [];
  for (const piece of splitTopLevel(t, ',')) {
    const m = /^(?:([a-z][a-z ]*?)\s+)?(\d{1,4})\s*ft\.?\s*(?:\(([^)]*)\))?(.*)$/i.exec(piece);
    if (!m) continue;
    out.push({
      mode: (m[1] ?? 'land').toLowerCase().trim(),
      feet: Number(m[2]),
      note: [m[3], m[4]]
        .map((s) => (s ?? '').trim())
        .filter((s) => s !== '')
        .join(' '),
    });
  }
  return out.length > 0 ? out : null;
}

/** « Iron Will, Toughness, Skill Focus (Perception)B » → the feats' names, without their details. */
export function parseFeats(text) {
  return splitTopLevel(plainMinus(text), ',')
    .map((f) =>
      f
        .replace(/\([^)]*\)/g, '')
        .replace(/\b(?:B|M)\b\s*$/, '')
        .replace(/(?<=[a-z])(?:B|M)$/, '')
        .trim(),
    )
    .filter((f) => f !== '');
}

/** The field after a label, among the fields of a block's lines (the first one found). */
export function fieldOf(lines, label, section = undefined) {
  for (const l of lines) {
    if (section !== undefined && !section.includes(l.section)) continue;
    for (const [k, v] of l.fields) if (k === label) return v;
  }
  return undefined;
}
