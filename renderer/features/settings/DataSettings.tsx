import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  createEncounterRecord,
  getDatabase,
  latestFightState,
  listAllLibrary,
  saveLibraryEntries,
  type ParaventDatabase,
} from '../../db';
import { getHostApi } from '../../host';
import { libraryOfRows, rowsOfLibrary } from '../files';
import { bundleToText, readBundle } from './data-bundle';

type Outcome =
  | { kind: 'exported'; fights: number }
  | { kind: 'imported'; fights: number; present: number; entries: number; refused: number }
  | { kind: 'error'; message: string };

/** Every fight and the whole library, as one file offered to save (or download, on the web). */
async function exportEverything(db: ParaventDatabase, now: Date): Promise<Outcome | null> {
  const rows = await db.encounters.toArray();
  const states = await Promise.all(rows.map((r) => latestFightState(r.id, db)));
  const fights = states.filter((s): s is NonNullable<typeof s> => s !== null);
  const library = libraryOfRows(await listAllLibrary(db), 'Paravent');
  const text = bundleToText(fights, library, now.toISOString());
  const day = now.toISOString().slice(0, 10);
  const result = await getHostApi().saveFileAs({ text, suggestedName: `paravent-${day}`, kind: 'library' });
  if (result.status === 'cancelled') return null;
  if (result.status === 'error') return { kind: 'error', message: result.message };
  return { kind: 'exported', fights: fights.length };
}

/** Reads a one-file export and adds its fights (those not already here) and library entries. */
async function importEverything(db: ParaventDatabase, t: TFunction): Promise<Outcome | null> {
  const picked = await getHostApi().importFile();
  if (picked.status === 'cancelled') return null;
  if (picked.status === 'error') return { kind: 'error', message: picked.message };
  const read = readBundle(picked.file.text);
  if (!read.ok) return { kind: 'error', message: t(`data.${read.reason}`) };
  // Imported fights go under the ones already here, so the fight on screen stays the current one.
  const oldest = (await db.encounters.orderBy('updatedAt').first())?.updatedAt ?? Date.now();
  let added = 0;
  for (const [i, encounter] of read.encounters.entries()) {
    if (await db.encounters.get(encounter.id)) continue;
    await createEncounterRecord(encounter, oldest - read.encounters.length + i, db);
    added++;
  }
  const rows = read.library ? rowsOfLibrary(read.library, 'dnd35', Date.now()) : [];
  if (rows.length > 0) await saveLibraryEntries(rows, db);
  return {
    kind: 'imported',
    fights: added,
    present: read.encounters.length - added,
    entries: rows.length,
    refused: read.refused,
  };
}

/**
 * Réglages › Données: where the fights are kept (the browser's storage on the web, the app's own
 * on the desktop), and one file to carry them all to another device and back.
 */
export function DataSettings({ db = getDatabase() }: { db?: ParaventDatabase }) {
  const { t } = useTranslation();
  const fights = useLiveQuery(() => db.encounters.count(), [db]);
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
        <Button
          variant="default"
          loading={busy}
          onClick={() => void run(() => exportEverything(db, new Date()))}
        >
          {t('data.export')}
        </Button>
        <Button variant="default" loading={busy} onClick={() => void run(() => importEverything(db, t))}>
          {t('data.import')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('data.hint')}
      </Text>
      {outcome && (
        <Alert role="status" color={outcome.kind === 'error' ? 'red' : 'green'} variant="light">
          {outcome.kind === 'exported' && t('data.exported', { count: outcome.fights })}
          {outcome.kind === 'imported' &&
            t('data.imported', {
              count: outcome.fights,
              present: outcome.present,
              entries: outcome.entries,
              refused: outcome.refused,
            })}
          {outcome.kind === 'error' && outcome.message}
        </Alert>
      )}
    </Stack>
  );
}
