import { Box, Flex, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '../../shared/combat/player-view';
import { CurrentCombatant } from './CurrentCombatant';
import { DisplayClock } from './DisplayClock';
import { DisplayTable } from './DisplayTable';
import { OrderList } from './OrderList';
import { languageOf } from '../i18n/language';

/** Props of the fight as the players see it. */
export interface PlayerViewScreenProps {
  view: PlayerView;
  /** The reference table the GM pinned ('table:<id>'), shown beside the order. */
  tableKey: string | null;
}

/** The round, who acts now and next, the order; a pinned table beside it. Sized for 1920×1080 at 3 m. */
export function PlayerViewScreen({ view, tableKey }: PlayerViewScreenProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const current = view.order.find((c) => c.id === view.currentId);
  const next = view.order.find((c) => c.id === view.nextId);
  const round = view.isSurpriseRound ? t('display.surpriseRound') : t('display.round', { round: view.round });
  return (
    <Flex direction="column" h="100vh" p={32} gap="lg" bg="dark.8">
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Box>
          <Title order={1} fz={60} fw={800}>
            {round}
          </Title>
          {view.roundPhase && (
            <Text fz={40} fw={700} c="yellow.4" data-testid="round-phase">
              {t('roundPhases.display', { phase: view.roundPhase.name[language] })} —{' '}
              {t(`roundPhases.acting.${view.roundPhase.acting}`)}
            </Text>
          )}
        </Box>
        {view.clock && <DisplayClock clock={view.clock} />}
        {next && (
          <Text fz={44} c="gray.3" data-testid="next-combatant">
            {t('display.next', { name: next.name })}
          </Text>
        )}
      </Group>
      {current && <CurrentCombatant combatant={current} />}
      <Flex gap={40} style={{ flex: 1, minHeight: 0 }} direction={{ base: 'column', lg: 'row' }}>
        <Box style={{ flex: 3, minHeight: 0, overflowY: 'auto' }} data-testid="order-scroll">
          <OrderList order={view.order} currentId={view.currentId} />
        </Box>
        {tableKey && (
          <Box style={{ flex: 2, minHeight: 0, overflowY: 'auto' }}>
            <DisplayTable tableKey={tableKey} />
          </Box>
        )}
      </Flex>
    </Flex>
  );
}
