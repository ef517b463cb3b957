import { useCallback, useMemo } from 'react';
import { Drawer, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SystemId } from '../../../shared/rules';
import { deleteLibraryEntry, useLibrary, useLibrarySettings, type LibraryRow } from '../../db';
import type { GestureStep } from '../../fight';
import { BestiaryEntries } from './BestiaryEntries';
import { EntryList } from './EntryList';
import { storeForFight } from './open-bestiary';
import { entrySteps } from './fight-additions';

/** Props of the tracker's library drawer. */
export interface LibraryPickerDrawerProps {
  opened: boolean;
  system: SystemId;
  onClose(): void;
  /** Applies one gesture to the fight. */
  run(steps: GestureStep[]): boolean;
}

/**
 * The party and bestiary of the fight's system (its open bestiary too), searchable, to add N copies in
 * one gesture (their HP rolled by the engine from the entry's hit dice, or the average — the
 * Library's setting).
 */
export function LibraryPickerDrawer({ opened, system, onClose, run }: LibraryPickerDrawerProps) {
  const { t } = useTranslation();
  const rows = useLibrary(system);
  const settings = useLibrarySettings();
  const party = useMemo(() => (rows ?? []).filter((r) => r.kind === 'party'), [rows]);
  const bestiary = useMemo(() => (rows ?? []).filter((r) => r.kind === 'bestiary'), [rows]);
  const hpMode = settings?.hpMode ?? 'roll';
  const onAdd = useCallback(
    (row: LibraryRow, count: number) => {
      // An open bestiary's row is stored first: the attack helper finds its stat block by name.
      void storeForFight(row).then(() => run(entrySteps(row, count, hpMode)));
    },
    [run, hpMode],
  );
  const onDelete = useCallback((row: LibraryRow) => void deleteLibraryEntry(row.id), []);
  const tabs = [
    { value: 'party', label: 'tracker.library.party', search: 'libraryScreen.searchParty', rows: party },
    {
      value: 'bestiary',
      label: 'tracker.library.bestiary',
      search: 'libraryScreen.searchBestiary',
      rows: bestiary,
    },
  ] as const;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={t('tracker.library.title')}>
      <Tabs defaultValue={party.length > 0 ? 'party' : 'bestiary'}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="sm">
            {tab.value === 'bestiary' ? (
              <BestiaryEntries
                own={tab.rows}
                system={system}
                searchLabel={t(tab.search)}
                onAdd={onAdd}
                onDelete={onDelete}
              />
            ) : (
              <EntryList
                rows={tab.rows}
                system={system}
                searchLabel={t(tab.search)}
                onAdd={onAdd}
                onDelete={onDelete}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Drawer>
  );
}
