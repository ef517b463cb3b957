/**
 * The registry's commands that change the fight and need nothing of the screen (issue 25): next
 * and previous turn, undo and redo, the next and previous phase of a round that has phases. The
 * shortcut, the palette, the native menu and the toolbar's buttons all call the store here; the
 * tracker keeps only what is its own (focus, dialogs, the quick add). What follows — the screen,
 * the log, the undo notice, the players' display — comes from the store's listeners.
 */
import { currentRoundStep, roundStepsOf, type Encounter } from '../../shared/combat';
import type { FightStore } from './fight-types';
import type { GestureStep } from './timeline';

/** A command of the fight itself. */
export type FightCommand = 'next-turn' | 'previous-turn' | 'undo' | 'redo' | 'next-phase' | 'previous-phase';

/**
 * The `round-step-set` that moves the round one phase on (+1) or back (−1), or null at either end
 * or when the fight's rounds have no phases (H, Maj+H).
 */
export function phaseStep(enc: Encounter, by: 1 | -1): GestureStep | null {
  if (enc.phase !== 'running') return null;
  const steps = roundStepsOf(enc);
  const step = currentRoundStep(enc) + by;
  return step >= 0 && step < steps.length ? { type: 'round-step-set', step } : null;
}

/** Runs a fight command on `store` (nothing when it cannot apply: no fight, not running…). */
export function runFightCommand(store: FightStore, command: FightCommand): void {
  const enc = store.getSnapshot().encounter;
  switch (command) {
    case 'undo':
      return store.undo();
    case 'redo':
      return store.redo();
    case 'next-turn':
    case 'previous-turn':
      if (enc?.phase === 'running')
        store.dispatch([{ type: command === 'next-turn' ? 'turn-advanced' : 'turn-reverted' }]);
      return;
    case 'next-phase':
    case 'previous-phase': {
      const step = enc && phaseStep(enc, command === 'next-phase' ? 1 : -1);
      if (step) store.dispatch([step]);
    }
  }
}
