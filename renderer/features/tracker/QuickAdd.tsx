import { phraseRefusal } from '../../log';
import { forwardRef, memo, useState } from 'react';
import { Button, Checkbox, CloseButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getProcedures, getSystem, type SystemId } from '../../../shared/rules';
import { defenceShortLabel, systemDefences, usesInitScore, hasFighterStats } from '../../combatant';
import { quickEntryToInput } from './quick-add-input';
import { QuickAddError, parseQuickAdd } from './quick-add';
import type { GestureStep } from './session';
import type { CombatantInput } from '../../../shared/combat';
import { languageOf } from '../../i18n/language';
import { leaveForRows } from './row-focus';

/** Props of the quick-add line. */
export interface QuickAddProps {
  system: SystemId;
  /** Whether the fight runs: the line is then the unfolded « + Ajouter », which Escape folds. Default false. */
  running?: boolean;
  /** Adds a combatant and its copies; false when the engine refused it. */
  onAdd(input: CombatantInput, count: number, hpFormula?: string): boolean;
  /** Opens the full form. */
  onOpenForm(): void;
  /** Opens the library. */
  onOpenLibrary(): void;
  /** Folds the line away (while the fight runs). Default: it cannot be folded. */
  onClose?(): void;
}

/** A quick-add line as the engine's input and a count; QuickAddError when it is not understood. */
function quickAddInput(
  line: string,
  system: SystemId,
  language: 'fr' | 'en',
): { input: CombatantInput; count: number; hpFormula?: string } {
  const entry = parseQuickAdd(line);
  const input = quickEntryToInput(entry, system, getSystem(system).name[language], language);
  return { input, count: entry.count, ...(entry.hpFormula ? { hpFormula: entry.hpFormula } : {}) };
}

/**
 * Adds a combatant and, for a count above 1, its copies (the engine numbers them "Orque 1…N"). With
 * hit dice (« PV 4d8+4 »), one `group-added` event: the engine rolls each copy's HP (issue 16).
 */
export function addSteps(input: CombatantInput, count: number, hpFormula?: string): GestureStep[] {
  if (hpFormula) return [{ type: 'group-added', combatant: input, count, hpFormula }];
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

/**
 * One line to add combatants fast ("4 Orque init +1 PV 6 CA 13", « caché » or the box: hidden from
 * the players); the line stays when refused. With the fight running it is the unfolded « + Ajouter »:
 * Escape folds it; before, Escape leaves it for the first row (the shortcuts work again).
 */
export const QuickAdd = memo(
  forwardRef<HTMLInputElement, QuickAddProps>(function QuickAdd(
    { system, onAdd, onOpenForm, onOpenLibrary, onClose },
    ref,
  ) {
    const { t, i18n } = useTranslation();
    const language = languageOf(i18n.language);
    const [line, setLine] = useState('');
    const [hidden, setHidden] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const submit = () => {
      let added: { input: CombatantInput; count: number; hpFormula?: string };
      try {
        added = quickAddInput(line, system, language);
      } catch (e) {
        if (e instanceof QuickAddError) {
          setError(e.refusal ? phraseRefusal(e.refusal, t, language) : t(`quickAddError.${e.key}`, e.params));
          return;
        }
        throw e;
      }
      const input = hidden ? { ...added.input, hidden: true } : added.input;
      const ok = added.hpFormula ? onAdd(input, added.count, added.hpFormula) : onAdd(input, added.count);
      if (ok) {
        setLine('');
        setError(null);
      }
    };
    const defences = systemDefences(system)
      .map((k) => defenceShortLabel(k, language))
      .join(', ');
    // The example is one this system reads: its own defence word (CA, DEF, CAE…), an INIT score
    // where the system has one, a descending AC where it counts down.
    const firstDefence = systemDefences(system)[0] ?? 'ac';
    // Quick add reads save bonuses (3.5, PF1, SF), « sauve comme G3 » (B/X), « DEX +2 » (CO).
    const saveKind = getProcedures(system).saves?.kind;
    const savesHelp = saveKind ? (`screen.quickAddSaves.${saveKind}` as const) : null;
    const example = t('tracker.quickAddPlaceholder', {
      init: usesInitScore(system) ? '12' : '+1',
      defence: defenceShortLabel(firstDefence, language),
      value: firstDefence === 'descendingAc' ? '6' : '13',
    });
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            ref={ref}
            style={{ flex: 1 }}
            label={t('tracker.quickAdd')}
            placeholder={example}
            description={`${t(
              usesInitScore(system) ? 'tracker.quickAddHelpInitScore' : 'tracker.quickAddHelp',
              {
                defences,
              },
            )}${hasFighterStats(system) ? ` ${t('fighter.quickAddHelp')}` : ''} ${t('screen.quickAddDefences')}${savesHelp ? ` ${t(savesHelp)}` : ''} ${t('screen.quickAddHidden')} ${t('hazards.quickAddHelp')}`}
            value={line}
            error={error}
            onChange={(e) => {
              setLine(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Escape') return;
              e.preventDefault();
              // While the fight runs the line folds away; before, the focus goes to the rows.
              if (onClose) onClose();
              else leaveForRows(e.currentTarget);
            }}
          />
          <Group gap="xs" wrap="nowrap" align="center" mb={error ? 22 : 4}>
            <Checkbox
              label={t('screen.hiddenCheckbox')}
              checked={hidden}
              onChange={(e) => setHidden(e.currentTarget.checked)}
            />
            <Button type="submit">{t('tracker.add')}</Button>
            <Button variant="default" onClick={onOpenForm}>
              {t('tracker.form')}
            </Button>
            <Button variant="default" onClick={onOpenLibrary}>
              {t('tracker.libraryButton')}
            </Button>
            {onClose && <CloseButton aria-label={t('screen.addClose')} onClick={onClose} />}
          </Group>
        </Group>
      </form>
    );
  }),
);
