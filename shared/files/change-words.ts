/**
 * Values a schema changed, said for the GM (value-diff.ts): where (the combatant or effect by its
 * name, then the field), what it was and its limit. Two ways: what a file or an import brought and
 * was clamped (« combattants[3] « Gobelin… » › défenses.ca : 10 000 000 ramené à 1 000 »), or what a
 * fight holds and a file cannot keep (« « Gobelin… » › nom : 100 000 signes, au plus 200 »).
 */
import { excerpt } from '../limits';
import { fieldPath } from './labels';
import { FILE_WORDS } from './messages';
import type { ValueChange } from './value-diff';

function nameAt(body: unknown, list: string, index: number): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const items = (body as Record<string, unknown>)[list];
  const item = Array.isArray(items) ? (items[index] as unknown) : undefined;
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  const what = record.what as Record<string, unknown> | undefined;
  const name = typeof record.name === 'string' ? record.name : what?.name;
  return typeof name === 'string' ? excerpt(name) : null;
}

/** Where a change is: the combatant's or effect's name and the field, or the path. */
function placeOf(path: readonly (string | number)[], body: unknown): string {
  const [list, index, ...rest] = path;
  if ((list === 'combatants' || list === 'effects') && typeof index === 'number') {
    const name = nameAt(body, list, index);
    if (name !== null) return FILE_WORDS.place(name, fieldPath(rest));
  }
  return fieldPath(path);
}

/**
 * The changes as sentences: `read` — what a file or an import brought, clamped on the way in;
 * `kept` — what a fight holds that a file cannot keep.
 */
export function describeChanges(
  changes: readonly ValueChange[],
  body: unknown,
  mode: 'read' | 'kept',
): string[] {
  return changes.map(({ path, before, after }) => {
    const where = placeOf(path, body);
    if (typeof before === 'string' && typeof after === 'string')
      return mode === 'read'
        ? FILE_WORDS.textCut(where, before.length, after.length)
        : FILE_WORDS.textUnkept(where, before.length, after.length);
    const from = Number(before);
    const to = Number(after);
    return mode === 'read'
      ? FILE_WORDS.numberClamped(where, from, to)
      : FILE_WORDS.numberUnkept(where, from, to);
  });
}
