import { useState } from 'react';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePhrase } from '../../log';
import type { Encounter } from '../../../shared/combat';
import { logJson, logMarkdown, partyWriteBack, type FightSummary } from '../../../shared/library';
import { getProcedures } from '../../../shared/rules';
import { markPartyWrittenBack, saveLibraryEntries, type LibraryRow } from '../../db';
import { exportEncounterFile } from '../files';
import { effectLabel } from './effect-label';
import { combatantOfRow } from './fight-additions';
import { downloadText, showUndoNotice } from './undo-notice';

/** Props of the end-of-fight summary. */
export interface FightSummaryDialogProps {
  encounter: Encounter;
  summary: FightSummary;
  /** The party members of the fight's system, as the Library holds them. */
  party: readonly LibraryRow[];
  /** When the party was already written back from this fight (it is not offered again); null: not yet. */
  writtenBack?: number | null;
  onClose(): void;
}

function fileBase(enc: Encounter): string {
  return (enc.name || 'combat').replace(/[^\p{L}\p{N}_-]+/gu, '-');
}

/**
 * « Bilan du combat »: rounds, who fell, damage dealt and taken, conditions still on, XP; then
 * write the party's state back to the Library (undoable), export the log, save the encounter.
 */
export function FightSummaryDialog({
  encounter,
  summary,
  party,
  writtenBack = null,
  onClose,
}: FightSummaryDialogProps) {
  const { t, i18n } = useTranslation();
  const phrase = usePhrase(encounter.system);
  // Written back already (recorded with the stored fight): never offered twice, so a later rest is
  // never overwritten by a fight reopened afterwards.
  const [written, setWritten] = useState(writtenBack !== null);
  const label = (e: Encounter['effects'][number]) => effectLabel(encounter.system, e.what, i18n.language);
  const writeBack = () => {
    const members = party.map((r) => ({
      id: r.id,
      name: r.name,
      combatant: combatantOfRow(r),
      party: r.party,
    }));
    const changes = partyWriteBack(encounter, members, label);
    const before = party.filter((r) => changes.some((c) => c.id === r.id));
    const after = before.map((r) => ({ ...r, party: changes.find((c) => c.id === r.id)?.after }));
    void saveLibraryEntries(after)
      .then(() => markPartyWrittenBack(encounter.id, Date.now()))
      .then(() => {
        setWritten(true);
        showUndoNotice(
          t('libraryScreen.summary.written', { count: after.length }),
          t('libraryScreen.undo'),
          () =>
            saveLibraryEntries(before)
              .then(() => markPartyWrittenBack(encounter.id, null))
              .then(() => setWritten(false)),
        );
      });
  };
  const inFight = party.filter((r) => encounter.combatants.some((c) => c.name === r.name));
  const xpRule = getProcedures(encounter.system).library.xp;
  const lang = i18n.language.startsWith('en') ? 'en' : 'fr';
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('libraryScreen.summary.title', { name: encounter.name })}
    >
      <Stack gap="sm">
        <Text>
          {t('libraryScreen.summary.rounds', { count: summary.rounds })}
          {' · '}
          {summary.fallen.length > 0
            ? t('libraryScreen.summary.fallen', { names: summary.fallen.join(', ') })
            : t('libraryScreen.summary.noneFell')}
        </Text>
        <Table aria-label={t('libraryScreen.summary.table')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('libraryScreen.summary.combatant')}</Table.Th>
              <Table.Th>{t('libraryScreen.summary.dealt')}</Table.Th>
              <Table.Th>{t('libraryScreen.summary.taken')}</Table.Th>
              <Table.Th>{t('tracker.field.hp')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.name}</Table.Td>
                <Table.Td>{l.dealt}</Table.Td>
                <Table.Td>{l.taken}</Table.Td>
                <Table.Td>{l.hpText}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {summary.conditions.length > 0 && (
          <Text size="sm">
            {t('libraryScreen.summary.conditions')}{' '}
            {summary.conditions.map((c) => `${c.target} : ${c.label}`).join(' · ')}
          </Text>
        )}
        <Text size="sm">
          {summary.xpTotal === null
            ? t('libraryScreen.summary.noXp')
            : t('libraryScreen.summary.xp', { total: summary.xpTotal, each: summary.xpEach ?? 0 })}
        </Text>
        <Text size="xs" c="dimmed" data-testid="xp-rule">
          {xpRule.note[lang]}
          {xpRule.share && ` ${xpRule.share.note[lang]}`}
        </Text>
        <Group>
          <Button disabled={written || inFight.length === 0} onClick={writeBack}>
            {written ? t('libraryScreen.summary.writtenButton') : t('libraryScreen.summary.writeBack')}
          </Button>
          <Button
            variant="default"
            onClick={() =>
              downloadText(logMarkdown(encounter, phrase), `${fileBase(encounter)}.md`, 'text/markdown')
            }
          >
            {t('libraryScreen.summary.exportMd')}
          </Button>
          <Button
            variant="default"
            onClick={() =>
              downloadText(logJson(encounter, phrase), `${fileBase(encounter)}.json`, 'application/json')
            }
          >
            {t('libraryScreen.summary.exportJson')}
          </Button>
          <Button variant="default" onClick={() => void exportEncounterFile(encounter)}>
            {t('libraryScreen.summary.save')}
          </Button>
          <Button variant="subtle" onClick={onClose}>
            {t('libraryScreen.summary.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
