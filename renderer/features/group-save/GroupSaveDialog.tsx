/**
 * « Jet de sauvegarde de groupe » (issue 28 part 1): a fireball on six goblins in one gesture. The
 * save and its DC (none in B/X: each creature's own number), the damage once (« 6d6 feu » rolled,
 * or a total), what a success does, the targets (a group, names, the start of names) with each
 * one's figure and, for the players, the roll they typed (empty: Paravent rolls it). Enter applies
 * — one event, one Ctrl+Z —, Échap cancels.
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { figuresOf } from '../../../shared/combat';
import type { Combatant, CombatantId, Encounter, EncounterEvent } from '../../../shared/combat';
import { getProcedures, type SaveRules } from '../../../shared/rules';
import { readInteger, tickedMembers } from '../../combatant';
import { useLanguage } from '../../i18n/language';
import { groupSaveEvent, namedTargets, readDamage, readSaveRoll } from './group-save-form';
import type { SaveRollTyped } from './group-save-form';
import { closeGroupSave, useGroupSaveRequest } from './open-group-save';

/** Props of the host of the group save dialog. */
export interface GroupSaveHostProps {
  encounter: Encounter;
  run(events: EncounterEvent[]): boolean;
}

/** The dialog, mounted while it is asked for. */
export function GroupSaveHost({ encounter, run }: GroupSaveHostProps) {
  const request = useGroupSaveRequest();
  if (!request) return null;
  return <GroupSaveDialog encounter={encounter} run={run} from={request.from} />;
}

const DEFAULT_SAVE: Record<SaveRules['kind'], string> = { bonus: 'ref', ability: 'dex', target: 'breath' };

/**
 * The targets the dialog starts from: the members ticked in the group cards, else the group of the
 * row it was opened from (or that row alone).
 */
function firstTargets(encounter: Encounter, from: CombatantId | null): string {
  const ticked = new Set(tickedMembers());
  const chosen = encounter.combatants.filter((x) => ticked.has(x.id));
  if (chosen.length > 0) return chosen.map((x) => x.name).join(', ');
  const c = encounter.combatants.find((x) => x.id === from);
  if (!c) return '';
  return c.group ?? c.name;
}

function signed(n: number): string {
  return n < 0 ? `\u2212${-n}` : `+${n}`;
}

