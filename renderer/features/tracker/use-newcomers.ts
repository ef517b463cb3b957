import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CombatantId, CombatantInput, Encounter } from '../../../shared/combat';
import type { NewcomersSetting } from '../../db';
import { addSteps } from './QuickAdd';
import type { GestureStep } from './session';

/** What the tracker does with combatants added while the fight runs. */
export interface Newcomers {
  /**
   * Adds a combatant and its copies. During the fight they come in hidden from the players; those
   * hidden only for that reason (not asked « caché ») are remembered, so that typing or rolling
   * their initiative can reveal them.
   */
  add(input: CombatantInput, count: number, hpFormula?: string): boolean;
  /**
   * Runs one adding gesture built elsewhere (the Library drawer's N copies, a party member): during
   * the fight, what it adds comes in hidden like any newcomer.
   */
  runAdding(steps: GestureStep[]): boolean;
  /** The steps that reveal, among `ids`, the newcomers waiting for their initiative (per Réglages). */
  revealSteps(ids: readonly CombatantId[]): GestureStep[];
}

/**
 * Newcomers during a fight (issue 13): hidden until revealed, or until their initiative is typed,
 * as the GM chose in Réglages. Which ones are waiting is kept for this session of the screen (after
 * a reload they stay hidden until revealed: the safe side).
 */
export function useNewcomers(
  enc: Encounter,
  run: (steps: GestureStep[]) => boolean,
  setting: NewcomersSetting,
): Newcomers {
  const waiting = useRef(new Set<CombatantId>());
  const before = useRef<ReadonlySet<CombatantId> | null>(null);
  const latest = useRef(enc);
  useEffect(() => {
    latest.current = enc;
    const known = before.current;
    if (!known) return;
    before.current = null;
    for (const c of enc.combatants) if (!known.has(c.id) && c.hidden) waiting.current.add(c.id);
  }, [enc]);

  const runAdding = useCallback(
    (steps: GestureStep[]) => {
      const now = latest.current;
      let auto = false;
      const hiddenSteps =
        now.phase !== 'running'
          ? steps
          : steps.map((step): GestureStep => {
              if (typeof step === 'function') return step;
              if ((step.type !== 'combatant-added' && step.type !== 'group-added') || step.combatant.hidden) {
                return step;
              }
              auto = true;
              return { ...step, combatant: { ...step.combatant, hidden: true } };
            });
      const ids = new Set(now.combatants.map((c) => c.id));
      const ok = run(hiddenSteps);
      if (ok && auto) before.current = ids;
      return ok;
    },
    [run],
  );

  const add = useCallback(
    (input: CombatantInput, count: number, hpFormula?: string) =>
      runAdding(addSteps(input, count, hpFormula)),
    [runAdding],
  );

  const revealSteps = useCallback(
    (ids: readonly CombatantId[]): GestureStep[] => {
      if (setting !== 'until-initiative') return [];
      const hidden = new Set(latest.current.combatants.filter((c) => c.hidden).map((c) => c.id));
      const shown = ids.filter((id) => waiting.current.has(id) && hidden.has(id));
      shown.forEach((id) => waiting.current.delete(id));
      return shown.map((id) => ({ type: 'combatant-updated', id, changes: { hidden: false } }));
    },
    [setting],
  );
  // One object while its functions stay: the rows' actions depend on it (memoised rows, issue 14).
  return useMemo(() => ({ add, runAdding, revealSteps }), [add, runAdding, revealSteps]);
}
