import { Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useTranslation } from 'react-i18next';
import { COMMANDS, formatHotkey, type CommandContext } from './registry';

/** Props of the command palette. */
export interface CommandPaletteProps {
  /** What the commands act on. */
  context: CommandContext;
}

/**
 * The command palette (Ctrl+K): every command of the registry, searchable by its label in the
 * current language, with its shortcut. Mantine Spotlight provides the dialog and the keyboard
 * handling; its own shortcut is off because the registry owns Ctrl+K.
 */
export function CommandPalette({ context }: CommandPaletteProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const actions: SpotlightActionData[] = COMMANDS.filter((c) => c.id !== 'palette.open').map((c) => ({
    id: c.id,
    label: t(`commands.${c.id}`),
    rightSection: 'defaultKey' in c ? formatHotkey(c.defaultKey, language) : undefined,
    onClick: () => c.run(context),
  }));
  return (
    <Spotlight
      actions={actions}
      shortcut={null}
      nothingFound={t('palette.nothing')}
      highlightQuery
      scrollable
      maxHeight={420}
      searchProps={{ placeholder: t('palette.placeholder'), 'aria-label': t('palette.placeholder') }}
    />
  );
}
