import { useEffect, useMemo, useState } from 'react';
import { RESTORE_LATEST_KEY } from '../../components/CrashBoundary';
import { Button, Center, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { roundLabel, type Encounter } from '../../../shared/combat';
import { FILE_MESSAGES } from '../../../shared/files';
import { getSystem, SYSTEM_IDS, type SystemId } from '../../../shared/rules';
import type { Area } from '../../commands/registry';
import { getDatabase, listAllLibrary, readSettings, readFileLink, saveLibraryEntries } from '../../db';
import { getFightStore } from '../../fight';
import { getHostApi } from '../../host';
import { createAutosave } from './autosave';
import { BackupsDialog } from './BackupsDialog';
import { getTrackerFight, subscribeTrackerFight } from './current-fight';
import { setFileCommandHandler, setFileStatus, setReplaceGuard } from './file-bridge';
import {
  createFileController,
  type FileController,
  type FileNotice,
  type FileQuestions,
  type UnsavedAnswer,
} from './file-controller';
import { onExternalFile } from './encounter-files';
import { formatWhen } from './messages';
import { ImportSummary } from './ImportSummary';
import { createReadingSessions, ReadingProgress, type ReadingState } from './ReadingProgress';
import { useFileDrop } from './use-file-drop';
import { languageOf } from '../../i18n/language';

/** Props of the files controller. */
export interface FilesControllerProps {
  navigate(area: Area): void;
}

type Question =
  | { kind: 'unsaved'; name: string; closing: boolean; answer(a: UnsavedAnswer): void }
  | { kind: 'import'; suggested: SystemId; answer(s: SystemId | null): void }
  | { kind: 'export'; count: number; answer(w: 'encounter' | 'library' | 'improved-initiative' | null): void }
  | { kind: 'recovery'; at: number; encounter: Encounter; answer(yes: boolean): void }
  | { kind: 'click'; answer(yes: boolean): void };

const DROP_STYLE = {
  zIndex: 1000,
  pointerEvents: 'none',
  background: 'color-mix(in srgb, var(--mantine-color-body) 85%, transparent)',
  border: '4px dashed var(--mantine-color-yellow-6)',
} as const;

function randomSeed(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0] % 2_000_000_000;
}

/** What the app's controller shows: its questions, the backups list, the Combat screen. */
interface ControllerUi {
  setQuestion(q: Question | null): void;
  setReading(state: ReadingState | null): void;
  showBackups(): void;
  navigate(area: Area): void;
  t: TFunction;
}

/** The controller wired to the host, IndexedDB, Mantine's notifications and the modals. */
function createAppFileController(ui: ControllerUi): FileController {
  const { t } = ui;
  const api = getHostApi();
  const ask = <T,>(make: (answer: (value: T) => void) => Question) =>
    new Promise<T>((resolve) =>
      ui.setQuestion(
        make((value) => {
          ui.setQuestion(null);
          resolve(value);
        }),
      ),
    );
  const questions: FileQuestions = {
    unsaved: (name, closing) => ask((answer) => ({ kind: 'unsaved', name, closing, answer })),
    importSystem: (suggested) => ask((answer) => ({ kind: 'import', suggested, answer })),
    exportWhat: (count) => ask((answer) => ({ kind: 'export', count, answer })),
    recovery: ({ at, encounter }) => ask((answer) => ({ kind: 'recovery', at, encounter, answer })),
    clickToChoose: () => ask((answer) => ({ kind: 'click', answer })),
  };
  const notify = (n: FileNotice) =>
    notifications.show({
      color: n.tone === 'error' ? 'red' : 'teal',
      title: n.tone === 'error' ? t('files.failed') : undefined,
      // A summary stays until the GM has read it and closes it.
      autoClose: n.summary ? false : n.back ? 12_000 : n.tone === 'error' ? 10_000 : 4_000,
      message: (
        <Stack gap={4}>
          <Text size="sm">{n.message}</Text>
          {n.summary && <ImportSummary read={n.summary.read} left={n.summary.left} />}
          {n.details?.slice(0, 5).map((d) => (
            <Text key={d} size="xs" c="dimmed">
              {d}
            </Text>
          ))}
          {n.back && (
            <Button size="compact-xs" variant="light" onClick={n.back} w="fit-content">
              {t('files.back')}
            </Button>
          )}
        </Stack>
      ),
    });
  return createFileController({
    api,
    autosave: createAutosave(api, undefined, undefined, (message, over) =>
      notify({ tone: over ? 'error' : 'ok', message }),
    ),
    store: {
      loadCurrent: async () => {
        await getFightStore().ready();
        return getFightStore().getSnapshot().encounter;
      },
      // Stored as a new fight; the controller then has the fight store open it (`fight().reload`).
      // Every write of a fight goes through the store, under the fight's writer lock.
      adopt: (incoming) => getFightStore().stored.adopt(incoming),
      makeCurrent: (id) => getFightStore().stored.makeCurrent(id),
      readLink: (id) => readFileLink(id),
      writeLink: async (id, link) => void (await getFightStore().stored.linkFile(id, link)),
      libraryRows: () => listAllLibrary(getDatabase()),
      saveLibraryRows: (rows) => saveLibraryEntries(rows),
    },
    ask: questions,
    notify,
    reading: createReadingSessions(ui.setReading),
    log: (line) => void api.writeLog(line).catch(() => undefined),
    fight: getTrackerFight,
    showCombat: () => ui.navigate('combat'),
    showBackups: ui.showBackups,
    defaultSystem: async () => (await readSettings()).referenceSystem,
    setStatus: setFileStatus,
    closeWindow: () => getHostApi().closeWindow(),
    now: () => Date.now(),
    seed: randomSeed,
  });
}

