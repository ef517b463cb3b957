import { Fragment, memo, useMemo, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  breakdownText,
  effectiveValues,
  valueText,
  type Combatant,
  type EffectiveValue,
  type EffectiveValues,
} from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import { readEffectsKey } from './row-effects';
import classes from './EffectiveDefences.module.css';
import { languageOf } from '../../i18n/language';

/** Props of a combatant's effective values. */
export interface EffectiveDefencesProps {
  c: Combatant;
  system: SystemId;
  /** Automatic and effect condition ids, comma-joined (the row's `conditions`). */
  conditions: string;
  /** The row's effects (`effectsKey`): their custom modifiers count too. */
  effects: string;
}

function isWorse(v: EffectiveValue): boolean | null {
  const delta = v.base === null ? v.value : v.value - v.base;
  if (delta === 0) return null;
  return v.key === 'descendingAc' ? delta > 0 : delta < 0;
}

/** One value; its language comes from the row's defences (one `useTranslation` there, not one per value). */
function Value({
  v,
  system,
  replaced,
  language,
}: {
  v: EffectiveValue;
  system: SystemId;
  replaced: EffectiveValues['replaced'];
  language: 'fr' | 'en';
}) {
  // Placed in the viewport when shown, so that no scrolling list or narrow cell clips it.
  const [at, setAt] = useState<CSSProperties | null>(null);
  const text = valueText(v, language);
  const explained =
    v.parts.length > 0 || v.dexLost !== null || v.vsMelee !== undefined || replaced.length > 0;
  if (!explained) return <span>{text}</span>;
  const breakdown = breakdownText(system, v, replaced, language);
  const worse = isWorse(v);
  const show = (e: { currentTarget: HTMLElement }) => {
    const r = e.currentTarget.getBoundingClientRect();
    const left = Math.max(4, Math.min(r.left, window.innerWidth - 480));
    // Below the value, or above it near the bottom of the window.
    setAt(
      r.bottom + 48 > window.innerHeight
        ? { left, top: r.top - 4, transform: 'translateY(-100%)' }
        : { left, top: r.bottom + 4 },
    );
  };
  return (
    <span
      className={classes.changed}
      tabIndex={0}
      aria-label={breakdown}
      data-worse={worse === true || undefined}
      data-better={worse === false || undefined}
      onMouseEnter={show}
      onMouseLeave={() => setAt(null)}
      onFocus={show}
      onBlur={() => setAt(null)}
    >
      {text}
      {at &&
        createPortal(
          <span role="tooltip" className={classes.tip} style={at}>
            {breakdown}
          </span>,
          document.body,
        )}
    </span>
  );
}

/**
 * A combatant's defences (CA, contact, DMD, CAC/CAE, DEF…) and attack and save modifiers with its
 * conditions applied; a changed value shows its breakdown on hover and on keyboard focus.
 */
export const EffectiveDefences = memo(function EffectiveDefences({
  c,
  system,
  conditions,
  effects,
}: EffectiveDefencesProps) {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const result = useMemo(() => {
    const custom = readEffectsKey(effects).flatMap((chip) =>
      chip.name !== undefined && chip.modifiers && chip.modifiers.length > 0
        ? [{ name: chip.name, modifiers: chip.modifiers }]
        : [],
    );
    return effectiveValues({
      system,
      defences: c.defences,
      fighter: c.fighter,
      conditionIds: conditions === '' ? [] : conditions.split(','),
      custom,
    });
  }, [c.defences, c.fighter, system, conditions, effects]);
  // Tracks and exclusions are explained once, on the first value.
  return (
    <span className={classes.values} data-testid="effective-values">
      {result.values.map((v, i) => (
        <Fragment key={v.key}>
          {i > 0 && ' · '}
          <Value v={v} system={system} replaced={i === 0 ? result.replaced : []} language={language} />
        </Fragment>
      ))}
    </span>
  );
});
