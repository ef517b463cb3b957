/**
 * Import of Foundry VTT actors (issue 29): the JSON of « Export Data » on an actor (or a list of
 * them) of the pf1, D35E, sfrpg, cof or ose system becomes library entries of the matching Paravent
 * system — the party for a player character, the bestiary otherwise — whatever system the GM had
 * on screen. The actor says its system (`_stats.exportSource.systemId`, `_stats.systemId`, or
 * `flags.exportSource.system` before Foundry v12). The summary names what was read, what was worked
 * out, and what was left (items, spells, skills stay in Foundry). Never throws.
 */
import { getProcedures, parseSaveFigures, type SystemId } from '../../rules';
import type { ForeignImportResult } from '../combat-manager/combat-manager';
import { IMPORT_MESSAGES } from '../import-messages';
import { reportBuilder, type ReportBuilder } from '../import-report';
import { importedName, sizeOf, valueKeeper } from '../import-values';
import { NUMBER_RANGES } from '../../limits';
import type { LibraryEntry } from '../library-schema';
import { COUNT_LIMITS, TEXT_LIMITS } from '../../limits';
import { failure, parseJsonText } from '../read-file';
import {
  FOUNDRY_PROFILES,
  str,
  type FoundryFigures,
  type FoundryProfile,
  type Json,
} from './foundry-systems';

/** An actor as exported: its name, type, and system data (`system`, or `data` before v10). */
interface FoundryActor {
  name: string;
  type: string;
  data: Json;
  systemId: string | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function actorOf(value: unknown): FoundryActor | null {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.type !== 'string') return null;
  const data = isRecord(value.system) ? value.system : isRecord(value.data) ? value.data : null;
  if (data === null) return null;
  return {
    name: value.name,
    type: value.type,
    data,
    systemId: str(value, '_stats.exportSource.systemId', '_stats.systemId', 'flags.exportSource.system'),
  };
}

function actorsOf(value: unknown): FoundryActor[] | null {
  const list = Array.isArray(value) ? value : [value];
  const actors = list.map(actorOf);
  return actors.length > 0 && actors.every((a) => a !== null) ? (actors as FoundryActor[]) : null;
}

/** Whether a parsed JSON value is a Foundry actor export (or a list of them). */
export function looksLikeFoundryActor(value: unknown): boolean {
  return actorsOf(value) !== null;
}

/** Labels of the figures, for the summary (the GM's words). */
const FIGURES: readonly (readonly [keyof FoundryFigures, string])[] = [
  ['hpMax', 'PV max'],
  ['initiativeModifier', 'initiative'],
  ['initiativeScore', 'INIT'],
  ['ac', 'CA'],
  ['cmd', 'DMD'],
  ['kac', 'CAC'],
  ['eac', 'CAE'],
  ['def', 'DEF'],
  ['descendingAc', 'CA'],
  ['thac0', 'TAC0'],
  ['morale', 'moral'],
  ['bab', 'BBA'],
  ['str', 'For'],
  ['dex', 'Dex'],
  ['con', 'Con'],
  ['saves', 'sauvegardes'],
];

/** Figures that are defences: read only where the system has them. */
const DEFENCE_KEYS: ReadonlySet<string> = new Set([
  'ac',
  'cmd',
  'kac',
  'eac',
  'def',
  'descendingAc',
  'thac0',
  'morale',
]);

