/**
 * How an actor of each Foundry VTT game system is read (issue 29): where its `system` data (`data`
 * before Foundry v10) keeps the figures Paravent uses, from each system's documented data model
 * (template.json): pf1 and D35E (`abilities.*.value`, `attributes.hp`, `attributes.ac.normal.total`,
 * `attributes.cmd.total`, `attributes.bab.total`, `attributes.savingThrows.*.total`,
 * `traits.size`), sfrpg (`attributes.eac/kac.value`, `attributes.sp`, `attributes.rp`), cof
 * (`stats.*.value`, `attributes.def.value`, `attributes.init.value`), ose (`hp`, `ac`, `aac`,
 * `thac0`, `initiative.mod`, `details.morale`, `saves.*`). A figure a system derives rather than
 * stores may be absent from an export: it is then worked out where the rule is simple, or left
 * out and named in the summary.
 */
import { abilityModifier, type SystemId } from '../../rules';

/** What an actor's data gave, every field optional. */
export interface FoundryFigures {
  hp?: number;
  hpMax?: number;
  tempHp?: number;
  nonlethal?: number;
  stamina?: { current: number; max: number };
  resolve?: { current: number; max: number };
  initiativeModifier?: number;
  initiativeScore?: number;
  ac?: number;
  touchAc?: number;
  flatFootedAc?: number;
  cmd?: number;
  kac?: number;
  eac?: number;
  def?: number;
  descendingAc?: number;
  thac0?: number;
  morale?: number;
  bab?: number;
  str?: number;
  dex?: number;
  con?: number;
  size?: string;
  saves?: string;
  cr?: string;
  xp?: number;
  level?: number;
  hd?: string;
  speed?: string;
  /** GM notes, as plain text. */
  notes?: string;
  /** Figures worked out rather than read (named in the summary). */
  estimated: ('ac' | 'init')[];
  /** What the data had that Paravent keeps in notes (DR, resistances…). */
  keptInNotes: string[];
}

/** A Foundry system Paravent reads. */
export interface FoundryProfile {
  /** The Paravent system its actors become. */
  system: SystemId;
  /** Its name in the summary. */
  label: string;
  /** Actor types of player characters (the party); other listed types go to the bestiary. */
  partyTypes: readonly string[];
  creatureTypes: readonly string[];
  read(data: Json): FoundryFigures;
}

/** A JSON value, read by path. */
export type Json = unknown;

/** The value at `path` (« attributes.hp.value ») of `data`, or undefined. */
function at(data: Json, path: string): Json {
  let node: Json = data;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    if (!Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = (node as Record<string, Json>)[key];
  }
  return node;
}

/** The first finite number among `paths` (a numeric text counts: « 12 »). */
function num(data: Json, ...paths: string[]): number | undefined {
  for (const path of paths) {
    const v = at(data, path);
    const n =
      typeof v === 'number'
        ? v
        : typeof v === 'string' && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(v)
          ? Number(v)
          : NaN;
    if (Number.isFinite(n)) return n;
  }
  return undefined;
}

