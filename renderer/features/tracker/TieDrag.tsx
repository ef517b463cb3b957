/**
 * Drag and drop inside a tie (@dnd-kit/core): the GM drags a row by its handle onto another row
 * of the same open tie, above or below its middle. Pointer events, so it works with a mouse, a pen
 * or a finger (the web host on a tablet); the ▲▼ buttons stay the keyboard way.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { ActionIcon, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Combatant, CombatantId, Encounter } from '../../../shared/combat';
import { tieDrop } from './order-view';
import { useTrackerActions } from './tracker-actions';
import classes from './TieDrag.module.css';

/** Pixels the pointer must travel before a drag starts (a click on ▲▼ stays a click). */
const DRAG_FROM_PX = 4;

/** Where the dragged row lands relative to the row under it: above or below its middle. */
function dropSide(event: DragEndEvent): 'before' | 'after' {
  const dragged = event.active.rect.current.translated;
  const over = event.over?.rect;
  if (!dragged || !over) return 'after';
  return dragged.top + dragged.height / 2 < over.top + over.height / 2 ? 'before' : 'after';
}

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

const TieGroupsContext = createContext<TieGroups>(new Map());

/** Props of the drag area. */
export interface TieDragAreaProps {
  encounter: Encounter;
  /** From `tieGroupsOf(rows)`. */
  groups: TieGroups;
  children: ReactNode;
}

/**
 * The list's drag and drop: a drop on a row of the same open tie reorders (one undoable
 * `initiative-set`); anywhere else it says why nothing moved.
 */
export function TieDragArea({ encounter, groups, children }: TieDragAreaProps) {
  const { t } = useTranslation();
  const actions = useTrackerActions();
  const [dragged, setDragged] = useState<Combatant | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: DRAG_FROM_PX } }));
  const nameOf = (id: string | number) => encounter.combatants.find((c) => c.id === id)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('orderList.dragStart', { name: nameOf(active.id) }),
    onDragOver: ({ over }) => (over ? t('orderList.dragOver', { name: nameOf(over.id) }) : undefined),
    onDragEnd: ({ active }) => t('orderList.dragEnd', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('orderList.dragCancel', { name: nameOf(active.id) }),
  };
  const onDragStart = (event: DragStartEvent) =>
    setDragged(encounter.combatants.find((c) => c.id === event.active.id) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const { active, over } = event;
    if (!over || over.id === active.id) return;
    const reorder = tieDrop(encounter, active.id as CombatantId, over.id as CombatantId, dropSide(event));
    const group = groups.get(active.id as CombatantId);
    if (reorder) actions.run([reorder]);
    // Dropped back where it was in its own tie: nothing to say.
    else if (group === undefined || groups.get(over.id as CombatantId) !== group)
      notifications.show({ message: t('orderList.dropOutsideTie') });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('orderList.dragHelp') } }}
    >
      <TieGroupsContext.Provider value={groups}>{children}</TieGroupsContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <Paper shadow="md" px="sm" py={6} withBorder className={classes.overlay}>
            <Text fw={700}>{dragged.name}</Text>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}

/** Props of a row's drop zone. */
export interface TieDropZoneProps {
  id: CombatantId;
  children: ReactNode;
}

/**
 * A row as a drop target, outlined while a combatant is dragged over it: dashed yellow in the
 * dragged one's tie, red elsewhere (the drop will say why nothing moves).
 */
export function TieDropZone({ id, children }: TieDropZoneProps) {
  const { setNodeRef, isOver, active } = useDroppable({ id });
  const groups = useContext(TieGroupsContext);
  const group = groups.get(id);
  const fits = active !== null && group !== undefined && groups.get(active.id as CombatantId) === group;
  return (
    <div
      ref={setNodeRef}
      className={classes.zone}
      data-drop-over={isOver ? (fits ? 'tie' : 'refused') : undefined}
    >
      {children}
    </div>
  );
}

/** The handle a row is dragged by (shown only in an open tie). */
export function TieDragHandle({ c }: { c: Combatant }) {
  const { t } = useTranslation();
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: c.id });
  return (
    <ActionIcon
      ref={setNodeRef}
      size="xs"
      variant="subtle"
      color="gray"
      className={classes.handle}
      data-dragging={isDragging || undefined}
      {...attributes}
      {...listeners}
      // The ▲▼ buttons are the keyboard way: the handle is not a tab stop.
      tabIndex={-1}
      aria-label={t('orderList.dragHandle', { name: c.name })}
    >
      ⠿
    </ActionIcon>
  );
}
