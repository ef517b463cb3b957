/**
 * The GM's rebound keys on screen (issue 27): the shell puts the stored choice here (settings
 * `shortcuts`); the buttons' key hints read it (keys.ts says which key each command has).
 */
import { createElement } from 'react';
import { Kbd, type KbdProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShortcutBindings } from '../../shared/shortcuts';
import { createValueStore, useValue } from '../store';
import { languageOf } from '../i18n/language';
import type { Language } from '../i18n';
import { COMMANDS, formatHotkey, type CommandId } from './registry';
import { keyOf } from './keys';

/** The GM's rebound keys now (empty: every default). */
export const bindingsStore = createValueStore<ShortcutBindings>({});

/** The key of command `id` as the GM reads it (« Ctrl + Maj + K »), or '' when it has none. */
export function useKeyLabel(id: CommandId): string {
  const { i18n } = useTranslation();
  const bindings = useValue(bindingsStore);
  const command = COMMANDS.find((c) => c.id === id);
  const key = command && keyOf(command, bindings);
  return key ? formatHotkey(key, languageOf(i18n.language)) : '';
}

/**
 * The keys a « why not » notice names (`commandUnavailable.noDie`: « ouvrez l’aide à l’attaque (T) »),
 * as the GM rebound them; « — » for a command left without a key.
 */
export function noticeKeys(
  bindings: ShortcutBindings,
  language: Language,
): { attack: string; maneuver: string } {
  const name = (id: CommandId) => {
    const command = COMMANDS.find((c) => c.id === id);
    const key = command && keyOf(command, bindings);
    return key ? formatHotkey(key, language) : '—';
  };
  return { attack: name('tracker.attack'), maneuver: name('tracker.maneuver') };
}

/** A button's name with the key in force (« Phase suivante (H) »), or the name alone when it has none. */
export function useLabelWithKey(label: string, id: CommandId): string {
  const { t } = useTranslation();
  const key = useKeyLabel(id);
  return key ? t('shortcuts.withKey', { label, key }) : label;
}

/** A button's key hint (« N »), the GM's rebound key when there is one. */
export function CommandKbd({ id, ...props }: { id: CommandId } & KbdProps) {
  const label = useKeyLabel(id);
  return label ? createElement(Kbd, { size: 'xs', ...props }, label) : null;
}
