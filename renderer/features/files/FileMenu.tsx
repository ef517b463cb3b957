import { useEffect, useState } from 'react';
import { Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatHotkey, type FileAction } from '../../commands/registry';
import type { Language, MessageKey } from '../../i18n';
import type { RecentFile } from '../../../shared/ipc';
import { withoutParaventSuffix } from '../../../shared/files';
import { getHostApi } from '../../host';
import { runFileCommand, useFileStatus } from './file-bridge';

const ITEMS: readonly { action: FileAction; label: MessageKey; key?: string; divider?: boolean }[] = [
  { action: 'open', label: 'files.open', key: 'mod+O' },
  { action: 'save', label: 'files.save', key: 'mod+S' },
  { action: 'save-as', label: 'files.saveAs', key: 'mod+shift+S' },
  { action: 'import', label: 'files.import', key: 'mod+I', divider: true },
  { action: 'export', label: 'files.export', key: 'mod+E' },
  { action: 'backups', label: 'files.backups', divider: true },
];

/** A file's name as shown: without its `.paravent` (or older `.paravent.json`). */
function shownName(name: string): string {
  return withoutParaventSuffix(name);
}

/** The app title: the file's name, marked « • » while it has unsaved changes. */
function useWindowTitle(name: string | null, unsaved: boolean): void {
  useEffect(() => {
    document.title = `${unsaved ? '• ' : ''}${name ? `${shownName(name)} — ` : ''}Paravent`;
  }, [name, unsaved]);
}

/**
 * The Fichier menu of the app header (the web host has no native menu; on the desktop it mirrors
 * the application menu) and the current fight's file with its unsaved mark.
 */
export function FileMenu({ language }: { language: Language }) {
  const { t } = useTranslation();
  const status = useFileStatus();
  useWindowTitle(status.name, status.unsaved);
  const where = status.name ?? t('files.notInFile');
  // The recent list (desktop; a browser has none), read each time the menu opens.
  const [recent, setRecent] = useState<RecentFile[]>([]);
  const readRecent = () =>
    void getHostApi()
      .listRecentFiles()
      .then(setRecent)
      .catch(() => setRecent([]));
  return (
    <Group gap="xs" wrap="nowrap">
      <Menu position="bottom-start" width={280} shadow="md" onOpen={readRecent}>
        <Menu.Target>
          <Button variant="default" size="xs">
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
      <Tooltip label={status.name ?? where} withArrow>
        <Group gap={6} wrap="nowrap" data-testid="file-status">
          <Text size="sm" c="dimmed" truncate="end" maw={300}>
            {shownName(where)}
          </Text>
          {status.unsaved && (
            <Text
              size="sm"
              c="orange"
              fw={700}
              style={{ whiteSpace: 'nowrap' }}
              aria-label={t('files.unsavedMark')}
            >
              ● {t('files.unsaved')}
            </Text>
          )}
        </Group>
      </Tooltip>
    </Group>
  );
}
