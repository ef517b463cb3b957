/**
 * Import from Improved Initiative (a 5e-oriented web tracker) into the system the GM picks: its
 * saved encounter becomes a Paravent encounter in setup, its library export (or a list of
 * statblocks) becomes a Paravent library. HP, AC and the initiative modifier carry over; tags become
 * custom effects (for N rounds when the tag had a duration). AC goes where the system's procedures
 * say (`defences.fromAscendingAc`: CA in dnd35 and pf1, CAC and CAE in sf1, DEF in co, descending
 * AC = 19 − AC in osr). A system whose initiative is a score (CO) gets the Dex score as its INIT
 * score, else 10 + the modifier. Saves become the system's save text (import-saves.ts).
 */
import * as v from 'valibot';
import { abilityModifier, getProcedures } from '../rules';
import { COUNT_LIMITS, MAX_FILE_BYTES } from '../limits';
import { roomForFight } from '../combat/file-budget';
import { numberedName } from '../combat/roster';
import { fitDamageDefences, fitNumber, fitOptional, fitText, ImportNotes } from './import-fit';
import { importedSaves } from './import-saves';
import type { SystemId } from '../rules';
import { createEncounter, effectId, normaliseDuration } from '../combat';
import type {
  Combatant,
  CombatantId,
  CombatantInput,
  Defences,
  DurationInput,
  Effect,
  Encounter,
} from '../combat';
import { combatantId } from '../combat';
import { createCombatant } from '../combat/create';
import { logEvent } from '../combat/log';
import { describeIssues } from './issues';
import { formatMegabytes } from './limits';
import type { Library, LibraryEntry } from './library-schema';
import { FILE_MESSAGES } from './messages';
import { failure, parseJsonText } from './read-file';
import type { ReadFailure } from './read-file';
import { iiCombatantSchema, iiEncounterSchema, iiStatBlockSchema } from './improved-initiative-schema';
import type { IiCombatant, IiStatBlock } from './improved-initiative-schema';

/** What the GM chose for the import. */
export interface ImprovedInitiativeTarget {
  system: SystemId;
  /** Id of the new encounter. */
  encounterId: string;
  /** Integer seed of the new encounter's dice. */
  seed: number;
}

/**
 * The result of an import: `repairs` lists what was brought within the table of limits (a text cut,
 * a number clamped, named with the combatant and the field), to show the GM.
 */
