import { useSyncExternalStore } from 'react';
import { Button, Group, Notification, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appUpdateSnapshot, subscribeAppUpdate } from '../host/offline-app';

/**
 * « Une nouvelle version est prête — Recharger »: shown (web host) once a new version of Paravent
 * has been downloaded by the service worker and waits. Nothing changes until the GM clicks: the
 * fight in progress is already stored, and the reload brings the new version, offline too.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const reload = useSyncExternalStore(subscribeAppUpdate, appUpdateSnapshot);
  if (reload === null) return null;
  return (
    <Notification
      className="paravent-no-print"
      withCloseButton={false}
      title={t('update.title')}
      style={{
        position: 'fixed',
        left: '50%',
        bottom: 16,
        transform: 'translateX(-50%)',
        zIndex: 400,
        width: 440,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">{t('update.body')}</Text>
        <Button size="xs" onClick={reload} style={{ flexShrink: 0 }}>
          {t('update.reload')}
        </Button>
      </Group>
    </Notification>
  );
}
