import { useState } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IntegerInput } from '../../components/IntegerInput';
import { useTranslation } from 'react-i18next';
import { combatantId, type CombatantId, type Encounter } from '../../../shared/combat';
import { getProcedures } from '../../../shared/rules';
import type { GestureStep } from '../../fight';
import { pageRng } from '../dice';
import { useDieField } from '../../commands/die-fields';
import { phraseLine } from '../../log';
import {
  attackVsDefLine,
  attackVsDefNeeded,
  opposedTestLine,
  thac0AttackLine,
  thac0AttackNeeded,
  type HelperResult,
} from './test-helpers';
import { RefusalAlert } from './RefusalAlert';
import { languageOf } from '../../i18n/language';

/** Props of the CO / osr helpers. */
export interface TestHelperProps {
  encounter: Encounter;
  attackerId: CombatantId;
  run(steps: GestureStep[]): boolean;
  onClose(): void;
}

function Field({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: number | null;
  onChange(v: number | null): void;
  min?: number;
  max?: number;
}) {
  return (
    <IntegerInput
      w={170}
      label={label}
      value={value ?? ''}
      min={min}
      max={max}
      onChange={(v) => onChange(typeof v === 'number' ? v : null)}
    />
  );
}

function DieField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange(v: number | null): void;
}) {
  const { t } = useTranslation();
  const roll = () => onChange(pageRng().nextInt(1, 20));
  const ref = useDieField<HTMLDivElement>(roll, value === null);
  return (
    <Group ref={ref} align="flex-end" gap="xs">
      <Field label={label} value={value} onChange={onChange} min={1} max={20} />
      <Button variant="default" onClick={roll}>
        {t('maneuvers.die.roll')}
      </Button>
    </Group>
  );
}

/**
 * Chroniques Oubliées: « test en opposition » and an attack against DEF; osr: an attack from THAC0
 * and the target's AC. The roll needed is shown live; the result goes into the combat log.
 */
export function TestHelper({ encounter, attackerId, run, onClose }: TestHelperProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const co = getProcedures(encounter.system).testHelper === 'opposed';
  const me = encounter.combatants.find((c) => c.id === attackerId)!;
  const [mode, setMode] = useState<'opposed' | 'attack'>(co ? 'opposed' : 'attack');
  const [targetId, setTargetId] = useState<string | null>(null);
  const target = encounter.combatants.find((c) => c.id === targetId);
  const [modA, setModA] = useState<number | null>(0);
  const [modB, setModB] = useState<number | null>(0);
  const [dieA, setDieA] = useState<number | null>(null);
  const [dieB, setDieB] = useState<number | null>(null);
  const [defence, setDefence] = useState<number | null>(null);
  const [thac0, setThac0] = useState<number | null>(me.defences.thac0 ?? 19);
  const pickTarget = (id: string | null) => {
    setTargetId(id);
    const c = encounter.combatants.find((x) => x.id === id);
    setDefence((co ? c?.defences.def : c?.defences.descendingAc) ?? null);
  };
  const ready = target !== undefined && dieA !== null && modA !== null;
  let result: HelperResult | null = null;
  let needed: number | null = null;
  if (target && mode === 'attack' && defence !== null && modA !== null) {
    needed = co
      ? attackVsDefNeeded(modA, defence)
      : thac0 === null
        ? null
        : thac0AttackNeeded(thac0, defence, modA);
  }
  if (ready && mode === 'opposed' && dieB !== null && modB !== null)
    result = opposedTestLine(
      { name: me.name, natural: dieA, modifier: modA },
      { name: target.name, natural: dieB, modifier: modB },
    );
  if (ready && mode === 'attack' && defence !== null) {
    result = co
      ? attackVsDefLine({
          name: me.name,
          target: target.name,
          natural: dieA,
          attackBonus: modA,
          def: defence,
        })
      : thac0 === null
        ? null
        : thac0AttackLine({
            name: me.name,
            target: target.name,
            natural: dieA,
            thac0,
            targetAc: defence,
            modifiers: modA,
          });
  }
  const log = () => {
    if (!result?.ok || !target) return;
    if (
      run([
        {
          type: 'maneuver-resolved',
          attacker: me.id,
          target: target.id,
          summary: result.text,
          line: result.line,
        },
      ])
    )
      onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(co ? 'maneuvers.helper.titleOpposedOrAttack' : 'maneuvers.helper.titleAttack', {
        name: me.name,
      })}
      size="lg"
    >
      <Stack gap="sm">
        {co && (
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v === 'attack' ? 'attack' : 'opposed')}
            data={[
              { value: 'opposed', label: t('maneuvers.helper.opposed') },
              { value: 'attack', label: t('maneuvers.helper.attack') },
            ]}
          />
        )}
        <Text size="xs" c="dimmed">
          {t(
            mode === 'opposed'
              ? 'maneuvers.helper.opposedRule'
              : co
                ? 'maneuvers.helper.attackRuleVsDef'
                : 'maneuvers.helper.attackRuleThac0',
          )}
        </Text>
        <Select
          label={t('maneuvers.target')}
          data={encounter.combatants
            .filter((c) => c.id !== me.id)
            .map((c) => ({ value: c.id, label: c.name }))}
          value={targetId}
          onChange={(v) => pickTarget(v && combatantId(v))}
          searchable
          data-autofocus
        />
        {mode === 'opposed' ? (
          <Group align="flex-end">
            <Stack gap={4}>
              <Field
                label={t('maneuvers.helper.modifierOf', { name: me.name })}
                value={modA}
                onChange={setModA}
              />
              <DieField
                label={t('maneuvers.helper.dieOf', { name: me.name })}
                value={dieA}
                onChange={setDieA}
              />
            </Stack>
            <Stack gap={4}>
              <Field
                label={t('maneuvers.helper.modifierOf', { name: target?.name ?? '…' })}
                value={modB}
                onChange={setModB}
              />
              <DieField
                label={t('maneuvers.helper.dieOf', { name: target?.name ?? '…' })}
                value={dieB}
                onChange={setDieB}
              />
            </Stack>
          </Group>
        ) : (
          <Group align="flex-end">
            {!co && <Field label={t('maneuvers.helper.thac0')} value={thac0} onChange={setThac0} />}
            <Field
              label={t(co ? 'maneuvers.helper.attackBonus' : 'maneuvers.helper.modifiers')}
              value={modA}
              onChange={setModA}
            />
            <Field
              label={t(co ? 'maneuvers.helper.def' : 'maneuvers.helper.ac')}
              value={defence}
              onChange={setDefence}
            />
            <DieField
              label={t('maneuvers.helper.dieOf', { name: me.name })}
              value={dieA}
              onChange={setDieA}
            />
          </Group>
        )}
        {needed !== null && (
          <Text fw={600} data-testid="needed">
            {needed > 20
              ? t('maneuvers.die.impossible')
              : t('maneuvers.die.needed.attacker', { value: needed })}
          </Text>
        )}
        {result &&
          (result.ok ? (
            <Alert color={result.success ? 'green' : 'red'}>
              {phraseLine(result.line, { t, language, system: encounter.system })}
            </Alert>
          ) : (
            <RefusalAlert message={result.message} code={result.code} en={result.en} />
          ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('maneuvers.cancel')}
          </Button>
          <Button disabled={!result?.ok} onClick={log}>
            {t('maneuvers.helper.log')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
