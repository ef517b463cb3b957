import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Combatant } from '../../../shared/combat';
import { hazardStatusKey } from './HazardLine';

/** Props of a hazard's turn in the turn panel. */
export interface HazardTurnProps {
  c: Combatant;
  /** Takes it out of the order (the fight's removal dialog). */
  onRemove(c: Combatant): void;
}

/**
 * A hazard's turn, in place of a creature's actions: what it does (the GM's note), its rounds left
 * or that it went off, and — once its countdown is over — taking it out of the order.
 */
export function HazardTurn({ c, onRemove }: HazardTurnProps) {
  const { t } = useTranslation();
  const status = hazardStatusKey(c);
  return (
    <Group gap="xs" justify="space-between" data-testid="hazard-turn">
      <Text size="sm">
        <b>{t(status.key, { count: status.count })}</b>
        {c.notes ? ` — ${c.notes}` : ` — ${t('hazards.noNote')}`}
      </Text>
      {c.hazard?.countdown === 0 && (
        <Button size="compact-sm" variant="default" onClick={() => onRemove(c)}>
          {t('hazards.remove')}
        </Button>
      )}
    </Group>
  );
}
