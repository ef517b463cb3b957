/**
 * Le formulaire d'une fiche: a Library row as text fields and back. Pure, so that every check a
 * GM relies on (a bad HP formula, a defence that is not a number) is tested without a screen.
 * Errors are i18n keys (with values), the form translates them.
 */
import {
  EngineError,
  hpFormulaAverage,
  isHpFormula,
  parseHpFormula,
  type CombatantInput,
  type Defences,
  type Side,
} from '../../../shared/combat';
import { FREE_MANEUVERS, type LibraryAttack, type LibraryStats } from '../../../shared/library';
import { COUNT_LIMITS, NUMBER_RANGES, TEXT_LIMITS, type NumberLimit } from '../../../shared/limits';
import {
  getProcedures,
  getSystem,
  parseDamageDefences,
  parseSaveFigures,
  SYSTEM_IDS,
  type SystemId,
} from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import type { MessageKey } from '../../i18n';
import {
  fieldsOfFighter,
  fighterOfFields,
  hasFighterStats,
  readInteger,
  systemDefences,
  usesInitScore,
} from '../../combatant';

/** The form's text fields, by name. */
export type EntryValues = Record<string, string>;

/** A field's error: an i18n key and its values, or a message from the engine (`text`). */
export type EntryError =
  { key: MessageKey; values?: Record<string, unknown> } | { text: string } | { refusal: EngineError };

/** How many attack lines the form shows. */
export const ATTACK_LINES = 3;

const SIDES: readonly Side[] = ['enemy', 'pc', 'ally', 'neutral'];

/** The fields of a new entry. */
export function blankValues(kind: LibraryRow['kind'], system: SystemId): EntryValues {
  return { kind, system, side: kind === 'party' ? 'pc' : 'enemy' };
}

/** The fields of a stored row. */
export function valuesOfRow(row: LibraryRow): EntryValues {
  const c = row.combatant;
  const s = row.stats ?? {};
  const init = usesInitScore(row.system) ? c.initiativeScore : c.initiativeModifier;
  const v: EntryValues = {
    kind: row.kind,
    system: row.system,
    name: row.name,
    side: c.side ?? (row.kind === 'party' ? 'pc' : 'enemy'),
    hp: s.hpFormula ?? String(c.hpMax),
    notes: c.notes ?? '',
    damageDefences: c.damageDefences ?? '',
    nameEn: s.nameEn ?? '',
    saves: s.saves ?? '',
    speed: s.speed ?? '',
    tags: (s.tags ?? []).join(', '),
    source: s.source ?? '',
    cr: s.cr ?? '',
    hd: s.hd ?? '',
    ...(s.xp === undefined ? {} : { xp: String(s.xp) }),
    ...(s.level === undefined ? {} : { level: String(s.level) }),
    ...(init === undefined ? {} : { init: String(init) }),
    ...(c.staminaMax === undefined ? {} : { staminaMax: String(c.staminaMax) }),
    ...(c.resolveMax === undefined ? {} : { resolveMax: String(c.resolveMax) }),
    ...fieldsOfFighter(c.fighter ?? {}),
  };
  for (const key of systemDefences(row.system)) {
    const value = c.defences?.[key];
    if (value !== undefined) v[key] = String(value);
  }
  (s.attacks ?? []).slice(0, ATTACK_LINES).forEach((a, i) => {
    v[`atkName${i}`] = a.name;
    if (a.bonus !== undefined) v[`atkBonus${i}`] = String(a.bonus);
    v[`atkDamage${i}`] = a.damage ?? '';
    v[`atkCrit${i}`] = a.crit ?? '';
    if (a.freeManeuver) v[`atkFree${i}`] = a.freeManeuver;
  });
  if (row.party) {
    v.hpCurrent = String(row.party.hpCurrent);
    v.nonlethal = String(row.party.nonlethal);
    v.resources = row.party.resources;
    if (row.party.stamina !== undefined) v.stamina = String(row.party.stamina);
    if (row.party.resolve !== undefined) v.resolve = String(row.party.resolve);
  }
  return v;
}

function systemOf(v: EntryValues): SystemId {
  return SYSTEM_IDS.find((s) => s === v.system) ?? 'dnd35';
}

/** The HP field: a number, or a formula with its average; an error otherwise. */
export function readHp(text: string): { hpMax: number; formula?: string } | EntryError {
  const raw = text.trim();
  if (raw === '') return { key: 'libraryScreen.error.required' };
  if (isHpFormula(raw)) {
    try {
      return { hpMax: hpFormulaAverage(parseHpFormula(raw)), formula: raw.toLowerCase().replace(/\s+/g, '') };
    } catch (e) {
      if (e instanceof EngineError) return { refusal: e };
      throw e;
    }
  }
  const n = readInteger(raw);
  if (typeof n !== 'number' || n < 1) return { key: 'libraryScreen.error.hp' };
  return { hpMax: n };
}

