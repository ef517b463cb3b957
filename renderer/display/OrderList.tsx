import { Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerCombatant } from '../../shared/combat/player-view';
import { OrderRow } from './OrderRow';

/** From this many combatants the list follows the current one by scrolling (issue 8). */
export const AUTO_SCROLL_FROM = 30;
/** Above this many, rows use smaller type so that more of them fit. */
const COMPACT_FROM = 11;

/** Props of the order of play. */
export interface OrderListProps {
  order: readonly PlayerCombatant[];
  currentId: string | null;
}

/** The order of play, first first; with 30 or more, it scrolls to keep the current one in view. */
export function OrderList({ order, currentId }: OrderListProps) {
  const { t } = useTranslation();
  const currentRow = useRef<HTMLLIElement>(null);
  const follow = order.length >= AUTO_SCROLL_FROM;
  useEffect(() => {
    const row = currentRow.current;
    if (follow && row && typeof row.scrollIntoView === 'function') {
      row.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  }, [follow, currentId]);
  return (
    <Stack component="ol" aria-label={t('display.order')} gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {order.map((c) => (
        <OrderRow
          key={c.id}
          ref={c.id === currentId ? currentRow : undefined}
          combatant={c}
          current={c.id === currentId}
          compact={order.length >= COMPACT_FROM}
        />
      ))}
    </Stack>
  );
}
