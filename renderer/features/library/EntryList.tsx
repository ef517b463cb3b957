import { memo, useDeferredValue, useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LibraryIndex } from '../../../shared/library';
import { getProcedures, getSystem, type SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { fighterSummary } from '../tracker';
import { readInteger } from '../tracker';
import { entrySummary } from './entry-summary';

/** Most rows drawn at once: the search narrows the rest (2,000 entries filter in well under a frame). */
const LIST_LIMIT = 30;

/** What a list's row may do; absent actions are not shown (the tracker's picker only adds). */
export interface EntryActions {
  onAdd(row: LibraryRow, count: number): void;
  onEdit?(row: LibraryRow): void;
  onDuplicate?(row: LibraryRow): void;
  onDelete?(row: LibraryRow): void;
}

/** Props of a list of entries with its search and tag filter. */
export interface EntryListProps extends EntryActions {
  /** The entries of this list (one kind). */
  rows: readonly LibraryRow[];
  /** Only this system; null: every system. */
  system: SystemId | null;
  /** Shown under an entry (a party member's state). */
  extra?(row: LibraryRow): React.ReactNode;
  /** Accessible name of the search box. */
  searchLabel: string;
}

const EntryLine = memo(function EntryLine({
  row,
  actions,
  extra,
  showSystem,
}: {
  row: LibraryRow;
  actions: EntryActions;
  extra?: React.ReactNode;
  showSystem: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [count, setCount] = useState('1');
  const fighter = row.combatant.fighter ? fighterSummary(row.combatant.fighter, i18n.language) : '';
  const n = readInteger(count);
  const valid = typeof n === 'number' && n >= 1 && n <= 100;
  return (
    <Group justify="space-between" wrap="nowrap" role="listitem" aria-label={row.name} py={4}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600}>{row.name}</Text>
          {showSystem && (
            <Badge size="xs" variant="outline" color="gray">
              {getSystem(row.system).name.fr}
            </Badge>
          )}
          {row.stats?.nameEn && (
            <Text size="xs" c="dimmed">
              {row.stats.nameEn}
            </Text>
          )}
          {(row.stats?.tags ?? []).slice(0, 3).map((tag) => (
            <Badge key={tag} size="xs" variant="light">
              {tag}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {entrySummary(
            row,
            (k) => t(`tracker.defence.${k}`),
            t('tracker.field.hp'),
            getProcedures(row.system).library.xp.crName?.[i18n.language.startsWith('en') ? 'en' : 'fr'] ??
              t('libraryScreen.field.cr'),
          )}
        </Text>
        {fighter && (
          <Text size="xs" c="dimmed">
            {fighter}
          </Text>
        )}
        {extra}
      </Stack>
      <Group gap={4} wrap="nowrap">
        {row.kind === 'bestiary' && (
          <TextInput
            size="xs"
            w={52}
            aria-label={t('libraryScreen.count', { name: row.name })}
            value={count}
            error={!valid}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => setCount(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && valid) actions.onAdd(row, n);
            }}
          />
        )}
        <Button size="compact-sm" disabled={!valid} onClick={() => valid && actions.onAdd(row, n)}>
          {t('libraryScreen.addToFight')}
        </Button>
        {actions.onEdit && (
          <Button size="compact-sm" variant="default" onClick={() => actions.onEdit?.(row)}>
            {t('libraryScreen.edit')}
          </Button>
        )}
        {(actions.onDuplicate || actions.onDelete) && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('libraryScreen.more', { name: row.name })}>
                ⋯
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {actions.onDuplicate && (
                <Menu.Item onClick={() => actions.onDuplicate?.(row)}>
                  {t('libraryScreen.duplicate')}
                </Menu.Item>
              )}
              {actions.onDelete && (
                <Menu.Item color="red" onClick={() => actions.onDelete?.(row)}>
                  {t('libraryScreen.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Group>
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
    />
  );
});

/** The count and the rows found; memoised: it redraws when the (deferred) result changes only. */
const Results = memo(function Results({
  found,
  actions,
  extra,
  showSystem,
}: {
  found: LibraryRow[];
  actions: EntryActions;
  extra?: (row: LibraryRow) => React.ReactNode;
  showSystem: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="xs" c="dimmed" aria-live="polite">
        {t('libraryScreen.found', { count: found.length })}
        {found.length > LIST_LIMIT ? ` · ${t('libraryScreen.narrow', { count: LIST_LIMIT })}` : ''}
      </Text>
      <Stack gap={0} role="list" aria-label={t('libraryScreen.entries')}>
        {found.slice(0, LIST_LIMIT).map((r) => (
          <EntryLine key={r.id} row={r} actions={actions} extra={extra?.(r)} showSystem={showSystem} />
        ))}
      </Stack>
    </>
  );
});

/**
 * Entries with a search box (accent-insensitive, French and English names, tags) and a tag
 * filter. The typed text paints at once; the list follows (deferred) and draws at most LIST_LIMIT.
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
}: EntryListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const deferred = useDeferredValue(query);
  const index = useMemo(() => new LibraryIndex(rows), [rows]);
  const tags = useMemo(() => index.tags(), [index]);
  const found = useMemo(() => index.filter({ query: deferred, system, tag }), [index, deferred, system, tag]);
  const actions = useMemo<EntryActions>(
    () => ({ onAdd, onEdit, onDuplicate, onDelete }),
    [onAdd, onEdit, onDuplicate, onDelete],
  );
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          type="search"
          aria-label={searchLabel}
          placeholder={t('libraryScreen.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <TagFilter tags={tags} tag={tag} onChange={setTag} />
      </Group>
      <Results found={found} actions={actions} extra={extra} showSystem={system === null} />
    </Stack>
  );
}
