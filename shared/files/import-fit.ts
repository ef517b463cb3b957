/**
 * What an import brings is brought within the table of limits (shared/limits.ts) and said (issue
 * 24: « clamp with a notice that lists what was clamped »): a text cut to its limit, a number
 * brought into its range, each noted with whose it was and the field, in the GM's language. The
 * importer then builds nothing the engine would refuse and nothing a file would not keep.
 */
import { cutText, excerpt, NUMBER_RANGES, TEXT_LIMITS, type NumberLimit, type TextLimit } from '../limits';
import { parseDamageDefences } from '../rules';
import { FILE_WORDS, IMPORT_FIELDS, type ImportField } from './messages';

/** Most notes listed one by one; the others are counted. */
const LISTED = 20;

/** The notes of one import. */
export class ImportNotes {
  private readonly lines: string[] = [];
  private others = 0;

  /** Notes one value brought within its limit. */
  add(line: string): void {
    if (this.lines.length < LISTED) this.lines.push(line);
    else this.others += 1;
  }

  /** The notes to show, with a count of those not listed. */
  list(): string[] {
    return this.others === 0 ? [...this.lines] : [...this.lines, FILE_WORDS.others(this.others)];
  }
}

function place(who: string, field: ImportField): string {
  return FILE_WORDS.place(excerpt(who), IMPORT_FIELDS[field]);
}

/** A text within its limit (cut, and noted, when longer). */
export function fitText(
  text: string,
  limit: TextLimit,
  who: string,
  field: ImportField,
  notes: ImportNotes,
): string {
  const max = TEXT_LIMITS[limit];
  if (text.length <= max) return text;
  notes.add(FILE_WORDS.textCut(place(who, field), text.length, max));
  return cutText(text, max);
}

/** A number rounded and brought into its range (noted when it had to be brought). */
export function fitNumber(
  value: number,
  limit: NumberLimit,
  who: string,
  field: ImportField,
  notes: ImportNotes,
): number {
  const { min, max } = NUMBER_RANGES[limit];
  const n = Math.round(value);
  const fitted = Math.min(max, Math.max(min, n));
  if (fitted !== n) notes.add(FILE_WORDS.numberClamped(place(who, field), n, fitted));
  return fitted;
}

/** The same, for a value that may be absent. */
export function fitOptional(
  value: number | undefined,
  limit: NumberLimit,
  who: string,
  field: ImportField,
  notes: ImportNotes,
): number | undefined {
  return value === undefined ? undefined : fitNumber(value, limit, who, field, notes);
}

/**
 * Defences against damage from another tracker's lists (resistances, immunities, vulnerabilities):
 * each item as one clause, those Paravent reads kept (« fire 10 », « DR 5/magic », « immunity
 * cold »), the others left out and noted; the whole within its limit. Absent when none reads.
 */
export function fitDamageDefences(
  clauses: readonly string[],
  who: string,
  notes: ImportNotes,
): string | undefined {
  const kept: string[] = [];
  for (const clause of clauses.map((c) => c.trim()).filter((c) => c !== '')) {
    const next = [...kept, clause].join('; ');
    if ('error' in parseDamageDefences(clause) || next.length > TEXT_LIMITS.damageDefences) {
      notes.add(FILE_WORDS.defenceUnread(place(who, 'damageDefences'), excerpt(clause)));
    } else kept.push(clause);
  }
  return kept.length === 0 ? undefined : kept.join('; ');
}
