import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlayerClock } from '../../shared/combat/player-view';
import { clockFace, runningClock, useNow } from '../components/clock-face';

/** Props of the turn clock on the players' display. */
export interface DisplayClockProps {
  clock: PlayerClock;
  /** The clock read (epoch ms). Default `Date.now`. */
  now?: () => number;
}

/**
 * « Tour 1:40 · Round 5:12 », read at 3 m: the GM chose to show it (issue 28). It counts on from the
 * projection's `since` with the display's own clock; red past the limit per turn.
 */
export function DisplayClock({ clock, now = Date.now }: DisplayClockProps) {
  const { t } = useTranslation();
  const at = useNow(clock.since !== null, now);
  const { turnMs, roundMs, over } = runningClock(clock, at);
  return (
    <Group gap="lg" wrap="nowrap" data-testid="display-clock" role="timer">
      <Text fz={44} fw={800} ff="monospace" c={over ? 'red.5' : clock.paused ? 'gray.5' : 'gray.1'}>
        {t('clock.displayTurn', { time: clockFace(turnMs) })}
      </Text>
      <Text fz={32} ff="monospace" c="gray.4">
        {t('clock.displayRound', { time: clockFace(roundMs) })}
      </Text>
      {clock.paused && (
        <Text fz={32} fw={700} c="orange.4">
          {t('clock.paused')}
        </Text>
      )}
    </Group>
  );
}
