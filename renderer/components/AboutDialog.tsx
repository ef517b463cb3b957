import { useEffect, useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AppInfo } from '../../shared/ipc';
import { getHostApi } from '../host';

/** Props of the About dialog. */
export interface AboutDialogProps {
  /** Whether the dialog shows. */
  opened: boolean;
  /** Called to close it. */
  onClose(): void;
}

/** What Paravent is, its version and host. */
export function AboutDialog({ opened, onClose }: AboutDialogProps) {
  const { t } = useTranslation();
  const [info, setInfo] = useState<AppInfo>();
  useEffect(() => {
    if (opened) void getHostApi().getAppInfo().then(setInfo);
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('about.title')}>
      <Stack>
        <Text>{t('about.body')}</Text>
        {info && <Text c="dimmed">{t('about.version', { version: info.version, host: info.host })}</Text>}
      </Stack>
    </Modal>
  );
}
