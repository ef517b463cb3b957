import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * A test's time limit catches a hang, never a slow machine (issue 30: green at a load of 8): every
 * wait is on what the code or the GM would see, and a busy CI machine may take long to get there.
 */
const HANG = 180_000;
/** The slow checks (kill campaigns, fuzz campaigns, a fresh `npm ci`, `npm run dist`): one bound each. */
const SLOW_HANG = 20 * 60_000;
const SLOW = '**/*.slow.test.ts';

/**
 * Three projects: pure code in Node (shared, main, preload, build, scripts), React components in
 * jsdom, and the slow checks (`*.slow.test.ts`), which `npm test` runs as a step of their own
 * (scripts/test.mjs). `npx vitest run --project node --project jsdom` is the unit run.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'main/**/*.test.ts',
            'preload/**/*.test.ts',
            'build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [SLOW, '**/node_modules/**'],
          testTimeout: HANG,
          hookTimeout: HANG,
        },
      },
      {
        plugins: [react()],
        define: { __PARAVENT_VERSION__: JSON.stringify('0.0.0-test') },
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['renderer/**/*.test.ts', 'renderer/**/*.test.tsx'],
          setupFiles: ['renderer/test-setup.ts'],
          // Component tests type key by key (userEvent), as a GM does.
          testTimeout: HANG,
          hookTimeout: HANG,
        },
      },
      {
        test: {
          name: 'slow',
          environment: 'node',
          include: [SLOW],
          exclude: ['**/node_modules/**'],
          testTimeout: SLOW_HANG,
          hookTimeout: SLOW_HANG,
        },
      },
    ],
  },
});
