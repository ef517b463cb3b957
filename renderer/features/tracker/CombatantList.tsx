import { useEffect, useMemo, useRef } from 'react';
import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { Encounter } from '../../../shared/combat';
import { CombatantRow } from './CombatantRow';
import type { RowView } from './order-view';
import { TieDragArea, TieDropZone, tieGroupsOf } from './TieDrag';

/** Above this many rows the list is virtualised (only the visible rows are in the page). */
export const VIRTUALIZE_FROM = 40;
const ROW_HEIGHT = 60;

/** Props of the initiative list. */
export interface CombatantListProps {
  encounter: Encounter;
  /** The rows, from `rowsOf(encounter)`. */
  rows: RowView[];
}

function Row({ row, encounter }: { row: RowView; encounter: Encounter }) {
  return (
    <TieDropZone id={row.c.id}>
      <CombatantRow
        c={row.c}
        current={row.current}
        phase={encounter.phase}
        system={encounter.system}
        conditions={row.conditions}
        effects={row.effects}
        tieUp={row.tieUp}
        tieDown={row.tieDown}
        canTrigger={row.canTrigger}
        round={encounter.round}
      />
    </TieDropZone>
  );
}

function VirtualList({ rows, encounter }: CombatantListProps) {
  const { t } = useTranslation();
  const parent = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns functions React Compiler cannot memoise; this component is not compiled.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    getItemKey: (i) => rows[i].c.id,
  });
  const currentIndex = rows.findIndex((r) => r.current);
  // The current combatant stays in view as the turns go by.
  useEffect(() => {
    if (currentIndex >= 0) virtualizer.scrollToIndex(currentIndex, { align: 'auto' });
  }, [currentIndex, virtualizer]);
  return (
    <Box ref={parent} h="calc(100vh - 300px)" mih={320} style={{ overflowY: 'auto' }}>
      <div
        role="list"
        aria-label={t('tracker.order')}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              transform: `translateY(${item.start}px)`,
            }}
          >
            <Row row={rows[item.index]} encounter={encounter} />
          </div>
        ))}
      </div>
    </Box>
  );
}

/** The initiative order, first to act on top; virtualised beyond VIRTUALIZE_FROM rows. */
export function CombatantList({ rows, encounter }: CombatantListProps) {
  const { t } = useTranslation();
  const groups = useMemo(() => tieGroupsOf(rows), [rows]);
  if (rows.length === 0) {
    return (
      <Text c="dimmed" py="md">
        {t('tracker.empty')}
      </Text>
    );
  }
  return (
    <TieDragArea encounter={encounter} groups={groups}>
      {rows.length > VIRTUALIZE_FROM ? (
        <VirtualList rows={rows} encounter={encounter} />
      ) : (
        <div role="list" aria-label={t('tracker.order')}>
          {rows.map((row) => (
            <Row key={row.c.id} row={row} encounter={encounter} />
          ))}
        </div>
      )}
    </TieDragArea>
  );
}
