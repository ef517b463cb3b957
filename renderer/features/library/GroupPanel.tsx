import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EngineError, parseHpEntry, type CombatantId, type Encounter } from '../../../shared/combat';
import { getProcedures } from '../../../shared/rules';
import type { GestureStep } from '../../fight';
import { groupsOf, toggleGroupFold, useUnfoldedGroups, type GroupView } from './group-view';

/** Props of the groups panel. */
export interface GroupPanelProps {
  encounter: Encounter;
  run(steps: GestureStep[]): boolean;
}

function GroupCard({ g, run, unfolded }: { g: GroupView; run: GroupPanelProps['run']; unfolded: boolean }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<CombatantId>>(new Set());
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = g.members.filter((m) => selected.has(m.id));
  const toggle = (id: CombatantId) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const apply = () => {
    if (chosen.length === 0) {
      setError(t('libraryScreen.groups.noneSelected'));
      return;
    }
    try {
      // One gesture for every selected member: one undo takes it all back.
      if (run(chosen.map((m) => parseHpEntry(m.id, entry)))) {
        setEntry('');
        setError(null);
      }
    } catch (e) {
      if (e instanceof EngineError) setError(e.message);
      else throw e;
    }
  };
  const init = g.members[0].initiative.result;
  return (
    <Paper withBorder p="xs" aria-label={t('libraryScreen.groups.label', { name: g.name })} role="group">
      <Group justify="space-between" wrap="nowrap">
        <Group gap={6}>
          <Text fw={600}>
            {g.name} ×{g.members.length}
          </Text>
          {g.shared && (
            <Badge variant="light">{t('libraryScreen.groups.sharedInit', { value: init ?? '–' })}</Badge>
          )}
        </Group>
        <Group gap={4}>
          {g.shared && (
            <Button size="compact-xs" variant="subtle" onClick={() => toggleGroupFold(g.name)}>
              {unfolded ? t('libraryScreen.groups.fold') : t('libraryScreen.groups.unfold')}
            </Button>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => run([{ type: 'group-split', group: g.name }])}
          >
            {t('libraryScreen.groups.split')}
          </Button>
        </Group>
      </Group>
      <Group gap="xs" mt={4}>
        {g.members.map((m) => (
          <Checkbox
            key={m.id}
            size="xs"
            checked={selected.has(m.id)}
            onChange={() => toggle(m.id)}
            label={`${m.name} ${m.hp.current}/${m.hp.max}`}
          />
        ))}
      </Group>
      <Group gap={4} mt={4} wrap="nowrap">
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => setSelected(new Set(g.members.map((m) => m.id)))}
        >
          {t('libraryScreen.groups.all')}
        </Button>
        <TextInput
          size="xs"
          w={110}
          aria-label={t('libraryScreen.groups.hpEntry', { name: g.name })}
          placeholder="-6"
          value={entry}
          error={error}
          onChange={(e) => {
            setEntry(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
        />
        <Text size="xs" c="dimmed">
          {t('libraryScreen.groups.selected', { count: chosen.length })}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * Les groupes du combat: each group of identical monsters, its shared initiative, fold/unfold in
 * the order, split, and one HP entry (« -6 ») for the members ticked — one gesture, one undo.
 */
export function GroupPanel({ encounter, run }: GroupPanelProps) {
  const { t } = useTranslation();
  const unfolded = useUnfoldedGroups();
  const groups = groupsOf(encounter);
  if (groups.length === 0) return null;
  const mode = encounter.options.groupInitiative ?? 'individual';
  return (
    <Stack gap={6}>
      {getProcedures(encounter.system).initiative.groupChoice && (
        <Group gap="xs">
          <Text size="sm">{t('libraryScreen.groups.initiative')}</Text>
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(v) =>
              run([
                {
                  type: 'options-changed',
                  options: { groupInitiative: v === 'shared' ? 'shared' : 'individual' },
                },
              ])
            }
            data={[
              { value: 'individual', label: t('libraryScreen.groups.individual') },
              { value: 'shared', label: t('libraryScreen.groups.shared') },
            ]}
          />
        </Group>
      )}
      {groups.map((g) => (
        <GroupCard key={g.name} g={g} run={run} unfolded={unfolded.has(g.name)} />
      ))}
    </Stack>
  );
}
