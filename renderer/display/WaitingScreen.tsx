import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DisplayTable } from './DisplayTable';

/** Props of the screen shown when no fight is running. */
export interface WaitingScreenProps {
  /** The fight just ended (rather than not started yet). */
  ended: boolean;
  /** A reference table the GM pinned: shown instead of the calm screen. */
  tableKey: string | null;
}

/** A calm screen between fights, or the table the GM pinned. */
export function WaitingScreen({ ended, tableKey }: WaitingScreenProps) {
  const { t } = useTranslation();
  if (tableKey) {
    return (
      <Center mih="100vh" p="xl" bg="dark.8">
        <DisplayTable tableKey={tableKey} />
      </Center>
    );
  }
  return (
    <Center h="100vh" p="xl" bg="dark.8">
      <Stack align="center" gap="lg">
        <Title order={1} fz={64}>
          {t('display.title')}
        </Title>
        <Text fz={36} c="dimmed" ta="center">
          {ended ? t('display.ended') : t('display.coming')}
        </Text>
      </Stack>
    </Center>
  );
}
