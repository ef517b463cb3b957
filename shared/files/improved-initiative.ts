/**
 * Import from Improved Initiative (a 5e-oriented web tracker) into the system the GM picks: its
 * saved encounter becomes a Paravent encounter in setup, its library export (or a list of
 * statblocks) becomes a Paravent library. HP, AC and the initiative modifier carry over; tags become
 * custom effects (for N rounds when the tag had a duration). AC goes where the system reads it: CA
 * (dnd35, pf1), CAC and CAE (sf1), DEF (co), and descending AC = 19 − AC for osr (the usual B/X
 * conversion). CO has no initiative roll: its INIT score is the Dex score, else 10 + the modifier.
 */
import * as v from 'valibot';
import { abilityModifier } from '../rules';
import type { SystemId } from '../rules';
import { createEncounter, replay } from '../combat';
import type { CombatantInput, Defences, Encounter, EncounterEvent } from '../combat';
import { combatantId } from '../combat';
import { describeIssues } from './issues';
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

/** The result of an import. */
export type ImprovedInitiativeResult =
  | { ok: true; kind: 'encounter'; encounter: Encounter }
  | { ok: true; kind: 'library'; library: Library }
  | ReadFailure;

const NOT_II = 'Ce fichier ne ressemble pas à un export d’Improved Initiative (rencontre ou bibliothèque).';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function defencesFor(system: SystemId, ac: number | undefined): Defences {
  if (ac === undefined) return {};
  const n = Math.round(ac);
  switch (system) {
    case 'sf1':
      return { kac: n, eac: n };
    case 'co':
      return { def: n };
    case 'osr':
      return { descendingAc: 19 - n };
    default:
      return { ac: n };
  }
}

function round(n: number | undefined): number | undefined {
  return n === undefined ? undefined : Math.round(n);
}

function templateOf(s: IiStatBlock, system: SystemId) {
  const dex = round(s.Abilities?.Dex);
  const modifier = round(s.InitiativeModifier) ?? (dex === undefined ? 0 : abilityModifier(Math.max(0, dex)));
  const fighter = { str: round(s.Abilities?.Str), dex, con: round(s.Abilities?.Con) };
  const clean = (n: number | undefined) => (n === undefined ? undefined : Math.min(100, Math.max(0, n)));
  return {
    name: s.Name.trim() === '' ? 'Sans nom' : s.Name.trim(),
    side: s.Player === 'player' ? ('pc' as const) : ('enemy' as const),
    hpMax: Math.max(1, round(s.HP?.Value) ?? 1),
    initiativeModifier: system === 'co' ? undefined : Math.max(-100, Math.min(100, modifier)),
    initiativeScore: system === 'co' ? (dex ?? 10 + modifier) : undefined,
    defences: defencesFor(system, s.AC?.Value),
    fighter: { str: clean(fighter.str), dex: clean(fighter.dex), con: clean(fighter.con) },
    notes: [s.Type, s.Source].filter((t) => t !== undefined && t.trim() !== '').join(' — '),
  };
}

function combatantEvents(c: IiCombatant, index: number, system: SystemId): EncounterEvent[] {
  const t = templateOf(c.StatBlock, system);
  const id = combatantId(`ii-${index + 1}`);
  const hpMax = Math.max(1, round(c.MaxHP) ?? t.hpMax);
  const label =
    c.IndexLabel !== undefined && c.IndexLabel > 0 ? `${t.name} ${Math.round(c.IndexLabel)}` : t.name;
  const input: CombatantInput = {
    ...t,
    id,
    name: c.Alias !== undefined && c.Alias.trim() !== '' ? c.Alias.trim() : label,
    hidden: c.Hidden,
    hpMax,
    hpCurrent: Math.min(hpMax, Math.max(-hpMax, round(c.CurrentHP) ?? hpMax)),
  };
  const tags = (c.Tags ?? []).map((tag) =>
    typeof tag === 'string' ? { Text: tag, DurationRemaining: undefined } : tag,
  );
  return [
    { type: 'combatant-added', combatant: input },
    ...tags
      .filter((tag) => tag.Text.trim() !== '')
      .map((tag): EncounterEvent => {
        const rounds = round(tag.DurationRemaining);
        return {
          type: 'effect-applied',
          targets: [id],
          what: { kind: 'custom', name: tag.Text.trim(), modifiers: [] },
          duration:
            rounds !== undefined && rounds > 0
              ? { kind: 'rounds', rounds: Math.min(rounds, 10_000) }
              : { kind: 'until-removed' },
        };
      }),
  ];
}

function importEncounter(value: unknown, target: ImprovedInitiativeTarget): ImprovedInitiativeResult {
  const parsed = v.safeParse(iiEncounterSchema, value);
  if (!parsed.success)
    return failure(
      FILE_MESSAGES.invalid(describeIssues(parsed.issues)[0] ?? ''),
      describeIssues(parsed.issues),
    );
  const start = createEncounter({
    id: target.encounterId,
    name: parsed.output.Name?.trim() || 'Rencontre importée',
    system: target.system,
    seed: target.seed,
  });
  const events = parsed.output.Combatants.flatMap((c, i) => combatantEvents(c, i, target.system));
  try {
    return { ok: true, kind: 'encounter', encounter: replay(start, events) };
  } catch (error) {
    return failure(`Import impossible : ${error instanceof Error ? error.message : String(error)}`);
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
  if (blocks.length === 0) return failure(NOT_II);
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
    const t = templateOf(parsed.output, system);
    entries.push({
      ...t,
      id: `ii-${i + 1}`,
      kind: t.side === 'pc' ? 'pc' : 'creature',
      system,
      group: undefined,
      tags: [],
    });
  }
  return { ok: true, kind: 'library', library: { name: 'Import Improved Initiative', entries } };
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
