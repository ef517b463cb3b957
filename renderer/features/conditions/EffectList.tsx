import { memo } from 'react';
import { Badge, CloseButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EffectId } from '../../../shared/combat';
import { getSystem, type SystemId } from '../../../shared/rules';
import { readEffectsKey, type EffectChip } from './row-effects';
import { languageOf } from '../../i18n/language';

/** Props of a row's effects. */
export interface EffectListProps {
  /** The combatant's name (for the remove buttons' labels). */
  name: string;
  system: SystemId;
  /** The row's effects (`effectsKey`). */
  effects: string;
  /** Removes one effect (an `effect-removed` event). */
  onRemove(id: EffectId): void;
}

function chipName(system: SystemId, chip: EffectChip, language: 'fr' | 'en'): string {
  if (chip.name !== undefined) return chip.name;
  const def = getSystem(system).conditions.find((d) => d.id === chip.conditionId);
  return def?.name[language] ?? chip.conditionId ?? '?';
}

/**
 * The combatant's effects, each with its rounds left (or "conc.") and its source — "Étourdi · 1 rd
 * (Orque)" —, its whole duration on hover, and a button that removes it.
 */
export const EffectList = memo(function EffectList({ name, system, effects, onRemove }: EffectListProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const chips = readEffectsKey(effects);
  if (chips.length === 0) return null;
  return (
    <>
      {chips.map((chip) => {
        const effect = chipName(system, chip, language);
        const short =
          chip.roundsLeft !== null
            ? t('conditions.roundsShort', { count: chip.roundsLeft })
            : chip.concentration
              ? t('conditions.concentrationShort')
              : '';
        const title = [
          t('conditions.chipTitle', { effect, duration: chip.duration }),
          chip.roundsLeft !== null ? t('conditions.roundsLeft', { count: chip.roundsLeft }) : '',
          chip.sourceName ? t('conditions.chipSource', { source: chip.sourceName }) : '',
        ]
          .filter(Boolean)
          .join(' ; ');
        return (
          <Badge
            key={chip.id}
            size="sm"
            tt="none"
            color="violet"
            variant="light"
            title={title}
            data-testid="effect"
            pr={2}
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('conditions.remove', {
                  effect: chip.name ?? effect.toLocaleLowerCase(language),
                  name,
                })}
                onClick={() => onRemove(chip.id)}
              />
            }
          >
            {effect}
            {short && ` · ${short}`}
            {chip.sourceName && ` (${chip.sourceName})`}
          </Badge>
        );
      })}
    </>
  );
});
