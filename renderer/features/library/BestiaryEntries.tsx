import { useMemo } from 'react';
import { foldText } from '../../../shared/library';
import { useTranslation } from 'react-i18next';
import type { LibraryRow } from '../../db';
import { EntryList, type EntryListProps } from './EntryList';
import { isStarterRow } from './creature-row';
import { isOpenRow, useOpenBestiary, type OpenBestiaryState } from './open-bestiary';
import classes from './EntryList.module.css';

/** Props of the bestiary's list: the GM's own rows, and what EntryList takes besides its rows. */
export interface BestiaryEntriesProps extends Omit<EntryListProps, 'rows' | 'isReadOnly'> {
  /** The GM's bestiary rows (IndexedDB), open rows stored for a fight among them. */
  own: readonly LibraryRow[];
}

/**
 * A creature's keys for « the same creature »: its system with its name, and with its English name.
 * A starter creature and an open one are the same if one key matches: PF1's by English name, 3.5's
 * open « Goblin, 1st-Level Warrior » took the starter's French name « Gobelin ».
 */
const creatureKeys = (r: LibraryRow): string[] =>
  [r.name, r.stats?.nameEn].filter((n): n is string => !!n).map((n) => `${r.system}|${foldText(n)}`);

/**
 * The bestiary of a system as the GM searches it: the GM's own entries first, then the system's open
 * bestiary (every system's with « Tous les systèmes »), loaded on first use and kept in memory, in the
 * GM's language. An open row stored for a fight (in either language) is shown once, from the loaded
 * bestiary; an open creature of the same name (French or English) as a loaded starter creature is not
 * shown (the starter's is).
 */
export function BestiaryEntries({ own, system, ...list }: BestiaryEntriesProps) {
  const open = useOpenBestiary(system);
  const rows = useMemo(() => {
    if (open.rows.length === 0) return own;
    const mine = own.filter((r) => !(isOpenRow(r) && open.systems.has(r.system)));
    // The starter bestiary's creatures are the same as the open ones, hand-checked: the GM who loaded
    // them sees each once (the starter's).
    const starter = new Set(own.filter(isStarterRow).flatMap(creatureKeys));
    const openShown =
      starter.size === 0 ? open.rows : open.rows.filter((r) => !creatureKeys(r).some((k) => starter.has(k)));
    return [...mine, ...openShown];
  }, [own, open.rows, open.systems]);
  return (
    <div>
      <OpenStatus status={open.status} count={open.rows.length} />
      <EntryList rows={rows} system={system} isReadOnly={isOpenRow} {...list} />
    </div>
  );
}

/** How many open creatures the list holds, or that they are loading, or could not be loaded. */
function OpenStatus({ status, count }: { status: OpenBestiaryState['status']; count: number }) {
  const { t } = useTranslation();
  if (status === 'none') return null;
  const text =
    status === 'loading'
      ? t('libraryScreen.open.loading')
      : status === 'failed'
        ? t('libraryScreen.open.failed')
        : t('libraryScreen.open.loaded', { count });
  return (
    <div className={classes.dim} role={status === 'failed' ? 'alert' : 'status'}>
      {text}
    </div>
  );
}
