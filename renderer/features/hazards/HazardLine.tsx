import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Combatant } from '../../../shared/combat';

/** What a hazard's countdown says now: at its count, N rounds left, or gone off. */
export function hazardStatusKey(c: Combatant): {
  key: 'hazards.atCount' | 'hazards.fired' | 'hazards.roundsLeft';
  count?: number;
} {
  const left = c.hazard?.countdown;
  if (left === undefined) return { key: 'hazards.atCount', count: c.initiative.result };
  if (left === 0) return { key: 'hazards.fired' };
  return { key: 'hazards.roundsLeft', count: left };
}

/** The « danger » badge that takes the side badge's place on a hazard's row. */
export function HazardBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge size="xs" tt="none" variant="filled" color="orange" className={className}>
      {t('hazards.badge')}
    </Badge>
  );
}

/**
 * A hazard's second row line, instead of defences: when it acts (its count, the rounds left, or
 * « déclenché ») and the GM's note of what it does.
 */
export function HazardLine({ c }: { c: Combatant }) {
  const { t } = useTranslation();
  const status = hazardStatusKey(c);
  return (
    <Text span size="xs" data-testid="hazard-line">
      <b>{t(status.key, { count: status.count })}</b>
      {c.notes ? ` · ${c.notes}` : ''}
    </Text>
  );
}
