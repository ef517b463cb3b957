import { useEffect, useMemo } from 'react';
import { Center, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n } from '../i18n';
import { useSettings } from '../db';
import { theme } from '../app/theme';
import { DisplayTable } from './DisplayTable';

function DisplayContent({ tableKey }: { tableKey: string | null }) {
  const { t } = useTranslation();
  if (tableKey) {
    return (
      <Center mih="100vh" p="xl">
        <DisplayTable tableKey={tableKey} />
      </Center>
    );
  }
  return (
    <Center h="100vh" p="xl">
      <Stack align="center" gap="lg">
        <Title order={1} fz={64}>
          {t('display.title')}
        </Title>
        <Text fz={32} c="dimmed" ta="center">
          {t('display.coming')}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * The player display window: dark, large type, in the GM's language. It only reads; the order of
 * play comes with the player display work.
 */
export function DisplayApp() {
  const settings = useSettings();
  const i18n = useMemo(() => createI18n('fr'), []);
  useEffect(() => {
    if (settings) void i18n.changeLanguage(settings.language);
  }, [settings, i18n]);
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      <I18nextProvider i18n={i18n}>
        <DisplayContent tableKey={settings?.displayTable ?? null} />
      </I18nextProvider>
    </MantineProvider>
  );
}
