import { useEffect, useRef, useState } from 'react';
import { Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatHotkey, type FileAction } from '../../commands/registry';
import type { Language, MessageKey } from '../../i18n';
import type { RecentFile } from '../../../shared/ipc';
import { getHostApi } from '../../host';
import { runFileCommand } from './file-bridge';
import { shownName } from './shown-name';

const ITEMS: readonly { action: FileAction; label: MessageKey; key?: string; divider?: boolean }[] = [
  { action: 'open', label: 'files.open', key: 'mod+O' },
  { action: 'save', label: 'files.save', key: 'mod+S' },
  { action: 'save-as', label: 'files.saveAs', key: 'mod+shift+S' },
  { action: 'import', label: 'files.import', key: 'mod+I', divider: true },
  { action: 'export', label: 'files.export', key: 'mod+E' },
  { action: 'backups', label: 'files.backups', divider: true },
];

function readRecentFiles(set: (files: RecentFile[]) => void): Promise<void> {
  return getHostApi()
    .listRecentFiles()
    .then(set)
    .catch(() => set([]));
}

/**
 * The Fichier button and its menu (open, save, import, export, backups, recent files). Mantine's Menu
 * is loaded just after the first paint (FileMenu shows a plain button until then, and passes on
 * what the GM did with it as `early`).
 */
export function FileMenuButton({
  language,
  early = null,
}: {
  language: Language;
  /** What the GM did with the button shown while this loaded: it keeps the focus, or opens. */
  early?: 'focused' | 'pressed' | null;
}) {
  const { t } = useTranslation();
  // The recent list (desktop; a browser has none), read each time the menu opens.
  const [recent, setRecent] = useState<RecentFile[]>([]);
  const readRecent = () => void readRecentFiles(setRecent);
  const pressedEarly = early === 'pressed';
  useEffect(() => {
    if (pressedEarly) void readRecentFiles(setRecent); // opened at once: no onOpen
  }, [pressedEarly]);
  const button = useRef<HTMLButtonElement>(null);
  // Closed with nothing focused (opened at once, the menu may not know where the focus came from):
  // the focus goes back to the button, as after any menu.
  const keepFocus = () =>
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || document.activeElement === null)
        button.current?.focus();
    });
  return (
    <Menu
      position="bottom-start"
      width={280}
      shadow="md"
      onOpen={readRecent}
      onClose={keepFocus}
      defaultOpened={pressedEarly}
    >
      <Menu.Target>
        <Button ref={button} variant="default" size="xs" autoFocus={early !== null}>
          {t('files.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {ITEMS.map((item) => [
          item.divider ? <Menu.Divider key={`${item.action}-divider`} /> : null,
          <Menu.Item
            key={item.action}
            onClick={() => runFileCommand(item.action)}
            rightSection={
              item.key ? (
                <Text size="xs" c="dimmed">
                  {formatHotkey(item.key, language)}
                </Text>
              ) : undefined
            }
          >
            {t(item.label)}
          </Menu.Item>,
        ])}
        {recent.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('files.recent')}</Menu.Label>
            {recent.map((r) => (
              <Menu.Item key={r.handle} title={r.path} onClick={() => runFileCommand({ recent: r.handle })}>
                {shownName(r.name)}
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
