/**
 * Import from Combat Manager (issue 29): a `.cmcs` combat state or a `.cmpt` group of monsters
 * becomes an encounter in setup (a combat state keeps its initiatives and order); a `.cmpt` party
 * (player characters only) or a `.cmx` export becomes library entries (party, bestiary). Built in
 * one linear pass, in chunks, like the Improved Initiative import, with a summary of what was read
 * and what was left. Never throws.
 */
import { getProcedures, SYSTEM_IDS, type SystemId } from '../../rules';
import { createEncounter, effectId, normaliseDuration } from '../../combat';
import type { Combatant, Effect, Encounter } from '../../combat';
import { combatantId } from '../../combat';
import { createCombatant, healthOf } from '../../combat/create';
import { logEvent } from '../../combat/log';
import { assignCounts } from '../../combat/turn-order';
import { IMPORT_MESSAGES } from '../import-messages';
import { reportBuilder, type ImportReport, type ReportBuilder } from '../import-report';
import { importedName, valueKeeper } from '../import-values';
import { NUMBER_RANGES } from '../../limits';
import type { Library, LibraryEntry } from '../library-schema';
import { COUNT_LIMITS, TEXT_LIMITS } from '../../limits';
import { FILE_MESSAGES } from '../messages';
import { failure, type ReadFailure } from '../read-file';
import { readXmlText } from '../xml-text';
import { combatantOf, conditionPlan, statsInput } from './cm-convert';
import { cmCount, readCmFile, type CmCharacter, type CmFile, type CmStats } from './cm-read';

/** What the GM chose at the import (the system, the new encounter's id and dice seed). */
export interface ForeignImportTarget {
  system: SystemId;
  encounterId: string;
  seed: number;
}

/** An accepted import from another tool, with its summary. */
export type ForeignImportResult =
  | { ok: true; kind: 'encounter'; encounter: Encounter; report: ImportReport }
  | { ok: true; kind: 'library'; library: Library; report: ImportReport }
  | ReadFailure;

/** How a long import is shown (renderer/features/files gives the bar, « Annuler » and the pauses). */
export interface ForeignImportProgress {
  onProgress?: (share: number) => void;
  signal?: { readonly aborted: boolean };
  pause: () => Promise<void>;
}

/** Combat Manager's rules systems Paravent cannot read (its RulesSystem enum: 1 PF2, 2 D&D 5e). */
const OTHER_SYSTEMS: Readonly<Record<number, string>> = { 1: 'Pathfinder 2', 2: 'D&D 5e' };

/** How many records are built between two pauses. */
const CHUNK = 100;

/**
 * The system the import goes into: the one chosen when it reads a 3.x stat block (touch and
 * flat-footed AC), else the first that has CMD (Pathfinder, Combat Manager's own).
 */
function systemFor(chosen: SystemId, report: ReportBuilder): SystemId {
  const fields = (s: SystemId) => getProcedures(s).defences.fields;
  if (fields(chosen).includes('touchAc') && fields(chosen).includes('flatFootedAc')) return chosen;
  const fallback = SYSTEM_IDS.find((s) => fields(s).includes('cmd')) ?? chosen;
  report.left(IMPORT_MESSAGES.cmSystemChosen(getProcedures(fallback).shortName));
  return fallback;
}

function statsOfFile(file: CmFile): CmStats[] {
  return file.kind === 'export' ? file.monsters : file.characters.map((c) => c.stats);
}

type Parsed = { ok: true; file: CmFile } | ReadFailure;

function parse(text: unknown): Parsed {
  const xml = readXmlText(text);
  if (!xml.ok) return xml;
  const file = readCmFile(xml.root, xml.value);
  if (file === null) return failure(IMPORT_MESSAGES.cmUnknownRoot(xml.root));
  const count = cmCount(file);
  if (count === 0) return failure(IMPORT_MESSAGES.cmNothing);
  const max = file.kind === 'export' ? COUNT_LIMITS.libraryEntries : COUNT_LIMITS.combatants;
  if (count > max) return failure(IMPORT_MESSAGES.tooMany(count, max));
  const other = statsOfFile(file).find((s) => OTHER_SYSTEMS[s.rulesSystem] !== undefined);
  if (other) return failure(IMPORT_MESSAGES.cmWrongSystem(OTHER_SYSTEMS[other.rulesSystem]));
  return { ok: true, file };
}

