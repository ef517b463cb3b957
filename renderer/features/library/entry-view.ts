/**
 * What a list's row shows of an entry, worked out once per entry and language (issue 31: the
 * Library's list at 3,500 entries). A row's texts — its summary line, its labels — took about ten
 * translation calls each time it was drawn, and a keystroke draws every row in view again; here they
 * are made when an entry is first shown in a language and kept beside it (a WeakMap: an entry the
 * Library no longer holds takes its texts with it).
 */
import type { TFunction } from 'i18next';
import { getProcedures, type SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { fighterSummary, type DefenceKey } from '../../combatant';
import type { Language } from '../../i18n/messages';
import { entrySummary, maneuverSummary } from './entry-summary';
import { systemName } from './system-name';

/** The words every row of a list shares, in one language: made once per list and language. */
export interface EntryLabels {
  language: Language;
  t: TFunction;
  hp: string;
  /** Hit dice, short (« DV », « HD »). */
  hd: string;
  defence(key: DefenceKey): string;
  /** The system's word for a challenge rating (« FP », « NC »), else the Library's. */
  cr(system: SystemId): string;
  addToFight: string;
  edit: string;
  editCopy: string;
  openChip: string;
  entries: string;
  searchPlaceholder: string;
  duplicate: string;
  delete: string;
  /** « 12 fiches » (made once per count: a plural's translation is among the slowest). */
  found(count: number): string;
}

function labelsOf(t: TFunction, language: Language): EntryLabels {
  const crFallback = t('libraryScreen.field.cr');
  const defences = new Map<DefenceKey, string>();
  const counts = new Map<number, string>();
  return {
    language,
    t,
    hp: t('tracker.field.hp'),
    hd: t('libraryScreen.hdShort'),
    defence: (key) => {
      let label = defences.get(key);
      if (label === undefined) {
        label = t(`tracker.defence.${key}`);
        defences.set(key, label);
      }
      return label;
    },
    cr: (system) => getProcedures(system).library.xp.crName?.[language] ?? crFallback,
    addToFight: t('libraryScreen.addToFight'),
    edit: t('libraryScreen.edit'),
    editCopy: t('libraryScreen.open.editCopy'),
    openChip: t('libraryScreen.open.chip'),
    entries: t('libraryScreen.entries'),
    searchPlaceholder: t('libraryScreen.searchPlaceholder'),
    duplicate: t('libraryScreen.duplicate'),
    delete: t('libraryScreen.delete'),
    found: (count) => {
      let text = counts.get(count);
      if (text === undefined) {
        text = t('libraryScreen.found', { count });
        counts.set(count, text);
      }
      return text;
    },
  };
}

const shared = new Map<Language, EntryLabels>();

/**
 * The labels of the lists in `language`, the same object for every list while the texts are the
 * same (so that an entry's texts, kept with the labels they were made with, outlive a list), made
 * again when the language's texts have changed (the English texts arrive as a chunk of their own).
 */
export function entryLabels(t: TFunction, language: Language): EntryLabels {
  const kept = shared.get(language);
  if (kept && kept.addToFight === t('libraryScreen.addToFight') && kept.hp === t('tracker.field.hp'))
    return kept;
  const labels = labelsOf(t, language);
  shared.set(language, labels);
  return labels;
}

/** What a row shows of its entry. */
export interface EntryView {
  /** « PV 30 (4d8+12) · CA 17 · … · BBA +3 · For 21 · Grand (G) » */
  summary: string;
  /** The English name when it is not the name shown. */
  nameEn?: string;
  /** The first three tags. */
  tags: readonly string[];
  systemName: string;
  countLabel: string;
  moreLabel: string;
}

const views = new WeakMap<LibraryRow, { labels: EntryLabels; view: EntryView }>();

function viewOf(row: LibraryRow, labels: EntryLabels): EntryView {
  const { language, t } = labels;
  const stats = entrySummary(row, labels.defence, labels.hp, labels.cr(row.system), labels.hd);
  const maneuvers = maneuverSummary(row, language);
  const fighter = row.combatant.fighter ? fighterSummary(row.combatant.fighter, language) : '';
  const summary = [stats, maneuvers, fighter].filter(Boolean).join(' · ');
  const nameEn = row.stats?.nameEn;
  return {
    summary,
    ...(nameEn && nameEn !== row.name ? { nameEn } : {}),
    tags: (row.stats?.tags ?? []).slice(0, 3),
    systemName: systemName(row.system, language),
    countLabel: t('libraryScreen.count', { name: row.name }),
    moreLabel: t('libraryScreen.more', { name: row.name }),
  };
}

/** The texts of `row` under `labels`: made the first time, then the same object. */
export function entryView(row: LibraryRow, labels: EntryLabels): EntryView {
  const kept = views.get(row);
  if (kept?.labels === labels) return kept.view;
  const view = viewOf(row, labels);
  views.set(row, { labels, view });
  return view;
}
