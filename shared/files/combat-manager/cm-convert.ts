/**
 * Combat Manager's records as Paravent's (issue 29): a combatant's HP, initiative, defences,
 * fighter stats and notes; its conditions as catalogue conditions or custom effects. What Paravent
 * has no field for (saves, DR, resistances, immunities, SR, resources) is kept in the notes and
 * listed in the summary.
 */
import { getProcedures, type SystemId } from '../../rules';
import type { CombatantInput, DurationInput } from '../../combat';
import { IMPORT_MESSAGES } from '../import-messages';
import type { ReportBuilder } from '../import-report';
import { catalogueConditionId, importedName, sizeOf, valueKeeper } from '../import-values';
import { NUMBER_RANGES } from '../../limits';
import { COUNT_LIMITS, TEXT_LIMITS } from '../../limits';
import type { CmCharacter, CmCondition, CmStats } from './cm-read';

/** Conditions Paravent works out from hit points: never imported as conditions. */
const HEALTH_CONDITIONS: ReadonlySet<string> = new Set(['dead', 'dying', 'disabled', 'stable']);

/** Feats named after a manoeuvre (« Improved Trip », « Greater Bull Rush »): Paravent's feat ids. */
const MANEUVER_FEAT =
  /^(improved|greater)\s+(bull rush|trip|grapple|disarm|sunder|overrun|drag|reposition|dirty trick|steal)$/i;

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

/** What the stat block holds that Paravent has no field for, as note lines (English labels, as written). */
function extraLines(s: CmStats): { lines: string[]; kinds: string[] } {
  const lines: string[] = [];
  const kinds: string[] = [];
  const saves = [
    s.fort === undefined ? null : `Fort ${signed(s.fort)}`,
    s.ref === undefined ? null : `Ref ${signed(s.ref)}`,
    s.will === undefined ? null : `Will ${signed(s.will)}`,
  ].filter((x): x is string => x !== null);
  if (saves.length > 0) {
    lines.push(saves.join(', '));
    kinds.push(saves.join(', '));
  }
  for (const [label, value] of [
    ['CMB', s.cmb],
    ['DR', s.dr],
    ['SR', s.sr],
    ['Resist', s.resist],
    ['Immune', s.immune],
    ['Weaknesses', s.weaknesses],
  ] as const) {
    if (value === undefined) continue;
    lines.push(`${label} ${value}`);
    if (label !== 'CMB') kinds.push(`${label} ${value}`);
  }
  return { lines, kinds };
}

/** A combatant's notes: Combat Manager's notes, then what has no field in Paravent. */
function notesOf(c: CmCharacter, report: ReportBuilder, name: string): string {
  const { lines, kinds } = extraLines(c.stats);
  if (c.resources.length > 0) {
    lines.push(c.resources.join(', '));
    kinds.push(c.resources.join(', '));
  }
  if (kinds.length > 0) report.left(IMPORT_MESSAGES.keptInNotes(name, kinds));
  const notes = [c.notes, lines.length > 0 ? `Combat Manager — ${lines.join(' · ')}` : '']
    .filter((t) => t.trim() !== '')
    .join('\n');
  return valueKeeper(name, report).text(notes, TEXT_LIMITS.notes, 'notes') ?? '';
}

/** The part of a combatant a stat block gives (shared by combatants and library entries). */
export function statsInput(s: CmStats, name: string, report: ReportBuilder) {
  const keep = valueKeeper(name, report);
  const R = NUMBER_RANGES;
  const feats = s.feats.flatMap((f) => {
    const m = MANEUVER_FEAT.exec(f);
    return m ? [`${m[1].toLowerCase()}-${m[2].toLowerCase().replace(' ', '-')}`] : [];
  });
  return {
    initiativeModifier: keep.int(s.init, R.initiativeModifier, 'init') ?? 0,
    defences: {
      ac: keep.int(s.ac, R.defence, 'AC'),
      touchAc: keep.int(s.touchAc, R.defence, 'touch AC'),
      flatFootedAc: keep.int(s.flatFootedAc, R.defence, 'flat-footed AC'),
      cmd: keep.int(s.cmd, R.defence, 'CMD'),
    },
    fighter: {
      bab: keep.int(s.bab, R.attackBonus, 'BAB'),
      str: keep.int(s.str, R.abilityScore, 'Str'),
      dex: keep.int(s.dex, R.abilityScore, 'Dex'),
      con: keep.int(s.con, R.abilityScore, 'Con'),
      size: sizeOf(s.size),
      ...(feats.length > 0 ? { feats: feats.slice(0, COUNT_LIMITS.feats) } : {}),
    },
  };
}

/** A Combat Manager character as a Paravent combatant (its id given), with temp HP and nonlethal apart. */
export function combatantOf(
  c: CmCharacter,
  id: string,
  report: ReportBuilder,
): { input: CombatantInput; tempHp: number; nonlethal: number } {
  const name = importedName(c.name, c.stats.name || 'Sans nom');
  const keep = valueKeeper(name, report);
  const R = NUMBER_RANGES;
  const hpMax = keep.int(c.maxHp ?? c.stats.hp ?? 1, R.hpMax, 'max HP') ?? 1;
  const hpCurrent = Math.min(hpMax, keep.int(c.hp ?? hpMax, R.hp, 'HP') ?? hpMax);
  return {
    input: {
      ...statsInput(c.stats, name, report),
      id,
      name,
      side: c.isMonster ? 'enemy' : 'pc',
      hidden: c.hidden,
      hpMax,
      hpCurrent,
      notes: notesOf(c, report, name),
    },
    tempHp: keep.int(c.tempHp, R.pool, 'temporary HP') ?? 0,
    nonlethal: keep.int(c.nonlethal, R.pool, 'nonlethal') ?? 0,
  };
}

/** A condition to apply: a catalogue condition or a custom effect, and for how long. */
export type ConditionPlan =
  | { what: { kind: 'condition'; conditionId: string }; duration: DurationInput }
  | { what: { kind: 'custom'; name: string; modifiers: [] }; duration: DurationInput };

/**
 * What becomes of a Combat Manager condition in `system`: a catalogue condition, a custom effect
 * (a spell, a poison, a condition the catalogue lacks — listed in the summary), or nothing for what
 * Paravent works out itself (dying, dead…, flat-footed at the start of the fight — listed too).
 */
export function conditionPlan(
  condition: CmCondition,
  system: SystemId,
  name: string,
  report: ReportBuilder,
): ConditionPlan | null {
  const rounds = condition.turns;
  const duration: DurationInput =
    rounds !== null && rounds > 0
      ? { kind: 'rounds', rounds: Math.min(rounds, NUMBER_RANGES.durationRounds.max) }
      : { kind: 'until-removed' };
  const id = condition.kind === 'condition' ? catalogueConditionId(system, condition.name) : null;
  if (id !== null && HEALTH_CONDITIONS.has(id)) {
    report.left(IMPORT_MESSAGES.healthCondition(name, condition.name));
    return null;
  }
  if (id === 'flat-footed') {
    report.left(IMPORT_MESSAGES.flatFooted(name));
    return null;
  }
  if (id !== null) return { what: { kind: 'condition', conditionId: id }, duration };
  report.left(IMPORT_MESSAGES.customCondition(name, condition.name, getProcedures(system).shortName));
  return {
    what: { kind: 'custom', name: condition.name.slice(0, TEXT_LIMITS.effectName), modifiers: [] },
    duration,
  };
}
