import { Button, Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CombatantInput } from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import { deleteLibraryEntry, useLibrary, type LibraryRow } from '../../db';
import { fighterSummary } from './fighter-fields';
import { defencesSummary } from './defences';

/** Props of the library drawer. */
export interface LibraryDrawerProps {
  opened: boolean;
  system: SystemId;
  onClose(): void;
  /** Adds an entry to the fight. */
  onAdd(input: CombatantInput): void;
}

function EntryList({
  rows,
  system,
  onAdd,
}: {
  rows: LibraryRow[];
  system: SystemId;
  onAdd(i: CombatantInput): void;
}) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('tracker.library.empty')}
      </Text>
    );
  return (
    <Stack gap={6} role="list">
      {rows.map((r) => (
        <Group key={r.id} justify="space-between" wrap="nowrap" role="listitem" aria-label={r.name}>
          <Stack gap={0}>
            <Text fw={600}>{r.name}</Text>
            <Text size="xs" c="dimmed">
              {t('tracker.field.hp')} {r.combatant.hpMax}
              {' · '}
              {defencesSummary(system, r.combatant.defences ?? {}, (k) => t(`tracker.defence.${k}`))}
            </Text>
            {r.combatant.fighter && fighterSummary(r.combatant.fighter, i18n.language) && (
              <Text size="xs" c="dimmed">
                {fighterSummary(r.combatant.fighter, i18n.language)}
              </Text>
            )}
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" onClick={() => onAdd(r.combatant)}>
              {t('tracker.library.add')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => void deleteLibraryEntry(r.id)}
            >
              {t('tracker.library.delete')}
            </Button>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** Party and bestiary of the fight's system (kept in IndexedDB), to add to the fight in one click. */
export function LibraryDrawer({ opened, system, onClose, onAdd }: LibraryDrawerProps) {
  const { t } = useTranslation();
  const rows = useLibrary(system) ?? [];
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('tracker.library.title')}>
      <Tabs defaultValue="party">
        <Tabs.List>
          <Tabs.Tab value="party">{t('tracker.library.party')}</Tabs.Tab>
          <Tabs.Tab value="bestiary">{t('tracker.library.bestiary')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="party" pt="sm">
          <EntryList rows={rows.filter((r) => r.kind === 'party')} system={system} onAdd={onAdd} />
        </Tabs.Panel>
        <Tabs.Panel value="bestiary" pt="sm">
          <EntryList rows={rows.filter((r) => r.kind === 'bestiary')} system={system} onAdd={onAdd} />
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
