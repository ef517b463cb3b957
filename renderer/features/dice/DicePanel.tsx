import { useState } from 'react';
import { Button, Card, Group, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { DiceRoll } from '../../../shared/rules';
import { clearDiceHistory, recordDiceRoll, useDiceHistory } from '../../db';
import { DiceResult } from './DiceResult';
import { tryRoll } from './dice-roller';
import { logDiceRollInCurrentFight } from '../tracker';

function parseDetail(detail: string): DiceRoll | undefined {
  try {
    const value: unknown = JSON.parse(detail);
    return typeof value === 'object' && value !== null && 'terms' in value ? (value as DiceRoll) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The dice panel: any notation the dice module accepts ("2d6+3", "4d6kh3", "d%"), every die shown,
 * the session's history (kept in IndexedDB), the combat log of a running fight, and R to roll the
 * last notation again.
 */
export function DicePanel() {
  const { t } = useTranslation();
  const [notation, setNotation] = useState('1d20');
  const [last, setLast] = useState<DiceRoll>();
  const [error, setError] = useState<string>();
  const history = useDiceHistory() ?? [];

  const roll = (text: string) => {
    const attempt = tryRoll(text);
    if (!attempt.ok) {
      setError(attempt.error);
      return;
    }
    setError(undefined);
    setLast(attempt.roll);
    void recordDiceRoll({
      at: Date.now(),
      notation: attempt.roll.notation,
      total: attempt.roll.total,
      detail: JSON.stringify(attempt.roll),
    });
    logDiceRollInCurrentFight(attempt.roll).catch((e: unknown) => {
      console.error('Jet non noté dans le journal du combat :', e);
    });
  };
  useHotkeys([['r', () => roll(last?.notation ?? notation)]]);

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3}>{t('dice.title')}</Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            roll(notation);
          }}
        >
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t('dice.notation')}
              placeholder="2d6+3, 4d6kh3, d%"
              value={notation}
              error={error}
              onChange={(e) => setNotation(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit">{t('dice.roll')}</Button>
          </Group>
        </form>
        {last && <DiceResult roll={last} />}
        <Text size="xs" c="dimmed">
          {t('dice.rerollHint')}
        </Text>
        <Group justify="space-between">
          <Text size="sm" fw={700}>
            {t('dice.history')}
          </Text>
          {history.length > 0 && (
            <Button variant="subtle" size="compact-xs" onClick={() => void clearDiceHistory()}>
              {t('dice.clear')}
            </Button>
          )}
        </Group>
        <ScrollArea.Autosize mah={280}>
          <Stack gap={4} aria-label={t('dice.history')}>
            {history.map((row) => {
              const detail = parseDetail(row.detail);
              return (
                <Group key={row.id} gap="xs" wrap="nowrap">
                  <Text size="sm" c="dimmed" miw={70}>
                    {row.notation}
                  </Text>
                  {detail ? <DiceResult roll={detail} /> : <Text>{row.total}</Text>}
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Card>
  );
}
