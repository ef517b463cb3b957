import { memo, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Select, TextInput } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { LibraryIndex } from '../../../shared/library';
import type { SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { EntryLine, type EntryActions } from './EntryLine';
import { entryLabels, type EntryLabels } from './entry-view';
import { languageOf } from '../../i18n/language';
import classes from './EntryList.module.css';
import { TEXT_LIMITS } from '../../../shared/limits';

/** Above this many entries found, the list is virtualised (only the entries in view are in the page). */
const VIRTUALIZE_FROM = 40;

/** The list's box: the window's height less the page above it (as tall as its entries when fewer). */
const SCROLLER_HEIGHT = 'max(240px, 100dvh - 300px)';

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

/**
 * A closed dropdown is not in the page: Mantine's Combobox keeps its options mounted (hidden) by
 * default, which for the tag filter is every tag of the list (300 with the open bestiary), drawn
 * again whenever they change.
 */
export const CLOSED_UNMOUNTED = { keepMounted: false } as const;

/** The search box; memoised so that the list's deferred redraw does not draw it again. */
const SearchBox = memo(function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      maxLength={TEXT_LIMITS.search}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      style={{ flex: 1 }}
    />
  );
});

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
      comboboxProps={CLOSED_UNMOUNTED}
    />
  );
});

interface ResultsProps {
  found: LibraryRow[];
  labels: EntryLabels;
  actions: EntryActions;
  extra?: (row: LibraryRow) => ReactNode;
  showSystem: boolean;
}

/** Before the list's box is measured, the virtualiser counts on a box this large (a first paint with rows). */
const INITIAL_RECT = { width: 1024, height: 600 };

/**
 * The count and the entries found, in a box of their own (at most the window's height, less the page
 * above it) where each entry has a fixed height, so that nothing is measured as the GM types or
 * scrolls. Up to VIRTUALIZE_FROM entries all are in the page; beyond, only those in view and a few
 * around. The rows are places in the list (keyed by position, not by entry): as the GM types, each
 * keeps its elements and shows another entry — texts change, little is taken out of the page or put
 * in, and crossing VIRTUALIZE_FROM changes nothing of the page's structure.
 * Memoised: it redraws when the (deferred) result changes only.
 */
const Results = memo(function Results({ found, actions, extra, showSystem, labels }: ResultsProps) {
  const parent = useRef<HTMLDivElement>(null);
  const size = extra ? ROW_WITH_EXTRA_HEIGHT : ROW_HEIGHT;
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns functions React Compiler cannot memoise; this component is not compiled.
  const virtualizer = useVirtualizer({
    count: found.length,
    getScrollElement: () => parent.current,
    estimateSize: () => size,
    overscan: 3,
    initialRect: INITIAL_RECT,
  });
  const all = found.length <= VIRTUALIZE_FROM;
  const items = all
    ? found.map((_, index) => ({ index, start: index * size }))
    : virtualizer.getVirtualItems().map(({ index, start }) => ({ index, start }));
  const total = found.length * size;
  return (
    <>
      <div className={classes.dim} aria-live="polite">
        {labels.found(found.length)}
      </div>
      <div
        ref={parent}
        className={classes.scroller}
        style={{ height: `min(${total}px, ${SCROLLER_HEIGHT})` }}
        data-testid="library-scroller"
      >
        <div role="list" aria-label={labels.entries} style={{ height: total }}>
          {items.map(({ index, start }) => {
            const r = found[index];
            return (
              <div
                key={index}
                className={classes.slot}
                style={{ height: size, transform: `translateY(${start}px)` }}
              >
                <EntryLine
                  row={r}
                  actions={actions}
                  extra={extra?.(r)}
                  showSystem={showSystem}
                  labels={labels}
                />
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
});

/**
 * Entries with a search box (accent-insensitive, French and English names, tags) and a tag
 * filter. The typed text paints at once; the list follows (deferred: typing never waits for it),
 * virtualised when long, its rows light (EntryLine).
 */
export function EntryList(props: EntryListProps) {
  const { t, i18n } = useTranslation();
  const labels = useMemo(() => entryLabels(t, languageOf(i18n.language)), [t, i18n.language]);
  return <SearchedEntries {...props} labels={labels} />;
}

/**
 * The list and its search state. Apart from EntryList so that a keystroke, which changes this state,
 * does not run the translation hook again (react-i18next's `useTranslation` costs about a
 * millisecond a render, twice a keystroke: the typed text, then the deferred list).
 */
const SearchedEntries = memo(function SearchedEntries({
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
  labels,
}: EntryListProps & { labels: EntryLabels }) {
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
      <div className={classes.searchLine}>
        <SearchBox
          label={searchLabel}
          placeholder={labels.searchPlaceholder}
          value={query}
          onChange={setQuery}
        />
        <TagFilter tags={tags} tag={tag} onChange={setTag} />
      </div>
      <Results found={found} actions={actions} extra={extra} showSystem={system === null} labels={labels} />
    </div>
  );
});