/**
 * The files feature at work in the GM window (loaded after the first paint): the Fichier commands,
 * autosave, the unsaved mark, the questions before a fight is replaced or the window closed, a file
 * dropped on the window or handed over by the system, the recovery offer, the backups list.
 */
export default function FilesController({ navigate }: FilesControllerProps) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<Question | null>(null);
  const [backupsOpen, setBackupsOpen] = useState(false);
  const [reading, setReading] = useState<ReadingState | null>(null);

  const controller = useMemo(
    () =>
      createAppFileController({
        setQuestion,
        setReading,
        showBackups: () => setBackupsOpen(true),
        navigate,
        t,
      }),
    [navigate, t],
  );

  useEffect(() => setFileCommandHandler((command) => void controller.run(command)), [controller]);
  useEffect(() => setReplaceGuard(() => controller.mayReplace()), [controller]);
  useEffect(() => {
    const changed = () => void controller.fightChanged(getTrackerFight());
    changed();
    return subscribeTrackerFight(changed);
  }, [controller]);
  useEffect(() => onExternalFile((result) => void controller.incoming(result)), [controller]);
  useEffect(() => {
    // « Restaurer la dernière sauvegarde » of the error boundary: asked before the reload.
    if (sessionStorage.getItem(RESTORE_LATEST_KEY) !== null) {
      sessionStorage.removeItem(RESTORE_LATEST_KEY);
      void restoreLatest(controller);
      return;
    }
    void controller.offerRecovery();
  }, [controller]);
  useEffect(
    () =>
      getHostApi().onHostNotice((notice) =>
        notifications.show({
          color: notice.tone === 'error' ? 'red' : 'teal',
          message: notice.message,
          autoClose: notice.tone === 'error' ? false : 6_000,
        }),
      ),
    [],
  );
  useEffect(() => {
    const api = getHostApi();
    if (api.host !== 'web') return api.onCloseRequested(() => void controller.closeRequested());
    // In a browser the fight stays in IndexedDB: the browser's question guards the file only.
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (controller.fileIsBehind()) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [controller]);
  const dragging = useFileDrop((files) => void controller.dropped(files));

  return (
    <>
      {dragging && (
        <Center pos="fixed" inset={0} style={DROP_STYLE} role="status">
          <Text size="xl" fw={700}>
            {t('files.dropHere')}
          </Text>
        </Center>
      )}
      <QuestionModal question={question} />
      <ReadingProgress state={reading} />
      {backupsOpen && (
        <BackupsDialog
          onClose={() => setBackupsOpen(false)}
          onRestore={(id, at) => {
            setBackupsOpen(false);
            void controller.restore(id, at);
          }}
        />
      )}
    </>
  );
}

