import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { exportEverything, importEverything, useFightCount, type ImportSummary } from '../../db';
import { getHostApi } from '../../host';

type Outcome =
  | { kind: 'exported'; fights: number }
  | { kind: 'imported'; summary: ImportSummary }
  | { kind: 'error'; message: string };

/** « Tout exporter »: the one file offered to save (or downloaded, on the web). */
async function exportToFile(now: Date): Promise<Outcome | null> {
  const { text, fights } = await exportEverything(now);
  const day = now.toISOString().slice(0, 10);
  const result = await getHostApi().saveFileAs({ text, suggestedName: `paravent-${day}`, kind: 'library' });
  if (result.status === 'cancelled') return null;
  if (result.status === 'error') return { kind: 'error', message: result.message };
  return { kind: 'exported', fights };
}

/** « Tout importer »: a file picked, read and merged in one transaction (renderer/db/data-transfer.ts). */
async function importFromFile(t: TFunction): Promise<Outcome | null> {
  const picked = await getHostApi().importFile();
  if (picked.status === 'cancelled') return null;
  if (picked.status === 'error') return { kind: 'error', message: picked.message };
  const result = await importEverything(picked.file.text, t('data.importedSuffix'));
  if (!result.ok) return { kind: 'error', message: t(`data.${result.reason}`, { version: result.version }) };
  return { kind: 'imported', summary: result.summary };
}

/** What an import did, line by line: added, merged, kept beside, refused, adjusted. */
function ImportedSummary({ summary: s }: { summary: ImportSummary }) {
  const { t } = useTranslation();
  const lines = [
    t('data.fightsImported', { count: s.fightsAdded, already: s.fightsAlready }),
    t('data.entriesImported', { count: s.entriesAdded, already: s.entriesAlready }),
    ...(s.entriesRenamed.length > 0
      ? [
          t('data.entriesKeptBeside', {
            count: s.entriesRenamed.length,
            names: s.entriesRenamed.slice(0, 5).join(', '),
          }),
        ]
      : []),
    ...s.refused.map((why) => t('data.refusedItem', { why })),
    ...(s.repairs.length > 0 ? [t('data.adjusted', { count: s.repairs.length, first: s.repairs[0] })] : []),
  ];
  return (
    <List size="sm" spacing={2}>
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}

/**
 * Réglages › Données: where the fights are kept (the browser's storage on the web, the app's own
 * on the desktop), and one file to carry them all to another device and back.
 */
export function DataSettings() {
  const { t } = useTranslation();
  const fights = useFightCount();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const web = getHostApi().host === 'web';

  async function run(action: () => Promise<Outcome | null>) {
    setBusy(true);
    try {
      const next = await action();
      if (next) setOutcome(next);
    } catch {
      setOutcome({ kind: 'error', message: t('data.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Title order={3}>{t('data.title')}</Title>
      <Text size="sm">
        {web ? t('data.whereWeb', { origin: window.location.origin }) : t('data.whereDesktop')}
      </Text>
      {fights !== undefined && <Text size="sm">{t('data.count', { count: fights })}</Text>}
      <Group>
        <Button variant="default" loading={busy} onClick={() => void run(() => exportToFile(new Date()))}>
          {t('data.export')}
        </Button>
        <Button variant="default" loading={busy} onClick={() => void run(() => importFromFile(t))}>
          {t('data.import')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('data.hint')}
      </Text>
      {outcome && (
        <Alert
          role="status"
          color={outcome.kind === 'error' ? 'red' : 'green'}
          variant="light"
          title={outcome.kind === 'imported' ? t('data.importedTitle') : undefined}
        >
          {outcome.kind === 'exported' && t('data.exported', { count: outcome.fights })}
          {outcome.kind === 'imported' && <ImportedSummary summary={outcome.summary} />}
          {outcome.kind === 'error' && outcome.message}
        </Alert>
      )}
    </Stack>
  );
}