export type ImprovedInitiativeResult =
  | { ok: true; kind: 'encounter'; encounter: Encounter; repairs: string[] }
  | { ok: true; kind: 'library'; library: Library; repairs: string[] }
  | ReadFailure;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The range each defence of the systems is kept in (the table's). */
const DEFENCE_RANGES: Readonly<Record<string, 'defence' | 'descending'>> = {
  descendingAc: 'descending',
  thac0: 'descending',
};

function defencesFor(system: SystemId, ac: number | undefined, who: string, notes: ImportNotes): Defences {
  if (ac === undefined) return {};
  const n = fitNumber(ac, 'defence', who, 'ac', notes);
  const { acWord, fromAscendingAc } = getProcedures(system).defences;
  const raw: Defences = fromAscendingAc ? fromAscendingAc(n) : { [acWord]: n };
  const out: Defences = {};
  for (const [key, value] of Object.entries(raw) as [keyof Defences, number | undefined][])
    if (value !== undefined)
      out[key] = fitNumber(value, DEFENCE_RANGES[key] ?? 'defence', who, 'defence', notes);
  return out;
}

/** DR, resistances, immunities and vulnerabilities of a statblock, as Paravent reads them (issue 28). */
function damageDefencesOf(s: IiStatBlock, who: string, notes: ImportNotes): { damageDefences?: string } {
  const clauses = [
    ...(s.DamageResistances ?? []),
    ...(s.DamageImmunities ?? []).map((x) => `immunity ${x}`),
    ...(s.DamageVulnerabilities ?? []).map((x) => `vulnerability ${x}`),
  ];
  const text = fitDamageDefences(clauses, who, notes);
  return text === undefined ? {} : { damageDefences: text };
}

function templateOf(s: IiStatBlock, system: SystemId, notes: ImportNotes) {
  const name = fitText(
    s.Name.trim() === '' ? FILE_MESSAGES.unnamed : s.Name.trim(),
    'combatantName',
    s.Name,
    'name',
    notes,
  );
  const ability = (value: number | undefined, field: 'str' | 'dex' | 'con') =>
    fitOptional(value, 'abilityScore', name, field, notes);
  const dex = ability(s.Abilities?.Dex, 'dex');
  const typed = fitOptional(s.InitiativeModifier, 'initiativeModifier', name, 'initiative', notes);
  const modifier = typed ?? (dex === undefined ? 0 : abilityModifier(dex));
  const byScore = getProcedures(system).initiative.entry === 'score';
  const about = [s.Type, s.Source].filter((t) => t !== undefined && t.trim() !== '').join(' — ');
  return {
    name,
    side: s.Player === 'player' ? ('pc' as const) : ('enemy' as const),
    hpMax: s.HP === undefined ? 1 : fitNumber(s.HP.Value, 'hpMax', name, 'hpMax', notes),
    initiativeModifier: byScore ? undefined : modifier,
    initiativeScore: byScore
      ? fitNumber(dex ?? 10 + modifier, 'initiativeScore', name, 'initiativeScore', notes)
      : undefined,
    defences: defencesFor(system, s.AC?.Value, name, notes),
    fighter: { str: ability(s.Abilities?.Str, 'str'), dex, con: ability(s.Abilities?.Con, 'con') },
    notes: fitText(about, 'notes', name, 'notes', notes),
    ...damageDefencesOf(s, name, notes),
    ...importedSaves(system, s, name, notes),
  };
}

function combatantInput(
  c: IiCombatant,
  id: CombatantId,
  system: SystemId,
  notes: ImportNotes,
): CombatantInput {
  const t = templateOf(c.StatBlock, system, notes);
  const hpMax = c.MaxHP === undefined ? t.hpMax : fitNumber(c.MaxHP, 'hpMax', t.name, 'hpMax', notes);
  const index = c.IndexLabel ?? undefined;
  const label =
    index !== undefined && index > 0 ? numberedName(t.name, Math.min(Math.round(index), 1e9)) : t.name;
  const alias = c.Alias?.trim() ?? '';
  const current = c.CurrentHP === undefined ? hpMax : fitNumber(c.CurrentHP, 'hp', label, 'hp', notes);
  return {
    ...t,
    id,
    name: alias !== '' ? fitText(alias, 'combatantName', alias, 'name', notes) : label,
    hidden: c.Hidden,
    hpMax,
    hpCurrent: Math.min(hpMax, Math.max(-hpMax, current)),
  };
}

function tagDuration(tag: { DurationRemaining?: number }, who: string, notes: ImportNotes): DurationInput {
  const rounds = tag.DurationRemaining === undefined ? undefined : Math.round(tag.DurationRemaining);
  return rounds !== undefined && rounds > 0
    ? { kind: 'rounds', rounds: fitNumber(rounds, 'durationRounds', who, 'duration', notes) }
    : { kind: 'until-removed' };
}

/** How many combatants are built between two progress reports (and, async, two pauses). */
const CHUNK = 100;

/**
 * Builds the encounter in one pass, linear in combatants × tags (issue 17: replaying one event per
 * tag copied the growing effect list and log each time; 2,000 × 50 took more than 90 s). The same
 * combatants and effects as the events would make (createCombatant, normaliseDuration), one log
 * line for the whole import. Yields the share done after each chunk.
 */
function* buildEncounter(
  combatantsIn: readonly IiCombatant[],
  start: Encounter,
  notes: ImportNotes,
): Generator<number, Encounter> {
  const combatants: Combatant[] = [];
  const effects: Effect[] = [];
  let seq = start.seq;
  for (const [i, c] of combatantsIn.entries()) {
    const id = combatantId(`ii-${i + 1}`);
    const combatant = createCombatant(start, id, combatantInput(c, id, start.system, notes));
    combatants.push(combatant);
    for (const raw of c.Tags ?? []) {
      const tag = typeof raw === 'string' ? { Text: raw } : raw;
      const text = tag.Text.trim();
      if (text === '') continue;
      effects.push({
        id: effectId(`e-${seq++}`),
        target: id,
        what: {
          kind: 'custom',
          name: fitText(text, 'effectName', combatant.name, 'tag', notes),
          modifiers: [],
        },
        duration: normaliseDuration(start, tagDuration(tag, combatant.name, notes)),
        appliedRound: start.round,
        appliedAtCount: null,
        // Improved Initiative's hidden tags stay « caché aux joueurs ».
        ...(typeof tag === 'object' && 'Hidden' in tag && tag.Hidden === true ? { hidden: true } : {}),
      });
    }
    if ((i + 1) % CHUNK === 0) yield (i + 1) / combatantsIn.length;
  }
  const enc = { ...start, seq, combatants, effects };
  return logEvent(enc, {
    code: 'import.improvedInitiative',
    params: { combatants: combatants.length, effects: effects.length },
  });
}

/**
 * The built fight, or a refusal when it would not fit in a file with room for its log (the same
 * rule as the engine's: shared/combat/file-budget.ts), saying the size it would make.
 */
function fitting(enc: Encounter, notes: ImportNotes): ImprovedInitiativeResult {
  const room = roomForFight(enc);
  if (!room.fits)
    return failure(FILE_MESSAGES.importTooBig(formatMegabytes(room.bytes), formatMegabytes(MAX_FILE_BYTES)));
  return { ok: true, kind: 'encounter', encounter: enc, repairs: notes.list() };
}

type EncounterStart =
  { ok: true; start: Encounter; combatants: IiCombatant[]; notes: ImportNotes } | ReadFailure;

function startEncounter(value: unknown, target: ImprovedInitiativeTarget): EncounterStart {
  const parsed = v.safeParse(iiEncounterSchema, value);
  if (!parsed.success)
    return failure(
      FILE_MESSAGES.invalid(describeIssues(parsed.issues)[0] ?? ''),
      describeIssues(parsed.issues),
    );
  // Each tag becomes an effect: past the limit the fight could not be saved (accepted = usable).
  const tags = parsed.output.Combatants.reduce((n, c) => n + (c.Tags?.length ?? 0), 0);
  if (tags > COUNT_LIMITS.effects) return failure(FILE_MESSAGES.tooManyTags(tags, COUNT_LIMITS.effects));
  const notes = new ImportNotes();
  const named = parsed.output.Name?.trim() || FILE_MESSAGES.importedName;
  const start = createEncounter({
    id: target.encounterId,
    name: fitText(named, 'encounterName', named, 'encounterName', notes),
    system: target.system,
    seed: target.seed,
  });
  return { ok: true, start, combatants: parsed.output.Combatants, notes };
}

function importFailure(error: unknown): ReadFailure {
  return failure(`Import impossible : ${error instanceof Error ? error.message : String(error)}`);
}

function importEncounter(value: unknown, target: ImprovedInitiativeTarget): ImprovedInitiativeResult {
  const begun = startEncounter(value, target);
  if (!begun.ok) return begun;
  try {
    const steps = buildEncounter(begun.combatants, begun.start, begun.notes);
    let step = steps.next();
    while (!step.done) step = steps.next();
    return fitting(step.value, begun.notes);
  } catch (error) {
    return importFailure(error);
  }
}

/** The statblocks of a library export (values of `ImprovedInitiative.*` keys) or a list of them. */
function statBlocksOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return [];
  if ('HP' in value && 'Name' in value) return [value];
  return Object.keys(value)
    .filter((key) => key.startsWith('ImprovedInitiative.'))
    .map((key) => value[key])
    .filter((item) => isRecord(item) && 'Name' in item && ('HP' in item || 'AC' in item));
}

