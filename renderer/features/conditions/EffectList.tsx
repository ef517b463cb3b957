import { memo } from 'react';
import { Badge, CloseButton, UnstyledButton } from '@mantine/core';
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
  /** Hides an effect from the players or shows it again (an `effect-hidden-set` event). */
  onSetHidden?(id: EffectId, hidden: boolean): void;
}

/** An eye, struck through when the effect is kept from the players. */
function EyeMark({ struck }: { struck: boolean }) {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {struck && <path d="M3 3l18 18" />}
    </svg>
  );
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
export const EffectList = memo(function EffectList({
  name,
  system,
  effects,
  onRemove,
  onSetHidden,
}: EffectListProps) {
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
          chip.hidden ? t('conditions.hiddenFromPlayers') : '',
        ]
          .filter(Boolean)
          .join(' ; ');
        const lower = chip.name ?? effect.toLocaleLowerCase(language);
        const hidden = chip.hidden === true;
        return (
          <Badge
            key={chip.id}
            size="sm"
            tt="none"
            color={hidden ? 'gray' : 'violet'}
            variant={hidden ? 'outline' : 'light'}
            style={hidden ? { borderStyle: 'dashed' } : undefined}
            title={title}
            data-testid="effect"
            data-hidden={hidden ? '' : undefined}
            pr={2}
            pl={onSetHidden ? 4 : undefined}
            leftSection={
              onSetHidden && (
                <UnstyledButton
                  aria-label={t(hidden ? 'conditions.show' : 'conditions.hide', { effect: lower, name })}
                  aria-pressed={hidden}
                  onClick={() => onSetHidden(chip.id, !hidden)}
                  style={{ display: 'flex', color: 'inherit', opacity: hidden ? 1 : 0.55 }}
                >
                  <EyeMark struck={hidden} />
                </UnstyledButton>
              )
            }
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('conditions.remove', { effect: lower, name })}
                onClick={() => onRemove(chip.id)}
              />
            }
          >
            {effect}
            {short && ` · ${short}`}
            {chip.sourceName && ` (${chip.sourceName})`}
            {hidden && ` · ${t('conditions.hiddenShort')}`}
          </Badge>
        );
      })}
    </>
  );
});
