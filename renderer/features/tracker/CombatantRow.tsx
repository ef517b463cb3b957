import { LazyMenu } from '../../components/LazyMenu';
import { memo, useRef } from 'react';
import { Button, Menu } from '@mantine/core';
import { useRowText } from './RowText';
import type { Combatant, Phase } from '../../../shared/combat';
import {
  formatDamageDefences,
  getProcedures,
  parseDamageDefences,
  type SystemId,
} from '../../../shared/rules';
import { EffectiveDefences, openApplyCondition } from '../conditions';
import { openManeuver } from '../maneuvers';
import { openConcentration } from '../concentration';
import { HazardBadge, HazardLine } from '../hazards';
import { openAttack } from '../attack';
import { openGroupSave } from '../group-save';
import { StaminaCell } from '../stamina';
import { ROW_ATTRIBUTE } from './row-focus';
import { Chip, RowChips } from './RowChips';
import { Hp, HpField, InitiativeField, type HpFieldHandle } from './RowFields';
import type { RowGroup } from '../library';
import { GroupFold, GroupHpField, GroupMembersHp, GroupTitle } from './GroupRow';
import groupClasses from './GroupRow.module.css';
import { TieDragHandle } from './TieDrag';
import { useTrackerActions } from '../../combatant';
import { useRowHpKeys } from './use-row-hp-keys';
import classes from './CombatantRow.module.css';

/** The height of a row, in pixels: fixed, so that twelve fit a laptop screen and the list can be virtualised. */
export const ROW_HEIGHT = 48;

/** Props of one row of the initiative order. */
export interface CombatantRowProps {
  /** The combatant shown. */
  c: Combatant;
  /** Its place in the list, from 0 (shown from 1: the number that selects it). Default none shown. */
  index?: number;
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
  /** The fight's round (Resolve spends of a stamina pool depend on it). Default 0. */
  round?: number;
  /** Phased rounds: its side acts in the round's current phase (highlighted). Default false. */
  acting?: boolean;
  /** The row stands for its group: the folded line, or the first row of an unfolded one (GroupRow). */
  group?: RowGroup;
}

function TieButtons({ c, tieUp, tieDown }: { c: Combatant; tieUp: boolean; tieDown: boolean }) {
  const { t } = useRowText();
  const actions = useTrackerActions();
  if (!tieUp && !tieDown) return null;
  return (
    <div className={classes.tieButtons}>
      {tieUp && (
        <button
          type="button"
          className={classes.tieButton}
          aria-label={`${t('tracker.moveUp')} : ${c.name}`}
          onClick={() => actions.moveInTie(c.id, 'up')}
        >
          ▲
        </button>
      )}
      <TieDragHandle c={c} />
      {tieDown && (
        <button
          type="button"
          className={classes.tieButton}
          aria-label={`${t('tracker.moveDown')} : ${c.name}`}
          onClick={() => actions.moveInTie(c.id, 'down')}
        >
          ▼
        </button>
      )}
    </div>
  );
}

/**
 * The combatant's DR, resistances, immunities (issue 28), written in the GM's language (« RD 5/magie ;
 * feu 10 »): the same words the HP entry's types read. A text that no longer reads is shown as typed.
 */
function DamageDefencesText({ text }: { text: string }) {
  const { t, language } = useRowText();
  const read = parseDamageDefences(text);
  const shown = 'error' in read ? text : formatDamageDefences(read.defences, language);
  return (
    <span
      className={classes.damageDefences}
      title={t('tracker.field.damageDefencesTitle', { text: shown })}
      data-testid="damage-defences"
    >
      · {shown}
    </span>
  );
}

/**
 * Name, side (and « caché »), then every defence of the system with its effective value (the
 * rules' per-system list: `getProcedures(system).defences.fields`). Slot for other per-combatant
 * figures (Starfinder stamina…): a third item of the second line.
 */
