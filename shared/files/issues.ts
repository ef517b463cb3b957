/**
 * Valibot issues turned into sentences a GM can act on, in the interface's language:
 * `combattants[3].pv.max : nombre entier attendu (reçu : "douze")`,
 * `combatants[3].hp.max: whole number expected (received: "douze")`.
 */
import type { BaseIssue } from 'valibot';
import { fieldPath } from './labels';
import { FILE_WORDS } from './messages';

/** At most this many messages are listed for one file. */
const MAX_LISTED_ISSUES = 5;

function pathOf(issue: BaseIssue<unknown>): (string | number)[] {
  return (issue.path ?? []).map((item) => {
    const key: unknown = item.key;
    return typeof key === 'number' ? key : String(key);
  });
}

function received(issue: BaseIssue<unknown>): string {
  if (issue.received === 'undefined') return FILE_WORDS.missing;
  return FILE_WORDS.received(issue.received.length > 40 ? `${issue.received.slice(0, 40)}…` : issue.received);
}

function choices(expected: string | null): string {
  return (expected ?? '')
    .replace(/^\((.*)\)$/, '$1')
    .replaceAll('" | "', ', ')
    .replaceAll('"', '');
}

/** One issue as a sentence in the interface's language. */
function describeIssue(issue: BaseIssue<unknown>, prefix: readonly (string | number)[] = []): string {
  const where = fieldPath([...prefix, ...pathOf(issue)]) || FILE_WORDS.file;
  const at = (what: string) => FILE_WORDS.at(where, what);
  const deepest = issue.issues?.[0];
  if (
    (issue.type === 'union' || issue.type === 'variant') &&
    deepest &&
    (deepest.path?.length ?? 0) > (issue.path?.length ?? 0)
  ) {
    return describeIssue(deepest, prefix);
  }
  if (issue.type === 'object' && issue.received === 'undefined' && issue.expected?.startsWith('"')) {
    return at(FILE_WORDS.missing);
  }
  switch (issue.type) {
    case 'picklist':
    case 'literal':
    case 'variant':
    case 'union':
      return at(FILE_WORDS.oneOf(choices(issue.expected), received(issue)));
    case 'max_length':
      return at(FILE_WORDS.tooLong(String(issue.requirement)));
    case 'check':
    case 'raw_transform': {
      const said = FILE_WORDS.check(issue.message);
      return at(issue.type === 'raw_transform' ? `${said} (${FILE_WORDS.received(issue.received)})` : said);
    }
    default: {
      const expected = FILE_WORDS.expected[issue.type] ?? FILE_WORDS.invalidValue(issue.type);
      return at(`${expected} (${received(issue)})`);
    }
  }
}

/** The first few issues as sentences, with a count of the others. */
export function describeIssues(
  issues: readonly BaseIssue<unknown>[],
  prefix: readonly (string | number)[] = [],
): string[] {
  const lines = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => describeIssue(issue, prefix));
  if (issues.length > MAX_LISTED_ISSUES) lines.push(FILE_WORDS.others(issues.length - MAX_LISTED_ISSUES));
  return lines;
}
