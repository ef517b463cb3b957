import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BONUS_TYPE_NAMES, type BonusType, type SystemId } from '../../../shared/rules';
import { MODIFIER_TARGET_NAMES } from '../reference';
import { hasBonusTypes, modifierTargets, type FormErrors, type ModifierRow } from './apply-form';
import { languageOf } from '../../i18n/language';

/** Props of a custom effect's modifiers. */
export interface CustomModifierRowsProps {
  system: SystemId;
  rows: ModifierRow[];
  errors: FormErrors;
  onChange(rows: ModifierRow[]): void;
}

/** Whether a picked value is one of the rules' bonus types. */
function isBonusType(v: string | null): v is BonusType {
  return v !== null && Object.hasOwn(BONUS_TYPE_NAMES, v);
}

/** The modifiers of a custom effect: what it changes, by how much, and (d20 systems) its bonus type. */
export function CustomModifierRows({ system, rows, errors, onChange }: CustomModifierRowsProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const targets = modifierTargets(system);
  const typed = hasBonusTypes(system);
  const set = (i: number, patch: Partial<ModifierRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('conditions.modifiers')}
      </Text>
      {rows.map((r, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          <Select
            aria-label={t('conditions.modifierTarget')}
            data={targets.map((x) => ({ value: x, label: MODIFIER_TARGET_NAMES[x][language] }))}
            value={r.target}
            onChange={(v) => {
              const target = targets.find((x) => x === v);
              if (target) set(i, { target });
            }}
            allowDeselect={false}
            w={200}
          />
          <TextInput
            aria-label={t('conditions.modifierValue')}
            value={r.value}
            onChange={(e) => set(i, { value: e.currentTarget.value })}
            error={modifierError(errors, i, t)}
            w={90}
            placeholder="-2"
          />
          {typed && (
            <Select
              aria-label={t('conditions.modifierType')}
              data={Object.entries(BONUS_TYPE_NAMES).map(([value, name]) => ({
                value,
                label: name[language],
              }))}
              value={r.type}
              onChange={(v) => {
                if (isBonusType(v)) set(i, { type: v });
              }}
              allowDeselect={false}
              w={160}
            />
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={6}
            aria-label={t('conditions.removeModifier')}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Button
        size="compact-sm"
        variant="subtle"
        w="fit-content"
        onClick={() => onChange([...rows, { target: targets[0], value: '', type: 'untyped' }])}
      >
        + {t('conditions.addModifier')}
      </Button>
    </Stack>
  );
}

/** The refusal of row `i`'s value, in the current language. */
function modifierError(errors: FormErrors, i: number, t: TFunction): string | undefined {
  const key = errors[`modifier-${i}`];
  return key && t(`conditions.errors.${key}`);
}
