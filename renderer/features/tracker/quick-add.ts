/**
 * Ajout rapide: one line the GM types at the table — "4 Orque init +1 PV 6 CA 13" — becomes a
 * count, a name, a side and numbers. Pure and total: any text gives either an entry or a
 * `QuickAddError` naming what was wrong (a code and its values); nothing else is ever thrown.
 */
import {
  EngineError,
  hpFormulaAverage,
  isHpFormula,
  parseHpFormula,
  type Side,
} from '../../../shared/combat';
import type { Size } from '../../../shared/rules';
import { parseDamageDefences } from '../../../shared/rules/common/damage-defences';
import { QUICK_ADD_ERRORS_FR, type QuickAddErrorKey } from '../../i18n/quick-add-fr';
import { FIGHTER_LIMITS, SIZE_LETTERS, sizeOfWord } from '../../combatant';
import { NUMBER_RANGES } from '../../../shared/limits';

/** The numbers a quick-add line may carry, by keyword. */
export type QuickKey =
  | 'init'
  | 'hp'
  | 'sp'
  | 'rp'
  | 'countdown'
  | 'ac'
  | 'touch'
  | 'flatFooted'
  | 'cmd'
  | 'kac'
  | 'eac'
  | 'def'
  | 'thac0'
  | 'morale'
  | 'bab'
  | 'str'
  | 'dex'
  | 'con'
  | 'conc';

/** A parsed quick-add line. */
export interface QuickAddEntry {
  /** How many (1..MAX_QUICK_COUNT); copies are numbered by the engine. */
  count: number;
  name: string;
  side?: Side;
  values: Partial<Record<QuickKey, number>>;
  /** "taille G": the size for manoeuvres. */
  size?: Size;
  /** « PV 4d8+4 »: hit dice each copy rolls (`values.hp` holds their average). */
  hpFormula?: string;
  /** « caché »: hidden from the players. */
  hidden?: true;
  /** « réflexes » (« AdO réflexes »): the Combat Reflexes feat (3.5, PF1: 1 + Dex mod. AoOs a round). */
  reflexes?: true;
  /** « [RD 5/magie ; feu 10] » or « RD 5/magie »: DR, resistances, immunities (issue 28). */
  damageDefences?: string;
  /** « Réf +4 », « Vig +2 / Vol +1 », « évasion », « sauve comme G3 », « DEX +2 »: save figures (issue 28), checked by the engine per system. */
  saves?: string;
  /** « danger … »: a hazard, timer or lair event (no HP needed; `init` is the count it acts at). */
  hazard?: boolean;
}

/** Most combatants one line may add (the engine duplicates at most 100 copies at once). */
export const MAX_QUICK_COUNT = 100;

/** The values a refusal's text names (what the GM typed, limits, a system's name). */
export type QuickAddErrorParams = Record<string, string | number>;

/**
 * A line that could not be understood: `key` and `params` say why (the interface phrases them in
 * the GM's language, `quickAddError.<key>`); `message` is the same in French.
 */
export class QuickAddError extends Error {
  override readonly name = 'QuickAddError';
  /** The engine's refusal behind it (a bad HP formula), for the interface to phrase. */
  refusal?: EngineError;
  constructor(
    readonly key: QuickAddErrorKey,
    readonly params: QuickAddErrorParams = {},
  ) {
    super(QUICK_ADD_ERRORS_FR[key].replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(params[p] ?? '')));
  }
}

