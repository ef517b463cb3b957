import { Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import {
  ActionIcon,
  AppShell,
  Badge,
  Button,
  Center,
  Group,
  Kbd,
  Loader,
  NavLink,
  SegmentedControl,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { spotlight } from '@mantine/spotlight';
import { useTranslation } from 'react-i18next';
import { getHostApi } from '../host';
import { writeSetting, type Settings } from '../db';
import type { Language } from '../i18n';
import {
  AREAS,
  COMMANDS,
  findCommand,
  firesInTextFields,
  type Area,
  type Command,
  type CommandContext,
  type CommandState,
} from '../commands/registry';
import type { FightSnapshot } from '../fight';
import { fightSnapshot, runFight, subscribeFight } from './fight-loader';
import { layoutProofHotkey } from '../commands/physical-keys';
import { roundAvailabilityStore } from '../commands/round-availability';
import { dieFieldOpen, rollIntoDieField } from '../commands/die-fields';
import { useValue } from '../store';
import {
  afterFirstScreen,
  firstScreenAtTheLatest,
  firstScreenShown,
  useFirstScreenShown,
} from '../components/first-screen';
import { DEFAULT_KEYS, keyOf } from '../commands/keys';
import { readShortcuts } from '../../shared/shortcuts';
import { bindingsStore, noticeKeys } from '../commands/bindings';
import { AboutDialog, CommandPalette, ShortcutsDialog } from './lazy-dialogs';
import { createTrackerCommandTarget, TrackerCommandContext, TrackerScreen } from '../features/tracker';
import { catchEarlyDrops, FileMenu, FilesController, runFileCommand } from '../features/files';
import { ReferenceDrawer, ReferencePage } from '../features/reference';
import { LibraryScreen } from '../features/library';
import { SettingsPage } from '../features/settings';
import { PrintDialog } from '../features/print';
import { createPlayersLinkStatusStore, PlayersLinkDialog } from '../features/players-link';
import { useArea } from '../commands/use-area';
import { languageOf } from '../i18n/language';
import type { Typeahead } from '../components/typeahead';

/** Props of the app shell. */
export interface AppLayoutProps {
  /** The loaded settings. */
  settings: Settings;
  /** The colour scheme in force. */
  colorScheme: 'light' | 'dark';
}

const PAGES: Record<Area, ComponentType> = {
  combat: TrackerScreen.Page,
  reference: ReferencePage,
  library: LibraryScreen.Page,
  settings: SettingsPage,
};

/** What the commands' `enabled` read of the fight the store holds, or null when none is open. */
function fightState(snap: FightSnapshot): CommandState['fight'] {
  const enc = snap.status === 'ready' ? snap.encounter : null;
  return enc
    ? { phase: enc.phase, canUndo: snap.canUndo, canRedo: snap.canRedo, readOnly: snap.mode === 'follower' }
    : null;
}

/**
 * Reads `fightState` of the store's snapshot, the same object while it holds the same values: the
 * shell (header, palette, dialogs) renders again only when the phase, undo/redo or read-only change, not with
 * every gesture (issue 14: a gesture with 200 combatants painted within 25 ms).
 */
function fightStateSelector(snapshot: () => FightSnapshot): () => CommandState['fight'] {
  let last: CommandState['fight'] = null;
  return () => {
    const next = fightState(snapshot());
    const same =
      next === last ||
      (next !== null &&
        last !== null &&
        next.phase === last.phase &&
        next.canUndo === last.canUndo &&
        next.canRedo === last.canRedo &&
        next.readOnly === last.readOnly);
    if (!same) last = next;
    return last;
  };
}

/** The GM window: header, navigation, the current area, the palette and the dialogs. */
export function AppLayout({ settings, colorScheme }: AppLayoutProps) {
  const { t } = useTranslation();
  const [area, navigate] = useArea();
  const [shortcutsOpen, shortcuts] = useDisclosure(false);
  const [aboutOpen, about] = useDisclosure(false);
  const [printOpen, print] = useDisclosure(false);
  const [referenceOpen, referencePanel] = useDisclosure(false);
  const [playersLinkOpen, playersLinkDialog] = useDisclosure(false);
  const [playersLinkStatus] = useState(() => createPlayersLinkStatusStore(getHostApi().playersLink));
  const playersLink = useSyncExternalStore(playersLinkStatus.subscribe, playersLinkStatus.getSnapshot);
  // The tracker on screen puts its command handler here (features/tracker/tracker-commands.ts).
  const [trackerTarget] = useState(createTrackerCommandTarget);
  // Loaded just after the first paint, like the palette's index: the first load stays within budget.
  const [typeahead, setTypeahead] = useState<Typeahead | undefined>(undefined);
  useEffect(
    () =>
      afterFirstScreen(
        () =>
          void import('../components/typeahead').then(({ createTypeahead }) =>
            setTypeahead((had) => had ?? createTypeahead()),
          ),
      ),
    [],
  );

  const [selectFight] = useState(() => fightStateSelector(fightSnapshot));
  const fight = useSyncExternalStore(subscribeFight, selectFight);
  const round = useValue(roundAvailabilityStore);
  const dieField = useValue(dieFieldOpen);
  const state = useMemo<CommandState>(
    () => ({ area, fight, round, dieField }),
    [area, fight, round, dieField],
  );
  const context = useMemo<CommandContext>(
    () => ({
      state,
      navigate,
      openPalette: () => {
        typeahead?.keep();
        spotlight.open();
      },
      openShortcuts: shortcuts.open,
      openAbout: about.open,
      openPrint: print.open,
      openReferencePanel: referencePanel.open,
      openPlayersLink: playersLinkDialog.open,
      openDisplay: () =>
        void getHostApi()
          .openPlayerDisplay()
          .catch(() => notifications.show({ color: 'red', message: t('display.openFailed') })),
      setLanguage: (language: Language) => void writeSetting('language', language),
      toggleTheme: () => void writeSetting('theme', colorScheme === 'dark' ? 'light' : 'dark'),
      runTracker: (action) => void trackerTarget.run(action),
      runFight,
      runFile: runFileCommand,
      rollDie: () => void rollIntoDieField(),
    }),
    [
      state,
      navigate,
      shortcuts.open,
      about.open,
      print.open,
      referencePanel.open,
      playersLinkDialog.open,
      colorScheme,
      t,
      trackerTarget,
      typeahead,
    ],
  );
  /** Runs a command, or says in a short notice why it cannot run now. */
  const attempt = useMemo(
    () => (c: Command) => {
      const why = c.enabled?.(context) ?? null;
      if (why === null) return c.run(context);
      notifications.show({
        id: 'command-unavailable',
        message: t(`commandUnavailable.${why}`, noticeKeys(bindingsStore.get(), settings.language)),
        autoClose: 2500,
      });
    },
    [context, t, settings.language],
  );

  // The GM's rebound keys (Réglages › Raccourcis) over the defaults, for every reader of keys.
  // Checked against this version's commands: an unknown one or a key twice is left out, never fatal.
  const bindings = useMemo(
    () => readShortcuts(settings.shortcuts, DEFAULT_KEYS).bindings,
    [settings.shortcuts],
  );
  useEffect(() => bindingsStore.set(bindings), [bindings]);
  const hotkeys = useMemo(
    () =>
      COMMANDS.flatMap((c) => {
        const key = keyOf(c, bindings);
        return key ? [layoutProofHotkey(key, () => attempt(c))] : [];
      }),
    [attempt, bindings],
  );
  // Chords such as Ctrl+K fire from anywhere; plain letters and Ctrl+Z belong to a focused field.
  useHotkeys(
    hotkeys.filter(([key]) => firesInTextFields(key)),
    [],
  );
  useHotkeys(
    hotkeys.filter(([key]) => !firesInTextFields(key)),
    ['INPUT', 'TEXTAREA', 'SELECT'],
  );

  useEffect(
    () =>
      getHostApi().onMenuCommand((id) => {
        const c = findCommand(id);
        if (c) attempt(c);
      }),
    [attempt],
  );

  useEffect(() => catchEarlyDrops(), []);
  // A dialog that closes gives the focus back to the row (or field) that opened it.
  // Loaded after the first paint (it is not needed before a dialog opens): the first load stays small.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    const cancel = afterFirstScreen(
      () =>
        void import('../components/focus-return').then(({ watchFocusReturn }) => {
          if (!gone) stop = watchFocusReturn();
        }),
    );
    return () => {
      gone = true;
      cancel();
      stop?.();
    };
  }, []);

  useEffect(() => {
    performance.mark('paravent:interactive');
    document.body.dataset.ready = 'true';
  }, []);

  // What is not needed to show the first screen loads once the GM sees it (components/first-screen.ts):
  // the fight's rows on Combat (TrackerPage says when), any other screen at once; a bound in case.
  const firstShown = useFirstScreenShown();
  useEffect(() => firstScreenAtTheLatest(), []);
  useEffect(() => {
    if (area !== 'combat') firstScreenShown();
  }, [area]);

  // The Combat and Library screens render once their code is there, behind the shell's own
  // placeholder rather than a Suspense fallback (which delays the page by 300 ms: ready-page.ts).
  const trackerReady = TrackerScreen.useReady();
  const libraryReady = LibraryScreen.useReady();
  const waiting = (area === 'combat' && !trackerReady) || (area === 'library' && !libraryReady);
  useEffect(() => {
    if (area === 'combat') TrackerScreen.preload();
    if (area === 'library') LibraryScreen.preload();
  }, [area]);

  const Page = PAGES[area];
  const loading = (
    <Center h={200}>
      <Loader />
    </Center>
  );
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: { base: 170, xl: 220 }, breakpoint: 'sm' }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="md" wrap="nowrap">
            <Group gap="xs" align="baseline" wrap="nowrap">
              <Title order={1} size="h3">
                {t('app.title')}
              </Title>
              <Text c="dimmed" size="sm" visibleFrom="lg">
                {t('app.tagline')}
              </Text>
            </Group>
            <FileMenu language={settings.language} />
          </Group>
          <Group gap="sm">
            <SegmentedControl
              size="xs"
              aria-label={t('settings.language')}
              value={settings.language}
              onChange={(value) => context.setLanguage(languageOf(value))}
              data={[
                { value: 'fr', label: 'FR' },
                { value: 'en', label: 'EN' },
              ]}
            />
            <Tooltip label={t('commands.settings.toggle-theme')}>
              <ActionIcon
                variant="default"
                aria-label={t('commands.settings.toggle-theme')}
                onClick={context.toggleTheme}
              >
                {colorScheme === 'dark' ? '☀' : '☾'}
              </ActionIcon>
            </Tooltip>
            <Button
              variant="default"
              size="xs"
              onClick={context.openPalette}
              rightSection={<Kbd size="xs">Ctrl K</Kbd>}
            >
              {t('palette.open')}
            </Button>
            <Tooltip label={t('commands.help.shortcuts')}>
              <ActionIcon
                variant="default"
                aria-label={t('commands.help.shortcuts')}
                onClick={context.openShortcuts}
              >
                ?
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.label')}>
        {AREAS.map((a) => (
          <NavLink
            key={a}
            component="button"
            label={t(`nav.${a}`)}
            active={a === area}
            onClick={() => navigate(a)}
            aria-current={a === area ? 'page' : undefined}
          />
        ))}
        <NavLink
          component="button"
          label={t('commands.display.open')}
          onClick={context.openDisplay}
          mt="auto"
        />
        <NavLink
          component="button"
          label={t('playersLink.nav')}
          aria-label={
            playersLink.state === 'on'
              ? t('playersLink.navOn', { count: playersLink.viewers })
              : t('playersLink.nav')
          }
          onClick={context.openPlayersLink}
          rightSection={
            playersLink.state === 'on' ? (
              <Badge size="sm" color="green" variant="filled" aria-hidden="true">
                {playersLink.viewers}
              </Badge>
            ) : undefined
          }
        />
      </AppShell.Navbar>
      <AppShell.Main>
        {waiting ? (
          loading
        ) : (
          <Suspense fallback={loading}>
            <TrackerCommandContext.Provider value={trackerTarget}>
              <Page />
            </TrackerCommandContext.Provider>
          </Suspense>
        )}
      </AppShell.Main>
      {firstShown && (
        <Suspense fallback={null}>
          <CommandPalette context={context} system={settings.referenceSystem} typeahead={typeahead} />
        </Suspense>
      )}
      {referenceOpen && (
        <Suspense fallback={null}>
          <ReferenceDrawer opened={referenceOpen} onClose={referencePanel.close} />
        </Suspense>
      )}
      {firstShown && (
        <Suspense fallback={null}>
          <FilesController navigate={navigate} />
        </Suspense>
      )}
      {(firstShown || shortcutsOpen || aboutOpen) && (
        <Suspense fallback={null}>
          <ShortcutsDialog
            opened={shortcutsOpen}
            onClose={shortcuts.close}
            language={settings.language}
            context={context}
          />
          <AboutDialog opened={aboutOpen} onClose={about.close} />
        </Suspense>
      )}
      {printOpen && (
        <Suspense fallback={null}>
          <PrintDialog onClose={print.close} />
        </Suspense>
      )}
      {playersLinkOpen && (
        <Suspense fallback={null}>
          <PlayersLinkDialog
            opened={playersLinkOpen}
            onClose={playersLinkDialog.close}
            api={getHostApi().playersLink}
            status={playersLinkStatus}
            language={settings.language}
          />
        </Suspense>
      )}
    </AppShell>
  );
}
