/**
 * An append-only list shared between states: each node is one entry and the list before it, so
 * a thousand states whose logs share their first lines hold those lines once. The encounter keeps
 * plain arrays (its JSON shape for files and IndexedDB does not change); the history stores the
 * states it keeps with their log and turn patches as nodes of these lists (see history.ts).
 */

/** The last entry of a shared list and the list before it; `length` counts the entries. */
export interface SharedListNode<T> {
  readonly value: T;
  readonly prev: SharedListNode<T> | null;
  readonly length: number;
}

function lengthOf<T>(node: SharedListNode<T> | null): number {
  return node?.length ?? 0;
}

/**
 * The list holding `entries`, sharing with `from` the longest common start it can find. Entries
 * are compared by identity at the join: the engine only appends to its log and turn patches or
 * cuts them back (log.ts, turn-patch.ts), it never rewrites an entry, so an entry found at the same
 * place means the same start. Cost: the entries added plus the entries cut.
 */
export function shareList<T>(
  from: SharedListNode<T> | null,
  entries: readonly T[],
): SharedListNode<T> | null {
  let node = from;
  while (node && node.length > entries.length) node = node.prev;
  while (node && node.value !== entries[node.length - 1]) node = node.prev;
  for (let i = lengthOf(node); i < entries.length; i += 1) {
    node = { value: entries[i] as T, prev: node, length: i + 1 };
  }
  return node;
}

/** The entries of a shared list, first first (a new array). */
export function listToArray<T>(node: SharedListNode<T> | null): T[] {
  const out = new Array<T>(lengthOf(node));
  for (let n = node; n; n = n.prev) out[n.length - 1] = n.value;
  return out;
}
