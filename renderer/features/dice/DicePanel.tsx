import { useState } from 'react';
import { Button, Card, Group, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { d20Natural, naturalD20, type NaturalFlag, type SystemId } from '../../../shared/rules';
import { clearDiceHistory, recordDiceRoll, useDiceHistory } from '../../db';
import { DiceResult } from './DiceResult';
import { multiplied, tryRoll, type PanelRoll } from './dice-roller';
import { NaturalNotice } from './NaturalNotice';
import { logDiceRollInCurrentFight } from './log-dice-roll';
import { textLimitProps } from '../../components/text-limit';

function parseDetail(detail: string): PanelRoll | undefined {
  try {
    const value: unknown = JSON.parse(detail);
    return typeof value === 'object' && value !== null && 'terms' in value ? (value as PanelRoll) : undefined;
  } catch {
    return undefined;
  }
}

/** Props of the dice panel. */
export interface DicePanelProps {
  /** The system whose natural 1/20 rules flag a d20 (the running fight's, else the reference's). */
  system?: SystemId;
}

/**
 * The dice panel: any notation the dice module accepts ("2d6+3", "4d6kh3", "d%"), every die shown,
 * the session's history (kept in IndexedDB), the combat log of a running fight, and R to roll the
 * last notation again. A d20 showing 1 or 20 is flagged by the system's rules (CO: critical, the
 * next roll — its damage — doubled; 3.5/PF1: threat; sf1, osr: automatic hit or miss).
 */
export function DicePanel({ system }: DicePanelProps) {
  const { t, i18n } = useTranslation();
  const [notation, setNotation] = useState('1d20');
  const [last, setLast] = useState<PanelRoll>();
  const [flag, setFlag] = useState<NaturalFlag>();
  const [pending, setPending] = useState<number>();
  const [error, setError] = useState<string>();
  const history = useDiceHistory() ?? [];

  const roll = (text: string) => {
    const attempt = tryRoll(text);
    if (!attempt.ok) {
      // The dice module's words are French: in English, the kind of refusal says why.
      setError(
        i18n.language === 'en'
          ? t('engine.text.rules', { reason: t(`engine.rulesReason.${attempt.code}`) })
          : attempt.error,
      );
      return;
    }
    setError(undefined);
    const isD20 = naturalD20(attempt.roll) !== undefined;
    const result = !isD20 && pending !== undefined ? multiplied(attempt.roll, pending) : attempt.roll;
    const natural = system ? d20Natural(system, attempt.roll) : undefined;
    setLast(result);
    setFlag(natural);
    setPending(natural?.damageMultiplier);
    void recordDiceRoll({
      at: Date.now(),
      notation: result.notation,
      total: result.total,
      detail: JSON.stringify(result),
    });
    logDiceRollInCurrentFight(result).catch((e: unknown) => {
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
              {...textLimitProps(notation, 'diceNotation', t)}
              error={error}
              onChange={(e) => setNotation(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit">{t('dice.roll')}</Button>
          </Group>
        </form>
        {last && <DiceResult roll={last} />}
        {flag && <NaturalNotice flag={flag} pending={pending} onPendingChange={setPending} />}
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
          <Stack gap={4} role="group" aria-label={t('dice.history')}>
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
