import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '../i18n';
import { phraseRefusal } from '../log';
import { getFightStore, type FightProblem, type FightStore } from './fight-store';
import { languageOf } from '../i18n/language';

/** Props of the banner. */
export interface FightWriterBannerProps {
  /** The store (default: this window's). */
  store?: FightStore;
}

function problemText(
  p: FightProblem,
  t: TFunction,
  language: Language,
): { title: string; message: string; red: boolean } {
  switch (p.kind) {
    case 'refused':
      return {
        title: t('tracker.errors.refused'),
        message: p.refusal ? phraseRefusal(p.refusal, t, language) : p.message,
        red: true,
      };
    case 'save-failed':
      return {
        title: t('fight.saveFailed'),
        // In the GM's words, with what to do (the browser's own sentence is English and says nothing).
        message: p.storage ? t(`fight.storage.${p.storage}`, { why: p.message }) : p.message,
        red: true,
      };
    case 'load-failed':
      return { title: t('tracker.errors.load'), message: p.message, red: true };
    case 'writer-lost':
      return { title: t('fight.readOnlyTitle'), message: t('fight.writerLost'), red: true };
    case 'read-only':
      return { title: t('fight.readOnlyTitle'), message: t('fight.readOnlyGesture'), red: false };
    case 'took-over':
      return { title: t('fight.tookOverTitle'), message: t('fight.tookOver'), red: false };
    case 'mismatch':
      return { title: t('fight.mismatchTitle'), message: t('fight.mismatch', { index: p.index }), red: true };
    case 'engine-updated':
      return {
        title: t('fight.engineUpdatedTitle'),
        message: p.refused
          ? `${t('fight.engineUpdated', { count: p.replayed })} ${t('fight.engineUpdatedRefused', { count: p.refused })}`
          : t('fight.engineUpdated', { count: p.replayed }),
        red: false,
      };
  }
}

/**
 * Above the tracker: says when this window only follows a fight another window writes, with
 * « Prendre la main »; and shows what the fight store reports (a refused gesture, a failed write
 * undone on screen, a fight opened after an update, a history that does not replay).
 */
export function FightWriterBanner({ store = getFightStore() }: FightWriterBannerProps) {
  const { t, i18n } = useTranslation();
  const language: Language = languageOf(i18n.language);
  const snap = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [taking, setTaking] = useState(false);
  useEffect(
    () =>
      store.onProblem((p) => {
        const text = problemText(p, t, language);
        notifications.show({
          color: text.red ? 'red' : 'teal',
          title: text.title,
          message: text.message,
          autoClose: text.red ? 10_000 : 5_000,
        });
      }),
    [store, t, language],
  );
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
