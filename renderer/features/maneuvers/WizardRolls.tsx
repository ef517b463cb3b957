import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IntegerInput } from '../../components/IntegerInput';
import { useTranslation } from 'react-i18next';
import { pageRng } from '../dice';
import { useDieField } from '../../commands/die-fields';
import {
  dicePlan,
  dieModifier,
  isNaturalD20,
  neededRoll,
  setDie,
  settledSteps,
  stepText,
  type DieSlot,
} from './wizard-dice';
import { resolution, rollSteps, type ManeuverWizardState, type RollStepKind } from './wizard';
import type { StepProps } from './WizardChoose';
import { RefusalAlert } from './RefusalAlert';
import { languageOf } from '../../i18n/language';

function signed(n: number): string {
  return n < 0 ? `− ${-n}` : `+ ${n}`;
}

function DieField({ w, slot, onChange }: StepProps & { slot: DieSlot }) {
  const { t } = useTranslation();
  const value = w.dice[slot.index] ?? null;
  const name = slot.who === 'attacker' ? w.attacker.name : (w.defender?.name ?? '');
  const label = slot.tieBreak
    ? t('maneuvers.die.tieBreak', { name })
    : t(`maneuvers.die.${slot.step}`, { name });
  const modifier = slot.tieBreak ? null : dieModifier(w, slot.index);
  const needed = neededRoll(w, slot.index);
  // A die of an earlier step must be in first (a missed touch attack may make this one useless).
  const earlier = dicePlan(w).some(
    (s) => s.step !== slot.step && s.index < slot.index && (w.dice[s.index] ?? null) === null,
  );
  const roll = () => onChange(setDie(w, slot.index, pageRng().nextInt(1, 20)));
  const ref = useDieField<HTMLDivElement>(roll, value === null, earlier);
  return (
    <Group ref={ref} align="flex-end" gap="xs">
      <IntegerInput
        w={200}
        label={label}
        placeholder="1–20"
        min={1}
        max={20}
        value={value ?? ''}
        disabled={earlier}
        error={value !== null && !isNaturalD20(value) ? t('maneuvers.die.bad') : undefined}
        onChange={(v) => onChange(setDie(w, slot.index, typeof v === 'number' ? v : null))}
      />
      <Button variant="default" disabled={earlier} onClick={roll}>
        {t('maneuvers.die.roll')}
      </Button>
      <Stack gap={0} pb={4}>
        {modifier !== null && (
          <Text size="sm">{t('maneuvers.die.modifier', { value: signed(modifier) })}</Text>
        )}
        <Text size="sm" fw={600} data-testid="needed">
          {needed.kind === 'at-least'
            ? needed.value <= 1
              ? t('maneuvers.die.always')
              : t(`maneuvers.die.needed.${slot.who}`, { value: needed.value })
            : needed.kind === 'impossible'
              ? t('maneuvers.die.impossible')
              : slot.tieBreak
                ? t('maneuvers.die.tieBreakHint')
                : t('maneuvers.die.waiting')}
        </Text>
      </Stack>
    </Group>
  );
}

/** The steps of the rules this roll step settles, once its dice are in. */
function stepLines(w: ManeuverWizardState, kind: RollStepKind, language: 'fr' | 'en'): string[] {
  const steps = settledSteps(w);
  if (rollSteps(w).length === 1) return steps.map((s) => stepText(s, language));
  const touchStep = steps.findIndex((s) => s.natural !== undefined);
  if (touchStep < 0) return [];
  const own = kind === 'touch-attack' ? steps.slice(0, touchStep + 1) : steps.slice(touchStep + 1);
  return own.map((s) => stepText(s, language));
}

/** One roll step: its dice (typed by the GM or rolled by Paravent), the roll needed, and what the rules made of them. */
export function RollStep({ kind, w, onChange }: StepProps & { kind: RollStepKind }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const slots = dicePlan(w).filter((s) => s.step === kind);
  const r = resolution(w);
  const unused = r.status === 'done' && slots.every((s) => (w.dice[s.index] ?? null) === null);
  const rollAll = () => {
    let next = w;
    for (const slot of dicePlan(next).filter((s) => s.step === kind)) {
      if ((next.dice[slot.index] ?? null) === null) next = setDie(next, slot.index, pageRng().nextInt(1, 20));
    }
    onChange(next);
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(`maneuvers.rollHint.${kind}`)}
      </Text>
      {unused ? (
        <Alert color="gray">{t('maneuvers.die.notNeeded')}</Alert>
      ) : (
        <>
          {slots.map((slot) => (
            <DieField key={slot.index} w={w} slot={slot} onChange={onChange} />
          ))}
          <Group>
            <Button variant="light" onClick={rollAll}>
              {t('maneuvers.die.rollAll')}
            </Button>
          </Group>
        </>
      )}
      {r.status === 'refused' && <RefusalAlert message={r.message} code={r.code} en={r.en} />}
      <List size="sm" spacing={2} aria-label={t('maneuvers.explanation')}>
        {stepLines(w, kind, language).map((l, i) => (
          <List.Item key={i}>{l}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