function GroupSaveDialog({ encounter, run, from }: GroupSaveHostProps & { from: CombatantId | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = getProcedures(encounter.system).saves;
  const [save, setSave] = useState(rules ? DEFAULT_SAVE[rules.kind] : '');
  const [dcText, setDcText] = useState('');
  const [damageText, setDamageText] = useState('');
  const [onSuccess, setOnSuccess] = useState<'half' | 'none'>('half');
  const [targetsText, setTargetsText] = useState(() => firstTargets(encounter, from));
  const [typed, setTyped] = useState<ReadonlyMap<CombatantId, string>>(new Map());
  const [error, setError] = useState<{ field: 'dc' | 'damage' | 'targets' | 'rolls'; text: string } | null>(
    null,
  );
  if (!rules) {
    return (
      <Modal opened onClose={closeGroupSave} title={t('groupSave.title')}>
        <Alert color="gray">{t('groupSave.notInRules')}</Alert>
      </Modal>
    );
  }
  const targets = namedTargets(encounter.combatants, targetsText);
  const withDc = rules.kind !== 'target';
  const figureText = (c: Combatant): string => {
    const figures = figuresOf(encounter, c);
    const value = figures.values[save];
    const evasion =
      save === rules.evasionSave && figures.evasion ? ` · ${t(`groupSave.evasion.${figures.evasion}`)}` : '';
    if (value === undefined) return t('groupSave.noFigure');
    const shown = rules.kind === 'target' ? String(value) : signed(value);
    const superior = figures.superior?.includes(save) ? ` · ${t('groupSave.superior')}` : '';
    return `${shown}${figures.savesAs ? ` (${figures.savesAs})` : ''}${evasion}${superior}`;
  };
  const submit = () => {
    const dc = withDc ? readInteger(dcText) : undefined;
    if (withDc && typeof dc !== 'number') {
      setError({ field: 'dc', text: t('groupSave.dcNeeded') });
      return;
    }
    const damage = readDamage(damageText);
    if (!damage.ok) {
      setError({ field: 'damage', text: t(`groupSave.damageWrong.${damage.reason}`, { word: damage.word }) });
      return;
    }
    if (targets.length === 0) {
      setError({ field: 'targets', text: t('groupSave.noTargets') });
      return;
    }
    const totals = new Map<CombatantId, SaveRollTyped>();
    for (const c of targets) {
      const raw = typed.get(c.id) ?? '';
      const read = readSaveRoll(raw);
      if (!read.ok) {
        const key = read.reason === 'd20' ? 'groupSave.rollD20Wrong' : 'groupSave.rollWrong';
        setError({ field: 'rolls', text: t(key, { name: c.name, value: raw.trim() }) });
        return;
      }
      if (read.roll) totals.set(c.id, read.roll);
    }
    const event = groupSaveEvent({
      targets: targets.map((c) => c.id),
      save,
      dc: typeof dc === 'number' ? dc : undefined,
      typed: totals,
      damage,
      onSuccess,
    });
    if (run([event])) closeGroupSave();
  };
  const fieldError = (field: NonNullable<typeof error>['field']) =>
    error?.field === field ? error.text : null;
  return (
    <Modal opened onClose={closeGroupSave} title={t('groupSave.title')} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          <Group grow align="flex-start">
            <NativeSelect
              label={t(rules.kind === 'ability' ? 'groupSave.ability' : 'groupSave.save')}
              value={save}
              data={rules.saves.map((s) => ({ value: s.id, label: s.name[lang] }))}
              onChange={(e) => setSave(e.currentTarget.value)}
            />
            {withDc && (
              <TextInput
                label={t(rules.kind === 'ability' ? 'groupSave.difficulty' : 'groupSave.dc')}
                inputMode="numeric"
                maxLength={5}
                value={dcText}
                error={fieldError('dc')}
                data-autofocus
                onChange={(e) => {
                  setDcText(e.currentTarget.value);
                  setError(null);
                }}
              />
            )}
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label={t('groupSave.damage')}
              description={t('groupSave.damageHint')}
              value={damageText}
              maxLength={60}
              error={fieldError('damage')}
              {...(withDc ? {} : { 'data-autofocus': true })}
              onChange={(e) => {
                setDamageText(e.currentTarget.value);
                setError(null);
              }}
            />
            <NativeSelect
              label={t('groupSave.onSuccess')}
              description={rules.evasionSave ? t('groupSave.onSuccessHint') : undefined}
              value={onSuccess}
              data={[
                { value: 'half', label: t('groupSave.half') },
                { value: 'none', label: t('groupSave.none') },
              ]}
              onChange={(e) => setOnSuccess(e.currentTarget.value === 'none' ? 'none' : 'half')}
            />
          </Group>
          <TextInput
            label={t('groupSave.targets')}
            description={t('groupSave.targetsHint')}
            value={targetsText}
            maxLength={200}
            error={fieldError('targets')}
            onChange={(e) => {
              setTargetsText(e.currentTarget.value);
              setError(null);
            }}
          />
          <Table withRowBorders={false} verticalSpacing={2} aria-label={t('groupSave.targetsTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('groupSave.name')}</Table.Th>
                <Table.Th>{t('groupSave.figure')}</Table.Th>
                <Table.Th>{t('groupSave.roll')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {targets.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{figureText(c)}</Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      w={160}
                      maxLength={16}
                      aria-label={t('groupSave.rollOf', { name: c.name })}
                      placeholder={t('groupSave.rolled')}
                      value={typed.get(c.id) ?? ''}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setTyped((m) => new Map(m).set(c.id, value));
                        setError(null);
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {targets.length === 0 && <Text c="dimmed">{t('groupSave.nobody')}</Text>}
          {error?.field === 'rolls' && (
            <Text c="red" role="alert">
              {error.text}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={closeGroupSave}>
              {t('groupSave.cancel')}
            </Button>
            <Button type="submit">{t('groupSave.apply', { count: targets.length })}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
