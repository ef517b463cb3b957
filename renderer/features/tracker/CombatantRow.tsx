import { memo, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Combatant, Phase } from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import { effectConditionIds, EffectiveDefences, EffectList, openApplyCondition } from '../conditions';
import { openManeuver } from '../maneuvers';
import { StaminaCell } from '../stamina';
import { TieDragHandle } from './TieDrag';
import { conditionName, healthBadge } from './labels';
import { useTrackerActions } from './tracker-actions';
import classes from './CombatantRow.module.css';

/** Props of one row of the initiative order. */
export interface CombatantRowProps {
  /** The combatant shown. */
  c: Combatant;
  /** Whether it is its turn. Default false. */
  current?: boolean;
  /** Where the fight stands. */
  phase: Phase;
  system: SystemId;
  /** Automatic and effect condition ids, comma-joined (a string so that the row can be memoised). */
  conditions: string;
  /** Its effects (`effectsKey` of the conditions feature). Default none. */
  effects?: string;
  /** Tied with the row above / below in a way the GM may reorder. Default false. */
  tieUp?: boolean;
  tieDown?: boolean;
  /** Whether its readied action may be triggered now (someone else's turn). Default false. */
  canTrigger?: boolean;
  /** The fight's round (sf1 Resolve spends depend on it). Default 0. */
  round?: number;
}

function InitiativeField({ c, system }: { c: Combatant; system: SystemId }) {
  const { t } = useTranslation();
  const actions = useTrackerActions();
  const shown = c.initiative.result ?? (system === 'co' ? c.initiative.score : undefined);
  const [text, setText] = useState(shown === undefined ? '' : String(shown));
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (text.trim() === (shown === undefined ? '' : String(shown))) return;
    const message = actions.setInitiative(c, text);
    setError(message);
    if (message) setText(shown === undefined ? '' : String(shown));
  };
  return (
    <Tooltip label={error} opened={error !== null} color="red" withArrow>
      <TextInput
        size="xs"
        w={54}
        className={classes.fixed}
        aria-label={t(system === 'co' ? 'tracker.initiativeScore' : 'tracker.initiative', { name: c.name })}
        value={text}
        error={error !== null}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setError(null);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        classNames={{ input: classes.initiative }}
      />
    </Tooltip>
  );
}

function HpField({ c }: { c: Combatant }) {
  const { t } = useTranslation();
  const actions = useTrackerActions();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    const message = actions.hpEntry(c, text);
    setError(message);
    if (!message) setText('');
  };
  return (
    <TextInput
      size="xs"
      w={120}
      className={classes.fixed}
      aria-label={t('tracker.hpEntry', { name: c.name })}
      placeholder={t('tracker.hpEntryPlaceholder')}
      value={text}
      error={error}
      onChange={(e) => {
        setText(e.currentTarget.value);
        setError(null);
      }}
      onKeyDown={onKeyDown}
    />
  );
}

function Hp({ c }: { c: Combatant }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} w={92} align="flex-end" className={classes.fixed} aria-label={t('tracker.hpTitle')}>
      <Text fw={700} size="sm" data-testid="hp">
        {c.hp.current}/{c.hp.max}
      </Text>
      {(c.hp.temp > 0 || c.hp.nonlethal > 0) && (
        <Text size="xs" c="dimmed">
          {c.hp.temp > 0 ? t('tracker.temp', { count: c.hp.temp }) : ''}
          {c.hp.temp > 0 && c.hp.nonlethal > 0 ? ' · ' : ''}
          {c.hp.nonlethal > 0 ? t('tracker.nonlethal', { count: c.hp.nonlethal }) : ''}
        </Text>
      )}
    </Stack>
  );
}

const HEALTH_IDS = new Set(['staggered', 'disabled', 'dying', 'unconscious', 'dead', 'stable']);

function TieButtons({ c, tieUp, tieDown }: { c: Combatant; tieUp: boolean; tieDown: boolean }) {
  const { t } = useTranslation();
  const actions = useTrackerActions();
  return (
    <Stack gap={0} w={22}>
      {tieUp && (
        <ActionIcon
          size="xs"
          variant="subtle"
          aria-label={`${t('tracker.moveUp')} : ${c.name}`}
          onClick={() => actions.moveInTie(c.id, 'up')}
        >
          ▲
        </ActionIcon>
      )}
      {(tieUp || tieDown) && <TieDragHandle c={c} />}
      {tieDown && (
        <ActionIcon
          size="xs"
          variant="subtle"
          aria-label={`${t('tracker.moveDown')} : ${c.name}`}
          onClick={() => actions.moveInTie(c.id, 'down')}
        >
          ▼
        </ActionIcon>
      )}
    </Stack>
  );
}

function NameCell({
  c,
  current,
  system,
  conditions,
  effects,
}: {
  c: Combatant;
  current: boolean;
  system: SystemId;
  conditions: string;
  effects: string;
}) {
  const { t } = useTranslation();
  const party = c.side === 'pc' || c.side === 'ally';
  return (
    <Stack gap={2} className={classes.name}>
      <Group gap={6} wrap="nowrap">
        {current && <span aria-hidden>▶</span>}
        <Text fw={current ? 800 : 600} truncate>
          {c.name}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Badge
          size="xs"
          tt="none"
          variant="outline"
          color={party ? 'blue' : 'gray'}
          className={classes.fixed}
        >
          {t(`tracker.side.${c.side}`)}
        </Badge>
        {c.hidden && (
          <Badge size="xs" tt="none" color="gray" variant="filled" className={classes.fixed}>
            {t('tracker.hiddenBadge')}
          </Badge>
        )}
        <EffectiveDefences c={c} system={system} conditions={conditions} effects={effects} />
      </Group>
    </Stack>
  );
}

