import { Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerCombatant } from '../../shared/combat/player-view';
import { OrderRow } from './OrderRow';
import { languageOf } from '../i18n/language';

/**
 * From this many combatants the list keeps the current one in the middle of the screen (issue 8);
 * with fewer, it scrolls only when the current one is out of sight (a small screen, a projector).
 */
export const AUTO_SCROLL_FROM = 30;
/** Above this many, rows use smaller type so that more of them fit. */
const COMPACT_FROM = 11;

/** Props of the order of play. */
export interface OrderListProps {
  order: readonly PlayerCombatant[];
  currentId: string | null;
}

/** The order of play, first first; it scrolls to keep the current one in view (centred from 30 on). */
export function OrderList({ order, currentId }: OrderListProps) {
  // One `t` for every row (stable while the language stays: a gesture still renders only the rows
  // it changed); a language switch renders them all, once each.
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const currentRow = useRef<HTMLLIElement>(null);
  const centre = order.length >= AUTO_SCROLL_FROM;
  useEffect(() => {
    const row = currentRow.current;
    if (row && typeof row.scrollIntoView === 'function') {
      row.scrollIntoView({ block: centre ? 'center' : 'nearest', behavior: 'smooth' });
    }
  }, [centre, currentId]);
  return (
    <Stack component="ol" aria-label={t('display.order')} gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {order.map((c) => (
        <OrderRow
          key={c.id}
          ref={c.id === currentId ? currentRow : undefined}
          combatant={c}
          current={c.id === currentId}
          compact={order.length >= COMPACT_FROM}
          t={t}
          language={language}
        />
      ))}
    </Stack>
  );
}
