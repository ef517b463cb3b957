import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Grid, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getSystem, SYSTEM_IDS, type SystemId } from '../../../shared/rules';
import {
  recordReferenceLookup,
  setReferencePinned,
  useReferencePins,
  useReferenceRecent,
  useSettings,
  writeSetting,
} from '../../db';
import { ReferenceItemView } from './ReferenceItemView';
import { ReferenceList } from './ReferenceList';
import { getReferenceIndex } from './search';
import { targetKey, type ReferenceTarget } from './target';
import { TEXT_LIMITS } from '../../../shared/limits';
import { languageOf } from '../../i18n/language';

const NONE: readonly string[] = [];

/** Props of the reference browser. */
export interface ReferenceBrowserProps {
  /** The system listed first (the encounter's, or the GM's choice). */
  system: SystemId;
  /** Changes the listed system. */
  onSystemChange(system: SystemId): void;
  /** What is shown, if anything. */
  selected: ReferenceTarget | undefined;
  /** Shows a target. */
  onSelect(target: ReferenceTarget): void;
  /** Narrow layout for the side panel: list above the view. Default false. */
  compact?: boolean;
}

/** Search box, system choice, list and the item view: the heart of the Référence screen and side panel. */
export function ReferenceBrowser({
  system,
  onSystemChange,
  selected,
  onSelect,
  compact = false,
}: ReferenceBrowserProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const [query, setQuery] = useState('');
  const [terms, setTerms] = useState<readonly string[]>([]);
  const deferred = useDeferredValue(query);
  const hits = useMemo(
    () => (deferred.trim() ? getReferenceIndex().search(deferred, { system, limit: 20 }) : undefined),
    [deferred, system],
  );
  useEffect(() => {
    // Build the search index once the screen has painted, not at the first keystroke.
    const id = setTimeout(() => getReferenceIndex(), 0);
    return () => clearTimeout(id);
  }, []);
  const pins = useReferencePins() ?? NONE;
  const recent = useReferenceRecent() ?? NONE;
  const selectedKey = selected && targetKey(selected);
  const displayTable = useSettings()?.displayTable ?? null;

  const open = useCallback(
    (target: ReferenceTarget, matched: readonly string[] = []) => {
      setTerms(matched);
      onSelect(target);
      void recordReferenceLookup(targetKey(target));
    },
    [onSelect],
  );
  // The list and the open item are memoised: a keystroke repaints the search box at once, and
  // the results follow (deferred) without re-rendering a large table on every key.
  const results = useMemo(
    () => (
      <ReferenceList
        system={system}
        hits={hits}
        pins={pins}
        recent={recent}
        selectedKey={selectedKey}
        onSelect={open}
      />
    ),
    [system, hits, pins, recent, selectedKey, open],
  );

  const list = (
    <Stack gap="sm">
      <TextInput
        autoFocus
        type="search"
        aria-label={t('reference.search')}
        placeholder={t('reference.searchPlaceholder')}
        maxLength={TEXT_LIMITS.search}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          // The list may still show an earlier query (deferred): Enter opens the best hit of what is typed.
          const current = deferred === query ? hits : getReferenceIndex().search(query, { system, limit: 1 });
          const first = query.trim() ? current?.[0] : undefined;
          if (first) {
            const { doc } = first;
            open(
              doc.kind === 'table'
                ? { kind: 'table', system: doc.system, id: doc.targetId, row: doc.row }
                : { kind: doc.kind, system: doc.system, id: doc.targetId },
              first.terms,
            );
          }
        }}
      />
      <Select
        size="xs"
        label={t('reference.system')}
        allowDeselect={false}
        value={system}
        onChange={(v) => onSystemChange(SYSTEM_IDS.find((s) => s === v) ?? system)}
        data={SYSTEM_IDS.map((s) => ({ value: s, label: getSystem(s).name[lang] }))}
      />
      {results}
    </Stack>
  );
  const view = useMemo(
    () =>
      selected ? (
        <ReferenceItemView
          target={selected}
          terms={terms}
          pinned={pins.includes(targetKey(selected))}
          onTogglePin={() =>
            void setReferencePinned(targetKey(selected), !pins.includes(targetKey(selected)))
          }
          onDisplay={displayTable === targetKey(selected)}
          onToggleDisplay={() =>
            void writeSetting(
              'displayTable',
              displayTable === targetKey(selected) ? null : targetKey(selected),
            )
          }
        />
      ) : (
        <Text c="dimmed" mt="xl">
          {t('reference.chooseHint')}
        </Text>
      ),
    [selected, terms, pins, displayTable, t],
  );
  if (compact) {
    return (
      <Stack>
        {view}
        {list}
      </Stack>
    );
  }
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>{list}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>{view}</Grid.Col>
    </Grid>
  );
}
