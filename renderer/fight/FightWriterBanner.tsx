import { useState, useSyncExternalStore } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getFightStore, type FightStore } from './fight-store';

/** Props of the banner. */
export interface FightWriterBannerProps {
  /** The store (default: this window's). */
  store?: FightStore;
}

/**
 * Above the tracker: says when this window only follows a fight another window writes, with
 * « Prendre la main ». (What the store reports — a refused gesture, a failed write… — is told by a
 * listener registered at start-up, whatever the screen: renderer/app/fight-notices.ts.)
 */
export function FightWriterBanner({ store = getFightStore() }: FightWriterBannerProps) {
  const { t } = useTranslation();
  const snap = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [taking, setTaking] = useState(false);
  if (snap.mode !== 'follower' || snap.status !== 'ready') return null;
  return (
    <Alert color="yellow" variant="light" mb="xs" role="status" aria-label={t('fight.readOnlyTitle')}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('fight.readOnly')}</Text>
        <Button
          size="compact-sm"
          loading={taking}
          onClick={() => {
            setTaking(true);
            void store.takeOver().finally(() => setTaking(false));
          }}
        >
          {t('fight.takeOver')}
        </Button>
      </Group>
    </Alert>
  );
}
