/**
 * Valibot issues turned into French sentences a GM can act on:
 * `combattants[3].pv.max : nombre entier attendu (reçu : "douze")`.
 */
import type { BaseIssue } from 'valibot';
import { frenchPath } from './labels';

/** At most this many messages are listed for one file. */
export const MAX_LISTED_ISSUES = 5;

const EXPECTED: Readonly<Record<string, string>> = {
  number: 'nombre attendu',
  integer: 'nombre entier attendu',
  finite: 'nombre fini attendu',
  string: 'texte attendu',
  boolean: 'vrai ou faux attendu',
  object: 'objet attendu',
  loose_object: 'objet attendu',
  record: 'objet attendu',
  array: 'liste attendue',
  null: 'null attendu',
  min_length: 'trop court',
  non_empty: 'ne doit pas être vide',
  length: 'longueur inattendue',
};

function pathOf(issue: BaseIssue<unknown>): (string | number)[] {
  return (issue.path ?? []).map((item) => {
    const key: unknown = item.key;
    return typeof key === 'number' ? key : String(key);
  });
}

function received(issue: BaseIssue<unknown>): string {
  if (issue.received === 'undefined') return 'champ manquant';
  return `reçu : ${issue.received.length > 40 ? `${issue.received.slice(0, 40)}…` : issue.received}`;
}

function choices(expected: string | null): string {
  return (expected ?? '')
    .replace(/^\((.*)\)$/, '$1')
    .replaceAll('" | "', ', ')
    .replaceAll('"', '');
}

/** One issue as a French sentence. */
export function describeIssue(issue: BaseIssue<unknown>, prefix: readonly (string | number)[] = []): string {
  const where = frenchPath([...prefix, ...pathOf(issue)]) || 'fichier';
  const deepest = issue.issues?.[0];
  if (
    (issue.type === 'union' || issue.type === 'variant') &&
    deepest &&
    (deepest.path?.length ?? 0) > (issue.path?.length ?? 0)
  ) {
    return describeIssue(deepest, prefix);
  }
  if (issue.type === 'object' && issue.received === 'undefined' && issue.expected?.startsWith('"')) {
    return `${where} : champ manquant`;
  }
  switch (issue.type) {
    case 'picklist':
    case 'literal':
    case 'variant':
    case 'union':
      return `${where} : une de ces valeurs attendue : ${choices(issue.expected)} (${received(issue)})`;
    case 'max_length':
      return `${where} : trop long (au plus ${String(issue.requirement)})`;
    case 'check':
    case 'raw_transform':
      return `${where} : ${issue.message}${issue.type === 'raw_transform' ? ` (reçu : ${issue.received})` : ''}`;
    default: {
      const expected = EXPECTED[issue.type] ?? `valeur invalide (${issue.type})`;
      return `${where} : ${expected} (${received(issue)})`;
    }
  }
}

/** The first few issues as French sentences, with a count of the others. */
export function describeIssues(
  issues: readonly BaseIssue<unknown>[],
  prefix: readonly (string | number)[] = [],
): string[] {
  const lines = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => describeIssue(issue, prefix));
  if (issues.length > MAX_LISTED_ISSUES)
    lines.push(`… et ${issues.length - MAX_LISTED_ISSUES} autre(s) problème(s)`);
  return lines;
}
