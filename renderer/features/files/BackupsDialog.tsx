import { useEffect, useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackupInfo } from '../../../shared/ipc';
import { getHostApi } from '../../host';
import { formatWhen } from './messages';

/** Props of the backups list. */
export interface BackupsDialogProps {
  onClose(): void;
  onRestore(id: string, at: number): void;
}

/** Fichier › Sauvegardes: the automatic and named snapshots, newest first, each restorable. */
export function BackupsDialog({ onClose, onRestore }: BackupsDialogProps) {
  const { t } = useTranslation();
  const [backups, setBackups] = useState<BackupInfo[] | null>(null);
  useEffect(() => {
    let alive = true;
    getHostApi()
      .listBackups()
      .then((list) => alive && setBackups(list))
      .catch(() => alive && setBackups([]));
    return () => {
      alive = false;
    };
  }, []);
  return (
    <Modal opened onClose={onClose} title={t('files.backupsDialog.title')} size="lg">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('files.backupsDialog.intro')}
        </Text>
        {backups === null && <Loader size="sm" />}
        {backups?.length === 0 && <Text>{t('files.backupsDialog.empty')}</Text>}
        <Stack gap={4} role="list" aria-label={t('files.backupsDialog.title')}>
          {backups?.map((b) => (
            <Group key={b.id} justify="space-between" role="listitem" aria-label={formatWhen(new Date(b.at))}>
              <Text size="sm">
                {formatWhen(new Date(b.at))} — {t(`files.backupsDialog.reasons.${b.reason}`)} —{' '}
                {b.encounterId}
              </Text>
              <Button size="compact-sm" variant="light" onClick={() => onRestore(b.id, b.at)}>
                {t('files.backupsDialog.restore')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