/** Keywords, folded (lower case, no accents), longest first so that "tac0" wins over "ta…". */
const KEYWORDS: [string, QuickKey][] = (
  [
    ['initiative', 'init'],
    ['init', 'init'],
    ['ini', 'init'],
    ['pdv', 'hp'],
    ['pv', 'hp'],
    ['hp', 'hp'],
    // sf1 Stamina and Resolve (« PE 12 PV 14 PP 4 »)
    ['pe', 'sp'],
    ['sp', 'sp'],
    ['pp', 'rp'],
    ['rp', 'rp'],
    // a hazard's countdown (« danger Le plafond s'effondre init 10 rounds 3 »)
    ['rounds', 'countdown'],
    ['rebours', 'countdown'],
    ['countdown', 'countdown'],
    ['contact', 'touch'],
    ['touch', 'touch'],
    ['depourvu', 'flatFooted'],
    ['dep', 'flatFooted'],
    ['flat-footed', 'flatFooted'],
    ['flatfooted', 'flatFooted'],
    ['ff', 'flatFooted'],
    ['dmd', 'cmd'],
    ['cmd', 'cmd'],
    ['cac', 'kac'],
    ['kac', 'kac'],
    ['cae', 'eac'],
    ['eac', 'eac'],
    ['def', 'def'],
    ['thac0', 'thac0'],
    ['tac0', 'thac0'],
    ['morale', 'morale'],
    ['moral', 'morale'],
    ['ml', 'morale'],
    ['ca', 'ac'],
    ['ac', 'ac'],
    ['bba', 'bab'],
    ['bab', 'bab'],
    ['for', 'str'],
    ['str', 'str'],
    ['dex', 'dex'],
    ['con', 'con'],
    // the concentration bonus (« conc +8 », 3.5 and PF1)
    ['concentration', 'conc'],
    ['conc', 'conc'],
  ] satisfies [string, QuickKey][]
).sort((a, b) => b[0].length - a[0].length);

/** Every key, in the order `formatQuickAdd` writes them. */
export const QUICK_KEYS: readonly QuickKey[] = [
  'init',
  'sp',
  'hp',
  'rp',
  'countdown',
  'ac',
  'touch',
  'flatFooted',
  'cmd',
  'kac',
  'eac',
  'def',
  'thac0',
  'morale',
  'bab',
  'str',
  'dex',
  'con',
  'conc',
];

/** How each key is written back by `formatQuickAdd` (French keywords). */
export const QUICK_KEY_LABELS: Record<QuickKey, string> = {
  init: 'init',
  hp: 'PV',
  sp: 'PE',
  rp: 'PP',
  countdown: 'rounds',
  ac: 'CA',
  touch: 'contact',
  flatFooted: 'dépourvu',
  cmd: 'DMD',
  kac: 'CAC',
  eac: 'CAE',
  def: 'DEF',
  thac0: 'TAC0',
  morale: 'moral',
  bab: 'BBA',
  str: 'For',
  dex: 'Dex',
  con: 'Con',
  conc: 'conc',
};

/** The English keywords the parser reads for each key, as the English messages name them. */
export const QUICK_KEY_WORDS_EN: Record<QuickKey, string> = {
  init: 'init',
  hp: 'HP',
  sp: 'SP',
  rp: 'RP',
  countdown: 'rounds',
  ac: 'AC',
  touch: 'touch',
  flatFooted: 'flat-footed',
  cmd: 'CMD',
  kac: 'KAC',
  eac: 'EAC',
  def: 'DEF',
  thac0: 'THAC0',
  morale: 'morale',
  bab: 'BAB',
  str: 'Str',
  dex: 'Dex',
  con: 'Con',
  conc: 'conc',
};

/** The words of a size ("taille G"), folded. */
const SIZE_KEYWORDS = new Set(['taille', 'size']);

/** Limits of a keyword's number: HP at least 1, morale 2–12, the fighter stats' limits. */
export const QUICK_LIMITS: Partial<Record<QuickKey, readonly [number, number]>> = {
  hp: [1, Number.MAX_SAFE_INTEGER],
  sp: [0, 100_000],
  rp: [0, 1000],
  countdown: [1, 1000],
  morale: [2, 12],
  bab: FIGHTER_LIMITS.bab,
  str: FIGHTER_LIMITS.str,
  dex: FIGHTER_LIMITS.dex,
  con: FIGHTER_LIMITS.con,
  conc: [NUMBER_RANGES.concentrationBonus.min, NUMBER_RANGES.concentrationBonus.max],
};

const SIDES: Record<string, Side> = {
  pj: 'pc',
  pc: 'pc',
  allie: 'ally',
  ally: 'ally',
  ennemi: 'enemy',
  enemy: 'enemy',
  adversaire: 'enemy',
  foe: 'enemy',
  neutre: 'neutral',
  neutral: 'neutral',
};

const SIDE_WORDS: Record<Side, string> = { pc: 'PJ', ally: 'allié', enemy: 'ennemi', neutral: 'neutre' };

