import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { HpBand, PlayerHealth } from '../../shared/combat/player-view';

/** The colour of each band, from green to grey. */
const BAND_COLORS: Record<HpBand, string> = {
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
  /**
   * The display's `t`, from the list or the card above: 200 rows calling `useTranslation` each cost
   * a language switch about 30 ms (issue 25: the display in another language within 100 ms).
   */
  t: TFunction;
}

/** sf1: « PE 5/12 » before the HP where they are shown exactly. « PV 12/20 » for a side shown exactly, « en sang » for a side shown as a band. */
export function HealthBadge({ health, size, t }: HealthBadgeProps) {
  const text =
    health.kind === 'exact'
      ? `${t('display.hp')} ${health.current}/${health.max}`
      : t(`display.band.${health.band}`);
  const sp = health.kind === 'exact' ? health.stamina : undefined;
  return (
    <>
      {sp && (
        <Text
          component="span"
          fz={size}
          fw={700}
          c={sp.current > 0 ? 'cyan.4' : 'gray.5'}
          style={{ whiteSpace: 'nowrap' }}
          data-testid="display-sp"
        >
          {`${t('display.sp')} ${sp.current}/${sp.max}`}
        </Text>
      )}
      <Text component="span" fz={size} fw={700} c={BAND_COLORS[health.band]} style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    </>
  );
}