function QuestionModal({ question: q }: { question: Question | null }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  if (!q) return null;
  const cancel = () => {
    if (q.kind === 'unsaved') q.answer('cancel');
    else if (q.kind === 'recovery' || q.kind === 'click') q.answer(false);
    else q.answer(null);
  };
  const titles = {
    unsaved: t('files.confirm.title'),
    import: t('files.importDialog.title'),
    export: t('files.exportDialog.title'),
    recovery: t('files.recovery.title'),
    click: t('files.open'),
  };
  return (
    <Modal opened onClose={cancel} title={titles[q.kind]} size="lg">
      {q.kind === 'unsaved' && (
        <Stack>
          <Text>{t(q.closing ? 'files.confirm.bodyClose' : 'files.confirm.body', { name: q.name })}</Text>
          <Text size="sm" c="dimmed">
            {t(q.closing ? 'files.confirm.keptClose' : 'files.confirm.kept')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => q.answer('cancel')}>
              {t('files.confirm.cancel')}
            </Button>
            <Button variant="light" color="red" onClick={() => q.answer('discard')}>
              {t('files.confirm.discard')}
            </Button>
            <Button onClick={() => q.answer('save')} data-autofocus>
              {t('files.confirm.save')}
            </Button>
          </Group>
        </Stack>
      )}
      {q.kind === 'import' && <ImportQuestion question={q} onCancel={cancel} language={language} />}
      {q.kind === 'export' && (
        <Stack>
          <Button variant="default" onClick={() => q.answer('encounter')} data-autofocus>
            {t('files.exportDialog.encounter')}
          </Button>
          <Button variant="default" onClick={() => q.answer('library')} disabled={q.count === 0}>
            {t('files.exportDialog.library', { count: q.count })}
          </Button>
          <Button variant="default" onClick={() => q.answer('improved-initiative')}>
            {t('files.exportDialog.improvedInitiative')}
          </Button>
        </Stack>
      )}
      {q.kind === 'click' && (
        <Stack>
          <Text>{FILE_MESSAGES.pickerNeedsClick}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              {t('files.confirm.cancel')}
            </Button>
            <Button onClick={() => q.answer(true)} data-autofocus>
              {t('files.importDialog.choose')}
            </Button>
          </Group>
        </Stack>
      )}
      {q.kind === 'recovery' && (
        <Stack>
          <Text>
            {t('files.recovery.body', {
              when: formatWhen(new Date(q.at)),
              name: q.encounter.name,
              round: roundLabel(q.encounter),
              count: q.encounter.combatants.length,
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => q.answer(false)}>
              {t('files.recovery.keep')}
            </Button>
            <Button onClick={() => q.answer(true)} data-autofocus>
              {t('files.recovery.restore')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function ImportQuestion(props: {
  question: Extract<Question, { kind: 'import' }>;
  onCancel(): void;
  language: 'fr' | 'en';
}) {
  const { question: q, language } = props;
  const { t } = useTranslation();
  const [picked, setPicked] = useState<SystemId>(q.suggested);
  return (
    <Stack>
      <Text size="sm">{t('files.importDialog.body')}</Text>
      <Radio.Group
        label={t('files.importDialog.system')}
        value={picked}
        onChange={(v) => setPicked(SYSTEM_IDS.find((s) => s === v) ?? q.suggested)}
      >
        <Stack gap={6} mt="xs">
          {SYSTEM_IDS.map((id) => (
            <Radio key={id} value={id} label={getSystem(id).name[language]} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('files.confirm.cancel')}
        </Button>
        <Button onClick={() => q.answer(picked)} data-autofocus>
          {t('files.importDialog.choose')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Restores the newest snapshot (the error boundary's button), the fight shown kept first. */
async function restoreLatest(controller: { restore(id: string, at: number): Promise<void> }): Promise<void> {
  const api = getHostApi();
  const latest = (await api.listBackups().catch(() => []))[0];
  if (latest) {
    await controller.restore(latest.id, latest.at);
    void api.writeLog(`Restauration après une erreur : ${latest.id}`).catch(() => undefined);
  }
}
