import { useEffect, useState } from 'react';
import { Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AppInfo } from '../../shared/ipc';
import { OPEN_GAME_LICENSE_TEXT } from '../../shared/legal/open-game-license';
import { getHostApi } from '../host';

/** Props of the About dialog. */
export interface AboutDialogProps {
  /** Whether the dialog shows. */
  opened: boolean;
  /** Called to close it. */
  onClose(): void;
}

/**
 * What Paravent is, its version and host, its licences: MIT for the code, and the Open Game
 * License 1.0a (word for word, with each source's Section 15 notice) for the rules it uses.
 */
export function AboutDialog({ opened, onClose }: AboutDialogProps) {
  const { t } = useTranslation();
  const [info, setInfo] = useState<AppInfo>();
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
        <ScrollArea.Autosize mah={260} type="auto" aria-label={t('about.licenseText')} tabIndex={0}>
          <Text size="xs" style={{ whiteSpace: 'pre-wrap' }} lang="en">
            {OPEN_GAME_LICENSE_TEXT}
          </Text>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
