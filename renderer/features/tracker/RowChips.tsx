/**
 * A row's states as chips — its effects with their rounds left first (what the GM tracks), then its
 * health, its other conditions, delay and ready — on at most two lines: what does not fit folds into a « +N » chip that lists them all,
 * so that nothing is clipped by the row's fixed height.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Badge, Popover, Stack, UnstyledButton } from '@mantine/core';
import { useRowText } from './RowText';
import type { Combatant, EffectId } from '../../../shared/combat';
import { concentrationDc, getProcedures, opportunitiesPerRound, type SystemId } from '../../../shared/rules';
import { effectConditionIds, EffectList } from '../conditions';
import { conditionName, healthBadge, useTrackerActions } from '../../combatant';
import classes from './CombatantRow.module.css';

/** Room the « +N » chip needs after the last chip shown, in pixels. */
const COUNTER_WIDTH = 40;

const HEALTH_IDS = new Set(['staggered', 'disabled', 'dying', 'unconscious', 'dead', 'stable']);

/** Props of a row's chips. */
export interface RowChipsProps {
  c: Combatant;
  /** Automatic and effect condition ids, comma-joined (the row's `conditions`). */
  conditions: string;
  /** The row's effects (`effectsKey`). */
  effects: string;
  system: SystemId;
}

/** Props of a chip. */
export interface ChipProps {
  /** A Mantine colour name (« orange », « grape »…). Default gray. */
  color?: string;
  /** Default 'light'. */
  variant?: 'light' | 'filled' | 'outline' | 'dot';
  /** Default 'sm'. */
  size?: 'xs' | 'sm';
  title?: string;
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}

/** A small label with Mantine's Badge look, as one plain element (a row holds several). */
export function Chip({
  color = 'gray',
  variant = 'light',
  size = 'sm',
  className,
  children,
  ...rest
}: ChipProps) {
  const style = {
    '--chip-light': `var(--mantine-color-${color}-light)`,
    '--chip-light-color': `var(--mantine-color-${color}-light-color)`,
    '--chip-filled': `var(--mantine-color-${color}-filled)`,
    '--chip-outline': `var(--mantine-color-${color}-outline)`,
  } as CSSProperties;
  return (
    <span
      className={className ? `${classes.chip} ${className}` : classes.chip}
      data-variant={variant}
      data-size={size}
      style={style}
      {...rest}
    >
      {children}
    </span>
  );
}

/**
 * What it has left outside its turn, once it used some this round (« AdO 1/2 », SF « Réaction 0/1 »),
 * its immediate action taken, and a turn without its swift action.
 */
function ReactionChips({ c, system }: { c: Combatant; system: SystemId }) {
  const { t } = useRowText();
  const rule = getProcedures(system).reactions;
  if (!rule || rule.kind === 'none') return null;
  const used = c.flags.opportunities ?? 0;
  const max = opportunitiesPerRound(rule, c.fighter);
  const left = Math.max(0, max - used);
  return (
    <>
      {used > 0 && (
        <Chip
          color={left === 0 ? 'red' : 'indigo'}
          variant={left === 0 ? 'filled' : 'light'}
          title={t('reactions.chipTitle', { left, max })}
          data-testid="reactions-chip"
        >
          {t(rule.kind === 'reaction' ? 'reactions.chipReaction' : 'reactions.chip', { left, max })}
        </Chip>
      )}
      {c.flags.immediate && (
        <Chip color="indigo" variant="light">
          {t('reactions.immediate')}
        </Chip>
      )}
      {c.flags.swiftSpent && (
        <Chip color="indigo" variant="outline" title={t('reactions.swiftSpentTitle')}>
          {t('reactions.swiftSpent')}
        </Chip>
      )}
    </>
  );
}

/** « Concentration (niv. 3) », or the check it owes (« Concentration : test DD 17 »). */
function ConcentrationChip({ c, system }: { c: Combatant; system: SystemId }) {
  const { t } = useRowText();
  if (!c.concentration) return null;
  const level = c.concentration.spellLevel;
  const damage = c.concentration.pending?.[0];
  const rule = getProcedures(system).concentration;
  const dc = damage === undefined ? null : concentrationDc(rule, damage, level);
  return (
    <Chip
      color="grape"
      variant={dc === null ? 'light' : 'filled'}
      title={t('concentration.chipTitle', { level })}
      data-testid="concentration-chip"
    >
      {dc === null ? t('concentration.chip', { level }) : t('concentration.chipPending', { dc })}
    </Chip>
  );
}

