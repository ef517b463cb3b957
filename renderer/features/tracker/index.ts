import { readyPage } from '../../components/ready-page';

/**
 * The Combat screen (issue 4): its code is a chunk of its own, so that the GM window starts with a
 * small bundle; `main.tsx` asks for it at start when the GM reopens on it, and the shell renders it
 * once it is there (no Suspense delay: issue 14's reopening).
 */
export const TrackerScreen = readyPage(() => import('./TrackerPage').then((m) => m.TrackerPage));

export { createTrackerCommandTarget, TrackerCommandContext } from './tracker-commands';
