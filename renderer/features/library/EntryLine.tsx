import { LazyMenu } from '../../components/LazyMenu';
import { memo, useState, type ReactNode } from 'react';
import { Menu } from '@mantine/core';
import type { LibraryRow } from '../../db';
import { readInteger } from '../../combatant';
import { entryView, type EntryLabels } from './entry-view';
import classes from './EntryList.module.css';

/** What a list's row may do; absent actions are not shown (the tracker's picker only adds). */
export interface EntryActions {
  onAdd(row: LibraryRow, count: number): void;
  onEdit?(row: LibraryRow): void;
  onDuplicate?(row: LibraryRow): void;
  onDelete?(row: LibraryRow): void;
  /**
   * Whether a row is read-only (an open bestiary's): it says so, « Modifier » edits a copy of it,
   * and it cannot be deleted.
   */
  isReadOnly?(row: LibraryRow): boolean;
}

/** Props of one entry of a list. */
export interface EntryLineProps {
  row: LibraryRow;
  actions: EntryActions;
  /** Shown under the entry (a party member's state). */
  extra?: ReactNode;
  /** Every system is listed: the entry says its own. */
  showSystem: boolean;
  /** The list's words in its language (one translation subscription for the list, not one per row). */
  labels: EntryLabels;
}

/**
 * The entry's ⋯ menu (duplicate, delete). Mantine's Menu is mounted the first time the GM opens it,
 * not with each of the rows the list shows (as the tracker's rows do).
 */
function MoreMenu({
  row,
  actions,
  readOnly,
  label,
  labels,
}: {
  row: LibraryRow;
  actions: EntryActions;
  readOnly: boolean;
  label: string;
  labels: EntryLabels;
}) {
  return (
    <LazyMenu className={classes.more} label={label}>
      {actions.onDuplicate && (
        <Menu.Item onClick={() => actions.onDuplicate?.(row)}>{labels.duplicate}</Menu.Item>
      )}
      {actions.onDelete && !readOnly && (
        <Menu.Item color="red" onClick={() => actions.onDelete?.(row)}>
          {labels.delete}
        </Menu.Item>
      )}
    </LazyMenu>
  );
}

/**
 * One entry, two lines high (three with a party member's state): its name (system, English name,
 * three tags), a summary of its stat block and manoeuvre stats, and what can be done with it — N
 * copies « Ajouter au combat » (Enter in the count field adds them), edit, ⋯. Its texts are made once
 * per entry and language (entry-view.ts). A virtualised list keeps its rows' elements as the GM types
 * and gives each another entry: the count typed belongs to its entry (a new entry starts at 1), and
 * the ⋯ menu is its entry's.
 * Memoised: a row whose entry did not change is not rendered again as the GM types.
 */
export const EntryLine = memo(function EntryLine({
  row,
  actions,
  extra,
  showSystem,
  labels,
}: EntryLineProps) {
  const [typed, setTyped] = useState<{ id: string; count: string }>({ id: row.id, count: '1' });
  const count = typed.id === row.id ? typed.count : '1';
  const view = entryView(row, labels);
  const n = readInteger(count);
  const valid = typeof n === 'number' && n >= 1 && n <= 100;
  const readOnly = actions.isReadOnly?.(row) ?? false;
  return (
    <div className={classes.row} role="listitem" aria-label={row.name}>
      <div className={classes.main}>
        <div className={classes.nameLine}>
          <span className={classes.name}>{row.name}</span>
          {showSystem && (
            <span className={classes.chip} data-variant="outline">
              {view.systemName}
            </span>
          )}
          {readOnly && (
            <span className={classes.chip} data-variant="outline" title={row.stats?.source}>
              {labels.openChip}
            </span>
          )}
          {view.nameEn && <span className={classes.dim}>{view.nameEn}</span>}
          {view.tags.map((tag) => (
            <span key={tag} className={classes.chip}>
              {tag}
            </span>
          ))}
        </div>
        <div className={classes.dim} title={view.summary}>
          {view.summary}
        </div>
        {extra}
      </div>
      <div className={classes.actions}>
        {row.kind === 'bestiary' && (
          <input
            className={classes.count}
            inputMode="numeric"
            aria-label={view.countLabel}
            aria-invalid={!valid}
            value={count}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => setTyped({ id: row.id, count: e.currentTarget.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && valid) actions.onAdd(row, n);
            }}
          />
        )}
        <button
          type="button"
          className={classes.button}
          disabled={!valid}
          onClick={() => valid && actions.onAdd(row, n)}
        >
          {labels.addToFight}
        </button>
        {actions.onEdit && (
          <button
            type="button"
            className={classes.button}
            data-variant="default"
            onClick={() => actions.onEdit?.(row)}
          >
            {readOnly ? labels.editCopy : labels.edit}
          </button>
        )}
        {(actions.onDuplicate || (actions.onDelete && !readOnly)) && (
          <MoreMenu
            key={row.id}
            row={row}
            actions={actions}
            readOnly={readOnly}
            label={view.moreLabel}
            labels={labels}
          />
        )}
      </div>
    </div>
  );
});