function isError(x: unknown): x is EntryError {
  return typeof x === 'object' && x !== null && ('key' in x || 'text' in x || 'refusal' in x);
}

/** The table's range of a number field of a stat block. */
function entryRange(key: string, system: SystemId): NumberLimit {
  if (key === 'init') return usesInitScore(system) ? 'initiativeScore' : 'initiativeModifier';
  if (key === 'descendingAc' || key === 'thac0') return 'descending';
  if (key === 'morale') return 'morale';
  if (key === 'xp' || key === 'level') return key;
  if (key === 'hpCurrent') return 'hp';
  if (key === 'nonlethal') return 'hpAmount';
  if (key === 'staminaMax' || key === 'resolveMax' || key === 'stamina' || key === 'resolve') return 'pool';
  if (key.startsWith('atkBonus')) return 'statBonus';
  return 'defence';
}

function tagsOf(v: EntryValues): string[] {
  return (v.tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Every field's error (empty when the entry can be saved). */
export function validateEntry(v: EntryValues): Record<string, EntryError> {
  const system = systemOf(v);
  const errors: Record<string, EntryError> = {};
  if (!v.name?.trim()) errors.name = { key: 'libraryScreen.error.required' };
  const hp = readHp(v.hp ?? '');
  if (isError(hp)) errors.hp = hp;
  const ints = [
    'init',
    ...systemDefences(system),
    'xp',
    'level',
    'hpCurrent',
    'nonlethal',
    'staminaMax',
    'resolveMax',
    'stamina',
    'resolve',
  ];
  for (let i = 0; i < ATTACK_LINES; i += 1) ints.push(`atkBonus${i}`);
  for (const key of ints) {
    const n = readEntryInteger(key, v[key] ?? '');
    if (n === null) errors[key] = { key: 'libraryScreen.error.integer' };
    else if (n !== undefined) {
      // The table of limits (shared/limits.ts): what the library keeps, a fight and a file keep.
      const range = NUMBER_RANGES[entryRange(key, system)];
      if (n < range.min || n > range.max) errors[key] = { key: 'limits.integerRange', values: { ...range } };
    }
  }
  const tags = tagsOf(v);
  if (tags.length > COUNT_LIMITS.tags || tags.some((tag) => tag.length > TEXT_LIMITS.effectName))
    errors.tags = {
      key: 'libraryScreen.error.tags',
      values: { count: COUNT_LIMITS.tags, length: TEXT_LIMITS.effectName },
    };
  // DR, resistances, immunities (issue 28): refused here when they do not read, saying why.
  const defences = parseDamageDefences(v.damageDefences ?? '');
  if ('error' in defences) {
    const { reason, clause, word } = defences.error;
    errors.damageDefences = {
      key: `tracker.field.damageDefencesError.${reason}`,
      values: { clause, word: word ?? '' },
    };
  }
  // Save figures (issue 28): read as the fight will read them, in the entry's system.
  const saveRules = getProcedures(system).saves;
  const saves = saveRules && (v.saves ?? '').trim() !== '' ? parseSaveFigures(saveRules, v.saves) : null;
  if (saves && 'error' in saves) {
    errors.saves = {
      key: `tracker.field.savesError.${saves.error.reason}`,
      values: { word: saves.error.word },
    };
  } else if ((v.saves ?? '').trim().length > TEXT_LIMITS.saves) {
    errors.saves = { key: 'limits.reached', values: { max: TEXT_LIMITS.saves } };
  }
  if (hasFighterStats(system)) {
    const f = fighterOfFields(v, system);
    if (!f.ok) {
      for (const [key, e] of Object.entries(f.errors)) {
        errors[key] = e.kind === 'integer' ? { key: 'fighter.integer' } : { key: 'fighter.range', values: e };
      }
    }
  }
  return errors;
}

function attacksOf(v: EntryValues): LibraryAttack[] {
  const out: LibraryAttack[] = [];
  for (let i = 0; i < ATTACK_LINES; i += 1) {
    const name = v[`atkName${i}`]?.trim();
    if (!name) continue;
    const bonus = readInteger(v[`atkBonus${i}`] ?? '');
    const damage = v[`atkDamage${i}`]?.trim();
    const crit = v[`atkCrit${i}`]?.trim();
    const free = FREE_MANEUVERS.find((m) => m === v[`atkFree${i}`]);
    out.push({
      name,
      ...(typeof bonus === 'number' ? { bonus } : {}),
      ...(damage ? { damage } : {}),
      ...(crit ? { crit } : {}),
      ...(free ? { freeManeuver: free } : {}),
    });
  }
  return out;
}

function optionalText(v: EntryValues, key: string): string | undefined {
  const t = v[key]?.trim();
  return t ? t : undefined;
}

/**
 * An integer field of the entry. XP runs past a million (PRD › Bestiary 4: CR 26, 2,457,600 XP),
 * beyond the six digits of the other fields: its field reads nine, thousands separated by blanks or
 * not (« 1 228 800 »); the table of limits bounds it.
 */
function readEntryInteger(key: string, text: string): number | undefined | null {
  if (key !== 'xp') return readInteger(text);
  const raw = text.replace(/[\s\u00a0\u202f]/g, '');
  if (raw === '') return undefined;
  return /^\+?\d{1,9}$/.test(raw) ? Number(raw) : null;
}

function optionalInt(v: EntryValues, key: string): number | undefined {
  const n = readEntryInteger(key, v[key] ?? '');
  return typeof n === 'number' ? n : undefined;
}

/**
 * The row the fields describe (call after `validateEntry` found nothing). `previous` keeps its id,
 * its party state's conditions and what the form does not show.
 */
export function rowOfValues(
  v: EntryValues,
  previous: LibraryRow | undefined,
  id: string,
  now: number,
): LibraryRow {
  const system = systemOf(v);
  const kind = v.kind === 'party' ? 'party' : 'bestiary';
  const hp = readHp(v.hp ?? '');
  const read = isError(hp) ? { hpMax: 1, formula: undefined } : hp;
  const formula = read.formula;
  // The formula unchanged keeps the printed HP (PRD hobgoblin: 17 for 1d10+7, its first die maxed).
  const hpMax =
    formula !== undefined && formula === previous?.stats?.hpFormula ? previous.combatant.hpMax : read.hpMax;
  const defences: Defences = {};
  for (const key of systemDefences(system)) {
    const n = optionalInt(v, key);
    if (n !== undefined) defences[key] = n;
  }
  const fighter = hasFighterStats(system) ? fighterOfFields(v, system, previous?.combatant.fighter) : null;
  const init = optionalInt(v, 'init');
  const name = v.name.trim();
  // Pools only where the system has them (rules › health.pools), never below 0.
  const pools = getSystem(system).health.pools ?? [];
  const staminaMax = pools.includes('stamina') ? optionalInt(v, 'staminaMax') : undefined;
  const resolveMax = pools.includes('resolve') ? optionalInt(v, 'resolveMax') : undefined;
  const combatant: CombatantInput = {
    name,
    side: SIDES.find((s) => s === v.side) ?? (kind === 'party' ? 'pc' : 'enemy'),
    hpMax,
    defences,
    notes: v.notes ?? '',
    ...((v.damageDefences ?? '').trim() === '' ? {} : { damageDefences: v.damageDefences.trim() }),
    ...(fighter?.ok ? { fighter: fighter.fighter } : {}),
    ...(staminaMax === undefined ? {} : { staminaMax: Math.max(0, staminaMax) }),
    ...(resolveMax === undefined ? {} : { resolveMax: Math.max(0, resolveMax) }),
    ...(init === undefined
      ? {}
      : usesInitScore(system)
        ? { initiativeScore: init }
        : { initiativeModifier: init }),
  };
  const tags = tagsOf(v);
  const stats: LibraryStats = {
    ...(optionalText(v, 'nameEn') ? { nameEn: optionalText(v, 'nameEn') } : {}),
    ...(formula ? { hpFormula: formula } : {}),
    // Beyond the lines the form shows, the entry's other attacks are kept (a dragon's tail slap).
    attacks: [...attacksOf(v), ...(previous?.stats?.attacks ?? []).slice(ATTACK_LINES)],
    ...(optionalText(v, 'saves') ? { saves: optionalText(v, 'saves') } : {}),
    ...(optionalText(v, 'speed') ? { speed: optionalText(v, 'speed') } : {}),
    tags,
    ...(optionalText(v, 'source') ? { source: optionalText(v, 'source') } : {}),
    ...(optionalText(v, 'cr') ? { cr: optionalText(v, 'cr') } : {}),
    ...(optionalText(v, 'hd') ? { hd: optionalText(v, 'hd') } : {}),
    ...(optionalInt(v, 'xp') === undefined ? {} : { xp: optionalInt(v, 'xp') }),
    ...(optionalInt(v, 'level') === undefined ? {} : { level: optionalInt(v, 'level') }),
  };
  const row: LibraryRow = {
    id,
    kind,
    name,
    system,
    combatant,
    savedAt: now,
    stats,
    ...(previous?.keywords ? { keywords: previous.keywords } : {}),
  };
  if (kind === 'party') {
    const current = optionalInt(v, 'hpCurrent') ?? previous?.party?.hpCurrent ?? hpMax;
    row.party = {
      hpCurrent: Math.min(current, hpMax),
      nonlethal: Math.max(0, optionalInt(v, 'nonlethal') ?? 0),
      conditions: previous?.party?.conditions ?? [],
      resources: v.resources ?? '',
    };
    const sp = optionalInt(v, 'stamina');
    const rp = optionalInt(v, 'resolve');
    if (staminaMax !== undefined && sp !== undefined)
      row.party.stamina = Math.min(Math.max(0, sp), staminaMax);
    if (resolveMax !== undefined && rp !== undefined)
      row.party.resolve = Math.min(Math.max(0, rp), resolveMax);
  }
  return row;
}
