/**
 * Combat Manager's files, read into plain records (issue 29). Combat Manager (Kyle Olson's PF1
 * tracker, GPL) saves with .NET's XmlSerializer: each public property of its classes becomes an
 * element of the same name. Written from its serializable classes' property names — no file of
 * theirs was copied:
 * - `.cmpt` (party or encounter group): `<ArrayOfCharacter><Character>…` (a `List<Character>`);
 * - `.cmcs` (combat state): `<CombatState>` with `Round`, `Characters`, `CombatIDList` (the order,
 *   by GUID), `CurrentCharacterID`;
 * - `.cmx` (export): `<ExportData><Monsters><Monster>…`.
 * A `Character` holds `Name`, `HP`, `MaxHP`, `NonlethalDamage`, `TemporaryHP`, `IsMonster`, `ID`,
 * `CurrentInitiative`, `IsHidden`, `IsDelaying`, `Notes`, `Resources` and its `Monster` (the stat
 * block: `Init`, `FullAC`/`TouchAC`/`FlatFootedAC` or the `AC` text, `BaseAtk`, `CMB`, `CMD`,
 * `Fort`/`Ref`/`Will`, `DR`, `SR`, `Resist`, `Immune`, `Weaknesses`, ability scores, `Size`, `HD`,
 * `CR`, `XP`, `Speed`, `Feats`, `RulesSystemInt`, and `ActiveConditions` with each condition's
 * `Condition/Name`, `Turns` left, and whether it is a spell, an affliction or a custom condition).
 */
import { boolOf, child, children, intOf, textOf, type XmlObject, type XmlValue } from '../xml-text';

/** A condition as Combat Manager kept it. */
export interface CmCondition {
  name: string;
  /** Rounds left; null: until removed. */
  turns: number | null;
  kind: 'condition' | 'spell' | 'affliction' | 'custom';
}

/** A stat block (Combat Manager's `Monster`). */
export interface CmStats {
  name: string;
  hp: number | undefined;
  hd: string | undefined;
  cr: string | undefined;
  xp: string | undefined;
  init: number | undefined;
  ac: number | undefined;
  touchAc: number | undefined;
  flatFootedAc: number | undefined;
  bab: number | undefined;
  cmb: string | undefined;
  cmd: number | undefined;
  fort: number | undefined;
  ref: number | undefined;
  will: number | undefined;
  dr: string | undefined;
  sr: string | undefined;
  resist: string | undefined;
  immune: string | undefined;
  weaknesses: string | undefined;
  str: number | undefined;
  dex: number | undefined;
  con: number | undefined;
  size: string | undefined;
  speed: string | undefined;
  type: string | undefined;
  source: string | undefined;
  feats: string[];
  /** 0 Pathfinder 1, 1 Pathfinder 2, 2 D&D 5e (Combat Manager's RulesSystem). */
  rulesSystem: number;
  conditions: CmCondition[];
}

/** A combatant (Combat Manager's `Character`). */
export interface CmCharacter {
  id: string | undefined;
  name: string;
  hp: number | undefined;
  maxHp: number | undefined;
  nonlethal: number;
  tempHp: number;
  initiative: number | undefined;
  isMonster: boolean;
  hidden: boolean;
  delaying: boolean;
  notes: string;
  /** « Rage 5/7 »: the resources Combat Manager counts. */
  resources: string[];
  stats: CmStats;
}

/** What a file holds. */
export type CmFile =
  | { kind: 'group'; characters: CmCharacter[] }
  | {
      kind: 'state';
      characters: CmCharacter[];
      round: number | null;
      /** The acting order by GUID, first first. */
      order: string[];
      currentId: string | undefined;
    }
  | { kind: 'export'; monsters: CmStats[] };

/** The roots Combat Manager writes, by file kind. */
const CM_ROOTS = { group: 'ArrayOfCharacter', state: 'CombatState', export: 'ExportData' } as const;

const AC_TEXT = /^\s*(-?\d+)(?:.*?touch\s+(-?\d+))?(?:.*?flat-footed\s+(-?\d+))?/i;

function leadingInt(text: string | undefined): number | undefined {
  const m = text === undefined ? null : /^\s*([+-]?\d{1,9})/.exec(text);
  return m ? Number(m[1]) : undefined;
}

function feats(stats: XmlObject): string[] {
  const listed = children(child(stats, 'FeatsList'), 'string').filter(
    (s): s is string => typeof s === 'string',
  );
  const text = listed.length > 0 ? listed.join(',') : (textOf(stats, 'Feats') ?? '');
  return text
    .split(',')
    .map((f) => f.replace(/\[[^\]]*\]|\([^)]*\)/g, '').trim())
    .filter((f) => f !== '');
}

function conditionOf(value: XmlValue): CmCondition | null {
  const condition = child(value, 'Condition');
  const name = textOf(condition, 'Name');
  if (name === undefined) return null;
  const turns = intOf(value, 'Turns');
  const kind =
    child(condition, 'Spell') !== undefined
      ? 'spell'
      : child(condition, 'Affliction') !== undefined
        ? 'affliction'
        : boolOf(condition, 'Custom')
          ? 'custom'
          : 'condition';
  return { name, turns: turns === undefined ? null : turns, kind };
}