function NameCell({
  c,
  current,
  system,
  conditions,
  effects,
  group,
}: {
  c: Combatant;
  current: boolean;
  system: SystemId;
  conditions: string;
  effects: string;
  group?: RowGroup;
}) {
  const { t } = useRowText();
  const party = c.side === 'pc' || c.side === 'ally';
  return (
    <div className={classes.name}>
      <div className={classes.nameLine}>
        {current && <span aria-hidden>▶</span>}
        {group && <GroupFold group={group} />}
        {group?.folded ? (
          <GroupTitle group={group} current={current} />
        ) : (
          <span className={classes.nameText} title={c.name}>
            {c.name}
          </span>
        )}
        {c.hazard ? (
          <HazardBadge className={classes.fixed} />
        ) : (
          <Chip size="xs" variant="outline" color={party ? 'blue' : 'gray'}>
            {t(`tracker.side.${c.side}`)}
          </Chip>
        )}
        {c.hidden && (
          <Chip size="xs" variant="filled">
            {t('tracker.hiddenBadge')}
          </Chip>
        )}
      </div>
      <div className={classes.defences}>
        {c.hazard ? (
          <HazardLine c={c} />
        ) : (
          <EffectiveDefences c={c} system={system} conditions={conditions} effects={effects} />
        )}
        {c.damageDefences && <DamageDefencesText text={c.damageDefences} />}
      </div>
    </div>
  );
}

/**
 * One combatant in the initiative order, on one fixed-height line: its number, initiative, name,
 * side and defences, its states (two lines of chips at most), hit points and the HP field, and what
 * can be done to it now. The row takes the focus (click, ↑ ↓, its number): there « -7 », « +5 »,
 * « t5 » or « nl4 » opens its HP field with that text (use-row-hp-keys.ts), Enter opens it empty, E applies a condition to it.
 */
export const CombatantRow = memo(function CombatantRow(props: CombatantRowProps) {
  const {
    c,
    index,
    current = false,
    phase,
    system,
    conditions,
    effects = '',
    tieUp = false,
    tieDown = false,
    round = 0,
    acting = false,
    group,
  } = props;
  const folded = group?.folded === true;
  const { t } = useRowText();
  const hpField = useRef<HpFieldHandle>(null);
  const hpKeys = useRowHpKeys(hpField);
  return (
    <div
      className={`${classes.row} ${classes.line}${folded ? ` ${groupClasses.folded}` : ''}`}
      data-current={current || undefined}
      data-acting={acting || undefined}
      data-side={c.side}
      data-health={c.health}
      role="listitem"
      aria-label={folded ? t('groupRow.title', { name: group.name, count: group.members.length }) : c.name}
      data-group={folded ? 'folded' : undefined}
      aria-current={current ? 'true' : undefined}
      tabIndex={0}
      {...{ [ROW_ATTRIBUTE]: c.id }}
      onKeyDown={hpKeys.onKeyDown}
      onBlur={hpKeys.onBlur}
    >
      {index !== undefined && (
        <span className={classes.number} aria-hidden>
          {index + 1}
        </span>
      )}
      <InitiativeField key={String(c.initiative.result)} c={c} system={system} />
      <TieButtons c={c} tieUp={tieUp} tieDown={tieDown} />
      <NameCell
        c={c}
        current={current}
        system={system}
        conditions={conditions}
        effects={effects}
        group={group}
      />
      {c.hazard ? (
        // A trap or a timer: no states, no hit points, no HP field.
        <div className={classes.badges} />
      ) : folded ? (
        // The folded line: its members' hit points, and an HP field that asks which members.
        <>
          <GroupMembersHp group={group} />
          <GroupHpField ref={hpField} group={group} />
        </>
      ) : (
        <>
          <RowChips c={c} conditions={conditions} effects={effects} system={system} />
          <Hp c={c} />
          {(c.hp.stamina || c.hp.resolve) && <StaminaCell c={c} system={system} round={round} />}
          <HpField ref={hpField} c={c} system={system} />
        </>
      )}
      <RowButtons {...props} running={phase === 'running'} />
    </div>
  );
});