/** Words that hide the combatant from the players (folded: « caché », « cachée », « hidden »). */
const HIDDEN_WORDS: ReadonlySet<string> = new Set(['cache', 'cachee', 'hidden']);

/** Words of the Combat Reflexes feat (folded: « réflexes », « AdO réflexes », « reflexes »). */
const REFLEXES_WORDS: ReadonlySet<string> = new Set(['reflexes', 'ado-reflexes', 'aoo-reflexes']);

/** Lower case without accents: "Dépourvu" → "depourvu". */
export function foldWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const NUMBER = /^[+\-−]?\d{1,6}$/;

function toNumber(raw: string): number {
  return Number(raw.replace('−', '-'));
}

/** "CA13", "init+1": a keyword glued to its number. */
function splitGlued(token: string): [QuickKey, string, string] | undefined {
  const folded = foldWord(token);
  for (const [word, key] of KEYWORDS) {
    if (folded.startsWith(word) && folded.length > word.length) {
      const rest = token.slice(word.length).replace(/^[:=]/, '');
      if (NUMBER.test(rest)) return [key, token.slice(0, word.length), rest];
    }
  }
  return undefined;
}

function keywordOf(token: string): QuickKey | undefined {
  const folded = foldWord(token).replace(/[:=]$/, '');
  return KEYWORDS.find(([word]) => word === folded)?.[1];
}

function isSizeWord(token: string): boolean {
  return SIZE_KEYWORDS.has(foldWord(token).replace(/[:=]$/, ''));
}

function checkValue(key: QuickKey, word: string, value: number): number {
  const limits = QUICK_LIMITS[key];
  if (limits && (value < limits[0] || value > limits[1])) {
    throw limits[1] === Number.MAX_SAFE_INTEGER
      ? new QuickAddError('atLeast', { word, min: limits[0], value })
      : new QuickAddError('between', { word, min: limits[0], max: limits[1], value });
  }
  return value;
}

/** "taille G", "taille grand", "taille très grand": the size after the word, tokens consumed. */
function readSize(word: string, tokens: string[]): Size {
  if (tokens[0] === ':' || tokens[0] === '=') tokens.shift();
  const first = tokens.shift();
  if (first === undefined) {
    throw new QuickAddError('sizeMissing', { word });
  }
  const folded = foldWord(first);
  if (folded === 'tres' && tokens.length > 0) {
    const two = sizeOfWord(`tres ${foldWord(tokens[0])}`);
    if (two) {
      tokens.shift();
      return two;
    }
  }
  const size = sizeOfWord(folded);
  if (!size) {
    throw new QuickAddError('notASize', { word: first });
  }
  return size;
}

function readCount(tokens: string[]): number {
  if (tokens.length > 1 && /^\d+$/.test(tokens[0])) {
    const count = Number(tokens.shift());
    if (count < 1 || count > MAX_QUICK_COUNT) {
      throw new QuickAddError('count', { max: MAX_QUICK_COUNT, count });
    }
    return count;
  }
  return 1;
}

function readName(tokens: string[]): { name: string; side?: Side } {
  const words: string[] = [];
  let side: Side | undefined;
  while (
    tokens.length > 0 &&
    keywordOf(tokens[0]) === undefined &&
    !isSizeWord(tokens[0]) &&
    !splitGlued(tokens[0])
  ) {
    const word = tokens.shift() ?? '';
    const asSide = SIDES[foldWord(word)];
    if (asSide && words.length > 0) {
      if (side) throw new QuickAddError('sideTwice', { word });
      side = asSide;
    } else if (side) {
      throw new QuickAddError('afterSide', { word });
    } else words.push(word);
  }
  if (words.length === 0) {
    throw new QuickAddError('nameMissing');
  }
  return { name: words.join(' '), side };
}

/** « 4d8+4 » after PV: the average goes to `values.hp`, the formula is kept (a bad one is refused). */
function readHpFormula(raw: string): { average: number; formula: string } {
  try {
    return { average: hpFormulaAverage(parseHpFormula(raw)), formula: raw.toLowerCase() };
  } catch (e) {
    if (e instanceof EngineError)
      throw Object.assign(new QuickAddError('hpFormula', { text: e.message }), { refusal: e });
    throw e;
  }
}

