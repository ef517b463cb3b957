import { useEffect } from 'react';
import { toAccelerator, type MenuState } from '../../shared/menu-state';
import { getHostApi } from '../host';
import type { Language } from '../i18n';
import { COMMANDS, type Command } from './registry';
import { keyOf } from './keys';
import { bindingsStore } from './bindings';
import { useValue } from '../store';
import type { ShortcutBindings } from '../../shared/shortcuts';

/**
 * The native menus' state from the one key table (COMMANDS): every command whose key is a
 * Ctrl/⌘ chord gets it as its menu accelerator; plain letters stay the app's own.
 */
export function menuStateOf(
  language: Language,
  commands: readonly Command[] = COMMANDS,
  bindings: ShortcutBindings = {},
): MenuState {
  const accelerators: Record<string, string> = {};
  for (const command of commands) {
    const key = keyOf(command, bindings);
    const accelerator = key ? toAccelerator(key) : null;
    if (accelerator) accelerators[command.id] = accelerator;
  }
  return { language, accelerators };
}

/** Tells the desktop host the menus' language and keys, at start and at each language change. */
export function useMenuSync(language: Language | undefined): void {
  const bindings = useValue(bindingsStore);
  useEffect(() => {
    if (language === undefined) return;
    void getHostApi()
      .setMenu?.(menuStateOf(language, COMMANDS, bindings))
      .catch(() => undefined);
  }, [language, bindings]);
}
