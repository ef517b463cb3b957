import { Alert, Badge, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Encounter, LogLine } from '../../../shared/combat';
import { phraseLine } from '../../log';
import { resolution } from './wizard';
import { maneuverRules } from './wizard-fighter';
import { counterOffer, describeEvents, outcomeEvents, type EventLine } from './wizard-outcome';
import { stepText } from './wizard-dice';
import type { TFunction } from 'i18next';
import type { StepProps } from './WizardChoose';
import { RefusalAlert } from './RefusalAlert';
import { languageOf } from '../../i18n/language';

/** The verdict, every step of the rules in the GM's language, what goes onto the tracker, and the button that puts it there. */
export function OutcomeStep({
  encounter,
  w,
  onChange,
  onApply,
}: StepProps & { encounter: Encounter; onApply(thenCounter: boolean): void }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const r = resolution(w);
  if (r.status === 'needs-die')
    return (
      <Alert color="orange">{t('maneuvers.missingDie', { label: lang === 'fr' ? r.label : 'd20' })}</Alert>
    );
  if (r.status === 'refused') return <RefusalAlert message={r.message} code={r.code} en={r.en} />;
  const { outcome } = r;
  const phrase = (line: LogLine) => phraseLine(line, { t, language: lang, system: encounter.system });
  const lines = describeEvents(encounter, outcomeEvents(encounter, w, outcome, lang), lang, phrase);
  const counter = counterOffer(w, outcome);
  return (
    <Stack gap="sm">
      <Group>
        <Badge size="xl" color={outcome.success ? 'green' : 'red'} data-testid="verdict">
          {outcome.success ? t('maneuvers.success') : t('maneuvers.failure')}
        </Badge>
        {outcome.margin !== 0 && <Text size="sm">{t('maneuvers.margin', { margin: outcome.margin })}</Text>}
      </Group>
      <List size="sm" spacing={2} aria-label={t('maneuvers.explanation')}>
        {outcome.steps.map((s, i) => (
          <List.Item key={i}>{stepText(s, lang)}</List.Item>
        ))}
      </List>
      {maneuverRules(w.system).bullRushFailPushesBack && w.maneuver === 'bull-rush' && !outcome.success && (
        <Checkbox
          label={t('maneuvers.occupiedSquare', { name: w.attacker.name })}
          checked={w.occupiedSquare}
          onChange={(e) => onChange({ ...w, occupiedSquare: e.currentTarget.checked })}
        />
      )}
      <Text size="sm" fw={600}>
        {t('maneuvers.onTracker')}
      </Text>
      <List size="sm" spacing={2} aria-label={t('maneuvers.onTracker')}>
        {lines.map((l, i) => (
          <List.Item key={i}>{eventText(t, l)}</List.Item>
        ))}
      </List>
      <Group>
        <Button onClick={() => onApply(false)}>{t('maneuvers.apply')}</Button>
        {counter && (
          <Button variant="light" color="orange" onClick={() => onApply(true)}>
            {t(counter.maneuver === 'disarm' ? 'maneuvers.counter.disarm' : 'maneuvers.counter.trip', {
              name: w.defender?.name ?? '',
            })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** One line of what the gesture puts on the tracker, in the current language. */
function eventText(t: TFunction, l: EventLine): string {
  switch (l.key) {
    case 'log':
      return t('maneuvers.event.log', l.values);
    case 'damage':
      return t('maneuvers.event.damage', l.values);
    case 'applied':
      return t('maneuvers.event.applied', l.values);
    case 'removed':
      return t('maneuvers.event.removed', l.values);
  }
}
