/**
 * The keys in force (issue 27): each command's default key (registry.ts), or the one the GM chose in
 * Réglages › Raccourcis (stored with the settings as `shortcuts`). Pure: the settings store, the
 * hotkeys, « ? », the palette, the menus and the buttons' key hints all read these.
 */
import type { ShortcutBindings } from '../../shared/shortcuts';
import { COMMANDS, type Command } from './registry';

/** Every command's default key (undefined: it has none), by id: what `readShortcuts` checks against. */
export const DEFAULT_KEYS: ReadonlyMap<string, string | undefined> = new Map(
  COMMANDS.map((c) => [c.id, 'defaultKey' in c ? c.defaultKey : undefined]),
);

/** The key of `command` now: the GM's, else its default. */
export function keyOf(
  command: Pick<Command, 'id' | 'defaultKey'>,
  bindings: ShortcutBindings,
): string | undefined {
  return bindings[command.id] ?? command.defaultKey;
}
