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
import { COMMANDS, formatHotkey, type Command, type CommandContext } from '../commands/registry';
import { languageOf } from '../i18n/language';
import { searchText, TEXT_LIMITS } from '../../shared/limits';
import { notifications } from '@mantine/notifications';
import { diceDetail, isDiceNotation, rollFromPalette } from '../features/dice';
import type { Typeahead } from '../components/typeahead';
import { keyOf } from '../commands/keys';
import { bindingsStore, noticeKeys } from '../commands/bindings';
import { useValue } from '../store';

/** Props of the command palette. */
export interface CommandPaletteProps {
  /** What the commands act on. */
  context: CommandContext;
  /** The system whose reference results rank first. */
  system: SystemId;
  /** The keys typed between Ctrl+K and the field's focus. Default: none kept. */
  typeahead?: Typeahead;
}

/** One line of the palette: what it shows and what it does. */
interface PaletteEntry {
  id: string;
  label: string;
  description?: string;
  hotkey?: string;
  /** Why it cannot run now (shown greyed, with this reason); absent when it can. */
  unavailable?: string;
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
    description: entry.unavailable ?? entry.description,
    rightSection: entry.hotkey,
    onClick: entry.run,
    ...(entry.unavailable ? { 'aria-disabled': true, leftSection: '⊘' } : {}),
  };
}

/**
 * The palette (Ctrl+K): the registry's commands, then the quick reference — every table, condition
 * and rule summary of every system — so that a table is open one Enter after the word is typed.
 * Mantine Spotlight provides the dialog and keyboard handling; filtering is ours (accent-insensitive).
 */
export function CommandPalette({ context, system, typeahead }: CommandPaletteProps) {
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
  // The index is read once the page is idle, so that the first word typed finds it ready.
  useEffect(() => {
    const load = () => void loadReferenceIndex().then(setIndex);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(load, 1000);
    return () => window.clearTimeout(timer);
  }, []);

  const bindings = useValue(bindingsStore);
  const groups = useMemo(() => {
    const q = fold(searched).trim();
    const hotkeyOf = (c: Command) => {
      const key = keyOf(c, bindings);
      return key ? formatHotkey(key, language) : undefined;
    };
    // What can run now; once the GM types, what matches but cannot run now too, greyed, with why
    // (« Stabiliser — Personne n’est mourant. ») — never a « Tour suivant » offered before a fight runs.
    const commands: PaletteEntry[] = COMMANDS.filter((c) => c.id !== 'palette.open')
      .filter((c) => !q || fold(t(`commands.${c.id}`)).includes(q))
      .map((c) => ({ c, why: (c as Command).enabled?.(context) ?? null }))
      .filter(({ why }) => why === null || q !== '')
      .sort((a, b) => Number(a.why !== null) - Number(b.why !== null))
      .map(({ c, why }) => ({
        id: c.id,
        label: t(`commands.${c.id}`),
        hotkey: hotkeyOf(c),
        unavailable:
          why === null ? undefined : t(`commandUnavailable.${why}`, noticeKeys(bindings, language)),
        run: () =>
          why === null
            ? c.run(context)
            : notifications.show({
                id: 'command-unavailable',
                message: t(`commandUnavailable.${why}`, noticeKeys(bindings, language)),
              }),
      }));
    const dice: PaletteEntry[] = isDiceNotation(searched)
      ? [
          {
            id: 'dice.roll',
            label: t('palette.roll', { notation: searched.trim() }),
            description: t('palette.rollHint'),
            run: () => {
              const roll = rollFromPalette(searched);
              if (roll)
                notifications.show({
                  id: 'palette-roll',
                  message: t('palette.rolled', {
                    notation: roll.notation,
                    total: roll.total,
                    detail: diceDetail(roll),
                  }),
                });
            },
          },
        ]
      : [];
    const hits = index && q.length >= 2 ? index.search(searched, { system, limit: 8 }) : [];
    const reference: PaletteEntry[] = hits.map((hit) => ({
      id: hit.doc.id,
      label: hit.doc.title[language],
      description: `${t(`reference.kind.${hit.doc.kind}`)} · ${systemShortName(hit.doc.system)}`,
      run: () => context.navigate('reference', hitKey(hit)),
    }));
    return [
      { group: t('palette.dice'), entries: dice },
      { group: t('palette.commands'), entries: commands },
      { group: t('palette.reference'), entries: reference },
    ].filter((g) => g.entries.length > 0);
  }, [searched, t, language, context, system, index, bindings]);

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
      // The dialog's name for screen readers (it has no title of its own).
      attributes={{ content: { 'aria-label': t('palette.open') } }}
      onSpotlightOpen={() => void loadReferenceIndex().then(setIndex)}
      // Emptied as it closes, not after its closing animation: Ctrl+K pressed again at once starts afresh.
      onSpotlightClose={() => setQuery('')}
      // While the reference index loads, « no match » would be wrong: it says it is searching.
      nothingFound={wantsReference && !index ? t('palette.searching') : t('palette.nothing')}
      scrollable
      maxHeight={460}
      searchProps={{
        placeholder: t('palette.placeholder'),
        'aria-label': t('palette.placeholder'),
        maxLength: TEXT_LIMITS.search,
        // What the GM typed between Ctrl+K and this field's focus (components/typeahead.ts).
        onFocus: () => {
          const typed = typeahead?.take() ?? '';
          if (typed) setQuery((q) => q + typed);
        },
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
