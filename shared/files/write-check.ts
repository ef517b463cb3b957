/**
 * The writer's side of « a file Paravent writes is always readable by Paravent » (issues 17, 24).
 * The engine keeps every fight within the table of limits (shared/limits.ts), so a fight it made is
 * always written. A fight stored by an older Paravent (or left by a bug) may hold a value no file
 * keeps; then:
 * - what is only history is fitted on the way out and said (`fitted`): log lines cut to the log's
 *   limits, an effect's source name cut, the morale of a group whose name no file keeps;
 * - a value the GM still uses (a combatant's name, notes, a custom effect…) refuses the save, naming
 *   the combatant and the field, its length or value and its limit: the GM renames or removes it (an
 *   ordinary gesture, which the engine accepts within the limits) and the fight saves again.
 * Nothing is written when a text is refused; the fight stays in the browser's storage, and
 * `snapshotEncounterText` still gives the autosave a readable copy (every value fitted) meanwhile.
 */
import type { Encounter, LogEntry } from '../combat';
import { fitLogText, fitLogValue, logValueFits } from '../combat/log-fit';
import {
  COUNT_LIMITS,
  cutText,
  exactUtf8Length,
  LIMIT_WARNING_SHARE,
  MAX_FILE_BYTES,
  TEXT_LIMITS,
} from '../limits';
import { canonicalJson } from './canonical-json';
import { describeChanges } from './change-words';
import { encounterFileValue, encounterToFileText } from './encounter-file';
import { encounterV1Schema } from './encounter-schema';
import { fastPathAccepts } from './fast-path';
import { formatMegabytes } from './limits';
import { WRITE_MESSAGES } from './messages';
import { readParaventFile } from './read-file';
import { valueChanges } from './value-diff';

/** A text ready to write (with a warning when a limit is near, and what was fitted), or why not. */
export type CheckedText =
  | { ok: true; text: string; warning: string | null; fitted: string[] }
  | { ok: false; message: string; details: string[] };

function fitLine(line: LogEntry): LogEntry {
  if ('text' in line)
    return line.text.length <= TEXT_LIMITS.logText ? line : { ...line, text: fitLogText(line.text) };
  return logValueFits(line.params) ? line : ({ ...line, params: fitLogValue(line.params) } as LogEntry);
}

/** The fight with its history fitted to the file's limits, and what was (see the file comment). */
export function fitHistory(enc: Encounter): { encounter: Encounter; fitted: string[] } {
  const fitted: string[] = [];
  let log = enc.log;
  if (log.some((line) => fitLine(line) !== line)) {
    const lines = log.map(fitLine);
    fitted.push(WRITE_MESSAGES.logLinesCut(lines.filter((line, i) => line !== log[i]).length));
    log = lines;
  }
  if (log.length > COUNT_LIMITS.log) {
    fitted.push(WRITE_MESSAGES.logLinesDropped(log.length - COUNT_LIMITS.log));
    log = log.slice(log.length - COUNT_LIMITS.log);
  }
  const max = TEXT_LIMITS.combatantName;
  const longSource = (e: Encounter['effects'][number]) =>
    e.sourceName !== undefined && e.sourceName.length > max;
  let effects = enc.effects;
  if (effects.some(longSource)) {
    effects = effects.map((e) =>
      longSource(e) ? { ...e, sourceName: cutText(e.sourceName ?? '', max) } : e,
    );
    fitted.push(WRITE_MESSAGES.sourceNamesCut);
  }
  // A group whose name is too long for a file: its members are named by the check that follows (a
  // group to split or rename); its morale cannot be kept under that name either way.
  const gone = Object.keys(enc.morale).filter((g) => g.length > TEXT_LIMITS.groupName);
  let morale = enc.morale;
  if (gone.length > 0) {
    morale = {};
    for (const [group, state] of Object.entries(enc.morale))
      if (!gone.includes(group))
        Object.defineProperty(morale, group, {
          value: state,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    fitted.push(WRITE_MESSAGES.moraleDropped(gone.length));
  }
  if (fitted.length === 0) return { encounter: enc, fitted };
  return { encounter: { ...enc, log, effects, morale }, fitted };
}

/**
 * The values of `value` (a file value) that the reader would not give back as they are, named for
 * the GM (« nom de « Gobelin… » : 100 000 signes, au plus 200 »); empty when it reads back whole.
 */
function unkeptValues(value: Record<string, unknown>, text: string): string[] {
  const back = readParaventFile(text);
  if (!back.ok) return back.details.length > 0 ? back.details : [back.message];
  if (back.kind !== 'encounter') return [WRITE_MESSAGES.notSame];
  const encounter = (value as { encounter: Record<string, unknown> }).encounter;
  const again = encounterFileValue(back.encounter).encounter;
  const changes = valueChanges(encounter, again);
  if (changes.length > 0) return describeChanges(changes, encounter, 'kept');
  return encounterToFileText(back.encounter) === text ? [] : [WRITE_MESSAGES.notSame];
}

interface Measure {
  what: 'size' | 'combatants' | 'effects' | 'log';
  used: number;
  max: number;
}

/** The file text of `enc`, checked against the reader's limits (see the file comment). */
export function checkedEncounterText(enc: Encounter): CheckedText {
  const { encounter, fitted } = fitHistory(enc);
  const value = encounterFileValue(encounter);
  const text = canonicalJson(value);
  const all: Measure[] = [
    { what: 'size', used: exactUtf8Length(text), max: MAX_FILE_BYTES },
    { what: 'combatants', used: encounter.combatants.length, max: COUNT_LIMITS.combatants },
    { what: 'effects', used: encounter.effects.length, max: COUNT_LIMITS.effects },
    { what: 'log', used: encounter.log.length, max: COUNT_LIMITS.log },
  ];
  const shown = (m: Measure, n: number) => (m.what === 'size' ? formatMegabytes(n) : WRITE_MESSAGES.count(n));
  const over = all.filter((m) => m.used > m.max);
  if (over.length > 0) {
    const list = over.map((m) => WRITE_MESSAGES.over(m.what, shown(m, m.used), shown(m, m.max)));
    return { ok: false, message: WRITE_MESSAGES.tooBig(list.join(', ')), details: list };
  }
  // Read back as the reader would: a value the schema would change is found here, before writing,
  // not when the file is reopened — and named, so that the GM knows what to change.
  if (!fastPathAccepts(encounterV1Schema, value.encounter)) {
    const unkept = unkeptValues(value, text);
    if (unkept.length > 0)
      return { ok: false, message: WRITE_MESSAGES.unkept(unkept.slice(0, 3).join(' ; ')), details: unkept };
  }
  const near = all.filter((m) => m.used >= m.max * LIMIT_WARNING_SHARE);
  const warning =
    near.length === 0
      ? null
      : WRITE_MESSAGES.near(
          near.map((m) => WRITE_MESSAGES.of(m.what, shown(m, m.used), shown(m, m.max))).join(', '),
        );
  return { ok: true, text, warning, fitted };
}

/**
 * A readable file text of `enc` for the autosave, even when `checkedEncounterText` refuses it: the
 * history fitted, then every value the reader would cut or clamp as it would. Null only when no
 * file could hold it (over the reader's size).
 */
export function snapshotEncounterText(enc: Encounter): string | null {
  const checked = checkedEncounterText(enc);
  if (checked.ok) return checked.text;
  const text = canonicalJson(encounterFileValue(fitHistory(enc).encounter));
  const back = readParaventFile(text);
  return back.ok && back.kind === 'encounter' ? encounterToFileText(back.encounter) : null;
}