/** Whether the file makes a library (a party, an export) rather than a fight. */
function isLibrary(file: CmFile): boolean {
  return file.kind === 'export' || (file.kind === 'group' && file.characters.every((c) => !c.isMonster));
}

/** Tiebreaks that keep Combat Manager's order among equal initiatives: first in its list, highest. */
function tiebreaks(file: CmFile): Map<string, number> {
  const order = file.kind === 'state' ? file.order : [];
  return new Map(order.map((id, i) => [id, order.length - i]));
}

function* buildEncounter(
  file: Extract<CmFile, { kind: 'group' | 'state' }>,
  start: Encounter,
  report: ReportBuilder,
): Generator<number, Encounter> {
  const combatants: Combatant[] = [];
  const effects: Effect[] = [];
  let seq = start.seq;
  const ties = tiebreaks(file);
  const withInitiative = file.kind === 'state';
  for (const [i, c] of file.characters.entries()) {
    const id = combatantId(`cm-${i + 1}`);
    const { input, tempHp, nonlethal } = combatantOf(c, id, report);
    let combatant = createCombatant(start, id, input);
    combatant = { ...combatant, hp: { ...combatant.hp, temp: tempHp, nonlethal } };
    const result = withInitiative
      ? valueKeeper(input.name, report).int(c.initiative, NUMBER_RANGES.initiative, 'initiative')
      : undefined;
    if (result !== undefined)
      combatant = {
        ...combatant,
        initiative: { ...combatant.initiative, result, tiebreak: (c.id && ties.get(c.id)) || 0 },
      };
    combatants.push({ ...combatant, health: healthOf(start, combatant) });
    for (const condition of c.stats.conditions) {
      const plan = conditionPlan(condition, start.system, input.name, report);
      if (plan === null || effects.length >= COUNT_LIMITS.effects) continue;
      effects.push({
        id: effectId(`e-${seq++}`),
        target: id,
        what: plan.what,
        duration: normaliseDuration(start, plan.duration),
        appliedRound: start.round,
        appliedAtCount: null,
      });
    }
    if ((i + 1) % CHUNK === 0) yield (i + 1) / file.characters.length;
  }
  const pcs = combatants.filter((c) => c.side === 'pc').length;
  report.read(IMPORT_MESSAGES.readCombatants(combatants.length, pcs, combatants.length - pcs));
  report.read(IMPORT_MESSAGES.cmFields);
  if (effects.length > 0) report.read(IMPORT_MESSAGES.cmConditions(effects.length));
  if (withInitiative) report.read(IMPORT_MESSAGES.cmInitiative(file.round));
  report.left(IMPORT_MESSAGES.cmNotTaken);
  const built = assignCounts({ ...start, seq, combatants, effects });
  return logEvent(built, {
    code: 'import.foreign',
    params: { source: IMPORT_MESSAGES.cmSource, combatants: combatants.length, effects: effects.length },
  });
}

function signed(n: number | undefined): string {
  return n === undefined ? '—' : n >= 0 ? `+${n}` : `−${-n}`;
}

function entryOf(
  s: CmStats,
  character: CmCharacter | null,
  i: number,
  system: SystemId,
  report: ReportBuilder,
): LibraryEntry {
  const name = importedName(character?.name ?? s.name, 'Sans nom');
  const stats = statsInput(s, name, report);
  const pc = character !== null && !character.isMonster;
  const keep = valueKeeper(name, report);
  const hpMax = keep.int(character?.maxHp ?? s.hp ?? 1, NUMBER_RANGES.hpMax, 'max HP') ?? 1;
  const saves = [s.fort, s.ref, s.will].every((n) => n === undefined)
    ? undefined
    : `Vig ${signed(s.fort)}, Réf ${signed(s.ref)}, Vol ${signed(s.will)}`;
  const extras = [
    s.dr && `DR ${s.dr}`,
    s.sr && `SR ${s.sr}`,
    s.resist && `Resist ${s.resist}`,
    s.immune && `Immune ${s.immune}`,
    s.weaknesses && `Weaknesses ${s.weaknesses}`,
  ].filter((x): x is string => typeof x === 'string');
  if (extras.length > 0) report.left(IMPORT_MESSAGES.keptInNotes(name, extras));
  const notes = [character?.notes ?? '', extras.length > 0 ? `Combat Manager — ${extras.join(' · ')}` : '']
    .filter((t) => t !== '')
    .join('\n');
  return {
    id: `cm-${i + 1}`,
    kind: pc ? 'pc' : 'creature',
    name,
    system,
    side: pc ? 'pc' : 'enemy',
    hpMax,
    initiativeModifier: stats.initiativeModifier,
    defences: stats.defences,
    fighter: stats.fighter,
    group: undefined,
    notes: keep.text(notes, TEXT_LIMITS.notes, 'notes') ?? '',
    tags: [],
    hpFormula: s.hd?.replace(/[()]/g, '').trim().slice(0, TEXT_LIMITS.statText) || undefined,
    saves: saves?.slice(0, TEXT_LIMITS.statText),
    speed: s.speed?.slice(0, TEXT_LIMITS.statText),
    source: s.source?.slice(0, TEXT_LIMITS.statText),
    cr: s.cr?.slice(0, 20),
    xp: keep.int(
      s.xp === undefined ? undefined : Number(s.xp.replace(/[^\d]/g, '')) || undefined,
      NUMBER_RANGES.xp,
      'XP',
    ),
    ...(pc && character
      ? {
          party: {
            hpCurrent: Math.min(hpMax, keep.int(character.hp ?? hpMax, NUMBER_RANGES.hp, 'HP') ?? hpMax),
            nonlethal: keep.int(character.nonlethal, NUMBER_RANGES.pool, 'nonlethal') ?? 0,
            resources: character.resources.join(', ').slice(0, TEXT_LIMITS.notes),
            conditions: [],
          },
        }
      : {}),
  };
}

