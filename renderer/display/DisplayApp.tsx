import { useLayoutEffect, useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { PlayerView } from '../../shared/combat/player-view';
import { createI18n } from '../i18n';
import { cssVariablesResolver, theme } from '../components/theme';
import { PlayerViewScreen } from './PlayerViewScreen';
import { WaitingScreen } from './WaitingScreen';
import { chooseFeedSource } from './feed-source';

/** Props of what the display shows. */
export interface DisplayContentProps {
  /** The published projection; null when none (or still loading). */
  view: PlayerView | null;
  tableKey: string | null;
}

/** The fight when one is running, else the calm screen (or the pinned table). */
export function DisplayContent({ view, tableKey }: DisplayContentProps) {
  if (view?.status === 'running') return <PlayerViewScreen view={view} tableKey={tableKey} />;
  return <WaitingScreen ended={view?.status === 'ended'} tableKey={tableKey} />;
}

/** The feed's source, chosen once: the desktop display's preload, else IndexedDB (web). */
const useFeed = chooseFeedSource(typeof window === 'undefined' ? undefined : window.paraventDisplay);

/**
 * What the display shows, below the providers: a new feed renders this, never the providers above
 * (MantineProvider's context changing would render every Mantine component of the 200 rows again).
 */
function FedDisplay() {
  const feed = useFeed();
  const { i18n } = useTranslation();
  const language = feed?.language;
  // Before the browser paints: the new feed and its language show in one frame, not the old
  // language first and the new one a frame later (issue 25: a language change within 100 ms).
  useLayoutEffect(() => {
    if (language === undefined) return;
    void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [language, i18n]);
  return <DisplayContent view={feed?.view ?? null} tableKey={feed?.tableKey ?? null} />;
}

/**
 * The player display window: dark, large type, in the GM's language. It only READS its feed: the
 * projection the GM window published (never the encounter), the language and the pinned table. It
 * writes nothing anywhere.
 */
export function DisplayApp() {
  const i18n = useMemo(() => createI18n('fr'), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="dark">
      <I18nextProvider i18n={i18n}>
        <FedDisplay />
      </I18nextProvider>
    </MantineProvider>
  );
}
