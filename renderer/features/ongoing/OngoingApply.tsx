import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ongoingSpecOf, type EffectId, type Encounter, type EncounterEvent } from '../../../shared/combat';

/** Props of the « Appliquer » controls of one effect's per-round damage or healing. */
export interface OngoingApplyProps {
  encounter: Encounter;
  effectId: EffectId;
  /** Dispatches one gesture (the tracker's `run`); false when the engine refused it. */
  run(steps: EncounterEvent[]): boolean;
}

/**
 * At the target's turn, an effect's damage or healing each round (« 1d6 feu », « régénération 5 »):
 * a value typed, or empty to roll with the fight's seeded dice, then « Appliquer » — one undoable
 * gesture and a log line. Once applied this round it reads « Appliqué ». For an effect with a save
 * each round, « Sauvegarde réussie » ends it. Renders nothing for an unknown effect.
 */
export function OngoingApply({ encounter: enc, effectId, run }: OngoingApplyProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState(false);
  const effect = enc.effects.find((e) => e.id === effectId);
  if (!effect) return null;
  const spec = ongoingSpecOf(effect);
  const done = effect.lastAppliedRound === enc.round;
  const apply = () => {
    const text = typed.trim();
    const amount = text === '' ? undefined : Number(text);
    if (amount !== undefined && (!Number.isInteger(amount) || amount < 0)) {
      setError(true);
      return;
    }
    if (run([{ type: 'ongoing-applied', effectId, amount }])) setTyped('');
  };
  return (
    <Group gap={4} wrap="nowrap">
      {spec && !done && (
        <>
          <TextInput
            size="xs"
            w={64}
            aria-label={t('rulesAtTable.ongoing.typed', { dice: spec.notation })}
            placeholder={spec.notation}
            value={typed}
            error={error}
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              setError(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') apply();
            }}
          />
          <Button size="compact-sm" color="orange" onClick={apply}>
            {t(typed.trim() ? 'rulesAtTable.ongoing.applyTyped' : 'rulesAtTable.ongoing.applyRolled', {
              dice: spec.notation,
            })}
          </Button>
        </>
      )}
      {spec && done && (
        <Button size="compact-sm" variant="light" color="gray" disabled>
          {t('rulesAtTable.ongoing.applied')}
        </Button>
      )}
      {effect.saveEachRound && (
        <Button
          size="compact-sm"
          variant="light"
          color="teal"
          onClick={() => run([{ type: 'effect-removed', effectId }])}
        >
          {t('rulesAtTable.ongoing.saved')}
        </Button>
      )}
    </Group>
  );
}
