/**
 * L'horloge du tour on the GM's screen (issue 28): how long this turn and this round have lasted,
 * red past the limit per turn, a pause for the fight, and where the GM sets the limit and chooses to
 * show the clock on the players' display. It reads the engine's clock (turn-clock.ts) and counts on
 * from its `since` with `now`; it never stands in the way of a gesture.
 */
import { useState } from 'react';
import { ActionIcon, Checkbox, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clockElapsed, pastTurnLimit, type Encounter } from '../../../shared/combat';
import { clockFace, readTurnLimit, useNow } from '../../components/clock-face';
import { useSettings, writeSetting } from '../../db';
import type { GestureStep } from './session';

/** Props of the turn clock. */
export interface TurnClockProps {
  encounter: Encounter;
  run(steps: GestureStep[]): boolean;
  /** The clock read (epoch ms). Default `Date.now`. */
  now?: () => number;
}

function LimitForm({ encounter, run }: Pick<TurnClockProps, 'encounter' | 'run'>) {
  const { t } = useTranslation();
  const limit = encounter.options.turnLimitSeconds;
  const [text, setText] = useState(limit === undefined ? '' : clockFace(limit * 1000));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const seconds = readTurnLimit(text);
        if (seconds === undefined || seconds === 0) {
          setError(t('clock.limitInvalid'));
          return;
        }
        if ((seconds ?? undefined) === limit) return;
        if (run([{ type: 'options-changed', options: { turnLimitSeconds: seconds ?? undefined } }]))
          setError(null);
      }}
    >
      <TextInput
        size="xs"
        label={t('clock.limit')}
        description={t('clock.limitHint')}
        placeholder="2:00"
        value={text}
        error={error}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setError(null);
        }}
      />
    </form>
  );
}

/** « ⏱ 1:40 · round 5:12 », a pause button, and the clock's settings one click away. */
export function TurnClock({ encounter: enc, run, now = Date.now }: TurnClockProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const clock = enc.clock;
  const running = enc.phase === 'running' && clock?.since !== null && clock?.since !== undefined;
  const at = useNow(running, now);
  if (enc.phase !== 'running') return null;
  const { turnMs, roundMs } = clockElapsed(clock, at);
  const paused = clock?.paused === true;
  const over = pastTurnLimit(enc, turnMs);
  const limit = enc.options.turnLimitSeconds;
  return (
    <Group gap={4} wrap="nowrap" role="timer" aria-label={t('clock.label')} data-testid="turn-clock">
      <Text
        size="sm"
        fw={700}
        ff="monospace"
        style={{ whiteSpace: 'nowrap' }}
        c={over ? 'red' : paused ? 'dimmed' : undefined}
        title={t('clock.title')}
        data-over={over ? '' : undefined}
      >
        {clockFace(turnMs)}
        {limit !== undefined && ` / ${clockFace(limit * 1000)}`}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {t('clock.round', { time: clockFace(roundMs) })}
      </Text>
      {paused && (
        <Text size="xs" c="orange" fw={700}>
          {t('clock.paused')}
        </Text>
      )}
      <ActionIcon
        size="sm"
        variant={paused ? 'filled' : 'subtle'}
        aria-label={paused ? t('clock.resume') : t('clock.pause')}
        onClick={() => run([{ type: 'clock-paused', paused: !paused }])}
      >
        {paused ? '▶' : '❚❚'}
      </ActionIcon>
      <Popover position="bottom-end" withinPortal width={260} shadow="md" trapFocus>
        <Popover.Target>
          <ActionIcon size="sm" variant="subtle" aria-label={t('clock.settings')}>
            ⚙
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <LimitForm key={String(limit)} encounter={enc} run={run} />
            <Checkbox
              size="xs"
              label={t('clock.onDisplay')}
              checked={settings?.displayTurnClock ?? false}
              disabled={settings === undefined}
              onChange={(e) => void writeSetting('displayTurnClock', e.currentTarget.checked)}
            />
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
