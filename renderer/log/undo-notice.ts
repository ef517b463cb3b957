/**
 * What an undo or a redo changed, in words, read from the log lines it removed or added: the log
 * is the fight's own account of each gesture, so the notice needs nothing of the store's internals.
 */
import type { LogEntry } from '../../shared/combat';

/** Most log lines quoted in one notice; the rest is counted (« … et 3 de plus »). */
const MAX_LINES = 3;

/** "Round 2 — Gobelin 2 : −7 PV" → "Gobelin 2 : −7 PV" (the round prefix the engine adds). */
function withoutRound(text: string): string {
  const at = text.indexOf(' — ');
  return at >= 0 && at < 24 ? text.slice(at + 3) : text;
}

/**
 * The lines that differ between the log before and after an undo or a redo: those the undo took
 * away, or those the redo put back. Empty when the logs share every line.
 */
export function changedLogLines(
  before: readonly LogEntry[],
  after: readonly LogEntry[],
  phrase: (entry: LogEntry) => string = oldLine,
): string[] {
  let same = 0;
  const shortest = Math.min(before.length, after.length);
  while (same < shortest && sameEntry(before[same], after[same])) same += 1;
  const longer = before.length >= after.length ? before : after;
  return longer.slice(same).map(phrase);
}

function sameEntry(a: LogEntry, b: LogEntry): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** A line without its round, as an old text line gives it (coded lines need the interface's `phrase`). */
function oldLine(entry: LogEntry): string {
  return 'text' in entry ? withoutRound(entry.text) : entry.code;
}

/** The words of a notice: up to three lines, then how many more. */
export function noticeWords(lines: readonly string[], more: (count: number) => string): string {
  if (lines.length <= MAX_LINES) return lines.join(' ; ');
  return `${lines.slice(0, MAX_LINES).join(' ; ')} ${more(lines.length - MAX_LINES)}`;
}
