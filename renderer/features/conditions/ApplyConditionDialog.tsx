import { memo, useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Combatant, Encounter } from '../../../shared/combat';
import { getSystem } from '../../../shared/rules';
import type { GestureStep } from '../../fight';
import { durationOf, emptyForm, formToEvent, type ApplyForm, type FormErrors } from './apply-form';
import { searchConditions } from './condition-search';
import { DURATION_KINDS, durationPreview } from './duration-preview';
import { CustomModifierRows } from './CustomModifierRows';
import { textLimitProps } from '../../components/text-limit';
import { TEXT_LIMITS } from '../../../shared/limits';
import { languageOf } from '../../i18n/language';

/** Props of the "Appliquer un état" dialog. */
export interface ApplyConditionDialogProps {
  encounter: Encounter;
  /** Whether it is shown (closed, it stays mounted and hidden: no portal torn down). Default true. */
  opened?: boolean;
  /** Which opening this is: a new one starts from an empty form. Default 0. */
  opening?: number;
  /** Targets picked beforehand (a row's menu). */
  initialTargets: string[];
  /** Applies a gesture; false when the engine refused it (its message is shown). */
  run(steps: GestureStep[]): boolean;
  onClose(): void;
}

function TargetPicks({
  combatants,
  onPick,
}: {
  combatants: readonly Combatant[];
  onPick(ids: string[]): void;
}) {
  const { t } = useTranslation();
  const party = combatants.filter((c) => c.side === 'pc' || c.side === 'ally');
  const foes = combatants.filter((c) => c.side === 'enemy');
  const groups = [...new Set(combatants.flatMap((c) => (c.group ? [c.group] : [])))].slice(0, 6);
  const pick = (list: readonly Combatant[], label: string) =>
    list.length > 0 && (
      <Button key={label} size="compact-xs" variant="light" onClick={() => onPick(list.map((c) => c.id))}>
        {label} ({list.length})
      </Button>
    );
  return (
    <Group gap={4}>
      {pick(party, t('conditions.allParty'))}
      {pick(foes, t('conditions.allFoes'))}
      {groups.map((g) =>
        pick(
          combatants.filter((c) => c.group === g),
          t('conditions.group', { group: g }),
        ),
      )}
    </Group>
  );
}

function ConditionPicker({
  form,
  update,
  errors,
  encounter,
}: {
  form: ApplyForm;
  update(patch: Partial<ApplyForm>): void;
  errors: FormErrors;
  encounter: Encounter;
}) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const other = language === 'fr' ? 'en' : 'fr';
  const catalogue = getSystem(encounter.system).conditions;
  const data = useMemo(
    () =>
      searchConditions(catalogue, '').map((d) => ({
        value: d.id,
        label: `${d.name[language]} (${d.name[other]})`,
      })),
    [catalogue, language, other],
  );
  // Mantine's filter, with the search of the feature: French or English, accents ignored.
  const filter: OptionsFilter = ({ options, search }) => {
    const found = searchConditions(catalogue, search).map((d) => d.id);
    const items = options.filter((o): o is ComboboxItem => 'value' in o);
    return found.flatMap((id) => items.filter((o) => o.value === id));
  };
  const chosen = catalogue.find((d) => d.id === form.conditionId);
  return (
    <Stack gap={4}>
      <Select
        label={t('conditions.condition')}
        placeholder={t('conditions.conditionPlaceholder')}
        data={data}
        value={form.conditionId}
        onChange={(v) => update({ conditionId: v })}
        searchable
        filter={filter}
        nothingFoundMessage={t('conditions.noMatch')}
        // « secou » then Enter picks the best match: no arrow key needed.
        selectFirstOptionOnChange
        maxLength={TEXT_LIMITS.search}
        // The list scrolls by itself and may take the focus (WCAG 2.1.1: axe's scrollable region),
        // instead of a scroll area inside the listbox, which a listbox may not hold.
        withScrollArea={false}
        styles={{ options: { maxHeight: 260, overflowY: 'auto' } }}
        attributes={{ options: { tabIndex: -1 } }}
        error={errors.condition && t(`conditions.errors.${errors.condition}`)}
        data-autofocus
        comboboxProps={{ withinPortal: true }}
      />
      {chosen && (
        <Text size="sm" c="dimmed" data-testid="condition-summary">
          {chosen.summary[language]} <i>({chosen.source})</i>
        </Text>
      )}
    </Stack>
  );
}

