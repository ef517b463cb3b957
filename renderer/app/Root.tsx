import { useEffect, useMemo, useState } from 'react';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Language } from '../i18n';
import { createAppI18n, loadLanguage } from '../i18n/load';
import { afterFirstScreen } from '../components/first-screen';
import { requestPersistentStorage, useSettings } from '../db';
import { AppLayout } from './AppLayout';
import { useMenuSync } from '../commands/menu-sync';
import { appTheme, cssVariablesResolver } from '../components/theme';
import { UpdateNotice } from './UpdateNotice';
import { getHostApi } from '../host';
// The light module only: the file formats load after the first paint.
import { setFileLanguage } from '../../shared/files/messages';

/** Props of the root. */
export interface RootProps {
  /** The window's i18next instance (main.tsx makes it; default: a new one). */
  i18n?: I18n;
}

/**
 * Loads the stored settings, then sets up language and theme around the app shell. While the
 * settings load (a few milliseconds), and the English texts when English is the GM's language, a
 * loader stands in: the shell never shows in the wrong language.
 */
export function Root({ i18n: given }: RootProps) {
  const settings = useSettings();
  const systemScheme = useColorScheme('light');
  const i18n = useMemo(() => given ?? createAppI18n(), [given]);
  const language = settings?.language;
  // The language whose texts the shell shows; null until the stored one is loaded.
  const [shown, setShown] = useState<Language | null>(null);
  useMenuSync(language);

  useEffect(() => {
    if (language === undefined) return;
    let current = true;
    const show = async (shownLanguage: Language) => {
      if (!current) return; // the GM chose again meanwhile
      if (i18n.language !== shownLanguage) await i18n.changeLanguage(shownLanguage);
      document.documentElement.lang = shownLanguage;
      setFileLanguage(shownLanguage);
      setShown(shownLanguage);
    };
    // English texts that cannot be fetched (a broken cache) leave the shell in French, not blank.
    void loadLanguage(i18n, language).then(
      () => show(language),
      () => show('fr'),
    );
    return () => {
      current = false;
    };
  }, [language, i18n]);

  // Once the GM sees the first screen, the other language's texts are fetched in the background, so
  // that the FR/EN switch changes the screen at once.
  useEffect(() => {
    if (shown === null) return;
    const other: Language = shown === 'en' ? 'fr' : 'en';
    return afterFirstScreen(() => void loadLanguage(i18n, other).catch(() => undefined));
  }, [shown, i18n]);

  useEffect(() => {
    void requestPersistentStorage(navigator.storage);
  }, []);

  // The dialogs' ✕ is named in the language shown.
  const theme = useMemo(() => appTheme(i18n.t('app.close', { lng: shown ?? 'fr' })), [i18n, shown]);

  const scheme = settings?.theme === 'auto' || !settings ? systemScheme : settings.theme;
  // Desktop: the window's background follows the theme, now and at the next start (no dark flash
  // behind the light theme). Once the settings are read: before, the scheme is only a guess.
  const settingsRead = settings !== undefined;
  useEffect(() => {
    if (settingsRead)
      void getHostApi()
        .setColorScheme?.(scheme)
        .catch(() => undefined);
  }, [settingsRead, scheme]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={scheme}>
      {/* 360 px, not Mantine's 440: at 1366×768 a notice then stays right of a centred dialog's
          buttons (« Appliquer » of « Appliquer un état » was under an « Action refusée »). */}
      <Notifications containerWidth={360} />
      <I18nextProvider i18n={i18n}>
        {settings && (shown !== null || i18n.language === settings.language) ? (
          <>
            <AppLayout settings={settings} colorScheme={scheme} />
            <UpdateNotice />
          </>
        ) : (
          <Center h="100vh">
            <Loader aria-label={i18n.t('app.loading')} />
          </Center>
        )}
      </I18nextProvider>
    </MantineProvider>
  );
}
