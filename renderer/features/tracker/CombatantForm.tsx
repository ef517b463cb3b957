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
import type { TFunction } from 'i18next';
import type { Combatant, CombatantInput, Defences, Side } from '../../../shared/combat';
import { NUMBER_RANGES } from '../../../shared/limits';
import {
  getProcedures,
  getSystem,
  parseDamageDefences,
  parseSaveFigures,
  type SystemId,
} from '../../../shared/rules';
import {
  systemDefences,
  usesInitScore,
  type DefenceKey,
  FighterSection,
  fieldsOfFighter,
  fighterOfFields,
  hasFighterStats,
  readInteger,
} from '../../combatant';
import { MAX_QUICK_COUNT } from './quick-add';
import { textLimitProps } from '../../components/text-limit';

/** Props of the add-a-combatant form (or, with `editing`, the edit form of a combatant). */
export interface CombatantFormProps {
  opened: boolean;
  system: SystemId;
  /** The combatant edited: its figures prefill the form, and there is no count. */
  editing?: Combatant;
  onClose(): void;
  /** Called with a valid combatant and how many; returns false when the engine refused it (the form stays). */
  onSubmit(input: CombatantInput, count: number): boolean;
}

type Values = Record<string, string>;

/** The pools beside HP a system's combatants may have, as form fields (sf1: PE and PP). */
const POOL_FIELDS = { stamina: 'sp', resolve: 'rp' } as const;

function poolFields(system: SystemId): ('sp' | 'rp')[] {
  return (getSystem(system).health.pools ?? []).map((p) => POOL_FIELDS[p]);
}

const SIDES: Side[] = ['enemy', 'pc', 'ally', 'neutral'];

export { readInteger };

function validate(values: Values, system: SystemId, t: TFunction) {
  const errors: Record<string, string> = {};
  if (!values.name?.trim()) errors.name = t('tracker.field.required');
  const hp = readInteger(values.hp ?? '');
  if (hp === undefined) errors.hp = t('tracker.field.required');
  else if (hp === null || hp < 1) errors.hp = t('tracker.field.integer');
  const count = readInteger(values.count ?? '1');
  if (count === null || count === undefined || count < 1 || count > MAX_QUICK_COUNT)
    errors.count = `1 – ${MAX_QUICK_COUNT}`;
  for (const key of ['init', ...systemDefences(system)]) {
    if (readInteger(values[key] ?? '') === null) errors[key] = t('tracker.field.integer');
  }
  const read = parseDamageDefences(values.damageDefences ?? '');
  if ('error' in read) {
    const { reason, clause, word } = read.error;
    errors.damageDefences = t(`tracker.field.damageDefencesError.${reason}`, { clause, word: word ?? '' });
  }
  const rules = getProcedures(system).saves;
  const saves = rules && (values.saves ?? '').trim() !== '' ? parseSaveFigures(rules, values.saves) : null;
  if (saves && 'error' in saves)
    errors.saves = t(`tracker.field.savesError.${saves.error.reason}`, { word: saves.error.word });
  const conc = readInteger(values.conc ?? '');
  const { min, max } = NUMBER_RANGES.concentrationBonus;
  if (conc === null || (typeof conc === 'number' && (conc < min || conc > max)))
    errors.conc = t('fighter.range', { min, max });
  for (const key of poolFields(system)) {
    const n = readInteger(values[key] ?? '');
    if (n === null || (typeof n === 'number' && n < 0)) errors[key] = t('staminaForm.bad');
  }
  const fighter = fighterOfFields(values, system);
  if (!fighter.ok) {
    for (const [key, e] of Object.entries(fighter.errors)) {
      errors[key] = e.kind === 'integer' ? t('fighter.integer') : t('fighter.range', e);
    }
  }
  return errors;
}

/** Whether the system has concentration checks (3.5, PF1): the form then asks the bonus. */
function concentrationChecked(system: SystemId): boolean {
  return getProcedures(system).concentration?.kind === 'check';
}

/** The form's fields of an existing combatant. */
function valuesOf(c: Combatant, system: SystemId): Values {
  const init = usesInitScore(system) ? c.initiative.score : c.initiative.modifier;
  const values: Values = {
    name: c.name,
    count: '1',
    side: c.side,
    hp: String(c.hp.max),
    notes: c.notes,
    damageDefences: c.damageDefences ?? '',
    saves: c.saves ?? '',
    ...(c.concentrationBonus === undefined ? {} : { conc: String(c.concentrationBonus) }),
    hidden: String(c.hidden),
    ...(init === undefined ? {} : { init: String(init) }),
    ...fieldsOfFighter(c.fighter),
    ...(c.hp.stamina ? { sp: String(c.hp.stamina.max) } : {}),
    ...(c.hp.resolve ? { rp: String(c.hp.resolve.max) } : {}),
  };
  for (const key of systemDefences(system)) {
    const value = c.defences[key];
    if (value !== undefined) values[key] = String(value);
  }
  return values;
}

