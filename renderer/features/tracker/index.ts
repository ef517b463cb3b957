import { lazy } from 'react';

/**
 * The combat tracker (issue 4): loaded on first use, like the reference, so that the GM window
 * starts with a small bundle.
 */
export const TrackerPage = lazy(() => import('./TrackerPage').then((m) => ({ default: m.TrackerPage })));

export { createTrackerCommandTarget, TrackerCommandContext } from './tracker-commands';
