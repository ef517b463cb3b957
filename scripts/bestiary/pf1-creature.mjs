// A PRD stat block (pf1-prd.mjs) read into the English figures of one creature (pf1-statblock.mjs):
// what Paravent uses of it, and the list of the figures it could not read (`unread`), never guessed.
import {
  fieldOf,
  parseAc,
  parseAttacks,
  parseFeats,
  parseHp,
  parseSaves,
  parseSpeed,
  parseTypeLine,
  plainMinus,
  scoreOf,
  signedInt,
} from './pf1-statblock.mjs';

const HEADER = ['header'];

/** The XP line's figure (« XP 1,200 » → 1200), or null. */
export function xpOf(text) {
  const m = /XP\s*([\d,. ]+)/i.exec(String(text ?? ''));
  if (!m) return null;
  const n = Number(m[1].replace(/[,. ]/g, ''));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** The unlabelled lines of a block's header: the race and class line, if any, then the type line. */
function headerLines(lines) {
  return lines
    .filter((l) => HEADER.includes(l.section))
    .flatMap((l) => l.fields.filter(([k]) => k === '').map(([, v]) => v));
}

/**
 * The English figures of a block: { en, cr, xp, size, type, subtypes, raceClass, init, ac, hp,
 * saves, dr, immune, resist, weaknesses, sr, speed, melee, ranged, reach, str, dex, con, bab, cmb,
 * cmd, feats, unread }. A figure the text does not give in a readable form is left out and named in
 * `unread`.
 */
export function creatureOfBlock(block) {
  const { lines } = block;
  const unread = [];
  const get = (label) => fieldOf(lines, label);
  // « WerewolF »: a capital the print slipped at a word's end.
  const en = block.title
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b([A-Z][a-z]+)([A-Z])\b/g, (_, head, last) => `${head}${last.toLowerCase()}`);
  const out = { en, cr: block.cr };

  const xp = xpOf(block.xpText);
  if (xp !== null) out.xp = xp;
  else if (!block.formOf) unread.push('xp');

  const heads = headerLines(lines);
  const typeIndex = heads.findIndex((h) => parseTypeLine(h) !== null);
  if (typeIndex >= 0) {
    Object.assign(out, parseTypeLine(heads[typeIndex]));
    const raceClass = heads.slice(0, typeIndex).join(' ').trim();
    if (raceClass) out.raceClass = raceClass;
  } else unread.push('type');

  const init = signedInt(get('Init'));
  if (init !== null) out.init = init;
  else unread.push('init');

  const ac = parseAc(get('AC'));
  if (ac) out.ac = ac;
  else unread.push('ac');

  const hp = parseHp(get('hp'));
  if (hp) out.hp = hp;
  else unread.push('hp');

  const saves = parseSaves(get('Fort'), get('Ref'), get('Will'));
  if (saves) out.saves = saves;
  else unread.push('saves');

  for (const [label, key] of [
    ['DR', 'dr'],
    ['Immune', 'immune'],
    ['Resist', 'resist'],
    ['Weaknesses', 'weaknesses'],
    ['Weakness', 'weaknesses'],
  ]) {
    const v = get(label);
    if (v !== undefined && out[key] !== undefined) continue;
    if (v !== undefined && plainMinus(v) !== '') out[key] = plainMinus(v);
  }
  const sr = get('SR');
  if (sr !== undefined) {
    const n = signedInt(sr);
    if (n !== null) out.sr = n;
    else unread.push('sr');
  }

  const speed = parseSpeed(get('Speed'));
  if (speed) out.speed = speed;
  else unread.push('speed');

  for (const [label, key] of [
    ['Melee', 'melee'],
    ['Ranged', 'ranged'],
  ]) {
    const v = get(label);
    if (v === undefined) continue;
    const read = parseAttacks(v);
    out[key] = read.attacks;
    if (read.unread.length > 0) unread.push(`${key}: ${read.unread.join(', ')}`);
  }

  const reach = get('Reach');
  if (reach !== undefined) {
    const m = /^(\d{1,3})\s*ft/i.exec(plainMinus(reach));
    if (m) out.reach = Number(m[1]);
  }

  for (const [label, key] of [
    ['Str', 'str'],
    ['Dex', 'dex'],
    ['Con', 'con'],
  ]) {
    const score = scoreOf(get(label));
    if (score === undefined) unread.push(key);
    else if (score !== null) out[key] = score;
  }

  const bab = signedInt(get('Base Atk'));
  if (bab !== null) out.bab = bab;
  else unread.push('bab');
  const cmb = scoreOf(get('CMB'));
  if (cmb === undefined) unread.push('cmb');
  else if (cmb !== null) out.cmb = cmb;
  const cmd = scoreOf(get('CMD'));
  if (cmd === undefined) unread.push('cmd');
  else if (cmd !== null) out.cmd = cmd;

  const feats = get('Feats');
  if (feats !== undefined) out.feats = parseFeats(feats);

  out.unread = unread;
  return out;
}
