import { useEffect, useState } from 'react';
import { Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AppInfo } from '../../shared/ipc';
import { OPEN_GAME_LICENSE_TEXT } from '../../shared/legal/open-game-license';
import { NOTICES_FILE, noticesBody, noticesCount } from '../../shared/legal/third-party-notices';
import { getHostApi } from '../host';

/** Props of the About dialog. */
export interface AboutDialogProps {
  /** Whether the dialog shows. */
  opened: boolean;
  /** Called to close it. */
  onClose(): void;
}

/**
 * The bundled libraries' licences, written beside the pages at build time (app:// on the desktop,
 * the web app's precache offline): '' when the file is not there (a development build).
 */
function useThirdPartyNotices(opened: boolean): string | undefined {
  const [text, setText] = useState<string>();
  useEffect(() => {
    if (!opened || text !== undefined) return;
    let current = true;
    fetch(`./${NOTICES_FILE}`)
      .then((response) => (response.ok ? response.text() : ''))
      .catch(() => '')
      .then((body) => {
        if (current) setText(noticesCount(body) > 0 ? body : '');
      });
    return () => {
      current = false;
    };
  }, [opened, text]);
  return text;
}

/**
 * What Paravent is, its version and host, its licences: MIT for the code, the Open Game License
 * 1.0a (word for word, with each source's Section 15 notice) for the rules it uses, and the licence
 * of every library bundled into it (third-party-notices.txt, made at build time).
 */
export function AboutDialog({ opened, onClose }: AboutDialogProps) {
  const { t } = useTranslation();
  const [info, setInfo] = useState<AppInfo>();
  const notices = useThirdPartyNotices(opened);
  useEffect(() => {
    if (opened) void getHostApi().getAppInfo().then(setInfo);
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('about.title')} size="lg">
      <Stack>
        <Text>{t('about.body')}</Text>
        {info && <Text c="dimmed">{t('about.version', { version: info.version, host: info.host })}</Text>}
        <Text size="sm">{t('about.codeLicense')}</Text>
        <Text size="sm">{t('about.rulesLicense')}</Text>
        <Title order={3} size="h5">
          {t('about.licenseText')}
        </Title>
        <ScrollArea.Autosize
          mah={220}
          type="auto"
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('about.licenseText') }}
        >
          <Text size="xs" style={{ whiteSpace: 'pre-wrap' }} lang="en">
            {OPEN_GAME_LICENSE_TEXT}
          </Text>
        </ScrollArea.Autosize>
        <Title order={3} size="h5">
          {t('about.libraries')}
        </Title>
        {notices === undefined ? null : notices === '' ? (
          <Text size="sm" c="dimmed">
            {t('about.librariesMissing')}
          </Text>
        ) : (
          <>
            <Text size="sm">{t('about.librariesCount', { count: noticesCount(notices) })}</Text>
            <ScrollArea.Autosize
              mah={220}
              type="auto"
              viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('about.libraries') }}
            >
              <Text size="xs" style={{ whiteSpace: 'pre-wrap' }} lang="en">
                {noticesBody(notices)}
              </Text>
            </ScrollArea.Autosize>
          </>
        )}
      </Stack>
    </Modal>
  );
}
