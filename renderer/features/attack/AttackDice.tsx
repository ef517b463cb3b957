import { Button, Group } from '@mantine/core';
import { IntegerInput } from '../../components/IntegerInput';
import { useTranslation } from 'react-i18next';
import { pageRng } from '../dice';
import { useDieField } from '../../commands/die-fields';

/** A d20 typed by the GM or rolled with the page's seeded dice. */
export function D20Field({
  label,
  description,
  value,
  onChange,
  autoFocus = false,
  step = false,
}: {
  label: string;
  description?: string;
  value: number | null;
  onChange(v: number | null): void;
  /** The field the dialog opens on (Mantine's `data-autofocus`). Default false. */
  autoFocus?: boolean;
  /** A field the result still needs once the die is in (Enter goes to it when blank). Default false. */
  step?: boolean;
}) {
  const { t } = useTranslation();
  const bad = value !== null && (value < 1 || value > 20);
  const roll = () => onChange(pageRng().nextInt(1, 20));
  const ref = useDieField<HTMLDivElement>(roll, value === null);
  return (
    <Group ref={ref} align="flex-end" gap="xs" wrap="nowrap" data-attack-step={step || undefined}>
      <IntegerInput
        w={130}
        label={label}
        description={description}
        value={value ?? ''}
        min={1}
        max={20}
        data-autofocus={autoFocus || undefined}
        error={bad ? t('attack.d20Range') : undefined}
        onChange={(v) => onChange(typeof v === 'number' ? v : null)}
      />
      <Button variant="default" onClick={roll}>
        {t('attack.roll')}
      </Button>
    </Group>
  );
}

/** A whole number typed by the GM. */
export function IntField({
  label,
  value,
  onChange,
  w = 110,
  min,
  max,
}: {
  label: string;
  value: number | null;
  onChange(v: number | null): void;
  w?: number;
  min?: number;
  max?: number;
}) {
  return (
    <IntegerInput
      w={w}
      label={label}
      value={value ?? ''}
      min={min}
      max={max}
      onChange={(v) => onChange(typeof v === 'number' ? v : null)}
    />
  );
}
