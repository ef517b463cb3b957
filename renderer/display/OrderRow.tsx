import { Badge, Text } from '@mantine/core';
import { forwardRef, memo } from 'react';
import type { TFunction } from 'i18next';
import type { PlayerCombatant } from '../../shared/combat/player-view';
import type { Side } from '../../shared/combat/types';
import { ConditionList } from './ConditionList';
import { HealthBadge } from './HealthBadge';
import classes from './OrderRow.module.css';
import type { Language } from '../i18n';

/** The colour of each side: the party in blue and teal, the foes in red. */
const SIDE_COLORS: Record<Side, string> = {
  pc: 'blue.4',
  ally: 'teal.4',
  enemy: 'red.5',
  neutral: 'gray.5',
};

/** A side's colour as a CSS value (« var(--mantine-color-red-5) »). */
export function sideColor(side: Side): string {
  return `var(--mantine-color-${SIDE_COLORS[side].replace('.', '-')})`;
}

/** Props of one line of the order. */
export interface OrderRowProps {
  combatant: PlayerCombatant;
  current: boolean;
  /** Smaller type when the order is long. */
  compact: boolean;
  /** The list's `t` and language: one `useTranslation` for the whole order, not one per row. */
  t: TFunction;
  language: Language;
}

/**
 * One combatant of the order: initiative, name, health, conditions. The current one stands out.
 * Memoised: a patch of the projection keeps the combatants it does not change as the same objects,
 * so a gesture renders the rows it changed (and the one acting), not the 200 others.
 */
export const OrderRow = memo(
  forwardRef<HTMLLIElement, OrderRowProps>(function OrderRow(
    { combatant, current, compact, t, language },
    ref,
  ) {
    const size = compact ? 30 : 40;
    return (
      <li
        ref={ref}
        aria-current={current ? 'step' : undefined}
        data-side={combatant.side}
        className={`${classes.row}${compact ? ` ${classes.compact}` : ''}${current ? ` ${classes.current}` : ''}`}
        style={{ borderLeftColor: sideColor(combatant.side) }}
      >
        <div className={classes.line}>
          <Text
            fz={size}
            c={current ? 'gray.3' : 'dimmed'}
            w={compact ? 60 : 80}
            ta="right"
            style={{ flexShrink: 0 }}
          >
            {combatant.initiative ?? '–'}
          </Text>
          <Text fz={size} fw={current ? 800 : 600} style={{ flexShrink: 0 }}>
            {combatant.name}
          </Text>
          {combatant.delaying && (
            <Badge size="xl" color="gray" variant="light">
              {t('display.delaying')}
            </Badge>
          )}
          {combatant.health && <HealthBadge health={combatant.health} size={size - 6} t={t} />}
          <ConditionList conditions={combatant.conditions} size={size - 10} t={t} language={language} />
        </div>
      </li>
    );
  }),
);
