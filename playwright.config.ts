import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

/** PARAVENT_E2E_PORT lets two checkouts run their end-to-end tests at once. */
const PORT = Number(process.env.PARAVENT_E2E_PORT ?? 5299);

/**
 * End-to-end tests against the web host, in Debian's Chromium (never a downloaded browser).
 * The web build is made by `npm test` (or `npm run build:web`) before this runs.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two files at a time: each test has its own browser context, each spec that starts a server its own port.
  // PARAVENT_E2E_WORKERS sets another count: the suite's CPU (≈ 1,000 s of CPU, browser included,
  // measured with /usr/bin/time) is well under 2 cores × its wall time, so a third worker may pay on a
  // quiet machine; measure before changing the default.
  workers: Number(process.env.PARAVENT_E2E_WORKERS ?? 2),
  retries: 0,
  // Bounds that catch a hang, not a slow machine: every wait is on what the GM sees (a locator, a
  // text), and it may take long on a busy CI machine (issue 30: green at a load of 8).
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    locale: 'fr-FR',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'off',
    // No service worker unless a spec is about the offline app (web-app, web-host): each test's new
    // context would otherwise precache the whole app (≈ 140 files) while the GM's gestures run,
    // ≈ 14 % of the suite's time on this 2-core machine (issue 30).
    serviceWorkers: 'block',
    // Dialogs, menus and notices without their fade and slide (the app follows the system's « less
    // motion », renderer/components/theme.ts): Playwright waits for a moving box to settle before it
    // clicks. e2e/reduced-motion.spec.ts checks both preferences.
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `node scripts/web.mjs --no-build --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
