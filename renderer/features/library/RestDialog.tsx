import { useMemo, useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { previewRest, type RestKind, type RestLine } from '../../../shared/library';
import { createSeededRng, getProcedures, type SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { effectLabel } from './effect-label';
import { restDetail } from './rest-detail';

/** Props of the rest dialog. */
export interface RestDialogProps {
  system: SystemId;
  /** The party members of that system. */
  members: readonly LibraryRow[];
  onClose(): void;
  /** Applies the preview's lines (one gesture, undoable). */
  onApply(lines: RestLine[]): void;
}

function seed(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0] % 2_000_000_000;
}

/** « Repos »: the system's rests, what each gives every party member, then « Appliquer ». */
export function RestDialog({ system, members, onClose, onApply }: RestDialogProps) {
  const { t, i18n } = useTranslation();
  const rests = getProcedures(system).rests;
  const [kind, setKind] = useState<RestKind>(rests[0].kind);
  const [diceSeed] = useState(seed);
  const lines = useMemo(
    () =>
      previewRest(
        system,
        kind,
        members.map((m) => ({
          id: m.id,
          name: m.name,
          hpMax: m.combatant.hpMax,
          level: m.stats?.level,
          con: m.combatant.fighter?.con,
          hitDie: m.stats?.hpFormula,
          staminaMax: m.combatant.staminaMax,
          resolveMax: m.combatant.resolveMax,
          state: m.party ?? { hpCurrent: m.combatant.hpMax, nonlethal: 0, conditions: [], resources: '' },
        })),
        createSeededRng(diceSeed),
        (what) => effectLabel(system, what, i18n.language),
      ),
    [system, kind, members, diceSeed, i18n.language],
  );
  const source = rests.find((r) => r.kind === kind)?.source ?? '';
  return (
    <Modal opened onClose={onClose} title={t('libraryScreen.rest.title')} size="lg">
      <Stack gap="sm">
        {rests.length > 1 && (
          <SegmentedControl
            // Three rests (Starfinder) do not fit side by side at 1366 px: one under the other.
            orientation={rests.length > 2 ? 'vertical' : 'horizontal'}
            fullWidth
            value={kind}
            onChange={(k) => setKind(rests.find((r) => r.kind === k)?.kind ?? kind)}
            data={rests.map((r) => ({ value: r.kind, label: t(`libraryScreen.rest.${r.kind}`) }))}
          />
        )}
        {rests.length === 1 && <Text fw={600}>{t(`libraryScreen.rest.${kind}`)}</Text>}
        <Text size="xs" c="dimmed">
          {source}
        </Text>
        <Table aria-label={t('libraryScreen.rest.preview')}>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.name}</Table.Td>
                <Table.Td>
                  {t('tracker.field.hp')} {l.before.hpCurrent} → {l.after.hpCurrent}
                </Table.Td>
                <Table.Td>{restDetail(l, system, t, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {lines.length === 0 && <Text c="dimmed">{t('libraryScreen.party.empty')}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('tracker.cancel')}
          </Button>
          <Button disabled={lines.length === 0} onClick={() => onApply(lines)}>
            {t('libraryScreen.rest.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
