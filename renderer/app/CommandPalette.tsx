import { useEffect, useMemo, useState } from 'react';
import {
  Spotlight,
  spotlight,
  type SpotlightActionData,
  type SpotlightActionGroupData,
} from '@mantine/spotlight';
import { useTranslation } from 'react-i18next';
import {
  fold,
  loadReferenceIndex,
  systemShortName,
  targetKey,
  type ReferenceHit,
  type ReferenceIndex,
} from '../features/reference';
import type { SystemId } from '../../shared/rules';
import { canRun, COMMANDS, formatHotkey, type CommandContext } from '../commands/registry';
import { languageOf } from '../i18n/language';
import { searchText, TEXT_LIMITS } from '../../shared/limits';

/** Props of the command palette. */
export interface CommandPaletteProps {
  /** What the commands act on. */
  context: CommandContext;
  /** The system whose reference results rank first. */
  system: SystemId;
}

/** One line of the palette: what it shows and what it does. */
interface PaletteEntry {
  id: string;
  label: string;
  description?: string;
  hotkey?: string;
  run(): void;
}

function hitKey(hit: ReferenceHit): string {
  const { doc } = hit;
  const key =
    doc.kind === 'table'
      ? targetKey({ kind: 'table', system: doc.system, id: doc.targetId })
      : targetKey({ kind: doc.kind, system: doc.system, id: doc.targetId });
  return doc.row !== undefined ? `${key}@${doc.row}` : key;
}

function toAction(entry: PaletteEntry): SpotlightActionData {
  return {
    id: entry.id,
    label: entry.label,
    description: entry.description,
    rightSection: entry.hotkey,
    onClick: entry.run,
  };
}

/**
 * The palette (Ctrl+K): the registry's commands, then the quick reference — every table, condition
 * and rule summary of every system — so that a table is open one Enter after the word is typed.
 * Mantine Spotlight provides the dialog and keyboard handling; filtering is ours (accent-insensitive).
 */
export function CommandPalette({ context, system }: CommandPaletteProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<ReferenceIndex>();
  // What the palette searches: the first characters of what was typed or pasted (shared/limits.ts).
  const searched = searchText(query);
  const wantsReference = fold(searched).trim().length >= 2;
  useEffect(() => {
    if (wantsReference && !index) void loadReferenceIndex().then(setIndex);
  }, [wantsReference, index]);

  const groups = useMemo(() => {
    const q = fold(searched).trim();
    // Only what can run now: no « Tour suivant » outside a running fight.
    const commands: PaletteEntry[] = COMMANDS.filter((c) => c.id !== 'palette.open' && canRun(c, context))
      .filter((c) => !q || fold(t(`commands.${c.id}`)).includes(q))
      .map((c) => ({
        id: c.id,
        label: t(`commands.${c.id}`),
        hotkey: 'defaultKey' in c ? formatHotkey(c.defaultKey, language) : undefined,
        run: () => c.run(context),
      }));
    const hits = index && q.length >= 2 ? index.search(searched, { system, limit: 8 }) : [];
    const reference: PaletteEntry[] = hits.map((hit) => ({
      id: hit.doc.id,
      label: hit.doc.title[language],
      description: `${t(`reference.kind.${hit.doc.kind}`)} · ${systemShortName(hit.doc.system)}`,
      run: () => context.navigate('reference', hitKey(hit)),
    }));
    return [
      { group: t('palette.commands'), entries: commands },
      { group: t('palette.reference'), entries: reference },
    ].filter((g) => g.entries.length > 0);
  }, [searched, t, language, context, system, index]);

  const actions: SpotlightActionGroupData[] = groups.map((g) => ({
    group: g.group,
    actions: g.entries.map(toAction),
  }));
  const first = groups[0]?.entries[0];

  return (
    <Spotlight
      actions={actions}
      filter={(_query, all) => all}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      onSpotlightOpen={() => void loadReferenceIndex().then(setIndex)}
      nothingFound={t('palette.nothing')}
      scrollable
      maxHeight={460}
      searchProps={{
        placeholder: t('palette.placeholder'),
        'aria-label': t('palette.placeholder'),
        maxLength: TEXT_LIMITS.search,
        onKeyDown: (e) => {
          // Enter runs the first line when none is selected yet (the list changes as one types).
          if (e.key !== 'Enter' || !first) return;
          if (document.querySelector('.mantine-Spotlight-action[data-selected]')) return;
          e.preventDefault();
          spotlight.close();
          first.run();
        },
      }}
    />
  );
}
