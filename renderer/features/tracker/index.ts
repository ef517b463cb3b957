import { readyPage } from '../../components/ready-page';

/**
 * The Combat screen (issue 4): its code is a chunk of its own, so that the GM window starts with a
 * small bundle; `main.tsx` asks for it at start when the GM reopens on it, and the shell renders it
 * once it is there (no Suspense delay: issue 14's reopening).
 */
export const TrackerScreen = readyPage(() => import('./TrackerPage').then((m) => m.TrackerPage));

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
