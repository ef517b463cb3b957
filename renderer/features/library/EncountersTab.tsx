import { localeOf } from '../../../shared/locale';
import { useState } from 'react';
import { Badge, Button, Group, Menu, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SystemId } from '../../../shared/rules';
import { readStoredFight, useEncounterList, type EncounterListItem } from '../../db';
import { exportEncounterFile } from '../files';
import { getFightStore } from '../../fight';
import { showUndoNotice } from './undo-notice';
import { systemName } from './system-name';
import { textLimitProps } from '../../components/text-limit';

/** Props of the encounters tab. */
export interface EncountersTabProps {
  system: SystemId | null;
  /** Called once a fight was made current (the page goes to the Combat screen). */
  onOpened(): void;
}

/**
 * Renames a stored fight, through the fight store: the fight open here by a gesture
 * (`encounter-renamed`: undoable, in the log), another one under its writer lock (refused, with a
 * notice, when another window leads it).
 */
async function renameStoredFight(id: string, name: string): Promise<void> {
  const store = getFightStore();
  const open = store.getSnapshot().encounter;
  if (open?.id === id && open.name === name) return;
  await store.stored.rename(id, name);
}

function RenameDialog({ item, onClose }: { item: EncounterListItem; onClose(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(item.name);
  return (
    <Modal opened onClose={onClose} title={t('libraryScreen.encounters.renameTitle')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) void renameStoredFight(item.id, name.trim()).then(onClose);
        }}
      >
        <Stack>
          <TextInput
            label={t('libraryScreen.encounters.name')}
            value={name}
            {...textLimitProps(name, 'encounterName', t)}
            error={name.trim() ? undefined : t('libraryScreen.error.required')}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('tracker.cancel')}
            </Button>
            <Button type="submit">{t('libraryScreen.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Makes a stored fight the current one and has the fight store open it: the store's pending writes
 * go first, so the fight on screen does not become the latest again behind the GM's back. A fight
 * another window leads is not touched (the store says so).
 */
async function openStoredFight(id: string): Promise<void> {
  const store = getFightStore();
  await store.flush();
  if (await store.stored.makeCurrent(id)) await store.reload();
}

/** Rencontres: every stored fight, prepared or played — open, duplicate, rename, delete, export. */
export function EncountersTab({ system, onOpened }: EncountersTabProps) {
  const { t, i18n } = useTranslation();
  const list = useEncounterList();
  const [renaming, setRenaming] = useState<EncounterListItem | null>(null);
  const shown = (list ?? []).filter((e) => system === null || e.system === system);
  const date = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' });
  const remove = (item: EncounterListItem) =>
    void getFightStore()
      .stored.remove(item.id)
      .then((fight) => {
        if (fight)
          showUndoNotice(t('libraryScreen.deleted', { name: item.name }), t('libraryScreen.undo'), () =>
            getFightStore().stored.restore(fight),
          );
      });
  const exportFight = (item: EncounterListItem) =>
    void readStoredFight(item.id).then((fight) => (fight ? exportEncounterFile(fight.state) : undefined));
  if (list && shown.length === 0) return <Text c="dimmed">{t('libraryScreen.encounters.empty')}</Text>;
  return (
    <>
      <Table aria-label={t('libraryScreen.tab.encounters')} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('libraryScreen.encounters.name')}</Table.Th>
            <Table.Th>{t('libraryScreen.field.system')}</Table.Th>
            <Table.Th>{t('libraryScreen.encounters.date')}</Table.Th>
            <Table.Th>{t('libraryScreen.encounters.round')}</Table.Th>
            <Table.Th>{t('libraryScreen.encounters.state')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((item) => (
            <Table.Tr key={item.id} aria-label={item.name}>
              <Table.Td>
                {item.name}
                <Text span size="xs" c="dimmed" ml={6}>
                  {t('libraryScreen.encounters.combatants', { count: item.combatants })}
                </Text>
              </Table.Td>
              <Table.Td>{systemName(item.system, i18n.language)}</Table.Td>
              <Table.Td>{date.format(item.updatedAt)}</Table.Td>
              <Table.Td>{item.phase === 'setup' ? '–' : item.round}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={item.phase === 'running' ? 'green' : 'gray'}>
                  {t(`libraryScreen.encounters.phase.${item.phase}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Button size="compact-sm" onClick={() => void openStoredFight(item.id).then(onOpened)}>
                    {t('libraryScreen.encounters.open')}
                  </Button>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={t('libraryScreen.more', { name: item.name })}
                      >
                        ⋯
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        onClick={() =>
                          void getFightStore().stored.duplicate(
                            item.id,
                            crypto.randomUUID(),
                            t('libraryScreen.copyName', { name: item.name }),
                          )
                        }
                      >
                        {t('libraryScreen.duplicate')}
                      </Menu.Item>
                      <Menu.Item onClick={() => setRenaming(item)}>
                        {t('libraryScreen.encounters.rename')}
                      </Menu.Item>
                      <Menu.Item onClick={() => exportFight(item)}>
                        {t('libraryScreen.encounters.export')}
                      </Menu.Item>
                      <Menu.Item color="red" onClick={() => remove(item)}>
                        {t('libraryScreen.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {renaming && <RenameDialog item={renaming} onClose={() => setRenaming(null)} />}
    </>
  );
}
