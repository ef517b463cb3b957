/**
 * Changing one command's key (Réglages › Raccourcis, issue 27), as data: the new bindings, or why
 * the key is refused — a key the browser or the system owns, one the rows keep, or one another
 * command already has (named, so the GM knows which to change first). Pure.
 */
import { keyRefusal, type ShortcutBindings } from '../../shared/shortcuts';
import { COMMANDS, type CommandId } from './registry';
import { DEFAULT_KEYS, keyOf } from './keys';

/** What `rebind` says. */
export type RebindResult =
  | { ok: true; bindings: ShortcutBindings }
  | { ok: false; reason: 'invalid' | 'reserved' | 'rows' }
  | { ok: false; reason: 'taken'; owner: CommandId };

/** Only the known commands' keys that differ from their default: what the settings keep. */
function trimmed(bindings: ShortcutBindings): ShortcutBindings {
  const kept: ShortcutBindings = {};
  for (const [id, key] of Object.entries(bindings)) {
    const known = DEFAULT_KEYS.has(id);
    if (known && key.toLowerCase() !== DEFAULT_KEYS.get(id)?.toLowerCase()) kept[id] = key;
  }
  return kept;
}

/** Gives command `id` the key `key` (a normal binding, see capture-key.ts), or says why not. */
export function rebind(bindings: ShortcutBindings, id: CommandId, key: string): RebindResult {
  const refusal = keyRefusal(key);
  if (refusal !== null) return { ok: false, reason: refusal };
  const owner = COMMANDS.find((c) => c.id !== id && keyOf(c, bindings)?.toLowerCase() === key.toLowerCase());
  if (owner) return { ok: false, reason: 'taken', owner: owner.id };
  return { ok: true, bindings: trimmed({ ...bindings, [id]: key }) };
}

/**
 * Puts command `id` back on its default key. Refused, naming it, when another command has taken that
 * key meanwhile (the GM changes that one first).
 */
export function resetOne(bindings: ShortcutBindings, id: CommandId): RebindResult {
  const rest = Object.fromEntries(Object.entries(bindings).filter(([other]) => other !== id));
  const key = DEFAULT_KEYS.get(id);
  const owner =
    key === undefined
      ? undefined
      : COMMANDS.find((c) => c.id !== id && keyOf(c, rest)?.toLowerCase() === key.toLowerCase());
  if (owner) return { ok: false, reason: 'taken', owner: owner.id };
  return { ok: true, bindings: trimmed(rest) };
}
