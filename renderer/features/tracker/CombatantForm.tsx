import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CombatantInput, Defences, Side } from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import { SYSTEM_DEFENCES, usesInitScore, type DefenceKey } from './defences';
import { MAX_QUICK_COUNT } from './quick-add';

/** Props of the add-a-combatant form. */
export interface CombatantFormProps {
  opened: boolean;
  system: SystemId;
  onClose(): void;
  /** Called with a valid combatant and how many; returns false when the engine refused it (the form stays). */
  onSubmit(input: CombatantInput, count: number): boolean;
}

type Values = Record<string, string>;

const SIDES: Side[] = ['enemy', 'pc', 'ally', 'neutral'];

/** An integer typed in a field: undefined when blank, null when not an integer. */
export function readInteger(text: string): number | undefined | null {
  const raw = text.trim().replace('−', '-');
  if (raw === '') return undefined;
  return /^[+-]?\d{1,6}$/.test(raw) ? Number(raw) : null;
}

function validate(values: Values, system: SystemId, t: (k: string) => string) {
  const errors: Record<string, string> = {};
  if (!values.name?.trim()) errors.name = t('tracker.field.required');
  const hp = readInteger(values.hp ?? '');
  if (hp === undefined) errors.hp = t('tracker.field.required');
  else if (hp === null || hp < 1) errors.hp = t('tracker.field.integer');
  const count = readInteger(values.count ?? '1');
  if (count === null || count === undefined || count < 1 || count > MAX_QUICK_COUNT)
    errors.count = `1 – ${MAX_QUICK_COUNT}`;
  for (const key of ['init', ...SYSTEM_DEFENCES[system]]) {
    if (readInteger(values[key] ?? '') === null) errors[key] = t('tracker.field.integer');
  }
  return errors;
}

function toInput(values: Values, system: SystemId): CombatantInput {
  const defences: Defences = {};
  for (const key of SYSTEM_DEFENCES[system]) {
    const n = readInteger(values[key] ?? '');
    if (typeof n === 'number') defences[key] = n;
  }
  const init = readInteger(values.init ?? '');
  const side = SIDES.find((s) => s === values.side) ?? 'enemy';
  return {
    name: values.name.trim(),
    side,
    hpMax: readInteger(values.hp) ?? 1,
    hidden: values.hidden === 'true',
    notes: values.notes ?? '',
    defences,
    ...(typeof init === 'number'
      ? usesInitScore(system)
        ? { initiativeScore: init }
        : { initiativeModifier: init }
      : {}),
  };
}

/** The full form: name, count, side, initiative (modifier, or INIT score in CO), HP, the system's defences. */
export function CombatantForm({ opened, system, onClose, onSubmit }: CombatantFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ count: '1', side: 'enemy' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const field = (key: string, label: string) => (
    <TextInput
      key={key}
      label={label}
      inputMode="numeric"
      value={values[key] ?? ''}
      error={errors[key] || undefined}
      onChange={(e) => set(key, e.currentTarget.value)}
    />
  );
  const submit = () => {
    const found = validate(values, system, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (onSubmit(toInput(values, system), readInteger(values.count ?? '1') ?? 1)) {
      setValues({ count: '1', side: values.side ?? 'enemy' });
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('tracker.formTitle')} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <SimpleGrid cols={3}>
            <TextInput
              label={t('tracker.field.name')}
              value={values.name ?? ''}
              error={errors.name || undefined}
              onChange={(e) => set('name', e.currentTarget.value)}
              data-autofocus
            />
            {field('count', t('tracker.field.count'))}
            <Select
              label={t('tracker.sideLabel')}
              value={values.side ?? 'enemy'}
              allowDeselect={false}
              onChange={(v) => set('side', v ?? 'enemy')}
              data={SIDES.map((s) => ({ value: s, label: t(`tracker.side.${s}`) }))}
            />
            {field(
              'init',
              t(usesInitScore(system) ? 'tracker.field.initScore' : 'tracker.field.initModifier'),
            )}
            {field('hp', t('tracker.field.hp'))}
            {SYSTEM_DEFENCES[system].map((k: DefenceKey) => field(k, t(`tracker.defence.${k}`)))}
          </SimpleGrid>
          <Textarea
            label={t('tracker.field.notes')}
            value={values.notes ?? ''}
            onChange={(e) => set('notes', e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Checkbox
            label={t('tracker.field.hidden')}
            checked={values.hidden === 'true'}
            onChange={(e) => set('hidden', String(e.currentTarget.checked))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('tracker.cancel')}
            </Button>
            <Button type="submit">{t('tracker.add')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