function StateBadges({
  c,
  conditions,
  effects,
  system,
}: {
  c: Combatant;
  conditions: string;
  effects: string;
  system: SystemId;
}) {
  const { t, i18n } = useTranslation();
  const actions = useTrackerActions();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const health = healthBadge(c);
  const fromEffects = effectConditionIds(effects);
  const others = conditions
    .split(',')
    .filter((id) => id && !HEALTH_IDS.has(id) && !fromEffects.has(id))
    .map((id) =>
      id === 'flat-footed'
        ? t('tracker.flatFooted')
        : id === 'surprised'
          ? t('tracker.surprised')
          : conditionName(system, id, language),
    );
  return (
    <Group gap={4} className={classes.badges} wrap="wrap">
      <Badge color={health.color} variant="light" tt="none" data-testid="health">
        {t(`tracker.health.${health.key}`)}
      </Badge>
      {others.map((name) => (
        <Badge key={name} size="sm" tt="none" color="orange" variant="dot">
          {name}
        </Badge>
      ))}
      <EffectList
        name={c.name}
        system={system}
        effects={effects}
        onRemove={(effectId) => actions.run([{ type: 'effect-removed', effectId }])}
      />
      {c.flags.delaying && (
        <Badge size="sm" tt="none" color="cyan">
          {t('tracker.delaying')}
        </Badge>
      )}
      {c.flags.readied && (
        <Badge size="sm" tt="none" color="cyan" maw={180}>
          {t('tracker.readied', { trigger: c.flags.readied.trigger })}
        </Badge>
      )}
    </Group>
  );
}

/**
 * One combatant in the initiative order: initiative, name and side, defences, health badge and
 * conditions, hit points and the HP field, and what can be done to it now.
 */
export const CombatantRow = memo(function CombatantRow(props: CombatantRowProps) {
  const {
    c,
    current = false,
    phase,
    system,
    conditions,
    effects = '',
    tieUp = false,
    tieDown = false,
    round = 0,
  } = props;
  return (
    <Group
      className={classes.row}
      data-current={current || undefined}
      data-side={c.side}
      data-health={c.health}
      gap="xs"
      wrap="nowrap"
      role="listitem"
      aria-label={c.name}
      aria-current={current ? 'true' : undefined}
    >
      <InitiativeField key={String(c.initiative.result)} c={c} system={system} />
      <TieButtons c={c} tieUp={tieUp} tieDown={tieDown} />
      <NameCell c={c} current={current} system={system} conditions={conditions} effects={effects} />
      <StateBadges c={c} conditions={conditions} effects={effects} system={system} />
      <Hp c={c} />
      {system === 'sf1' && <StaminaCell c={c} round={round} />}
      <HpField c={c} />
      <RowButtons {...props} running={phase === 'running'} />
    </Group>
  );
});

function RowButtons({
  c,
  current = false,
  canTrigger = false,
  running,
  phase,
  system,
}: CombatantRowProps & { running: boolean }) {
  const { t } = useTranslation();
  const actions = useTrackerActions();
  return (
    <Group gap={4} wrap="nowrap" w={170} justify="flex-end" className={classes.fixed}>
      {running && c.flags.delaying && !current && (
        <Button size="compact-xs" onClick={() => actions.run([{ type: 'delay-ended', id: c.id }])}>
          {t('tracker.actNow')}
        </Button>
      )}
      {running && canTrigger && (
        <Button size="compact-xs" color="cyan" onClick={() => actions.triggerReady(c.id)}>
          {t('tracker.trigger')}
        </Button>
      )}
      {c.health === 'dying' && !c.flags.stabilized && (
        <Button
          size="compact-xs"
          color="blue"
          onClick={() => actions.run([{ type: 'stabilized', id: c.id }])}
        >
          {t('tracker.stabilize')}
        </Button>
      )}
      <Tooltip label={c.hidden ? t('tracker.show') : t('tracker.hide')}>
        <ActionIcon
          variant={c.hidden ? 'filled' : 'default'}
          color="gray"
          aria-label={`${c.hidden ? t('tracker.show') : t('tracker.hide')} : ${c.name}`}
          aria-pressed={c.hidden}
          onClick={() =>
            actions.run([{ type: 'combatant-updated', id: c.id, changes: { hidden: !c.hidden } }])
          }
        >
          {c.hidden ? '◌' : '◉'}
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" aria-label={t('tracker.actions', { name: c.name })}>
            ⋯
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {running || phase === 'setup' ? (
            <Menu.Item onClick={() => openApplyCondition([c.id])}>{t('conditions.applyEllipsis')}</Menu.Item>
          ) : null}
          <Menu.Item onClick={() => openManeuver({ attackerId: c.id })}>
            {t(system === 'co' || system === 'osr' ? 'maneuvers.menuHelper' : 'maneuvers.menu')}
          </Menu.Item>
          <Menu.Item onClick={() => actions.edit(c)}>{t('fighter.edit')}</Menu.Item>
          <Menu.Item onClick={() => actions.saveToLibrary(c)}>{t('tracker.saveToLibrary')}</Menu.Item>
          <Menu.Item color="red" onClick={() => actions.askRemove(c)}>
            {t('tracker.remove')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