function* buildLibrary(file: CmFile, system: SystemId, report: ReportBuilder): Generator<number, Library> {
  const records: { stats: CmStats; character: CmCharacter | null }[] =
    file.kind === 'export'
      ? file.monsters.map((stats): { stats: CmStats; character: CmCharacter | null } => ({
          stats,
          character: null,
        }))
      : file.characters.map((character) => ({ stats: character.stats, character }));
  const entries: LibraryEntry[] = [];
  for (const [i, r] of records.entries()) {
    entries.push(entryOf(r.stats, r.character, i, system, report));
    if ((i + 1) % CHUNK === 0) yield (i + 1) / records.length;
  }
  const party = entries.filter((e) => e.kind === 'pc').length;
  report.read(IMPORT_MESSAGES.readEntries(party, entries.length - party));
  report.read(IMPORT_MESSAGES.cmFields);
  report.left(IMPORT_MESSAGES.cmNotTaken);
  return { name: IMPORT_MESSAGES.importedFrom(IMPORT_MESSAGES.cmSource), entries };
}

type Steps = Generator<number, ForeignImportResult>;

function* steps(text: unknown, target: ForeignImportTarget): Steps {
  const parsed = parse(text);
  if (!parsed.ok) return parsed;
  const report = reportBuilder(IMPORT_MESSAGES.cmSource, IMPORT_MESSAGES.overflow);
  const system = systemFor(target.system, report);
  const file = parsed.file;
  if (isLibrary(file) || file.kind === 'export') {
    const library = yield* buildLibrary(file, system, report);
    return { ok: true, kind: 'library', library, report: report.done() };
  }
  const start = createEncounter({
    id: target.encounterId,
    name: FILE_MESSAGES.importedName,
    system,
    seed: target.seed,
  });
  const encounter = yield* buildEncounter(file, start, report);
  return { ok: true, kind: 'encounter', encounter, report: report.done() };
}

function importFailure(error: unknown): ReadFailure {
  return failure(`Import impossible : ${error instanceof Error ? error.message : String(error)}`);
}

/** Imports a Combat Manager file's text (.cmpt, .cmcs, .cmx). Never throws. */
export function importCombatManager(text: unknown, target: ForeignImportTarget): ForeignImportResult {
  try {
    const run = steps(text, target);
    let step = run.next();
    while (!step.done) step = run.next();
    return step.value;
  } catch (error) {
    return importFailure(error);
  }
}

/** The same import in chunks, with progress and cancel (nothing is kept when cancelled). */
export async function importCombatManagerAsync(
  text: unknown,
  target: ForeignImportTarget,
  progress: ForeignImportProgress,
): Promise<ForeignImportResult | { ok: false; cancelled: true }> {
  try {
    const run = steps(text, target);
    for (;;) {
      if (progress.signal?.aborted) return { ok: false, cancelled: true };
      const step = run.next();
      if (step.done) {
        progress.onProgress?.(1);
        return step.value;
      }
      progress.onProgress?.(step.value);
      await progress.pause();
    }
  } catch (error) {
    return importFailure(error);
  }
}