function Chips({ c, conditions, effects, system }: RowChipsProps) {
  const { t, language } = useRowText();
  const actions = useTrackerActions();
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
  // Stable while the actions are: the memoised effect list does not render again for nothing.
  const { run } = actions;
  const onRemove = useCallback((effectId: EffectId) => run([{ type: 'effect-removed', effectId }]), [run]);
  const onSetHidden = useCallback(
    (effectId: EffectId, hidden: boolean) => run([{ type: 'effect-hidden-set', effectId, hidden }]),
    [run],
  );
  return (
    <>
      <EffectList
        name={c.name}
        system={system}
        effects={effects}
        onRemove={onRemove}
        onSetHidden={onSetHidden}
      />
      <Chip color={health.color} data-testid="health">
        {t(`tracker.health.${health.key}`)}
      </Chip>
      {others.map((name) => (
        <Chip key={name} color="orange" variant="dot">
          {name}
        </Chip>
      ))}
      <ReactionChips c={c} system={system} />
      {c.concentration && <ConcentrationChip c={c} system={system} />}
      {c.flags.delaying && (
        <Chip color="cyan" variant="filled">
          {t('tracker.delaying')}
        </Chip>
      )}
      {c.flags.readied && (
        <Chip color="cyan" variant="filled" title={c.flags.readied.trigger} className={classes.readied}>
          {t('tracker.readied', { trigger: c.flags.readied.trigger })}
        </Chip>
      )}
    </>
  );
}

/**
 * Hides, on the DOM, the chips past the box's height (leaving room for the counter), and returns
 * how many are hidden. Runs only when the chips change: a row's other updates measure nothing.
 */
function useOverflow(box: RefObject<HTMLDivElement | null>, key: string): number {
  const [hidden, setHidden] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const chips = Array.from(el.children).filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child.dataset.more === undefined,
    );
    chips.forEach((chip) => {
      if (chip.dataset.overflow !== undefined) delete chip.dataset.overflow;
    });
    // Two chips always fit two lines: nothing to measure (a measure forces the page's layout, once
    // per row that changed — twenty rows on an initiative roll; issue 14).
    if (chips.length <= 2) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a layout measure: the counter depends on where the chips wrapped.
      setHidden(0);
      return;
    }
    // The lines the chips wrapped into, by their tops (whatever the box's alignment).
    const tops = chips.map((chip) => chip.getBoundingClientRect().top);
    const lines: number[] = [];
    for (const top of [...tops].sort((a, b) => a - b)) {
      if (lines.length === 0 || top - lines[lines.length - 1] > 4) lines.push(top);
    }
    const first = lines.length > 2 ? tops.findIndex((top) => top >= lines[2] - 4) : -1;
    if (first < 0) {
      setHidden(0);
      return;
    }
    // The counter follows the last chip of the second line, or takes its place when there is no room.
    const last = chips[first - 1]?.getBoundingClientRect();
    const room = last ? el.getBoundingClientRect().right - last.right : 0;
    const from = room >= COUNTER_WIDTH ? first : Math.max(1, first - 1);
    chips.slice(from).forEach((chip) => (chip.dataset.overflow = ''));
    setHidden(chips.length - from);
  }, [box, key]);
  return hidden;
}

/** A row's chips, two lines at most, the rest behind « +N ». */
export function RowChips(props: RowChipsProps) {
  const { t } = useRowText();
  const box = useRef<HTMLDivElement>(null);
  const { c, conditions, effects } = props;
  const concentration = c.concentration
    ? `${c.concentration.spellLevel}:${c.concentration.pending?.length ?? 0}`
    : '';
  const key = `${c.health}|${conditions}|${effects}|${String(c.flags.delaying)}|${c.flags.readied?.trigger ?? ''}|${concentration}|${c.flags.opportunities ?? 0}${c.flags.immediate ?? ''}${String(c.flags.swiftSpent ?? '')}`;
  const hidden = useOverflow(box, key);
  return (
    <div ref={box} className={classes.badges}>
      <Chips {...props} />
      {hidden > 0 && (
        <MoreChips label={t('screen.moreChipsLabel', { count: hidden, name: c.name })} count={hidden}>
          <Chips {...props} />
        </MoreChips>
      )}
    </div>
  );
}

/**
 * The « +N » chip and the list of every chip behind it. Mantine's Popover is mounted the first time
 * the GM opens it, not with each row that has more chips than fit (with many effects, every row on
 * screen: a popover each cost more than the row, issue 14).
 */
function MoreChips({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  const { t } = useRowText();
  const [opened, setOpened] = useState<boolean | null>(null);
  // The chip is rendered anew inside the popover: the focus it had goes to the new one.
  const chipRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current) chipRef.current?.focus();
    refocus.current = false;
  }, [opened]);
  const chip = (
    <UnstyledButton
      ref={chipRef}
      aria-label={label}
      data-more=""
      className={classes.more}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        // A controlled popover leaves the toggling to its target.
        if (opened === null) refocus.current = document.activeElement === e.currentTarget;
        setOpened((was) => !was);
      }}
    >
      <Badge size="sm" variant="filled" color="violet" tt="none">
        {t('screen.moreChips', { count })}
      </Badge>
    </UnstyledButton>
  );
  if (opened === null) return chip;
  return (
    <Popover position="bottom-start" withinPortal shadow="md" opened={opened} onChange={setOpened}>
      <Popover.Target>{chip}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} align="flex-start" maw={320}>
          {children}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
