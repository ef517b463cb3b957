import { memo, useEffect, useMemo, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { Encounter } from '../../../shared/combat';
import { CombatantRow, ROW_HEIGHT } from './CombatantRow';
import classes from './CombatantList.module.css';
import type { RowView } from './order-view';
import { focusRow, ROW_ATTRIBUTE } from './row-focus';
import { RowTextProvider } from './RowText';
import { TieDragArea, TieDropZone, tieGroupsOf } from './TieDrag';

/** Above this many rows the list is virtualised (only the visible rows are in the page). */
const VIRTUALIZE_FROM = 40;

/** How many rows after the current one stay in view with it as the turns go by. */
const NEXT_IN_VIEW = 5;

/** Two digits typed within this delay make one row number (« 1 » then « 2 »: row 12). */
const DIGIT_PAUSE_MS = 700;

/** Props of the initiative list. */
export interface CombatantListProps {
  encounter: Encounter;
  /** The rows, from `rowsOf(encounter)`. */
  rows: RowView[];
}

interface RowProps {
  row: RowView;
  index: number;
  phase: Encounter['phase'];
  system: Encounter['system'];
  round: number;
}

/** One row with its drop zone; renders again only when its view or its place changed. */
const Row = memo(function Row({ row, index, phase, system, round }: RowProps) {
  return (
    <TieDropZone id={row.c.id}>
      <CombatantRow
        c={row.c}
        index={index}
        current={row.current}
        phase={phase}
        system={system}
        conditions={row.conditions}
        effects={row.effects}
        tieUp={row.tieUp}
        tieDown={row.tieDown}
        canTrigger={row.canTrigger}
        acting={row.acting}
        round={round}
        group={row.group}
      />
    </TieDropZone>
  );
});

/**
 * Where to scroll so that the current row and the next ones are in view: the scroll position
 * unchanged when they already are, else the current row near the top (one row of the past above it
 * when there is room). Rows of fixed height; `count` rows in all.
 */
export function scrollForCurrent(
  scrollTop: number,
  viewHeight: number,
  current: number,
  count: number,
  rowHeight = ROW_HEIGHT,
): number {
  if (current < 0) return scrollTop;
  const last = Math.min(count - 1, current + NEXT_IN_VIEW);
  const top = current * rowHeight;
  const bottom = (last + 1) * rowHeight;
  if (top >= scrollTop && bottom <= scrollTop + viewHeight) return scrollTop;
  const room = viewHeight - (bottom - top);
  const above = room >= rowHeight ? rowHeight : Math.max(0, room);
  const max = Math.max(0, count * rowHeight - viewHeight);
  return Math.min(max, Math.max(0, top - above));
}

/** ↑ ↓ from a row move the focus along the order; the list scrolls to the row focused. */
function useRowArrows(
  rows: RowView[],
  box: RefObject<HTMLDivElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, Element> | null,
) {
  const focusIndex = (index: number) => {
    const list = box.current;
    const row = rows[index];
    if (!list || !row) return;
    if (focusRow(list, row.c.id)) return;
    // Virtualised away: bring it into the page first.
    virtualizer?.scrollToIndex(index, { align: 'auto' });
    requestAnimationFrame(() => focusRow(list, row.c.id));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target;
    if (!(target instanceof HTMLElement) || !target.hasAttribute(ROW_ATTRIBUTE)) return;
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const at = rows.findIndex((r) => r.c.id === target.getAttribute(ROW_ATTRIBUTE));
    const to =
      e.key === 'Home' ? 0 : e.key === 'End' ? rows.length - 1 : at + (e.key === 'ArrowDown' ? 1 : -1);
    focusIndex(Math.max(0, Math.min(rows.length - 1, to)));
  };
  // 1…9 (and two digits in quick succession) select a row by its number, outside text fields.
  const typed = useRef<{ digits: string; at: number }>({ digits: '', at: 0 });
  const digit = (d: string) => () => {
    const now = performance.now();
    const previous = now - typed.current.at < DIGIT_PAUSE_MS ? typed.current.digits : '';
    const both = Number(previous + d);
    const n = previous && both >= 1 && both <= rows.length ? both : Number(d);
    typed.current = { digits: previous && n === both ? '' : d, at: now };
    if (n >= 1 && n <= rows.length) focusIndex(n - 1);
  };
  useHotkeys(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((d) => [d, digit(d)]));
  return onKeyDown;
}

function VirtualList({ rows, encounter }: CombatantListProps) {
  const { t } = useTranslation();
  const parent = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns functions React Compiler cannot memoise; this component is not compiled.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_HEIGHT,
    // Two rows beyond each edge: each one more is a row to mount when the order changes (issue 17).
    overscan: 2,
    getItemKey: (i) => rows[i].c.id,
  });
  const currentIndex = rows.findIndex((r) => r.current);
  const onKeyDown = useRowArrows(rows, parent, virtualizer);
  // The current combatant and the next ones stay in view as the turns go by.
  useEffect(() => {
    const box = parent.current;
    if (!box || currentIndex < 0) return;
    box.scrollTop = scrollForCurrent(box.scrollTop, box.clientHeight, currentIndex, rows.length);
  }, [currentIndex, rows.length]);
  return (
    <div ref={parent} className={classes.scroll} onKeyDown={onKeyDown}>
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
            <Row
              row={rows[item.index]}
              index={item.index}
              phase={encounter.phase}
              system={encounter.system}
              round={encounter.round}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

function PlainList({ rows, encounter }: CombatantListProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const currentIndex = rows.findIndex((r) => r.current);
  const onKeyDown = useRowArrows(rows, box, null);
  useEffect(() => {
    const el = box.current;
    if (!el || currentIndex < 0) return;
    el.scrollTop = scrollForCurrent(el.scrollTop, el.clientHeight, currentIndex, rows.length);
  }, [currentIndex, rows.length]);
  return (
    <div ref={box} className={classes.scroll} onKeyDown={onKeyDown}>
      <div role="list" aria-label={t('tracker.order')}>
        {rows.map((row, i) => (
          <Row
            key={row.c.id}
            row={row}
            index={i}
            phase={encounter.phase}
            system={encounter.system}
            round={encounter.round}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * The initiative order, first to act on top, in a box of its own that fills the height left and
 * scrolls itself to keep the current combatant and the next five in view; virtualised beyond
 * VIRTUALIZE_FROM rows. Keyboard: ↑ ↓ from row to row, 1…9 to a row by its number.
 */
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
      <RowTextProvider>
        {rows.length > VIRTUALIZE_FROM ? (
          <VirtualList rows={rows} encounter={encounter} />
        ) : (
          <PlainList rows={rows} encounter={encounter} />
        )}
      </RowTextProvider>
    </TieDragArea>
  );
}