/** A stat block, with the fallbacks Combat Manager's own parsing uses (the AC text, the CMD text). */
function readStats(stats: XmlObject | undefined): CmStats {
  const acText = AC_TEXT.exec(textOf(stats, 'AC') ?? '');
  const parsedAc = boolOf(stats, 'AcParsed') === true || intOf(stats, 'FullAC') !== undefined;
  const fromText = (i: number) => (acText?.[i] === undefined ? undefined : Number(acText[i]));
  const nonZero = (n: number | undefined) => (n === 0 ? undefined : n);
  return {
    name: textOf(stats, 'Name') ?? '',
    hp: intOf(stats, 'HP'),
    hd: textOf(stats, 'HD'),
    cr: textOf(stats, 'CR'),
    xp: textOf(stats, 'XP'),
    init: intOf(stats, 'Init'),
    ac: (parsedAc ? nonZero(intOf(stats, 'FullAC')) : undefined) ?? fromText(1),
    touchAc: (parsedAc ? nonZero(intOf(stats, 'TouchAC')) : undefined) ?? fromText(2),
    flatFootedAc: (parsedAc ? nonZero(intOf(stats, 'FlatFootedAC')) : undefined) ?? fromText(3),
    bab: intOf(stats, 'BaseAtk'),
    cmb: textOf(stats, 'CMB'),
    cmd: nonZero(intOf(stats, 'CMD_Numeric')) ?? leadingInt(textOf(stats, 'CMD')),
    fort: intOf(stats, 'Fort'),
    ref: intOf(stats, 'Ref'),
    will: intOf(stats, 'Will'),
    dr: textOf(stats, 'DR'),
    sr: textOf(stats, 'SR'),
    resist: textOf(stats, 'Resist'),
    immune: textOf(stats, 'Immune'),
    weaknesses: textOf(stats, 'Weaknesses') ?? textOf(stats, 'Vulnerability'),
    str: intOf(stats, 'Strength'),
    dex: intOf(stats, 'Dexterity'),
    con: intOf(stats, 'Constitution'),
    size: textOf(stats, 'Size'),
    speed: textOf(stats, 'Speed'),
    type: textOf(stats, 'Type'),
    source: textOf(stats, 'Source'),
    feats: stats ? feats(stats) : [],
    rulesSystem: intOf(stats, 'RulesSystemInt') ?? 0,
    conditions: children(child(stats, 'ActiveConditions'), 'ActiveCondition')
      .map(conditionOf)
      .filter((c): c is CmCondition => c !== null),
  };
}

function readCharacter(value: XmlValue): CmCharacter {
  const stats = readStats(child(value, 'Monster'));
  const resources = children(child(value, 'Resources'), 'ActiveResource').flatMap((r) => {
    const name = textOf(r, 'Name');
    return name === undefined ? [] : [`${name} ${intOf(r, 'Current') ?? '?'}/${intOf(r, 'Max') ?? '?'}`];
  });
  return {
    id: textOf(value, 'ID'),
    name: textOf(value, 'Name') ?? stats.name,
    hp: intOf(value, 'HP'),
    maxHp: intOf(value, 'MaxHP'),
    nonlethal: intOf(value, 'NonlethalDamage') ?? 0,
    tempHp: intOf(value, 'TemporaryHP') ?? 0,
    initiative: intOf(value, 'CurrentInitiative'),
    isMonster: boolOf(value, 'IsMonster') ?? false,
    hidden: boolOf(value, 'IsHidden') ?? false,
    delaying: boolOf(value, 'IsDelaying') ?? false,
    notes: textOf(value, 'Notes') ?? '',
    resources,
    stats,
  };
}

/** The records of a parsed Combat Manager file, or null when `root` is none of its roots. */
export function readCmFile(root: string, value: XmlObject): CmFile | null {
  if (root === CM_ROOTS.group)
    return { kind: 'group', characters: children(value, 'Character').map(readCharacter) };
  if (root === CM_ROOTS.state) {
    const round = intOf(value, 'Round');
    return {
      kind: 'state',
      characters: children(child(value, 'Characters'), 'Character').map(readCharacter),
      round: round === undefined ? null : round,
      order: children(child(value, 'CombatIDList'), 'guid').filter((g): g is string => typeof g === 'string'),
      currentId: textOf(value, 'CurrentCharacterID'),
    };
  }
  if (root === CM_ROOTS.export)
    return {
      kind: 'export',
      monsters: children(child(value, 'Monsters'), 'Monster').map((m) =>
        readStats(typeof m === 'object' && !Array.isArray(m) ? m : undefined),
      ),
    };
  return null;
}

/** The number of records of a file (characters or monsters). */
export function cmCount(file: CmFile): number {
  return file.kind === 'export' ? file.monsters.length : file.characters.length;
}
