import { Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { PlayerCondition } from '../../shared/combat/player-view';
import { conditionIcon } from './condition-icons';
import type { Language } from '../i18n';

/** Props of a combatant's conditions. */
export interface ConditionListProps {
  conditions: readonly PlayerCondition[];
  /** Font size in pixels. */
  size: number;
  /** The display's `t` and language, from the list or the card above (see HealthBadge). */
  t: TFunction;
  language: Language;
}

/** Each condition as « ✦ Étourdi · 2 rounds », in the display's language. */
export function ConditionList({ conditions, size, t, language: lang }: ConditionListProps) {
  if (conditions.length === 0) return null;
  return (
    <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {conditions.map((c) => (
        <Text
          component="li"
          key={`${c.id}:${c.name.fr}`}
          fz={size}
          px="sm"
          bg="dark.5"
          style={{ borderRadius: 8, whiteSpace: 'nowrap' }}
        >
          <span aria-hidden="true">{conditionIcon(c.id)} </span>
          {c.name[lang]}
          {c.roundsLeft !== null && (
            <Text component="span" fz={size} c="dimmed">
              {' · '}
              {t('display.roundsLeft', { count: c.roundsLeft })}
            </Text>
          )}
        </Text>
      ))}
    </Group>
  );
}
