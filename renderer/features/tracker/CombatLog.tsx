import { memo } from 'react';
import { Card, ScrollArea, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../../shared/combat';
import classes from './CombatLog.module.css';

/** Props of the combat log. */
export interface CombatLogProps {
  log: readonly LogEntry[];
  /** Lines shown, latest first. Default 80 (the whole log stays in the encounter). */
  limit?: number;
}

/** The engine's log, in French as the engine writes it, latest line first. */
export const CombatLog = memo(function CombatLog({ log, limit = 80 }: CombatLogProps) {
  const { t } = useTranslation();
  const first = Math.max(0, log.length - limit);
  const lines: { key: number; text: string }[] = [];
  for (let i = log.length - 1; i >= first; i -= 1) lines.push({ key: i, text: log[i].text });
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h5" mb="xs">
        {t('tracker.log')}
      </Title>
      <ScrollArea.Autosize mah="calc(100vh - 420px)" mih={120}>
        <div role="log" aria-label={t('tracker.log')} className={classes.log}>
          {lines.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('tracker.logEmpty')}
            </Text>
          )}
          {lines.map((line) => (
            <p key={line.key}>{line.text}</p>
          ))}
        </div>
      </ScrollArea.Autosize>
    </Card>
  );
});
