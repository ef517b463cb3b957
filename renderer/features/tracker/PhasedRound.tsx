import { ActionIcon, Badge, Card, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  actingSide,
  currentRoundStep,
  initiativeWinner,
  phaseName,
  roundStepsOf,
  type ActingSide,
  type Encounter,
  type PhasedRoundOrder,
} from '../../../shared/combat';
import { getSystem } from '../../../shared/rules';
import { phaseStep } from '../../fight';
import type { GestureStep } from './session';
import { languageOf } from '../../i18n/language';
import { useLabelWithKey } from '../../commands/bindings';

/** Props of the osr round panel. */
export interface PhasedRoundProps {
  encounter: Encounter;
  run(steps: GestureStep[]): boolean;
}

const VARIANTS: PhasedRoundOrder[] = ['group', 'alternating', 'pcs-first', 'individual'];

function sideResult(enc: Encounter, party: boolean): number | undefined {
  const values = enc.combatants
    .filter((c) => (c.side === 'pc' || c.side === 'ally') === party && !c.hazard)
    .flatMap((c) => (c.initiative.result === undefined ? [] : [c.initiative.result]));
  return values.length ? Math.max(...values) : undefined;
}

/** Which side acts first this round, from the group initiative dice. */
function sideWinner(enc: Encounter): 'party' | 'foes' | 'tie' | undefined {
  return initiativeWinner(enc);
}

const SIDE_COLOR: Record<ActingSide, string> = { party: 'blue', foes: 'red', both: 'gray' };

/**
 * osr (OSR › Séquence de combat): before the fight, how the round is ordered; during it, the
 * round's phases step by step (H: next, Maj+H: previous) with the side acting in each — the rows of
 * that side are highlighted — the side whose dice won, and the side of the combatant acting now.
 */
export function PhasedRound({ encounter: enc, run }: PhasedRoundProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const nextLabel = useLabelWithKey(t('roundPhases.next'), 'tracker.next-phase');
  const previousLabel = useLabelWithKey(t('roundPhases.previous'), 'tracker.previous-phase');
  if (enc.phase === 'setup') {
    return (
      <Group gap="md" align="flex-end">
        <Select
          label={t('tracker.phasedRound.variant')}
          w={240}
          value={enc.options.phasedRoundOrder}
          allowDeselect={false}
          data={VARIANTS.map((v) => ({ value: v, label: t(`tracker.phasedRound.variants.${v}`) }))}
          onChange={(v) => {
            const phasedRoundOrder = VARIANTS.find((x) => x === v);
            if (phasedRoundOrder) run([{ type: 'options-changed', options: { phasedRoundOrder } }]);
          }}
        />
        <Switch
          label={t('tracker.phasedRound.reroll')}
          checked={enc.options.rerollEachRound}
          onChange={(e) =>
            run([{ type: 'options-changed', options: { rerollEachRound: e.currentTarget.checked } }])
          }
        />
      </Group>
    );
  }
  if (enc.phase !== 'running') return null;
  const winner = sideWinner(enc);
  const party = sideResult(enc, true);
  const foes = sideResult(enc, false);
  const current = enc.combatants.find((c) => c.id === enc.current);
  const activeParty =
    current && !current.hazard ? current.side === 'pc' || current.side === 'ally' : undefined;
  const steps = roundStepsOf(enc);
  const index = currentRoundStep(enc);
  const step = steps[index];
  const acting = step ? actingSide(enc, step) : 'both';
  const summary = step && getSystem(enc.system).initiative.phases?.find((p) => p.id === step.phase)?.summary;
  const back = phaseStep(enc, -1);
  const forward = phaseStep(enc, 1);
  const following = steps[index + 1];
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('tracker.phasedRound.phases')}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('tracker.phasedRound.phases')}
          </Title>
          {winner && (
            <Text size="xs" fw={700} data-testid="phased-round-winner">
              {winner === 'tie'
                ? t('tracker.phasedRound.tie', { party })
                : t(winner === 'party' ? 'tracker.phasedRound.partyFirst' : 'tracker.phasedRound.foesFirst', {
                    party: party ?? '—',
                    foes: foes ?? '—',
                  })}
            </Text>
          )}
        </Group>
        {step && (
          <Stack gap={2} aria-live="polite" data-testid="phased-round-phase">
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="sm"
                disabled={!back}
                aria-label={previousLabel}
                title={previousLabel}
                onClick={() => back && run([back])}
              >
                ◀
              </ActionIcon>
              <Text fw={800} style={{ flex: 1 }}>
                {t('roundPhases.now', {
                  n: index + 1,
                  total: steps.length,
                  phase: phaseName(enc, step)[language],
                })}
              </Text>
              <ActionIcon
                size="sm"
                disabled={!forward}
                aria-label={nextLabel}
                title={nextLabel}
                onClick={() => forward && run([forward])}
              >
                ▶
              </ActionIcon>
            </Group>
            <Text size="sm" c={SIDE_COLOR[acting]} fw={700}>
              {t(`roundPhases.acting.${acting}`)}
            </Text>
            {summary && (
              <Text size="xs" c="dimmed">
                {summary[language]}
              </Text>
            )}
            {following && (
              <Text size="xs" data-testid="phased-round-next-phase">
                {t('roundPhases.then', {
                  phase: phaseName(enc, following)[language],
                  side: t(`roundPhases.short.${actingSide(enc, following)}`),
                })}
              </Text>
            )}
          </Stack>
        )}
        {activeParty !== undefined && (
          <Badge color={activeParty ? 'blue' : 'red'} size="sm" variant="outline">
            {t('tracker.phasedRound.active', {
              side: t(activeParty ? 'tracker.phasedRound.party' : 'tracker.phasedRound.foes'),
            })}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
