import { lazy } from 'react';

/** The Settings screen, loaded on first use (the Combat screen does not wait for it). */
export const SettingsPage = lazy(() => import('./SettingsPage').then((m) => ({ default: m.SettingsPage })));
