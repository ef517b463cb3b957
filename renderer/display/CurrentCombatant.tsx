import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlayerCombatant } from '../../shared/combat/player-view';
import { ConditionList } from './ConditionList';
import { HealthBadge } from './HealthBadge';
import { sideColor } from './OrderRow';
import { languageOf } from '../i18n/language';

/** Props of the big card of the combatant who acts now. */
export interface CurrentCombatantProps {
  combatant: PlayerCombatant;
}

/** Who acts now, in very large type: the first thing the players look for. */
export function CurrentCombatant({ combatant }: CurrentCombatantProps) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      data-testid="current-combatant"
      bg="dark.6"
      px={40}
      py="md"
      radius="lg"
      style={{
        borderLeft: `16px solid ${sideColor(combatant.side)}`,
      }}
    >
      <Stack gap={4}>
        <Text fz={32} c="dimmed" tt="uppercase" fw={700}>
          {t('display.now')} · {t(`display.side.${combatant.side}`)}
        </Text>
        <Group gap={40} align="baseline">
          <Text component="h2" m={0} fz={96} fw={800} lh={1.1}>
            {combatant.name}
          </Text>
          {combatant.health && <HealthBadge health={combatant.health} size={52} t={t} />}
        </Group>
        <ConditionList
          conditions={combatant.conditions}
          size={36}
          t={t}
          language={languageOf(i18n.language)}
        />
      </Stack>
    </Paper>
  );
}
