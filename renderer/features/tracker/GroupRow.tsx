/**
 * The line of a group in the order (issue 16): a group sharing one initiative, or playing one turn,
 * is one line « Gobelin ×6 » with a chevron that unfolds it, its members' hit points in small, and
 * an HP field that asks which members the entry is for (« -6 » on three goblins: one gesture, one
 * undo). The first row of an unfolded group carries the chevron that folds it back.
 */
import { forwardRef, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useRowText } from './RowText';
import { EngineError, type Combatant, type CombatantId } from '../../../shared/combat';
import { toggleGroupFold, type RowGroup } from '../library';
import { focusRowOf } from './row-focus';
import { useStartHandle, type HpFieldHandle } from './RowFields';
import { useTrackerActions } from '../../combatant';
import classes from './GroupRow.module.css';

/** Members whose hit points the line lists one by one; beyond, the line gives the count standing. */
const MEMBERS_LISTED = 8;

/** The chevron that folds or unfolds a group, and (folded) its name and size: « ▸ Gobelin ×6 ». */
export function GroupFold({ group }: { group: RowGroup }) {
  const { t } = useRowText();
  const label = t(group.folded ? 'groupRow.unfold' : 'groupRow.fold', { name: group.name });
  return (
    <Tooltip label={label} openDelay={500}>
      <ActionIcon
        size="sm"
        variant="light"
        className={classes.fixed}
        aria-label={label}
        aria-expanded={!group.folded}
        onClick={() => toggleGroupFold(group.name)}
      >
        {group.folded ? '▸' : '▾'}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * « Gobelin ×6 », the name of the folded line, then the member its own buttons (Stabiliser, ◉, ⋯)
 * act on — « boutons : Gobelin 2 » — since the line stands for that one member (the one acting now,
 * else the first in the order); the GM unfolds the group for another.
 */
export function GroupTitle({ group, current }: { group: RowGroup; current: boolean }) {
  const { t } = useRowText();
  return (
    <>
      <Text fw={current ? 800 : 700} size="sm" className={classes.fixed}>
        {t('groupRow.title', { name: group.name, count: group.members.length })}
      </Text>
      {group.shown && (
        <Text
          span
          size="xs"
          c="dimmed"
          className={classes.fixed}
          title={t('groupRow.buttonsForHint', { name: group.shown })}
          data-testid="group-buttons-for"
        >
          {t('groupRow.buttonsFor', { name: group.shown })}
        </Text>
      )}
    </>
  );
}

/** The members' hit points in small (« 6 · 4 · 0 · 7 »; the fallen struck through), or how many stand. */
export function GroupMembersHp({ group }: { group: RowGroup }) {
  const { t } = useRowText();
  const standing = group.members.filter((m) => m.health !== 'dead').length;
  const total = group.members.reduce((sum, m) => sum + m.hp.current, 0);
  const max = group.members.reduce((sum, m) => sum + m.hp.max, 0);
  return (
    <div className={classes.members} aria-label={t('groupRow.membersHp', { name: group.name })}>
      {group.members.length <= MEMBERS_LISTED ? (
        group.members.map((m) => (
          <Text
            key={m.id}
            span
            size="xs"
            className={classes.member}
            data-health={m.health}
            title={`${m.name} ${m.hp.current}/${m.hp.max}`}
          >
            {m.hp.current}{' '}
          </Text>
        ))
      ) : (
        <Text span size="xs">
          {t('groupRow.standing', { count: standing, total: group.members.length })}
        </Text>
      )}
      <Text span size="xs" c="dimmed" className={classes.total}>
        {t('groupRow.total', { current: total, max })}
      </Text>
    </div>
  );
}

/**
 * The folded line's HP field: the entry typed (« -6 ») then Enter asks which members it is for —
 * ticked one by one (or their number 1…9), or all at once — and « Appliquer » (Enter) applies it to
 * every member ticked in one gesture. Escape goes back to the line; a bad entry is refused with the
 * engine's message, nothing changed.
 */
export const GroupHpField = forwardRef<HpFieldHandle, { group: RowGroup }>(function GroupHpField(
  { group },
  ref,
) {
  const { t } = useRowText();
  const actions = useTrackerActions();
  const input = useRef<HTMLInputElement>(null);
  const askId = useId();
  const [text, setText] = useState('');
  const [asking, setAsking] = useState(false);
  // The entry asked about: kept while the question fades out, after the field is emptied.
  const [asked, setAsked] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<CombatantId>>(new Set());
  const [error, setError] = useState<string | null>(null);
  useStartHandle(ref, input, (start) => {
    setText(start);
    setError(null);
  });
  const close = () => {
    setAsking(false);
    setChosen(new Set());
    setError(null);
  };
  const toggle = (id: CombatantId) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const apply = () => {
    const members = group.members.filter((m) => chosen.has(m.id));
    if (members.length === 0) {
      setError(t('groupRow.noneChosen'));
      return;
    }
    try {
      if (
        actions.run(
          actions.hpEvents(
            members.map((m) => m.id),
            text,
          ),
        )
      ) {
        setText('');
        close();
        if (input.current) focusRowOf(input.current);
      }
    } catch (e) {
      if (e instanceof EngineError) setError(e.message);
      else throw e;
    }
  };
  const onFieldKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      focusRowOf(e.currentTarget);
      return;
    }
    if (e.key !== 'Enter' || text.trim() === '') return;
    e.preventDefault();
    try {
      // The entry is read before anyone is asked: « -x » is refused here, nothing opens.
      actions.hpEvents([group.members[0].id], text);
    } catch (err) {
      if (err instanceof EngineError) {
        setError(err.message);
        return;
      }
      throw err;
    }
    setError(null);
    setAsked(text);
    setAsking(true);
  };
  const onChoiceKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
      input.current?.focus();
    } else if (/^[1-9]$/.test(e.key)) {
      const m = group.members[Number(e.key) - 1];
      if (m) {
        e.preventDefault();
        toggle(m.id);
      }
    }
  };
  return (
    <Popover opened={asking} onClose={close} position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>
        <TextInput
          ref={input}
          size="xs"
          w={100}
          className={classes.fixed}
          aria-label={t('groupRow.hpEntry', { name: group.name })}
          placeholder={t('groupRow.hpEntryPlaceholder')}
          value={text}
          error={!asking && error !== null}
          title={!asking ? (error ?? undefined) : undefined}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={onFieldKey}
        />
      </Popover.Target>
      <Popover.Dropdown onKeyDown={onChoiceKey} aria-labelledby={askId}>
        <Stack gap={6} maw={320}>
          <Text size="sm" fw={600} id={askId}>
            {t('groupRow.ask', { entry: asked, name: group.name })}
          </Text>
          <Group gap="xs">
            {group.members.map((m: Combatant, i) => (
              <Checkbox
                key={m.id}
                size="xs"
                checked={chosen.has(m.id)}
                onChange={() => toggle(m.id)}
                label={`${i < 9 ? `${i + 1}. ` : ''}${m.name} ${m.hp.current}/${m.hp.max}`}
              />
            ))}
          </Group>
          {error && (
            <Text size="xs" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group gap={4} justify="flex-end">
            <Button
              size="compact-xs"
              variant="default"
              onClick={() =>
                setChosen(new Set(group.members.filter((m) => m.health !== 'dead').map((m) => m.id)))
              }
            >
              {t('groupRow.all')}
            </Button>
            <Button size="compact-xs" onClick={apply}>
              {t('groupRow.apply', { count: chosen.size })}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
});
