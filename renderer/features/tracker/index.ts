import { lazy } from 'react';

/**
 * The combat tracker (issue 4): loaded on first use, like the reference, so that the GM window
 * starts with a small bundle.
 */
const loadTrackerPage = () => import('./TrackerPage');

/** Starts loading the Combat screen's code now (at start, when the GM reopens on it). */
export function preloadTrackerPage(): void {
  void loadTrackerPage();
}

export const TrackerPage = lazy(() => loadTrackerPage().then((m) => ({ default: m.TrackerPage })));

export { createTrackerCommandTarget, TrackerCommandContext } from './tracker-commands';

// What the other features use of the tracker (features import each other through index.ts only).
export { conditionName, reminderText } from './labels';
export { readInteger } from './integer-field';
export { defencesSummary, systemDefences, usesInitScore, type DefenceKey } from './defences';
export { fieldsOfFighter, fighterOfFields, fighterSummary, hasFighterStats } from './fighter-fields';
export { FighterSection } from './FighterSection';
export type { TrackerApi } from './use-tracker-session';
export { useTrackerActions } from './tracker-actions';
export { logDiceRollInCurrentFight } from './log-dice-roll';
