/** The two fields of a row — its initiative and its HP entry — and its hit points. */
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import { Tooltip } from '@mantine/core';
import { useRowText } from './RowText';
import type { Combatant } from '../../../shared/combat';
import { getProcedures, type SystemId } from '../../../shared/rules';
import { focusRowOf } from './row-focus';
import { useTrackerActions } from '../../combatant';
import classes from './CombatantRow.module.css';

/** Escape in a field of a row gives the focus back to the row (where N, E, Ctrl+Z act on the fight). */
function backToRow(e: KeyboardEvent<HTMLInputElement>): boolean {
  if (e.key !== 'Escape') return false;
  e.preventDefault();
  focusRowOf(e.currentTarget);
  return true;
}

/**
 * A refused entry's message beside its field, in a tooltip (the row keeps its height). Mounted
 * only while there is one: the fields are plain inputs, cheap to render with each change of the row.
 */
function FieldError({
  message,
  field,
  position,
}: {
  message: string | null;
  field: RefObject<HTMLInputElement | null>;
  position?: 'bottom-end';
}) {
  if (!message) return null;
  return <Tooltip label={message} opened color="red" withArrow position={position} target={field} />;
}

/** A row's initiative: typed and committed by Enter or on leaving the field. */
export function InitiativeField({ c, system }: { c: Combatant; system: SystemId }) {
  const { t } = useRowText();
  const actions = useTrackerActions();
  const score = getProcedures(system).initiative.entry === 'score';
  const shown = c.initiative.result ?? (score ? c.initiative.score : undefined);
  const [text, setText] = useState(shown === undefined ? '' : String(shown));
  const [error, setError] = useState<string | null>(null);
  // What was last sent: Enter sends, then the focus leaves the field (blur) — once is enough.
  const sent = useRef<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const commit = () => {
    if (text.trim() === (shown === undefined ? '' : String(shown)) || text === sent.current) return true;
    sent.current = text;
    const message = actions.setInitiative(c, text);
    setError(message);
    if (message) setText(shown === undefined ? '' : String(shown));
    return message === null;
  };
  return (
    <>
      <input
        ref={field}
        className={`${classes.input} ${classes.initiative}`}
        style={{ width: 48 }}
        aria-label={t(score ? 'tracker.initiativeScore' : 'tracker.initiative', { name: c.name })}
        value={text}
        aria-invalid={error !== null}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setError(null);
          sent.current = null;
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (backToRow(e)) return;
          if (e.key === 'Enter' && commit()) focusRowOf(e.currentTarget);
        }}
      />
      <FieldError message={error} field={field} />
    </>
  );
}

/** What a row may ask of its HP field: start an entry with the key the GM pressed on the row. */
export interface HpFieldHandle {
  start(text: string): void;
}

/**
 * The handle of an HP field: `start` puts the key the GM pressed on the row into the field (through
 * `begin`, which also clears an old error) and gives it the focus.
 */
export function useStartHandle(
  ref: Ref<HpFieldHandle>,
  input: RefObject<HTMLInputElement | null>,
  begin: (text: string) => void,
): void {
  useImperativeHandle(ref, () => ({
    start: (text: string) => {
      begin(text);
      input.current?.focus();
    },
  }));
}

/**
 * A row's HP entry (« -7 », « +5 », « t5 », « nl4 », « -7 de Lidda »): Enter applies it and gives the focus back to
 * the row, so that N comes next without a click; Escape leaves the field.
 */
export const HpField = forwardRef<HpFieldHandle, { c: Combatant; system: SystemId }>(function HpField(
  { c, system },
  ref,
) {
  // « nl4 » is offered only where the system has nonlethal damage (CO and B/X refuse it).
  const nonlethal = getProcedures(system).health.nonlethal;
  const { t } = useRowText();
  const actions = useTrackerActions();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useStartHandle(ref, input, (start) => {
    setText(start);
    setError(null);
  });
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (backToRow(e)) return;
    if (e.key !== 'Enter') return;
    const message = actions.hpEntry(c, text);
    setError(message);
    if (!message) {
      setText('');
      focusRowOf(e.currentTarget);
    }
  };
  return (
    <>
      <input
        ref={input}
        className={classes.input}
        style={{ width: 100 }}
        aria-label={t('tracker.hpEntry', { name: c.name })}
        placeholder={t(nonlethal ? 'tracker.hpEntryPlaceholder' : 'tracker.hpEntryPlaceholderLethal')}
        title={t(nonlethal ? 'tracker.hpEntryHelp' : 'tracker.hpEntryHelpLethal')}
        value={text}
        aria-invalid={Boolean(error)}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <FieldError message={error} field={input} position="bottom-end" />
    </>
  );
});

/** Hit points: current/max, then temporary and nonlethal when there are any. */
export function Hp({ c }: { c: Combatant }) {
  const { t } = useRowText();
  return (
    <div className={classes.hp} aria-label={t('tracker.hpTitle')}>
      <span className={classes.hpValue} data-testid="hp">
        {c.hp.current}/{c.hp.max}
      </span>
      {(c.hp.temp > 0 || c.hp.nonlethal > 0) && (
        <span className={classes.hpExtra}>
          {c.hp.temp > 0 ? t('tracker.temp', { count: c.hp.temp }) : ''}
          {c.hp.temp > 0 && c.hp.nonlethal > 0 ? ' · ' : ''}
          {c.hp.nonlethal > 0 ? t('tracker.nonlethal', { count: c.hp.nonlethal }) : ''}
        </span>
      )}
    </div>
  );
}
