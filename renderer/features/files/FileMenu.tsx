import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Button, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n';
import { useFileStatus } from './file-bridge';
import { shownName } from './shown-name';
import { useFirstScreenShown } from '../../components/first-screen';

const FileMenuButton = lazy(() => import('./FileMenuButton').then((m) => ({ default: m.FileMenuButton })));

/**
 * Whether to show the menu's button: once the GM sees the first screen, in a transition, so that the
 * waiting button stays until the menu's code is there and is replaced once (by a Suspense fallback
 * in between, a click could fall between two copies and be lost).
 */
function useMenuWanted(firstShown: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (firstShown) startTransition(() => setWanted(true));
  }, [firstShown]);
  return wanted;
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
  const menuWanted = useMenuWanted(useFirstScreenShown());
  // Its code loads once the GM sees the first screen; until then the same button shows, and what
  // the GM did with it (reached it by Tab, pressed it) carries over: the menu's button takes the
  // focus, and opens if it was pressed. A blur towards nowhere is the button being replaced, not the
  // GM leaving it.
  const [early, setEarly] = useState<'focused' | 'pressed' | null>(null);
  const waiting = (
    <Button
      variant="default"
      size="xs"
      aria-haspopup="menu"
      autoFocus={early !== null}
      onFocus={() => setEarly((e) => e ?? 'focused')}
      onBlur={(event) => {
        if (event.relatedTarget !== null) setEarly((e) => (e === 'focused' ? null : e));
      }}
      onClick={() => setEarly('pressed')}
    >
      {t('files.menu')}
    </Button>
  );
  return (
    <Group gap="xs" wrap="nowrap">
      <Suspense fallback={waiting}>
        {menuWanted ? <FileMenuButton language={language} early={early} /> : waiting}
      </Suspense>
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