/** The first non-empty text among `paths` (a number counts as its text). */
export function str(data: Json, ...paths: string[]): string | undefined {
  for (const path of paths) {
    const v = at(data, path);
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return undefined;
}

/** Text from Foundry's rich text (HTML): tags dropped, the common entities decoded. */
function plainText(html: string | undefined): string | undefined {
  if (html === undefined) return undefined;
  const text = html
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text === '' ? undefined : text;
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

/** Pathfinder 1 and D&D 3.5 (D35E, a fork of pf1): totals when stored, else the simple rules. */
function readD20(data: Json): FoundryFigures {
  const estimated: FoundryFigures['estimated'] = [];
  const keptInNotes: string[] = [];
  const dex = num(data, 'abilities.dex.total', 'abilities.dex.value');
  const dexMod = dex === undefined ? 0 : abilityModifier(dex);
  const natural = num(data, 'attributes.naturalAC') ?? 0;
  let ac = num(data, 'attributes.ac.normal.total');
  let touchAc = num(data, 'attributes.ac.touch.total');
  let flatFootedAc = num(data, 'attributes.ac.flatFooted.total');
  if (ac === undefined) {
    // DRS › Classe d'armure: 10 + Dex + natural (+ armour and shield, which live in the items).
    ac = 10 + dexMod + natural;
    touchAc ??= 10 + dexMod;
    flatFootedAc ??= 10 + natural;
    estimated.push('ac');
  }
  let initiativeModifier = num(data, 'attributes.init.total');
  if (initiativeModifier === undefined) {
    initiativeModifier = dexMod + (num(data, 'attributes.init.value') ?? 0);
    estimated.push('init');
  }
  const saves = ['fort', 'ref', 'will'].map((s) => num(data, `attributes.savingThrows.${s}.total`));
  for (const [path, label] of [
    ['traits.dr', 'DR'],
    ['traits.eres', 'Resist'],
    ['traits.cres', 'Resist'],
    ['attributes.sr.total', 'SR'],
  ] as const) {
    const value = str(data, path, `${path}.custom`);
    if (value !== undefined && value !== '0') keptInNotes.push(`${label} ${value}`);
  }
  return {
    hp: num(data, 'attributes.hp.value'),
    hpMax: num(data, 'attributes.hp.max', 'attributes.hp.base'),
    tempHp: num(data, 'attributes.hp.temp'),
    nonlethal: num(data, 'attributes.hp.nonlethal'),
    initiativeModifier,
    ac,
    touchAc,
    flatFootedAc,
    cmd: num(data, 'attributes.cmd.total'),
    bab: num(data, 'attributes.bab.total'),
    str: num(data, 'abilities.str.total', 'abilities.str.value'),
    dex,
    con: num(data, 'abilities.con.total', 'abilities.con.value'),
    size: str(data, 'traits.size'),
    saves: saves.every((s) => s !== undefined)
      ? `Vig ${signed(saves[0] ?? 0)}, Réf ${signed(saves[1] ?? 0)}, Vol ${signed(saves[2] ?? 0)}`
      : undefined,
    cr: str(data, 'details.cr.total', 'details.cr.base', 'details.cr'),
    xp: num(data, 'details.xp.value'),
    level: num(data, 'details.level.value'),
    notes: plainText(str(data, 'details.notes.value')),
    estimated,
    keptInNotes,
  };
}

function readStarfinder(data: Json): FoundryFigures {
  const pool = (key: string) => {
    const max = num(data, `attributes.${key}.max`);
    return max === undefined || max <= 0
      ? undefined
      : { max, current: num(data, `attributes.${key}.value`) ?? max };
  };
  const saves = ['fort', 'reflex', 'will'].map((s) => num(data, `attributes.${s}.bonus`));
  const keptInNotes = ['dr', 'di']
    .map((k) => str(data, `traits.${k}.custom`))
    .filter((x): x is string => x !== undefined);
  return {
    hp: num(data, 'attributes.hp.value'),
    hpMax: num(data, 'attributes.hp.max'),
    tempHp: num(data, 'attributes.hp.temp'),
    stamina: pool('sp'),
    resolve: pool('rp'),
    initiativeModifier: num(data, 'attributes.init.total', 'attributes.init.value'),
    kac: num(data, 'attributes.kac.value'),
    eac: num(data, 'attributes.eac.value'),
    bab: num(data, 'attributes.bab'),
    str: num(data, 'abilities.str.value'),
    dex: num(data, 'abilities.dex.value'),
    con: num(data, 'abilities.con.value'),
    size: str(data, 'traits.size'),
    saves: saves.every((s) => s !== undefined)
      ? `Vig ${signed(saves[0] ?? 0)}, Réf ${signed(saves[1] ?? 0)}, Vol ${signed(saves[2] ?? 0)}`
      : undefined,
    cr: str(data, 'details.cr'),
    xp: num(data, 'details.xp.value'),
    level: num(data, 'details.level.value'),
    speed: str(data, 'attributes.speed.value'),
    estimated: [],
    keptInNotes,
  };
}

/** CO's six characteristics, as Foundry's cof keys them and as a CO save text names them. */
const CHARACTERISTIC_STATS = [
  ['str', 'FOR'],
  ['dex', 'DEX'],
  ['con', 'CON'],
  ['int', 'INT'],
  ['wis', 'SAG'],
  ['cha', 'CHA'],
] as const;

/** « FOR -1 DEX +2 … » from each characteristic's modifier, « * » on a superior one; none: nothing. */
function characteristicSaves(data: Json): string | undefined {
  const parts = CHARACTERISTIC_STATS.flatMap(([key, label]) => {
    const mod = num(data, `stats.${key}.mod`);
    if (mod === undefined) return [];
    const superior = at(data, `stats.${key}.superior`) === true ? '*' : '';
    return [`${label} ${mod < 0 ? mod : `+${mod}`}${superior}`];
  });
  return parts.length === 0 ? undefined : parts.join(' ');
}

function readChroniques(data: Json): FoundryFigures {
  const dr = num(data, 'attributes.dr.value');
  return {
    saves: characteristicSaves(data),
    hp: num(data, 'attributes.hp.value'),
    hpMax: num(data, 'attributes.hp.max'),
    // CO › Initiative: a fixed INIT score, no roll.
    initiativeScore: num(data, 'attributes.init.value', 'attributes.init.base'),
    def: num(data, 'attributes.def.value', 'attributes.def.base'),
    str: num(data, 'stats.str.value'),
    dex: num(data, 'stats.dex.value'),
    con: num(data, 'stats.con.value'),
    size: str(data, 'details.size'),
    level: num(data, 'level.value'),
    hd: str(data, 'attributes.hd.value'),
    notes: plainText(str(data, 'description')),
    estimated: [],
    keptInNotes: dr !== undefined && dr > 0 ? [`RD ${dr}`] : [],
  };
}

const OSE_SAVES = [
  ['death', 'Mort'],
  ['wand', 'Baguettes'],
  ['paralysis', 'Paralysie'],
  ['breath', 'Souffle'],
  ['spell', 'Sorts'],
] as const;

function readOldSchool(data: Json): FoundryFigures {
  const saves = OSE_SAVES.map(([key, label]) => {
    const value = num(data, `saves.${key}.value`);
    return value === undefined || value === 0 ? null : `${label} ${value}`;
  }).filter((s): s is string => s !== null);
  const morale = num(data, 'details.morale');
  return {
    hp: num(data, 'hp.value'),
    hpMax: num(data, 'hp.max'),
    hd: str(data, 'hp.hd'),
    initiativeModifier: num(data, 'initiative.mod', 'initiative.value'),
    descendingAc: num(data, 'ac.value'),
    thac0: num(data, 'thac0.value'),
    morale: morale !== undefined && morale > 0 ? morale : undefined,
    str: num(data, 'scores.str.value'),
    dex: num(data, 'scores.dex.value'),
    con: num(data, 'scores.con.value'),
    saves: saves.length > 0 ? saves.join(', ') : undefined,
    xp: num(data, 'details.xp.value', 'details.xp'),
    level: num(data, 'details.level'),
    notes: plainText(str(data, 'details.notes')),
    estimated: [],
    keptInNotes: [],
  };
}

/** The Foundry systems Paravent reads, by Foundry's system id. */
export const FOUNDRY_PROFILES: Readonly<Record<string, FoundryProfile>> = {
  pf1: {
    system: 'pf1',
    label: 'pf1',
    partyTypes: ['character'],
    creatureTypes: ['npc', 'basic'],
    read: readD20,
  },
  D35E: {
    system: 'dnd35',
    label: 'D35E',
    partyTypes: ['character'],
    creatureTypes: ['npc'],
    read: readD20,
  },
  sfrpg: {
    system: 'sf1',
    label: 'sfrpg',
    partyTypes: ['character', 'drone'],
    creatureTypes: ['npc', 'npc2'],
    read: readStarfinder,
  },
  cof: {
    system: 'co',
    label: 'cof',
    partyTypes: ['character'],
    creatureTypes: ['npc', 'encounter'],
    read: readChroniques,
  },
  ose: {
    system: 'osr',
    label: 'ose',
    partyTypes: ['character'],
    creatureTypes: ['monster'],
    read: readOldSchool,
  },
};
