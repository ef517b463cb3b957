import '@mantine/core/styles.css';
import '@mantine/spotlight/styles.css';
import '@mantine/notifications/styles.css';
import './accessibility.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CrashBoundary } from '../components/CrashBoundary';
import { getHostApi } from '../host';
import { Root } from './Root';
import { registerOfflineApp } from '../host/offline-app';
import { startFight } from './fight-loader';
import { createAppI18n } from '../i18n/load';
import { TrackerScreen } from '../features/tracker';
import { preloadLibraryPageWhenIdle } from '../features/library';
import { afterFirstScreen } from '../components/first-screen';
import { readFightEarly } from '../db';

// The GM window's texts: the shell shows them, and so do the notices of the fight store's listeners.
const i18n = createAppI18n();

// Reopening on the Combat screen: the fight is read from IndexedDB and the tracker's code fetched
// while the shell loads its settings and renders, not one after the other (issue 14: ≤ 500 ms).
// Both are chunks of their own (the first load stays small, DESIGN §6), asked for here at once.
// What follows a gesture (the players' display, the notices) is registered with the store, once,
// whatever screen is shown (issue 25).
readFightEarly(); // while the fight store's code downloads; the store checks it after its claim
startFight(i18n).catch(() => undefined); // a failure shows on the Combat screen
if (!/^#\/?(reference|library|settings)\b/.test(window.location.hash)) TrackerScreen.preload();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <CrashBoundary
        log={(line) =>
          void getHostApi()
            .writeLog(line)
            .catch(() => undefined)
        }
      >
        <Root i18n={i18n} />
      </CrashBoundary>
    </StrictMode>,
  );
}

// Neither is needed to show the fight: they wait until the GM sees it (components/first-screen.ts).
afterFirstScreen(() => {
  registerOfflineApp(window, import.meta.env.PROD);
  preloadLibraryPageWhenIdle();
});