function readValues(tokens: string[]): {
  values: Partial<Record<QuickKey, number>>;
  size?: Size;
  hpFormula?: string;
} {
  const values: Partial<Record<QuickKey, number>> = {};
  let size: Size | undefined;
  let hpFormula: string | undefined;
  while (tokens.length > 0) {
    const token = tokens.shift() ?? '';
    if (isSizeWord(token)) {
      const word = token.replace(/[:=]$/, '');
      if (size) throw new QuickAddError('givenTwice', { word });
      size = readSize(word, tokens);
      continue;
    }
    const glued = splitGlued(token);
    let key: QuickKey | undefined;
    let word: string;
    let raw: string | undefined;
    if (glued) [key, word, raw] = glued;
    else {
      key = keywordOf(token);
      word = token.replace(/[:=]$/, '');
      if (key === undefined) {
        throw new QuickAddError('unknownWord', { word: token });
      }
      if (tokens[0] === ':' || tokens[0] === '=') tokens.shift();
      raw = tokens.shift();
    }
    if (key === 'hp' && raw !== undefined && values.hp === undefined && isHpFormula(raw)) {
      const { average, formula } = readHpFormula(raw);
      values.hp = average;
      hpFormula = formula;
      continue;
    }
    if (raw === undefined || !NUMBER.test(raw)) {
      throw raw === undefined
        ? new QuickAddError('numberMissing', { word })
        : new QuickAddError('numberExpected', { word, raw });
    }
    if (values[key] !== undefined) throw new QuickAddError('givenTwice', { word });
    values[key] = checkValue(key, word, toNumber(raw));
  }
  return { values, ...(size ? { size } : {}), ...(hpFormula ? { hpFormula } : {}) };
}

/** First words that make the line a hazard, timer or lair event (folded). */
const HAZARD_WORDS = new Set(['danger', 'hazard']);
/** First words of a lair event: a hazard acting at 20 unless « init » says otherwise (losing ties). */
const LAIR_WORDS = new Set(['repaire', 'lair']);
/** The count of a lair event with no « init » (the lair acts at 20 and loses ties). */
const LAIR_COUNT = 20;

/** Parses one quick-add line; throws `QuickAddError` (and only that) when it is not understood. */
export function parseQuickAdd(typed: string): QuickAddEntry {
  const { rest: noDefences, damageDefences } = takeDamageDefences(typed);
  const { rest: line, saves } = takeSaves(noDefences);
  const tokens = line.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) {
    throw new QuickAddError('emptyLine');
  }
  const lair = LAIR_WORDS.has(foldWord(tokens[0]));
  const hazard = lair || HAZARD_WORDS.has(foldWord(tokens[0]));
  if (hazard) tokens.shift();
  const count = hazard ? 1 : readCount(tokens);
  // « caché » anywhere after the first word of the name: hidden from the players.
  const hidden = tokens.some((token, i) => i > 0 && HIDDEN_WORDS.has(foldWord(token)));
  if (hidden)
    tokens.splice(
      0,
      tokens.length,
      ...tokens.filter((token, i) => i === 0 || !HIDDEN_WORDS.has(foldWord(token))),
    );
  // « réflexes » (or « AdO réflexes ») after the name's first word: Combat Reflexes.
  const isReflexes = (token: string, i: number) => i > 0 && REFLEXES_WORDS.has(foldWord(token));
  const reflexes = tokens.some(isReflexes);
  if (reflexes) {
    const kept = tokens.filter((token, i) => {
      if (isReflexes(token, i)) return false;
      // « AdO » / « AoO » just before it belongs to it.
      const next = tokens[i + 1];
      return !(next !== undefined && isReflexes(next, i + 1) && ['ado', 'aoo'].includes(foldWord(token)));
    });
    tokens.splice(0, tokens.length, ...kept);
  }
  const { name, side } = readName(tokens);
  const { values, size, hpFormula } = readValues(tokens);
  if (lair && values.init === undefined) values.init = LAIR_COUNT;
  if (hazard) {
    if (values.init === undefined) {
      throw new QuickAddError('hazardCount', { name });
    }
    return { count, name, ...(side ? { side } : {}), values, hazard: true };
  }
  if (values.countdown !== undefined) {
    throw new QuickAddError('countdownAlone');
  }
  if (values.hp === undefined) {
    throw new QuickAddError('hpMissing', { name });
  }
  return {
    count,
    name,
    ...(side ? { side } : {}),
    values,
    ...(size ? { size } : {}),
    ...(hpFormula ? { hpFormula } : {}),
    ...(hidden ? { hidden: true as const } : {}),
    ...(reflexes ? { reflexes: true as const } : {}),
    ...(damageDefences ? { damageDefences } : {}),
    ...(saves ? { saves } : {}),
  };
}