function importLibrary(value: unknown, system: SystemId): ImprovedInitiativeResult {
  const blocks = statBlocksOf(value);
  if (blocks.length === 0) return failure(FILE_MESSAGES.notImprovedInitiative);
  if (blocks.length > COUNT_LIMITS.libraryEntries)
    return failure(FILE_MESSAGES.tooManyEntries(blocks.length, COUNT_LIMITS.libraryEntries));
  const notes = new ImportNotes();
  const entries: LibraryEntry[] = [];
  for (const [i, block] of blocks.entries()) {
    const item = isRecord(block) && 'StatBlock' in block ? v.safeParse(iiCombatantSchema, block) : null;
    const parsed = item?.success
      ? { success: true as const, output: item.output.StatBlock }
      : v.safeParse(iiStatBlockSchema, block);
    if (!parsed.success)
      return failure(
        FILE_MESSAGES.invalid(describeIssues(parsed.issues, [i])[0] ?? ''),
        describeIssues(parsed.issues, [i]),
      );
    const t = templateOf(parsed.output, system, notes);
    entries.push({
      ...t,
      id: `ii-${i + 1}`,
      kind: t.side === 'pc' ? 'pc' : 'creature',
      system,
      group: undefined,
      tags: [],
    });
  }
  return {
    ok: true,
    kind: 'library',
    library: { name: 'Import Improved Initiative', entries },
    repairs: notes.list(),
  };
}

