import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ongoingSpecOf,
  type CombatantId,
  type EffectId,
  type Encounter,
  type Reminder,
} from '../../../shared/combat';
import { OngoingApply } from '../ongoing';
import { conditionName, reminderText } from '../../combatant';
import type { GestureStep } from '../../fight';
import { languageOf } from '../../i18n/language';

/** The reminders this component shows (the others stay in the turn panel's list). */
export const EFFECT_REMINDERS: ReadonlySet<Reminder['kind']> = new Set<Reminder['kind']>([
  'effect-ended',
  'effect-continues',
  'save',
  'ongoing-damage',
  'concentration',
]);

/** Whether an effect carries per-round damage or healing (its « Appliquer » holds the save button too). */
function hasOngoing(enc: Encounter, id: EffectId): boolean {
  const e = enc.effects.find((x) => x.id === id);
  return Boolean(e && (e.ongoingDamage || ongoingSpecOf(e)));
}

/** Props of the effects part of the turn panel. */
export interface TurnEffectsProps {
  encounter: Encounter;
  run(steps: GestureStep[]): boolean;
}

function ConcentrationAsk({
  encounter: enc,
  source,
  effects,
  run,
}: TurnEffectsProps & { source: CombatantId; effects: EffectId[] }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const [kept, setKept] = useState(false);
  const name = enc.combatants.find((c) => c.id === source)?.name ?? source;
  const listed = effects.flatMap((id) => {
    const e = enc.effects.find((x) => x.id === id);
    if (!e) return [];
    const target = enc.combatants.find((c) => c.id === e.target)?.name ?? e.target;
    const effect =
      e.what.kind === 'custom'
        ? e.what.name
        : conditionName(enc.system, e.what.conditionId, language).toLocaleLowerCase(language);
    return [`${effect} (${target})`];
  });
  if (listed.length === 0) return null;
  return (
    <Alert color="blue" variant="light" p="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          {kept
            ? `${t('conditions.kept')} — ${listed.join(', ')}`
            : t('conditions.concentrationAsk', { name, effects: listed.join(', ') })}
        </Text>
        {!kept && (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" variant="light" onClick={() => setKept(true)}>
              {t('conditions.keepConcentrating')}
            </Button>
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              onClick={() => run(effects.map((effectId) => ({ type: 'effect-removed', effectId })))}
            >
              {t('conditions.stopConcentrating')}
            </Button>
          </Group>
        )}
      </Group>
    </Alert>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={2} role="group" aria-label={title}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * At the start of a turn: what ends now, what continues (rounds left), and what to do this turn —
 * a save each round, ongoing damage, and, at the source's turn, whether it keeps concentrating.
 */
export function TurnEffects({ encounter: enc, run }: TurnEffectsProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const ended = enc.reminders.filter((r) => r.kind === 'effect-ended');
  const continuing = enc.reminders.filter((r) => r.kind === 'effect-continues');
  const toDo = enc.reminders.filter((r) => r.kind === 'save' || r.kind === 'ongoing-damage');
  const bySource = new Map<CombatantId, EffectId[]>();
  for (const r of enc.reminders) {
    if (r.kind !== 'concentration') continue;
    bySource.set(r.source, [...(bySource.get(r.source) ?? []), r.effectId]);
  }
  const line = (r: Reminder, i: number, color: string) => (
    <Alert key={i} color={color} variant="light" p="xs">
      <Text size="sm">{reminderText(enc, r, t, language)}</Text>
    </Alert>
  );
  return (
    <>
      {ended.length > 0 && (
        <Section title={t('conditions.endsNow')}>{ended.map((r, i) => line(r, i, 'teal'))}</Section>
      )}
      {continuing.length > 0 && (
        <Section title={t('conditions.continues')}>{continuing.map((r, i) => line(r, i, 'gray'))}</Section>
      )}
      {(toDo.length > 0 || bySource.size > 0) && (
        <Section title={t('conditions.toDo')}>
          {toDo.map((r, i) =>
            r.kind === 'save' || r.kind === 'ongoing-damage' ? (
              <Alert key={i} color="orange" variant="light" p="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">{reminderText(enc, r, t, language)}</Text>
                  {(r.kind === 'ongoing-damage' || !hasOngoing(enc, r.effectId)) && (
                    <OngoingApply encounter={enc} effectId={r.effectId} run={run} />
                  )}
                </Group>
              </Alert>
            ) : (
              line(r, i, 'orange')
            ),
          )}
          {[...bySource].map(([source, effects]) => (
            <ConcentrationAsk
              key={`${source}-${enc.round}`}
              encounter={enc}
              run={run}
              source={source}
              effects={effects}
            />
          ))}
        </Section>
      )}
    </>
  );
}
