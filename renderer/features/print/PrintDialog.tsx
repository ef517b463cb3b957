import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { FightSummary } from '../../../shared/library';
import { useLibrary } from '../../db';
import { getFightStore } from '../../fight';
import { getHostApi } from '../../host';
import { summarizeFight } from '../library';
import type { PrintParts } from './print-sheet';
import { PrintSheet } from './PrintSheet';

/** Props of the « Imprimer » dialog. */
export interface PrintDialogProps {
  /** Called when the dialog closes (printed, cancelled or failed). */
  onClose(): void;
}

/**
 * « Imprimer » (Ctrl+P): the GM ticks what the sheet holds — the order of play, the combat log, the
 * end-of-fight summary once the fight has ended — and prints it (desktop: the system's dialog through
 * main; web: the browser's). The sheet is in the page while the dialog is open, so that the browser's
 * print preview shows exactly what comes out.
 */
export function PrintDialog({ onClose }: PrintDialogProps) {
  const { t, i18n } = useTranslation();
  const store = getFightStore();
  const encounter = useSyncExternalStore(store.subscribe, () => store.getSnapshot().encounter);
  const ended = encounter?.phase === 'ended';
  const library = useLibrary(encounter?.system ?? 'dnd35');
  const [summary, setSummary] = useState<FightSummary | null>(null);
  const [parts, setParts] = useState<PrintParts>({ order: true, log: true, summary: true });
  const [printing, setPrinting] = useState(false);
  const [at] = useState(() => new Date());

  useEffect(() => {
    if (!encounter || !ended || library === undefined) return;
    let current = true;
    void summarizeFight(encounter, library, i18n.language).then((s) => {
      if (current) setSummary(s);
    });
    return () => {
      current = false;
    };
  }, [encounter, ended, library, i18n.language]);

  const chosen = { ...parts, summary: parts.summary && ended };
  const nothing = !chosen.order && !chosen.log && !chosen.summary;
  const print = () => {
    setPrinting(true);
    void getHostApi()
      .print()
      .then(
        (outcome) => {
          if (outcome.status === 'failed')
            notifications.show({
              color: 'red',
              message: t('print.failed', { reason: outcome.reason ?? '?' }),
            });
        },
        (error: unknown) =>
          notifications.show({
            color: 'red',
            message: t('print.failed', { reason: error instanceof Error ? error.message : String(error) }),
          }),
      )
      .finally(onClose);
  };
  const toggle = (part: keyof PrintParts) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const checked = event.currentTarget.checked;
    setParts((was) => ({ ...was, [part]: checked }));
  };

  return (
    <>
      <Modal opened onClose={onClose} title={t('print.title')} className="paravent-no-print">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('print.hint')}
          </Text>
          <Stack gap="xs" role="group" aria-label={t('print.parts')}>
            <Checkbox label={t('print.order')} checked={parts.order} onChange={toggle('order')} />
            <Checkbox label={t('print.log')} checked={parts.log} onChange={toggle('log')} />
            <Checkbox
              label={t('print.summary')}
              checked={chosen.summary}
              disabled={!ended}
              description={ended ? undefined : t('print.summaryLater')}
              onChange={toggle('summary')}
            />
          </Stack>
          {nothing && (
            <Text size="sm" c="red">
              {t('print.nothing')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('print.cancel')}
            </Button>
            <Button data-autofocus onClick={print} disabled={nothing || !encounter} loading={printing}>
              {t('print.print')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {encounter && (
        <PrintSheet encounter={encounter} parts={chosen} summary={ended ? summary : null} at={at} />
      )}
    </>
  );
}
