import { LazyMenu } from '../../components/LazyMenu';
import { memo, useState, type ReactNode } from 'react';
import { Menu } from '@mantine/core';
import type { TFunction } from 'i18next';
import { getProcedures } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { fighterSummary, readInteger } from '../../combatant';
import { entrySummary, maneuverSummary } from './entry-summary';
import { systemName } from './system-name';
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
  /** The list's translation function and language (one subscription for the list, not one per row). */
  t: TFunction;
  language: string;
}

/**
 * The entry's ⋯ menu (duplicate, delete). Mantine's Menu is mounted the first time the GM opens it,
 * not with each of the rows the list shows (as the tracker's rows do).
 */
function MoreMenu({
  row,
  actions,
  readOnly,
  t,
}: {
  row: LibraryRow;
  actions: EntryActions;
  readOnly: boolean;
  t: TFunction;
}) {
  return (
    <LazyMenu className={classes.more} label={t('libraryScreen.more', { name: row.name })}>
      {actions.onDuplicate && (
        <Menu.Item onClick={() => actions.onDuplicate?.(row)}>{t('libraryScreen.duplicate')}</Menu.Item>
      )}
      {actions.onDelete && !readOnly && (
        <Menu.Item color="red" onClick={() => actions.onDelete?.(row)}>
          {t('libraryScreen.delete')}
        </Menu.Item>
      )}
    </LazyMenu>
  );
}

/**
 * One entry, two lines high (three with a party member's state): its name (system, English name,
 * three tags), a summary of its stat block and manoeuvre stats, and what can be done with it — N copies « Ajouter au combat » (Enter in the count field adds them), edit, ⋯.
 * Memoised: a row whose entry did not change is not rendered again as the GM types.
 */
export const EntryLine = memo(function EntryLine({
  row,
  actions,
  extra,
  showSystem,
  t,
  language,
}: EntryLineProps) {
  const [count, setCount] = useState('1');
  const en = language.startsWith('en');
  const fighter = row.combatant.fighter ? fighterSummary(row.combatant.fighter, language) : '';
  const n = readInteger(count);
  const valid = typeof n === 'number' && n >= 1 && n <= 100;
  const stats = entrySummary(
    row,
    (k) => t(`tracker.defence.${k}`),
    t('tracker.field.hp'),
    getProcedures(row.system).library.xp.crName?.[en ? 'en' : 'fr'] ?? t('libraryScreen.field.cr'),
  );
  const maneuvers = maneuverSummary(row, language);
  const readOnly = actions.isReadOnly?.(row) ?? false;
  const summary = maneuvers ? `${stats} · ${maneuvers}` : stats;
  return (
    <div className={classes.row} role="listitem" aria-label={row.name}>
      <div className={classes.main}>
        <div className={classes.nameLine}>
          <span className={classes.name}>{row.name}</span>
          {showSystem && (
            <span className={classes.chip} data-variant="outline">
              {systemName(row.system, language)}
            </span>
          )}
          {readOnly && (
            <span className={classes.chip} data-variant="outline" title={row.stats?.source}>
              {t('libraryScreen.open.chip')}
            </span>
          )}
          {row.stats?.nameEn && row.stats.nameEn !== row.name && (
            <span className={classes.dim}>{row.stats.nameEn}</span>
          )}
          {(row.stats?.tags ?? []).slice(0, 3).map((tag) => (
            <span key={tag} className={classes.chip}>
              {tag}
            </span>
          ))}
        </div>
        <div className={classes.dim} title={fighter ? `${summary} · ${fighter}` : summary}>
          {fighter ? `${summary} · ${fighter}` : summary}
        </div>
        {extra}
      </div>
      <div className={classes.actions}>
        {row.kind === 'bestiary' && (
          <input
            className={classes.count}
            inputMode="numeric"
            aria-label={t('libraryScreen.count', { name: row.name })}
            aria-invalid={!valid}
            value={count}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => setCount(e.currentTarget.value)}
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
          {t('libraryScreen.addToFight')}
        </button>
        {actions.onEdit && (
          <button
            type="button"
            className={classes.button}
            data-variant="default"
            onClick={() => actions.onEdit?.(row)}
          >
            {t(readOnly ? 'libraryScreen.open.editCopy' : 'libraryScreen.edit')}
          </button>
        )}
        {(actions.onDuplicate || (actions.onDelete && !readOnly)) && (
          <MoreMenu row={row} actions={actions} readOnly={readOnly} t={t} />
        )}
      </div>
    </div>
  );
});
