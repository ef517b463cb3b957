import { lazy } from 'react';
import type { ReferenceIndex } from './search';

/**
 * The quick reference. Its rules data (every table of every system) is loaded on first use, so
 * that the GM window starts with a small bundle.
 */
export const ReferencePage = lazy(() =>
  import('./ReferencePage').then((m) => ({ default: m.ReferencePage })),
);

/** The reference as a side panel over any screen, loaded on first opening. */
export const ReferenceDrawer = lazy(() =>
  import('./ReferenceDrawer').then((m) => ({ default: m.ReferenceDrawer })),
);

/** Loads the search index (and the rules data it indexes). */
export function loadReferenceIndex(): Promise<ReferenceIndex> {
  return import('./search').then((m) => m.getReferenceIndex());
}

export type { ReferenceHit, ReferenceIndex } from './search';
export { targetKey, type ReferenceTarget } from './target-key';
export { findTable, parseTargetKey } from './target';
export { cellText, fold } from './text';
export { MODIFIER_TARGET_NAMES, systemShortName } from './labels';
