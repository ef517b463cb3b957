import { localeOf } from '../../../shared/locale';
import { useCallback, useMemo, useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { RestLine } from '../../../shared/library';
import { getProcedures, SYSTEM_IDS, type SystemId } from '../../../shared/rules';
import {
  saveLibraryEntries,
  saveLibraryEntry,
  takeLibraryEntries,
  useAllLibrary,
  useLibrarySettings,
  writeLibrarySetting,
  type LibraryRow,
} from '../../db';
import { EncountersTab } from './EncountersTab';
import { EntryEditor } from './EntryEditor';
import { BestiaryEntries } from './BestiaryEntries';
import { CLOSED_UNMOUNTED, EntryList, type EntrySearch } from './EntryList';
import { addToFight, entrySteps, partySteps, restInFight } from './fight-additions';
import { isOpenRow, storeForFight } from './open-bestiary';
import { partyLine } from './party-line';
import { RestDialog } from './RestDialog';
import { showUndoNotice } from './undo-notice';
import { systemName } from './system-name';

type Tab = 'party' | 'bestiary' | 'encounters';

/** The search left in each list, found again when the GM comes back to its tab (tabs mount when shown). */
const lastSearch = new Map<Tab, EntrySearch>();
const rememberPartySearch = (s: EntrySearch) => void lastSearch.set('party', s);
const rememberBestiarySearch = (s: EntrySearch) => void lastSearch.set('bestiary', s);

/** Sends the GM to the Combat screen, where the added combatants are. */
function goToCombat(): void {
  window.location.hash = '/combat';
}

/**
 * La Bibliothèque: the party (with its state between fights and the rests), the bestiary (stat
 * blocks, search, tags, the starter bestiary, the system's open bestiary) and every stored encounter.
 */
export function LibraryPage() {
  const { t, i18n } = useTranslation();
  const all = useAllLibrary();
  const settings = useLibrarySettings();
  const [tab, setTab] = useState<Tab>('party');
  const [system, setSystem] = useState<SystemId | null>(null);
  const [editing, setEditing] = useState<{ row?: LibraryRow; kind: LibraryRow['kind'] } | null>(null);
  const [resting, setResting] = useState(false);
  const rows = useMemo(() => all ?? [], [all]);
  const party = useMemo(() => rows.filter((r) => r.kind === 'party'), [rows]);
  const bestiary = useMemo(() => rows.filter((r) => r.kind === 'bestiary'), [rows]);
  // The rest follows the chosen system, or the party's own when « Tous les systèmes » shows a party
  // of one system (a GM back from a fight finds « Repos… » ready); a party of several systems asks.
  const restSystem = useMemo(() => {
    if (system !== null) return system;
    const systems = new Set(party.map((r) => r.system));
    return systems.size === 1 ? [...systems][0] : null;
  }, [system, party]);
  const hpMode = settings?.hpMode ?? 'roll';

  const onAdd = useCallback(
    (row: LibraryRow, count: number) => {
      // An open bestiary's creature is stored as it enters a fight: the fight's attack helper and
      // its end-of-fight XP find their creature among the stored rows (open-bestiary.ts).
      const stored = storeForFight(row);
      const addition = { system: row.system, label: row.name, steps: entrySteps(row, count, hpMode) };
      // No fight open: one is made for this, named after today, with the party as in any new one.
      const date = new Intl.DateTimeFormat(localeOf(i18n.language), {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date());
      const others = rows.filter((r) => r.id !== row.id);
      const newFight = {
        name: t('libraryToFight.newFightName', { date }),
        party: settings?.partyJoins === false ? [] : partySteps(others, row.system),
      };
      void stored
        .then(() => addToFight(addition, newFight))
        .then((result) => {
          goToCombat();
          if (result === 'created')
            notifications.show({
              message: t('libraryToFight.created', {
                fight: newFight.name,
                system: getProcedures(row.system).shortName,
                name: row.name,
                count: row.kind === 'party' ? 1 : count,
              }),
            });
          if (result === 'wrong-system')
            notifications.show({
              color: 'orange',
              message: t('libraryScreen.wrongSystem', {
                name: row.name,
                system: systemName(row.system, i18n.language),
              }),
            });
        });
    },
    [hpMode, rows, settings?.partyJoins, t, i18n.language],
  );
  const onDuplicate = useCallback(
    (row: LibraryRow) => {
      const copy: LibraryRow = {
        ...row,
        id: `${row.system}:${row.kind}:${crypto.randomUUID()}`,
        name: t('libraryScreen.copyName', { name: row.name }),
        savedAt: Date.now(),
      };
      void saveLibraryEntry(copy);
    },
    [t],
  );
  const onDelete = useCallback(
    (row: LibraryRow) => {
      void takeLibraryEntries([row.id]).then((taken) =>
        showUndoNotice(t('libraryScreen.deleted', { name: row.name }), t('libraryScreen.undo'), () =>
          saveLibraryEntries(taken),
        ),
      );
    },
    [t],
  );
  // An open bestiary's row is edited as a copy of the GM's own, under an id of its own: a new version
  // of the open data never replaces it.
  const onEdit = useCallback(
    (row: LibraryRow) =>
      setEditing({
        row: isOpenRow(row) ? { ...row, id: `${row.system}:${row.kind}:${crypto.randomUUID()}` } : row,
        kind: row.kind,
      }),
    [],
  );
  const applyRest = (lines: RestLine[]) => {
    const before = party.filter((r) => lines.some((l) => l.id === r.id));
    const after = before.map((r) => ({ ...r, party: lines.find((l) => l.id === r.id)?.after }));
    void saveLibraryEntries(after).then(() =>
      showUndoNotice(t('libraryScreen.rest.done'), t('libraryScreen.undo'), () => saveLibraryEntries(before)),
    );
    // The party members in the open fight are healed there too (one gesture of the fight).
    const healed = restSystem ? restInFight(lines, restSystem) : 0;
    if (healed > 0) notifications.show({ message: t('libraryScreen.rest.inFight', { count: healed }) });
    setResting(false);
  };
  const loadStarter = () => {
    // The starter bestiaries are the app's biggest data: their code is loaded on this click only.
    void import('./starter').then(async ({ starterRows }) => {
      const starter = starterRows(Date.now());
      await saveLibraryEntries(starter);
      notifications.show({ message: t('libraryScreen.starterLoaded', { count: starter.length }) });
    });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}>{t('nav.library')}</Title>
        <Select
          aria-label={t('libraryScreen.systemFilter')}
          w={280}
          value={system ?? 'all'}
          allowDeselect={false}
          onChange={(s) => setSystem(SYSTEM_IDS.find((id) => id === s) ?? null)}
          data={[
            { value: 'all', label: t('libraryScreen.allSystems') },
            ...SYSTEM_IDS.map((s) => ({ value: s, label: systemName(s, i18n.language) })),
          ]}
          comboboxProps={CLOSED_UNMOUNTED}
        />
      </Group>
      <Tabs
        keepMounted={false}
        value={tab}
        onChange={(v) => setTab(v === 'bestiary' || v === 'encounters' ? v : 'party')}
      >
        <Tabs.List>
          <Tabs.Tab value="party">{t('libraryScreen.tab.party')}</Tabs.Tab>
          <Tabs.Tab value="bestiary">{t('libraryScreen.tab.bestiary')}</Tabs.Tab>
          <Tabs.Tab value="encounters">{t('libraryScreen.tab.encounters')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="party" pt="sm">
          <Stack gap="xs">
            <Group>
              <Button onClick={() => setEditing({ kind: 'party' })}>{t('libraryScreen.newPc')}</Button>
              <Button
                variant="default"
                disabled={restSystem === null}
                aria-describedby={restSystem === null && party.length > 0 ? 'rest-which-system' : undefined}
                onClick={() => setResting(true)}
              >
                {t('libraryScreen.rest.button')}
              </Button>
              {restSystem === null && party.length > 0 && (
                <Text id="rest-which-system" size="xs" c="dimmed">
                  {t('libraryScreen.rest.whichSystem')}
                </Text>
              )}
              <Checkbox
                label={t('libraryScreen.partyJoins')}
                checked={settings?.partyJoins ?? true}
                onChange={(e) => void writeLibrarySetting('partyJoins', e.currentTarget.checked)}
              />
            </Group>
            <EntryList
              rows={party}
              system={system}
              searchLabel={t('libraryScreen.searchParty')}
              initialSearch={lastSearch.get('party')}
              onSearchChange={rememberPartySearch}
              extra={(r) => partyLine(r, t)}
              onAdd={onAdd}
              onEdit={onEdit}
              onDuplicate={onDuplicate}
              onDelete={onDelete}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="bestiary" pt="sm">
          <Stack gap="xs">
            <Group>
              <Button onClick={() => setEditing({ kind: 'bestiary' })}>
                {t('libraryScreen.newCreature')}
              </Button>
              <Button variant="default" onClick={loadStarter}>
                {t('libraryScreen.loadStarter')}
              </Button>
              <Select
                aria-label={t('libraryScreen.hpMode')}
                w={240}
                value={hpMode}
                allowDeselect={false}
                onChange={(v) => void writeLibrarySetting('hpMode', v === 'average' ? 'average' : 'roll')}
                data={[
                  { value: 'roll', label: t('libraryScreen.hpRoll') },
                  { value: 'average', label: t('libraryScreen.hpAverage') },
                ]}
                comboboxProps={CLOSED_UNMOUNTED}
              />
            </Group>
            <BestiaryEntries
              own={bestiary}
              system={system}
              searchLabel={t('libraryScreen.searchBestiary')}
              initialSearch={lastSearch.get('bestiary')}
              onSearchChange={rememberBestiarySearch}
              onAdd={onAdd}
              onEdit={onEdit}
              onDuplicate={onDuplicate}
              onDelete={onDelete}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="encounters" pt="sm">
          <EncountersTab system={system} onOpened={goToCombat} />
        </Tabs.Panel>
      </Tabs>
      {editing && (
        <EntryEditor
          editing={editing.row}
          kind={editing.kind}
          system={system ?? 'dnd35'}
          onClose={() => setEditing(null)}
          onSave={(row) => {
            void saveLibraryEntry(row).then(() => setEditing(null));
          }}
        />
      )}
      {resting && restSystem && (
        <RestDialog
          system={restSystem}
          members={party.filter((r) => r.system === restSystem)}
          onClose={() => setResting(false)}
          onApply={applyRest}
        />
      )}
    </Stack>
  );
}
