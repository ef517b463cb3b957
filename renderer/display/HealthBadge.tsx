import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HpBand, PlayerHealth } from '../../shared/combat/player-view';

/** The colour of each band, from green to grey. */
export const BAND_COLORS: Record<HpBand, string> = {
  healthy: 'green.5',
  hurt: 'yellow.5',
  bloodied: 'orange.6',
  down: 'gray.5',
};

/** Props of the health shown for one combatant. */
export interface HealthBadgeProps {
  health: PlayerHealth;
  /** Font size in pixels. */
  size: number;
}

/** « PV 12/20 » for a side shown exactly, « en sang » for a side shown as a band. */
export function HealthBadge({ health, size }: HealthBadgeProps) {
  const { t } = useTranslation();
  const text =
    health.kind === 'exact'
      ? `${t('display.hp')} ${health.current}/${health.max}`
      : t(`display.band.${health.band}`);
  return (
    <Text component="span" fz={size} fw={700} c={BAND_COLORS[health.band]} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
}