/**
 * A save figure of the quick add: « Réf +4 », « Vig +2 », « Vol −1 », EN « Ref +4 », « Fort +2 »,
 * « Will +1 »; « évasion (supérieure) », « improved evasion »; B/X « sauve comme G3 », « saves as F3 »;
 * CO a signed characteristic modifier « DEX +2 », « FOR +6* » (a score stays unsigned: « For 18 »).
 * A following « / » goes with it (« Vig +2 / Vol +1 »).
 */
const SAVE_TOKEN =
  /(?:^|\s)((?:vig(?:ueur)?|fort(?:itude)?|r[ée]f(?:lexes?)?|reflex|vol(?:ont[ée])?|will)\s*[+\-\u2212]\s*\d+|(?:for|str|dex|con|int|sag|wis|cha)\*?\s*[+\-\u2212]\s*\d+\*?|[ée]vasion(?:\s+sup[ée]rieure)?|improved\s+evasion|(?:sauve\s+comme|saves\s+as)\s+\S+)\s*[/;,]?(?=\s|$)/giu;

/** The line without its save figures, and those figures as one text (the engine checks them per system). */
function takeSaves(line: string): { rest: string; saves?: string } {
  const found: string[] = [];
  const rest = line.replace(SAVE_TOKEN, (_all, figure: string) => {
    found.push(figure.replace(/\s+/g, ' ').trim());
    return ' ';
  });
  return found.length === 0 ? { rest: line } : { rest, saves: found.join(' ') };
}

/** A bracketed defences text, « [RD 10/argent et bien ; feu 10] », or a bare « RD 5/magie ». */
const BRACKETED = /\[([^\]]*)\]/;
const BARE_DR = /(?:^|\s)((?:RD|DR)\s*\d+\/\S+)/i;

/** The line without its damage defences, and those defences (checked: refused when unreadable). */
function takeDamageDefences(line: string): { rest: string; damageDefences?: string } {
  const m = BRACKETED.exec(line) ?? BARE_DR.exec(line);
  if (!m) return { rest: line };
  const text = m[1].trim();
  if ('error' in parseDamageDefences(text)) throw new QuickAddError('damageDefences', { text });
  const rest = `${line.slice(0, m.index)} ${line.slice(m.index + m[0].length)}`;
  return { rest, ...(text === '' ? {} : { damageDefences: text }) };
}

/** Writes an entry back as a line that `parseQuickAdd` reads to the same entry. */
export function formatQuickAdd(entry: QuickAddEntry): string {
  const parts: string[] = [];
  if (entry.hazard) parts.push('danger');
  if (entry.count !== 1) parts.push(String(entry.count));
  parts.push(entry.name);
  if (entry.side) parts.push(SIDE_WORDS[entry.side]);
  for (const key of QUICK_KEYS) {
    const value = entry.values[key];
    if (value === undefined) continue;
    const signed = (key === 'init' || key === 'bab') && value >= 0 ? `+${value}` : String(value);
    if (key === 'hp' && entry.hpFormula) {
      parts.push(`${QUICK_KEY_LABELS.hp} ${entry.hpFormula}`);
      continue;
    }
    parts.push(`${QUICK_KEY_LABELS[key]} ${signed}`);
  }
  if (entry.size) parts.push(`taille ${SIZE_LETTERS[entry.size]}`);
  if (entry.hidden) parts.push('caché');
  if (entry.reflexes) parts.push('AdO réflexes');
  if (entry.damageDefences) parts.push(`[${entry.damageDefences}]`);
  if (entry.saves) parts.push(entry.saves);
  return parts.join(' ');
}