function entryOf(
  actor: FoundryActor,
  profile: FoundryProfile,
  kind: 'pc' | 'creature',
  i: number,
  report: ReportBuilder,
  read: Set<string>,
): LibraryEntry {
  const f = profile.read(actor.data);
  const system: SystemId = profile.system;
  const name = importedName(actor.name, 'Sans nom');
  const keep = valueKeeper(name, report);
  const R = NUMBER_RANGES;
  const procedures = getProcedures(system);
  const fields = procedures.defences.fields;
  const wanted = new Set<string>(fields);
  for (const [key, label] of FIGURES) {
    if (f[key] !== undefined && (!DEFENCE_KEYS.has(key) || wanted.has(key))) read.add(label);
  }
  if (f.estimated.length > 0) report.left(IMPORT_MESSAGES.foundryEstimated(name, f.estimated));
  const hpMax =
    keep.int(f.hpMax !== undefined && f.hpMax > 0 ? f.hpMax : (f.hp ?? 1), R.hpMax, 'PV max') ?? 1;
  if (f.hpMax === undefined || f.hpMax <= 0) report.left(IMPORT_MESSAGES.foundryMissing(name, 'PV max'));
  const defence = (
    key:
      'ac' | 'touchAc' | 'flatFootedAc' | 'cmd' | 'kac' | 'eac' | 'def' | 'descendingAc' | 'thac0' | 'morale',
  ) => {
    if (!wanted.has(key)) return undefined;
    const range =
      key === 'morale' ? R.morale : key === 'descendingAc' || key === 'thac0' ? R.descending : R.defence;
    return keep.int(f[key], range, key);
  };
  const byScore = procedures.initiative.entry === 'score';
  const pools = [
    f.stamina ? `PE ${f.stamina.current}/${f.stamina.max}` : null,
    f.resolve ? `PP ${f.resolve.current}/${f.resolve.max}` : null,
  ].filter((x): x is string => x !== null);
  // Saves a fight reads (issue 28) go to the saves; any other text is kept in the notes.
  const saveRules = procedures.saves;
  const savesReadable =
    f.saves !== undefined &&
    f.saves.length <= TEXT_LIMITS.saves &&
    (!saveRules || !('error' in parseSaveFigures(saveRules, f.saves)));
  const kept = [...f.keptInNotes, ...pools, ...(f.saves && !savesReadable ? [f.saves] : [])];
  if (kept.length > 0) report.left(IMPORT_MESSAGES.keptInNotes(name, kept));
  const notes = [f.notes ?? '', kept.length > 0 ? `Foundry VTT — ${kept.join(' · ')}` : '']
    .filter((t) => t !== '')
    .join('\n');
  const hpCurrent = Math.min(hpMax, keep.int(f.hp ?? hpMax, R.hp, 'PV') ?? hpMax);
  const entry: LibraryEntry = {
    id: `foundry-${i + 1}`,
    kind,
    name,
    system,
    side: kind === 'pc' ? 'pc' : 'enemy',
    hpMax,
    initiativeModifier: byScore
      ? undefined
      : keep.int(f.initiativeModifier ?? 0, R.initiativeModifier, 'init'),
    initiativeScore: byScore ? keep.int(f.initiativeScore ?? 10, R.initiativeScore, 'INIT') : undefined,
    defences: Object.fromEntries(
      (
        [
          'ac',
          'touchAc',
          'flatFootedAc',
          'cmd',
          'kac',
          'eac',
          'def',
          'descendingAc',
          'thac0',
          'morale',
        ] as const
      )
        .map((k) => [k, defence(k)] as const)
        .filter(([, v]) => v !== undefined),
    ),
    fighter: {
      bab: keep.int(f.bab, R.attackBonus, 'BBA'),
      str: keep.int(f.str, R.abilityScore, 'For'),
      dex: keep.int(f.dex, R.abilityScore, 'Dex'),
      con: keep.int(f.con, R.abilityScore, 'Con'),
      size: sizeOf(f.size),
    },
    group: undefined,
    notes: keep.text(notes, TEXT_LIMITS.notes, 'notes') ?? '',
    tags: [],
    saves: savesReadable ? f.saves : undefined,
    cr: f.cr?.slice(0, 20),
    xp: keep.int(f.xp, R.xp, 'XP'),
    hd: f.hd?.slice(0, 20),
    level: kind === 'pc' ? keep.int(f.level, R.level, 'niveau') : undefined,
    speed: f.speed?.slice(0, TEXT_LIMITS.statText),
  };
  if (kind === 'pc')
    entry.party = {
      hpCurrent,
      nonlethal: keep.int(f.nonlethal ?? 0, R.pool, 'non létaux') ?? 0,
      resources: '',
      conditions: [],
    };
  return entry;
}

/** Imports Foundry VTT actor exports (one actor, or a list). Never throws. */
export function importFoundry(text: unknown): ForeignImportResult {
  try {
    const json = parseJsonText(text);
    if (!json.ok) return json;
    const actors = actorsOf(json.value);
    if (actors === null) return failure(IMPORT_MESSAGES.foundryNotActor);
    if (actors.length > COUNT_LIMITS.libraryEntries)
      return failure(IMPORT_MESSAGES.tooMany(actors.length, COUNT_LIMITS.libraryEntries));
    const ids = new Set(actors.map((a) => a.systemId));
    if (ids.has(undefined)) return failure(IMPORT_MESSAGES.foundryUnknownSystem);
    if (ids.size > 1) return failure(IMPORT_MESSAGES.foundryMixed);
    const systemId = actors[0].systemId ?? '';
    const profile = Object.prototype.hasOwnProperty.call(FOUNDRY_PROFILES, systemId)
      ? FOUNDRY_PROFILES[systemId]
      : undefined;
    if (!profile) return failure(IMPORT_MESSAGES.foundryWrongSystem(systemId));
    const report = reportBuilder(IMPORT_MESSAGES.foundrySource(profile.label), IMPORT_MESSAGES.overflow);
    const read = new Set<string>();
    const entries: LibraryEntry[] = [];
    for (const actor of actors) {
      const kind = profile.partyTypes.includes(actor.type)
        ? 'pc'
        : profile.creatureTypes.includes(actor.type)
          ? 'creature'
          : null;
      if (kind === null) {
        report.left(IMPORT_MESSAGES.foundrySkipped(importedName(actor.name, '?'), actor.type.slice(0, 40)));
        continue;
      }
      entries.push(entryOf(actor, profile, kind, entries.length, report, read));
    }
    if (entries.length === 0) return failure(IMPORT_MESSAGES.foundryNotActor);
    const party = entries.filter((e) => e.kind === 'pc').length;
    report.read(IMPORT_MESSAGES.readEntries(party, entries.length - party));
    report.read(IMPORT_MESSAGES.foundryFields(['nom', 'PV', ...read]));
    report.left(IMPORT_MESSAGES.foundryNotTaken(['objets', 'sorts', 'compétences', 'effets actifs']));
    return {
      ok: true,
      kind: 'library',
      library: { name: IMPORT_MESSAGES.importedFrom(IMPORT_MESSAGES.foundrySource(profile.label)), entries },
      report: report.done(),
    };
  } catch {
    return failure(IMPORT_MESSAGES.foundryNotActor);
  }
}
