import { useEffect, useMemo } from 'react';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { requestPersistentStorage, useSettings } from '../db';
import { AppLayout } from './AppLayout';
import { useMenuSync } from '../commands/menu-sync';
import { theme } from './theme';

/**
 * Loads the stored settings, then sets up language and theme around the app shell. While the
 * settings load (a few milliseconds) a loader stands in.
 */
export function Root() {
  const settings = useSettings();
  const systemScheme = useColorScheme('light');
  const i18n = useMemo(() => createI18n('fr'), []);
  useMenuSync(settings?.language);

  useEffect(() => {
    if (settings && i18n.language !== settings.language) void i18n.changeLanguage(settings.language);
    if (settings) document.documentElement.lang = settings.language;
  }, [settings, i18n]);

  useEffect(() => {
    void requestPersistentStorage(navigator.storage);
  }, []);

  const scheme = settings?.theme === 'auto' || !settings ? systemScheme : settings.theme;

  return (
    <MantineProvider theme={theme} forceColorScheme={scheme}>
      <Notifications />
      <I18nextProvider i18n={i18n}>
        {settings ? (
          <AppLayout settings={settings} colorScheme={scheme} />
        ) : (
          <Center h="100vh">
            <Loader aria-label="Chargement…" />
          </Center>
        )}
      </I18nextProvider>
    </MantineProvider>
  );
}
