/**
 * Drag and drop inside a tie, with the browser's own drag and drop (HTML5): the GM drags a row by
 * its handle onto another row of the same open tie, above or below its middle. Mouse, pen, and a
 * finger on a tablet (Chromium and Safari support it there); the ▲▼ buttons stay the keyboard way.
 *
 * Why not a library: one context value that never changes, no hook in the (memoised) rows, the
 * highlight set on the DOM during the drag — so the list costs nothing more to render on each
 * change of the fight (the 200-combatant budget), which @dnd-kit's per-row hooks did cost.
 */
import { createContext, useContext, useEffect, useMemo, useRef, type DragEvent, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useRowText } from './RowText';
import type { Combatant, CombatantId, Encounter } from '../../../shared/combat';
import { tieDrop } from './order-view';
import { useTrackerActions } from '../../combatant';
import classes from './TieDrag.module.css';

/** Which open tie each row belongs to (rows of one tie share a number; rows in no tie are absent). */
export type TieGroups = ReadonlyMap<CombatantId, number>;

/** The tie of each row, in list order: a new tie starts at each tied row not tied to the one above. */
export function tieGroupsOf(rows: readonly { c: Combatant; tieUp: boolean; tieDown: boolean }[]): TieGroups {
  const groups = new Map<CombatantId, number>();
  let group = -1;
  for (const row of rows) {
    if (!row.tieUp && row.tieDown) group += 1;
    if (row.tieUp || row.tieDown) groups.set(row.c.id, group);
  }
  return groups;
}

/** The type of the dragged data: only our rows are dropped on our rows. */
const DRAG_TYPE = 'application/x-paravent-combatant';

/** What the drop zones share; one object for the list's whole life (it never re-renders a row). */
interface TieDragApi {
  start(id: CombatantId): void;
  /** The drag ended without a drop on a row that takes it (refused, or dropped elsewhere). */
  end(): void;
  /** 'tie' over a row of the dragged one's tie, 'refused' elsewhere; null when nothing is dragged. */
  verdict(over: CombatantId): 'tie' | 'refused' | null;
  drop(over: CombatantId, where: 'before' | 'after'): void;
}

const TieDragContext = createContext<TieDragApi | null>(null);

/** Props of the drag area. */
export interface TieDragAreaProps {
  encounter: Encounter;
  /** From `tieGroupsOf(rows)`. */
  groups: TieGroups;
  children: ReactNode;
}

/**
 * The list's drag and drop: a drop on a row of the same open tie reorders (one undoable
 * `initiative-set`); on a row outside it, a message says why nothing moved.
 */
export function TieDragArea({ encounter, groups, children }: TieDragAreaProps) {
  const { t } = useTranslation();
  const actions = useTrackerActions();
  const latest = useRef({ encounter, groups, t, actions });
  useEffect(() => {
    latest.current = { encounter, groups, t, actions };
  }, [encounter, groups, t, actions]);
  const dragged = useRef<CombatantId | null>(null);
  const lastVerdict = useRef<'tie' | 'refused' | null>(null);
  const api = useMemo<TieDragApi>(
    () => ({
      start: (id) => {
        dragged.current = id;
        lastVerdict.current = null;
      },
      end: () => {
        // A row outside the tie refuses the drop (the browser shows "not allowed"): say why.
        if (dragged.current !== null && lastVerdict.current === 'refused')
          notifications.show({ message: latest.current.t('orderList.dropOutsideTie') });
        dragged.current = null;
      },
      verdict: (over) => {
        const from = dragged.current;
        if (from === null) return null;
        const group = latest.current.groups.get(from);
        lastVerdict.current =
          group !== undefined && latest.current.groups.get(over) === group ? 'tie' : 'refused';
        return lastVerdict.current;
      },
      drop: (over, where) => {
        const from = dragged.current;
        dragged.current = null;
        if (from === null || from === over) return;
        const now = latest.current;
        // Dropped back where it was in its own tie: nothing happens, nothing to say.
        const reorder = tieDrop(now.encounter, from, over, where);
        if (reorder) now.actions.run([reorder]);
      },
    }),
    [],
  );
  return <TieDragContext.Provider value={api}>{children}</TieDragContext.Provider>;
}

/** Above or below the middle of the row under the pointer. */
function sideOf(event: DragEvent<HTMLElement>): 'before' | 'after' {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
}

function clear(el: HTMLElement): void {
  delete el.dataset.dropOver;
  delete el.dataset.dropSide;
}

/** Props of a row's drop zone. */
export interface TieDropZoneProps {
  id: CombatantId;
  children: ReactNode;
}

/**
 * A row as a drop target (and the start of a drag from its handle): outlined while a combatant is
 * dragged over it — dashed yellow on the side it would land in its tie, red outside the tie.
 */
export function TieDropZone({ id, children }: TieDropZoneProps) {
  const drag = useContext(TieDragContext);
  if (!drag) return <>{children}</>;
  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement) || event.target.dataset.tieHandle === undefined) return;
    drag.start(id);
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(DRAG_TYPE, String(id));
    event.dataTransfer.setDragImage(event.currentTarget, 24, 30);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    const verdict = drag.verdict(id);
    if (verdict === null) return;
    event.currentTarget.dataset.dropOver = verdict;
    if (verdict === 'refused') return; // no preventDefault: the browser refuses the drop
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    event.currentTarget.dataset.dropSide = sideOf(event);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    clear(event.currentTarget);
    drag.drop(id, sideOf(event));
  };
  return (
    <div
      className={classes.zone}
      onDragStart={onDragStart}
      onDragEnd={drag.end}
      onDragOver={onDragOver}
      onDragLeave={(event) => clear(event.currentTarget)}
      onDrop={onDrop}
    >
      {children}
    </div>
  );
}

/** The handle a row is dragged by (shown only in an open tie); the row's zone does the rest. */
export function TieDragHandle({ c }: { c: Combatant }) {
  const { t } = useRowText();
  return (
    <span
      draggable
      data-tie-handle=""
      className={classes.handle}
      role="img"
      aria-label={t('orderList.dragHandle', { name: c.name })}
      title={t('orderList.dragHelp')}
    >
      ⠿
    </span>
  );
}
