import { memo } from 'react';
import { Card, Group, Kbd, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import { usePhrase } from '../../log';
import classes from './CombatLog.module.css';

/** Props of the combat log. */
export interface CombatLogProps {
  log: readonly LogEntry[];
  /** The fight's system (the names of its conditions). */
  system: SystemId;
  /** Lines shown, latest first. Default 80 (the whole log stays in the encounter). */
  limit?: number;
  /** Whether the lines show (the title always does). Default true. */
  opened?: boolean;
  /** Folds or unfolds the log (its title is the button; L does the same). Default: no button. */
  onToggle?(): void;
}

/** Lines already phrased, per phrasing (system and language). */
const PHRASED = new WeakMap<(entry: LogEntry) => string, WeakMap<LogEntry, string>>();

/** Each line is phrased once: a gesture adds a line or two, the others are the same objects. */
function phrasedLines(phrase: (entry: LogEntry) => string): WeakMap<LogEntry, string> {
  let lines = PHRASED.get(phrase);
  if (!lines) {
    lines = new WeakMap();
    PHRASED.set(phrase, lines);
  }
  return lines;
}

/** The engine's log in the GM's language (re-phrased when it changes), latest line first; folds to its title. */
export const CombatLog = memo(function CombatLog({
  log,
  system,
  limit = 80,
  opened = true,
  onToggle,
}: CombatLogProps) {
  const { t } = useTranslation();
  const phrase = usePhrase(system);
  const phrased = phrasedLines(phrase);
  const first = Math.max(0, log.length - limit);
  const lines: { key: number; text: string }[] = [];
  if (opened)
    for (let i = log.length - 1; i >= first; i -= 1) {
      const entry = log[i];
      let text = phrased.get(entry);
      if (text === undefined) {
        text = phrase(entry);
        phrased.set(entry, text);
      }
      lines.push({ key: i, text });
    }
  const title = (
    <Title order={3} size="h5">
      {opened ? '▾' : '▸'} {t('tracker.log')}
    </Title>
  );
  return (
    <Card withBorder padding="xs" className={classes.card} data-opened={opened || undefined}>
      {onToggle ? (
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={opened}
          aria-label={opened ? t('screen.logHide') : t('screen.logShow')}
        >
          <Group justify="space-between" wrap="nowrap">
            {title}
            <Kbd size="xs">L</Kbd>
          </Group>
        </UnstyledButton>
      ) : (
        title
      )}
      {opened && (
        <div className={classes.scroll}>
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
        </div>
      )}
    </Card>
  );
});
