import { memo, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LibraryIndex } from '../../../shared/library';
import type { SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { EntryLine, type EntryActions } from './EntryLine';
import classes from './EntryList.module.css';
import { TEXT_LIMITS } from '../../../shared/limits';

/** Above this many entries found, the list is virtualised (only the entries in view are in the page). */
const VIRTUALIZE_FROM = 40;

/** An entry's height in a virtualised list, in pixels: two lines (EntryLine), three with `extra`. */
const ROW_HEIGHT = 52;
const ROW_WITH_EXTRA_HEIGHT = 72;

/** What the GM typed in a list's search box and chose as its tag. */
export interface EntrySearch {
  query: string;
  tag: string | null;
}

/** Props of a list of entries with its search and tag filter. */
export interface EntryListProps extends EntryActions {
  /** The entries of this list (one kind). */
  rows: readonly LibraryRow[];
  /** Only this system; null: every system. */
  system: SystemId | null;
  /** Shown under an entry (a party member's state). */
  extra?(row: LibraryRow): ReactNode;
  /** Accessible name of the search box. */
  searchLabel: string;
  /** The search to show first (the one the GM left in this tab). Default none. */
  initialSearch?: EntrySearch;
  /** Told of each change of the search (kept by the page while another tab is shown). */
  onSearchChange?(search: EntrySearch): void;
}

/** The tag filter; memoised so a keystroke in the search box does not redraw it. */
const TagFilter = memo(function TagFilter({
  tags,
  tag,
  onChange,
}: {
  tags: string[];
  tag: string | null;
  onChange(tag: string | null): void;
}) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Select
      aria-label={t('libraryScreen.tagFilter')}
      placeholder={t('libraryScreen.tagFilter')}
      data={tags}
      value={tag}
      onChange={onChange}
      clearable
      searchable
      w={180}
    />
  );
});

interface ResultsProps {
  found: LibraryRow[];
  t: TFunction;
  language: string;
  actions: EntryActions;
  extra?: (row: LibraryRow) => ReactNode;
  showSystem: boolean;
}

/** Every entry found, in the page (a party, a narrowed search). */
function PlainResults({ found, actions, extra, showSystem, t, language }: ResultsProps) {
  return (
    <div role="list" aria-label={t('libraryScreen.entries')}>
      {found.map((r) => (
        <EntryLine
          key={r.id}
          row={r}
          actions={actions}
          extra={extra?.(r)}
          showSystem={showSystem}
          t={t}
          language={language}
        />
      ))}
    </div>
  );
}

/**
 * Many entries found (2,000 creatures, an empty search): a scrolling box in which only the entries
 * in view (and a few around) are mounted, each of a fixed height.
 */
function VirtualResults({ found, actions, extra, showSystem, t, language }: ResultsProps) {
  const parent = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns functions React Compiler cannot memoise; this component is not compiled.
  const virtualizer = useVirtualizer({
    count: found.length,
    getScrollElement: () => parent.current,
    // Fixed heights: nothing is measured as the GM types or scrolls (no layout read per row).
    estimateSize: () => (extra ? ROW_WITH_EXTRA_HEIGHT : ROW_HEIGHT),
    getItemKey: (i) => found[i].id,
    overscan: 3,
  });
  return (
    <div ref={parent} className={classes.scroller} data-testid="library-scroller">
      <div
        role="list"
        aria-label={t('libraryScreen.entries')}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const r = found[item.index];
          return (
            <div
              key={item.key}
              className={classes.slot}
              style={{ height: item.size, transform: `translateY(${item.start}px)` }}
            >
              <EntryLine
                row={r}
                actions={actions}
                extra={extra?.(r)}
                showSystem={showSystem}
                t={t}
                language={language}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The count and the entries found; memoised: it redraws when the (deferred) result changes only. */
const Results = memo(function Results(props: ResultsProps) {
  const { found, t } = props;
  return (
    <>
      <div className={classes.dim} aria-live="polite">
        {t('libraryScreen.found', { count: found.length })}
      </div>
      {found.length > VIRTUALIZE_FROM ? <VirtualResults {...props} /> : <PlainResults {...props} />}
    </>
  );
});

/**
 * Entries with a search box (accent-insensitive, French and English names, tags) and a tag
 * filter. The typed text paints at once; the list follows (deferred: typing never waits for it),
 * virtualised when long, its rows light (EntryLine).
 */
export function EntryList({
  rows,
  system,
  extra,
  searchLabel,
  onAdd,
  onEdit,
  onDuplicate,
  onDelete,
  isReadOnly,
  initialSearch,
  onSearchChange,
}: EntryListProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState(initialSearch?.query ?? '');
  const [tag, setTag] = useState<string | null>(initialSearch?.tag ?? null);
  useEffect(() => onSearchChange?.({ query, tag }), [query, tag, onSearchChange]);
  const deferred = useDeferredValue(query);
  // Made once per change of the entries (not per keystroke); it folds their names when the browser
  // is idle after the list is drawn, so that neither the opening nor the first keystroke waits.
  const index = useMemo(() => new LibraryIndex(rows), [rows]);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const id = requestIdleCallback(() => index.warm());
    return () => cancelIdleCallback(id);
  }, [index]);
  const tags = useMemo(() => index.tags(), [index]);
  const found = useMemo(() => index.filter({ query: deferred, system, tag }), [index, deferred, system, tag]);
  const actions = useMemo<EntryActions>(
    () => ({ onAdd, onEdit, onDuplicate, onDelete, isReadOnly }),
    [onAdd, onEdit, onDuplicate, onDelete, isReadOnly],
  );
  return (
    <div>
      <Group gap="xs" wrap="nowrap" mb="xs">
        <TextInput
          type="search"
          aria-label={searchLabel}
          placeholder={t('libraryScreen.searchPlaceholder')}
          maxLength={TEXT_LIMITS.search}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <TagFilter tags={tags} tag={tag} onChange={setTag} />
      </Group>
      <Results
        found={found}
        actions={actions}
        extra={extra}
        showSystem={system === null}
        t={t}
        language={i18n.language}
      />
    </div>
  );
}