function DurationFields({
  form,
  update,
  errors,
  encounter,
  people,
}: {
  form: ApplyForm;
  update(patch: Partial<ApplyForm>): void;
  errors: FormErrors;
  encounter: Encounter;
  people: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const k = form.durationKind;
  const counted = k === 'rounds' || k === 'minutes' || k === 'hours';
  const turn = k === 'until-turn-start' || k === 'until-turn-end';
  const input = counted || k === 'concentration' ? durationOf(form) : null;
  const preview = input ? durationPreview(encounter, input) : null;
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-start" grow>
        <Select
          label={t('conditions.duration')}
          data={DURATION_KINDS.map((kind) => ({ value: kind, label: t(`conditions.durationKind.${kind}`) }))}
          value={k}
          onChange={(v) => {
            const kind = DURATION_KINDS.find((x) => x === v);
            if (kind) update({ durationKind: kind });
          }}
          allowDeselect={false}
        />
        {counted && (
          <TextInput
            label={t('conditions.amount')}
            value={form.amount}
            inputMode="numeric"
            onChange={(e) => update({ amount: e.currentTarget.value })}
            error={errors.amount && t(`conditions.errors.${errors.amount}`)}
          />
        )}
        {turn && (
          <Select
            label={t('conditions.whose')}
            data={people}
            value={form.whose ?? form.source ?? form.targets[0] ?? null}
            onChange={(v) => update({ whose: v })}
            searchable
            error={errors.whose && t(`conditions.errors.${errors.whose}`)}
          />
        )}
      </Group>
      {preview && (
        <Text size="xs" c="dimmed" data-testid="duration-preview">
          {t(`conditions.${preview.key}`, preview.values)}
        </Text>
      )}
      {errors.source && (
        <Text size="xs" c="red">
          {t(`conditions.errors.${errors.source}`)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Applies a condition of the system's catalogue (searched in French or English, its summary
 * shown) or a custom effect with its modifiers, to one or several combatants, with a source, a
 * duration of any kind, and optional saves and damage to remind each round.
 */
export const ApplyConditionDialog = memo(function ApplyConditionDialog({
  encounter,
  opened = true,
  opening = 0,
  initialTargets,
  run,
  onClose,
}: ApplyConditionDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ApplyForm>(() => emptyForm(initialTargets, encounter.current));
  const [errors, setErrors] = useState<FormErrors>({});
  // A new opening starts from an empty form (set while rendering: no frame shows the last one's).
  const [formOf, setFormOf] = useState(opening);
  if (formOf !== opening) {
    setFormOf(opening);
    setForm(emptyForm(initialTargets, encounter.current));
    setErrors({});
  }
  const update = (patch: Partial<ApplyForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
  };
  const people = useMemo(
    () => encounter.combatants.map((c) => ({ value: c.id, label: c.name })),
    [encounter.combatants],
  );
  const submit = () => {
    const made = formToEvent(form, encounter.system);
    if ('errors' in made) {
      setErrors(made.errors);
      return;
    }
    if (run([made.event])) onClose();
  };
  // No scroll lock and no transition: locking and unlocking the page's scroll restyles the whole
  // 200-row tracker, and closing then cost 30 ms more (npm run bench, conditions). Kept mounted
  // once opened: closing hides it rather than tearing its portal and tree down on the gesture's path.
  return (
    <Modal
      opened={opened}
      keepMounted
      onClose={onClose}
      title={t('conditions.dialogTitle')}
      size="lg"
      lockScroll={false}
      transitionProps={{ duration: 0 }}
    >
      {/* Each opening has a form of its own: the fields' search texts (kept by Mantine's Select and
          MultiSelect themselves) start empty too. Only the form's tree is made again, at the
          opening; the portal stays. */}
      <form
        key={formOf}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Stack gap={4}>
            <MultiSelect
              label={t('conditions.targets')}
              placeholder={form.targets.length === 0 ? t('conditions.targetsPlaceholder') : undefined}
              data={people}
              value={form.targets}
              onChange={(targets) => update({ targets })}
              searchable
              clearable
              maxValues={500}
              error={errors.targets && t(`conditions.errors.${errors.targets}`)}
              comboboxProps={{ withinPortal: true }}
            />
            <TargetPicks
              combatants={encounter.combatants}
              onPick={(ids) => update({ targets: [...new Set([...form.targets, ...ids])] })}
            />
          </Stack>
          <SegmentedControl
            aria-label={t('conditions.kind')}
            data={[
              { value: 'condition', label: t('conditions.fromCatalogue') },
              { value: 'custom', label: t('conditions.custom') },
            ]}
            value={form.kind}
            onChange={(v) => update({ kind: v === 'custom' ? 'custom' : 'condition' })}
          />
          {form.kind === 'condition' ? (
            <ConditionPicker form={form} update={update} errors={errors} encounter={encounter} />
          ) : (
            <Stack gap={4}>
              <TextInput
                label={t('conditions.customName')}
                placeholder={t('conditions.customNamePlaceholder')}
                value={form.name}
                {...textLimitProps(form.name, 'effectName', t)}
                onChange={(e) => update({ name: e.currentTarget.value })}
                error={errors.name && t(`conditions.errors.${errors.name}`)}
              />
              <CustomModifierRows
                system={encounter.system}
                rows={form.modifiers}
                errors={errors}
                onChange={(modifiers) => update({ modifiers })}
              />
            </Stack>
          )}
          <Select
            label={t('conditions.source')}
            placeholder={t('conditions.sourcePlaceholder')}
            data={people}
            value={form.source}
            onChange={(source) => update({ source })}
            searchable
            clearable
          />
          <DurationFields form={form} update={update} errors={errors} encounter={encounter} people={people} />
          <Group grow>
            <TextInput
              label={t('conditions.saveEachRound')}
              placeholder={t('conditions.saveEachRoundPlaceholder')}
              value={form.saveEachRound}
              {...textLimitProps(form.saveEachRound, 'effectReminder', t)}
              onChange={(e) => update({ saveEachRound: e.currentTarget.value })}
            />
            <TextInput
              label={t('conditions.ongoingDamage')}
              placeholder={t('conditions.ongoingDamagePlaceholder')}
              value={form.ongoingDamage}
              error={errors.ongoingDamage && t(`conditions.errors.${errors.ongoingDamage}`)}
              {...textLimitProps(form.ongoingDamage, 'effectReminder', t)}
              onChange={(e) => update({ ongoingDamage: e.currentTarget.value })}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label={t('conditions.fastHealing')}
              placeholder="2"
              inputMode="numeric"
              value={form.fastHealing}
              error={errors.fastHealing && t(`conditions.errors.${errors.fastHealing}`)}
              onChange={(e) => update({ fastHealing: e.currentTarget.value })}
            />
            <TextInput
              label={t('conditions.regeneration')}
              placeholder="5"
              inputMode="numeric"
              value={form.regeneration}
              error={errors.regeneration && t(`conditions.errors.${errors.regeneration}`)}
              onChange={(e) => update({ regeneration: e.currentTarget.value })}
            />
            <TextInput
              label={t('conditions.regenerationBypass')}
              placeholder={t('conditions.regenerationBypassPlaceholder')}
              value={form.regenerationBypass}
              {...textLimitProps(form.regenerationBypass, 'effectReminder', t)}
              onChange={(e) => update({ regenerationBypass: e.currentTarget.value })}
            />
          </Group>
          <Group justify="space-between">
            <Checkbox
              label={t('conditions.hiddenFromPlayers')}
              title={t('conditions.hiddenFromPlayersHint')}
              checked={form.hidden}
              onChange={(e) => update({ hidden: e.currentTarget.checked })}
            />
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('tracker.cancel')}
              </Button>
              <Button type="submit">{t('conditions.submit')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
});