function toInput(values: Values, system: SystemId, editing?: Combatant): CombatantInput {
  const defences: Defences = {};
  for (const key of systemDefences(system)) {
    const n = readInteger(values[key] ?? '');
    if (typeof n === 'number') defences[key] = n;
  }
  const init = readInteger(values.init ?? '');
  const side = SIDES.find((s) => s === values.side) ?? 'enemy';
  const fighter = fighterOfFields(values, system, editing?.fighter);
  const pools = poolFields(system);
  const sp = pools.includes('sp') ? readInteger(values.sp ?? '') : undefined;
  const rp = pools.includes('rp') ? readInteger(values.rp ?? '') : undefined;
  const conc = concentrationChecked(system) ? readInteger(values.conc ?? '') : undefined;
  return {
    name: values.name.trim(),
    side,
    hpMax: readInteger(values.hp) ?? 1,
    hidden: values.hidden === 'true',
    notes: values.notes ?? '',
    ...((values.damageDefences ?? '').trim() === '' ? {} : { damageDefences: values.damageDefences.trim() }),
    ...((values.saves ?? '').trim() === '' ? {} : { saves: values.saves.trim() }),
    defences,
    ...(fighter.ok ? { fighter: fighter.fighter } : {}),
    ...(typeof sp === 'number' ? { staminaMax: sp } : {}),
    ...(typeof rp === 'number' ? { resolveMax: rp } : {}),
    ...(typeof conc === 'number' ? { concentrationBonus: conc } : {}),
    ...(typeof init === 'number'
      ? usesInitScore(system)
        ? { initiativeScore: init }
        : { initiativeModifier: init }
      : {}),
  };
}

/**
 * The full form: name, count, side, initiative (modifier, or INIT score in CO), HP, the system's
 * defences and, in 3.5, PF1 and SF, the manoeuvre stats. With `editing`, prefilled and without count.
 */
export function CombatantForm({ opened, system, editing, onClose, onSubmit }: CombatantFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() =>
    editing ? valuesOf(editing, system) : { count: '1', side: 'enemy' },
  );
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
    if (onSubmit(toInput(values, system, editing), readInteger(values.count ?? '1') ?? 1)) {
      setValues({ count: '1', side: values.side ?? 'enemy' });
      onClose();
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('fighter.editTitle', { name: editing.name }) : t('tracker.formTitle')}
      size="lg"
    >
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
              {...textLimitProps(values.name ?? '', 'combatantName', t)}
              error={errors.name || undefined}
              onChange={(e) => set('name', e.currentTarget.value)}
              data-autofocus
            />
            {!editing && field('count', t('tracker.field.count'))}
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
            {poolFields(system).map((k) => field(k, t(`staminaForm.${k}`)))}
            {systemDefences(system).map((k: DefenceKey) => field(k, t(`tracker.defence.${k}`)))}
            {concentrationChecked(system) && (
              <TextInput
                label={t('concentration.bonus')}
                title={t('concentration.bonusHint')}
                inputMode="numeric"
                value={values.conc ?? ''}
                error={errors.conc || undefined}
                onChange={(e) => set('conc', e.currentTarget.value)}
              />
            )}
          </SimpleGrid>
          {hasFighterStats(system) && (
            <FighterSection
              system={system}
              values={values}
              errors={errors}
              set={set}
              open={editing !== undefined && Object.keys(editing.fighter).length > 0}
            />
          )}
          {getProcedures(system).saves && (
            <TextInput
              label={t('tracker.field.saves')}
              placeholder={t(`tracker.field.savesHint.${getProcedures(system).saves!.kind}`)}
              value={values.saves ?? ''}
              {...textLimitProps(values.saves ?? '', 'saves', t)}
              error={errors.saves || undefined}
              onChange={(e) => set('saves', e.currentTarget.value)}
            />
          )}
          <TextInput
            label={t('tracker.field.damageDefences')}
            placeholder={t('tracker.field.damageDefencesHint')}
            value={values.damageDefences ?? ''}
            {...textLimitProps(values.damageDefences ?? '', 'damageDefences', t)}
            error={errors.damageDefences || undefined}
            onChange={(e) => set('damageDefences', e.currentTarget.value)}
          />
          <Textarea
            label={t('tracker.field.notes')}
            value={values.notes ?? ''}
            {...textLimitProps(values.notes ?? '', 'notes', t)}
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
            <Button type="submit">{editing ? t('fighter.save') : t('tracker.add')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
