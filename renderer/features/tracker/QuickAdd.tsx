import { forwardRef, memo, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getSystem, type SystemId } from '../../../shared/rules';
import { defenceShortLabel, quickEntryToInput, SYSTEM_DEFENCES, usesInitScore } from './defences';
import { hasFighterStats } from './fighter-fields';
import { QuickAddError, parseQuickAdd } from './quick-add';
import type { GestureStep } from './session';
import type { CombatantInput } from '../../../shared/combat';

/** Props of the quick-add line. */
export interface QuickAddProps {
  system: SystemId;
  /** Applies the gesture; false when the engine refused it. */
  run(steps: GestureStep[]): boolean;
  /** Opens the full form. */
  onOpenForm(): void;
  /** Opens the library. */
  onOpenLibrary(): void;
}

/**
 * The events of one quick-add line: the combatant, then its copies (numbered by the engine).
 * QuickAddError when the line is not understood or uses a defence the system does not have.
 */
export function quickAddSteps(line: string, system: SystemId): GestureStep[] {
  const entry = parseQuickAdd(line);
  const input = quickEntryToInput(entry, system, getSystem(system).name.fr);
  if (entry.hpFormula) {
    // « PV 4d8+4 »: the engine rolls each copy's HP with the fight's dice (issue 16).
    return [{ type: 'group-added', combatant: input, count: entry.count, hpFormula: entry.hpFormula }];
  }
  return addSteps(input, entry.count);
}

/** Adds a combatant and, for a count above 1, its copies (the engine numbers them "Orque 1…N"). */
export function addSteps(input: CombatantInput, count: number): GestureStep[] {
  const steps: GestureStep[] = [{ type: 'combatant-added', combatant: input }];
  if (count > 1) {
    steps.push((enc) => ({
      type: 'combatants-duplicated',
      id: enc.combatants[enc.combatants.length - 1].id,
      count: count - 1,
    }));
  }
  return steps;
}

/** One line to add combatants fast ("4 Orque init +1 PV 6 CA 13"); the line stays when refused. */
export const QuickAdd = memo(
  forwardRef<HTMLInputElement, QuickAddProps>(function QuickAdd(
    { system, run, onOpenForm, onOpenLibrary },
    ref,
  ) {
    const { t } = useTranslation();
    const [line, setLine] = useState('');
    const [error, setError] = useState<string | null>(null);
    const submit = () => {
      let steps: GestureStep[];
      try {
        steps = quickAddSteps(line, system);
      } catch (e) {
        if (e instanceof QuickAddError) {
          setError(e.message);
          return;
        }
        throw e;
      }
      if (run(steps)) {
        setLine('');
        setError(null);
      }
    };
    const defences = SYSTEM_DEFENCES[system].map(defenceShortLabel).join(', ');
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            ref={ref}
            style={{ flex: 1 }}
            label={t('tracker.quickAdd')}
            placeholder={t('tracker.quickAddPlaceholder')}
            description={`${t(usesInitScore(system) ? 'tracker.quickAddHelpCo' : 'tracker.quickAddHelp', {
              defences,
            })}${hasFighterStats(system) ? ` ${t('fighter.quickAddHelp')}` : ''}`}
            value={line}
            error={error}
            onChange={(e) => {
              setLine(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group gap="xs" mt={42} wrap="nowrap">
            <Button type="submit">{t('tracker.add')}</Button>
            <Button variant="default" onClick={onOpenForm}>
              {t('tracker.form')}
            </Button>
            <Button variant="default" onClick={onOpenLibrary}>
              {t('tracker.libraryButton')}
            </Button>
          </Group>
        </Group>
      </form>
    );
  }),
);