/** Whether a parsed JSON value looks like an Improved Initiative export. */
export function looksLikeImprovedInitiative(value: unknown): boolean {
  if (isRecord(value) && Array.isArray(value.Combatants)) return true;
  return statBlocksOf(value).length > 0;
}

/** Imports an Improved Initiative export's text. Never throws. */
export function importImprovedInitiative(
  text: unknown,
  target: ImprovedInitiativeTarget,
): ImprovedInitiativeResult {
  try {
    const json = parseJsonText(text);
    if (!json.ok) return json;
    const value = json.value;
    if (isRecord(value) && Array.isArray(value.Combatants)) return importEncounter(value, target);
    return importLibrary(value, target.system);
  } catch {
    return failure(FILE_MESSAGES.unexpected);
  }
}

/** Progress and cancel of a long import (renderer/features/files shows them). */
export interface ImportProgress {
  /** Called with the share done (0..1) after each chunk. */
  onProgress?: (share: number) => void;
  /** Aborted (an AbortSignal fits): the import stops at the next chunk and answers `cancelled`. */
  signal?: { readonly aborted: boolean };
  /** Lets the page breathe between chunks (the renderer passes a macrotask; shared/ has no timers). */
  pause: () => Promise<void>;
}

/** The result of an import that may be cancelled. */
export type ImprovedInitiativeAsyncResult = ImprovedInitiativeResult | { ok: false; cancelled: true };

/**
 * The same import in chunks of combatants, pausing between them so the page stays responsive,
 * reporting progress and honouring a cancel. Never throws.
 */
export async function importImprovedInitiativeAsync(
  text: unknown,
  target: ImprovedInitiativeTarget,
  progress: ImportProgress,
): Promise<ImprovedInitiativeAsyncResult> {
  try {
    const json = parseJsonText(text);
    if (!json.ok) return json;
    const value = json.value;
    if (!(isRecord(value) && Array.isArray(value.Combatants))) return importLibrary(value, target.system);
    const begun = startEncounter(value, target);
    if (!begun.ok) return begun;
    const steps = buildEncounter(begun.combatants, begun.start, begun.notes);
    for (;;) {
      if (progress.signal?.aborted) return { ok: false, cancelled: true };
      const step = steps.next();
      if (step.done) {
        progress.onProgress?.(1);
        return fitting(step.value, begun.notes);
      }
      progress.onProgress?.(step.value);
      await progress.pause();
    }
  } catch (error) {
    return importFailure(error);
  }
}
