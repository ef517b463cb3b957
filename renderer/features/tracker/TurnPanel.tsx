import { memo, useContext, useState } from 'react';
import { Alert, Button, Card, Group, Popover, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { activeConditionIds, type Combatant, type Encounter } from '../../../shared/combat';
import { getProcedures, getSystem } from '../../../shared/rules';
import { EFFECT_REMINDERS, TurnEffects } from '../conditions';
import { HazardTurn } from '../hazards';
import { TrackerActionsContext, reminderColor, reminderText } from '../../combatant';
import { roundText } from '../../log';
import { readInteger } from './CombatantForm';
import { TurnClock } from './TurnClock';
import type { GestureStep } from './session';
import { textLimitProps } from '../../components/text-limit';
import { languageOf } from '../../i18n/language';
import { useReadyAsked } from './ready-request';

/** Props of the current-turn panel. */
export interface TurnPanelProps {
  encounter: Encounter;
  run(steps: GestureStep[]): boolean;
}

function ReadyForm({ c, run }: { c: Combatant; run: TurnPanelProps['run'] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Maj+R opens the form (ready-request.ts): a new ask since the form was drawn.
  const asked = useReadyAsked();
  const [seen, setSeen] = useState(asked);
  if (asked !== seen) {
    setSeen(asked);
    setOpen(true);
  }
  const [trigger, setTrigger] = useState('');
  if (!open) {
    return (
      <Button size="compact-sm" variant="default" onClick={() => setOpen(true)}>
        {t('tracker.ready')}
      </Button>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (run([{ type: 'readied', id: c.id, trigger }])) {
          setOpen(false);
          setTrigger('');
        }
      }}
    >
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t('tracker.readyTrigger')}
          placeholder={t('tracker.readyTriggerPlaceholder')}
          value={trigger}
          {...textLimitProps(trigger, 'readyTrigger', t)}
          onChange={(e) => setTrigger(e.currentTarget.value)}
          data-autofocus
          autoFocus
        />
        <Button type="submit">{t('tracker.readyConfirm')}</Button>
        <Button variant="subtle" onClick={() => setOpen(false)}>
          {t('tracker.cancel')}
        </Button>
      </Group>
    </form>
  );
}

function LowerInitForm({ c, run }: { c: Combatant; run: TurnPanelProps['run'] }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const to = readInteger(text);
        if (typeof to !== 'number') {
          setError(t('tracker.field.integer'));
          return;
        }
        if (run([{ type: 'initiative-lowered', id: c.id, to }])) setText('');
      }}
    >
      <Group gap="xs" align="flex-end">
        <TextInput
          w={120}
          label={t('tracker.lowerInitTo')}
          description={t('tracker.lowerInitHint')}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="default">
          {t('tracker.lowerInit')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The system's actions per turn, one click away (it is the same every turn): memoised, so that
 * its popover does not render again with every gesture.
 */
const ActionsHelp = memo(function ActionsHelp({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" withinPortal width={340} shadow="md">
      <Popover.Target>
        <Button size="compact-sm" variant="light">
          {t('screen.actionsHelp')} ▾
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{text}</Text>
      </Popover.Dropdown>
    </Popover>
  );
});

/**
 * Whose turn it is and what it may do, compact (issue 13): who acts; what ends now and what to ask
 * this turn (effects, saves, dying roll, morale…); its conditions in a line each; delay / ready (3.5,
 * PF1, SF) or lower INIT (CO). The system's actions per turn are one click away (« Actions du
 * tour »), except in the surprise round, where the restriction is the news. Slots: a feature that
 * adds something to do this turn (ongoing damage « Appliquer », an attack) mounts it in the
 * reminders stack or in the buttons line at the bottom.
 */
export function TurnPanel({ encounter: enc, run }: TurnPanelProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const c = enc.combatants.find((x) => x.id === enc.current);
  const actions = useContext(TrackerActionsContext);
  const system = getSystem(enc.system);
  // A hazard's turn shows what it does, never a creature's conditions or actions.
  const creature = c && !c.hazard ? c : undefined;
  const conditions = creature
    ? activeConditionIds(enc, creature).flatMap((id) => {
        const def = system.conditions.find((d) => d.id === id);
        return def ? [def] : [];
      })
    : [];
  // Surprised combatants are listed in one line, not one alert each.
  const surprised = enc.reminders.flatMap((r) =>
    r.kind === 'surprised' ? [enc.combatants.find((x) => x.id === r.target)?.name ?? r.target] : [],
  );
  const reminders = enc.reminders.filter((r) => r.kind !== 'surprised' && !EFFECT_REMINDERS.has(r.kind));
  return (
    <Card withBorder padding="xs" aria-label={t('tracker.thisTurn')} component="section">
      <Stack gap={6}>
        <Title order={3} size="h5" lineClamp={1}>
          {c ? t('tracker.turnOf', { name: c.name }) : roundText(enc, t)}
        </Title>
        <TurnClock encounter={enc} run={run} />
        {c?.hazard && <HazardTurn c={c} onRemove={(h) => actions?.askRemove(h)} />}
        {creature && enc.surprise.isSurpriseRound && (
          <Text size="sm">
            <b>{t('tracker.thisTurn')} : </b>
            {t('tracker.surpriseTurn')}
          </Text>
        )}
        {conditions.map((d) => (
          <Text size="xs" key={d.id}>
            <b>{d.name[language]}</b> — {d.summary[language]}
          </Text>
        ))}
        <TurnEffects encounter={enc} run={run} />
        {(reminders.length > 0 || surprised.length > 0) && (
          <Stack gap={4} aria-label={t('tracker.reminders')} role="region">
            {surprised.length > 0 && (
              <Alert color="orange" variant="light" p={6}>
                <Text size="sm">{t('tracker.reminder.surprisedMany', { names: surprised.join(', ') })}</Text>
              </Alert>
            )}
            {reminders.map((r, i) => (
              <Alert key={i} color={reminderColor(r)} variant="light" p={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">{reminderText(enc, r, t, language)}</Text>
                  {r.kind === 'morale' && (
                    <Button
                      size="compact-sm"
                      color="grape"
                      onClick={() => run([{ type: 'morale-checked', group: r.group }])}
                    >
                      {t('tracker.moraleCheck')}
                    </Button>
                  )}
                </Group>
              </Alert>
            ))}
          </Stack>
        )}
        {creature && (
          <Group gap="xs" align="flex-end">
            {!enc.surprise.isSurpriseRound && <ActionsHelp text={system.actions.perTurn[language]} />}
            {getProcedures(enc.system).initiative.delayAndReady && (
              <>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => run([{ type: 'delayed', id: creature.id }])}
                >
                  {t('tracker.delay')}
                </Button>
                <ReadyForm key={creature.id} c={creature} run={run} />
              </>
            )}
            {getSystem(enc.system).initiative.lowerToActLater && (
              <LowerInitForm key={creature.id} c={creature} run={run} />
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