/**
 * What can be done to the combatant now (act now, trigger, stabilise), hide/show, and its menu.
 * Slot for per-row actions added by other features (« Attaquer »…): a button before the ◉.
 */
function RowButtons({
  c,
  current = false,
  canTrigger = false,
  running,
  phase,
  system,
}: CombatantRowProps & { running: boolean }) {
  const { t } = useRowText();
  const actions = useTrackerActions();
  return (
    <div className={classes.buttons}>
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
      <button
        type="button"
        className={classes.iconButton}
        title={c.hidden ? t('tracker.show') : t('tracker.hide')}
        aria-label={`${c.hidden ? t('tracker.show') : t('tracker.hide')} : ${c.name}`}
        aria-pressed={c.hidden}
        onClick={() => actions.run([{ type: 'combatant-updated', id: c.id, changes: { hidden: !c.hidden } }])}
      >
        {c.hidden ? '◌' : '◉'}
      </button>
      <RowMenu c={c} running={running} phase={phase} system={system} />
    </div>
  );
}

/**
 * The row's menu (⋯). Mantine's Menu is mounted the first time the GM opens it, not with each of
 * the rows the list shows (issue 14).
 */
function RowMenu({
  c,
  running,
  phase,
  system,
}: {
  c: Combatant;
  running: boolean;
  phase: Phase;
  system: SystemId;
}) {
  const { t } = useRowText();
  const actions = useTrackerActions();
  const reactions = getProcedures(system).reactions;
  return (
    <LazyMenu className={classes.iconButton} label={t('tracker.actions', { name: c.name })}>
      {!c.hazard && (running || phase === 'setup') ? (
        <Menu.Item onClick={() => openApplyCondition([c.id])}>{t('conditions.applyEllipsis')}</Menu.Item>
      ) : null}
      {running || phase === 'setup' ? (
        <Menu.Item onClick={() => openAttack({ attackerId: c.id, targetId: null })}>
          {t('attack.menu')}
        </Menu.Item>
      ) : null}
      {running && !c.hazard && reactions && reactions.kind !== 'none' && (
        <Menu.Item onClick={() => actions.run([{ type: 'reaction-used', id: c.id, kind: 'opportunity' }])}>
          {t(reactions.kind === 'reaction' ? 'reactions.reactionMenu' : 'reactions.opportunityMenu')}
        </Menu.Item>
      )}
      {running && !c.hazard && reactions?.kind === 'opportunity' && reactions.immediate && (
        <Menu.Item onClick={() => actions.run([{ type: 'reaction-used', id: c.id, kind: 'immediate' }])}>
          {t('reactions.immediateMenu')}
        </Menu.Item>
      )}
      {!c.hazard && (running || phase === 'setup') && getProcedures(system).saves && (
        <Menu.Item onClick={() => openGroupSave(c.id)}>{t('groupSave.menu')}</Menu.Item>
      )}
      {!c.hazard && getProcedures(system).concentration?.kind === 'check' && (
        <Menu.Item onClick={() => openConcentration(c.id)}>{t('concentration.menu')}</Menu.Item>
      )}
      {!c.hazard && (
        <Menu.Item onClick={() => openManeuver({ attackerId: c.id })}>
          {t(getProcedures(system).maneuvers ? 'maneuvers.menu' : 'maneuvers.menuHelper')}
        </Menu.Item>
      )}
      <Menu.Item onClick={() => actions.edit(c)}>{t('fighter.edit')}</Menu.Item>
      <Menu.Item onClick={() => actions.saveToLibrary(c)}>{t('tracker.saveToLibrary')}</Menu.Item>
      <Menu.Item color="red" onClick={() => actions.askRemove(c)}>
        {t('tracker.remove')}
      </Menu.Item>
    </LazyMenu>
  );
}
