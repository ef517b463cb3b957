import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
 * Node tests that replace modules (`vi.mock`) or globals: each file in a fresh module graph. The
 * other Node tests share one graph per worker, which spares re-importing the rules for each of
 * their ~150 files (the Node project: ≈ 4 min → 1 min on a busy 2-core machine, issue 30).
 */
const NODE_MOCKING = [
  'main/players-link/players-link-handlers.test.ts',
  'main/files/file-arguments.test.ts',
  'main/windows/create-window.test.ts',
  'main/ipc/*.test.ts',
  'preload/*.test.ts',
];
const NODE = [
  'shared/**/*.test.ts',
  'main/**/*.test.ts',
  'preload/**/*.test.ts',
  'build/**/*.test.ts',
  'scripts/**/*.test.ts',
];

/**
 * Component tests in jsdom share one module graph per worker (a fresh jsdom per file costs more
 * than most files' tests: ≈ 8 min → 1 min for 70 files at load 8), except those that reach
 * IndexedDB (the database and the fight store are module state) or replace modules and globals:
 * the files under db/, fight/ and host/, and any that says so in its text.
 */
const JSDOM_OWN_GRAPH = /vi\.(mock|doMock|stubGlobal)\b|fake-indexeddb|\/db'|getDatabase/;
function rendererTests(dir = 'renderer'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return rendererTests(path);
    return /\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}
const JSDOM_ISOLATED = rendererTests().filter(
  (f) => /^renderer\/(db|fight|host)\//.test(f) || JSDOM_OWN_GRAPH.test(readFileSync(f, 'utf8')),
);
/**
 * expect.poll waits for what the test waits on, as long as a busy machine needs (its default, one
 * second, failed under load); it returns as soon as the value is there. Like Testing Library's
 * asyncUtilTimeout (renderer/test-setup.ts).
 */
const EXPECT = { poll: { timeout: 30_000 } };

/** What both jsdom projects build with (a plugin instance of its own each). */
const jsdomProject = () => ({
  plugins: [react()],
  define: { __PARAVENT_VERSION__: JSON.stringify('0.0.0-test') },
});
const jsdomTest = {
  environment: 'jsdom',
  setupFiles: ['renderer/test-setup.ts'],
  // Component tests type key by key (userEvent), as a GM does.
  testTimeout: HANG,
  hookTimeout: HANG,
  expect: EXPECT,
  // Threads start a file's jsdom sooner than forks (≈ 15 % of the isolated files' time).
  pool: 'threads' as const,
};

/**
 * Five projects: pure code in Node (shared, main, preload, build, scripts; those that mock modules
 * apart, in `node-mocks`), React components in jsdom (those with a graph of their own apart, in
 * `jsdom-own`), and the slow checks (`*.slow.test.ts`), which `npm test` runs as a step of their own
 * (scripts/test.mjs). `npm run test:unit` is the unit run.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: NODE,
          exclude: [SLOW, ...NODE_MOCKING, '**/node_modules/**'],
          isolate: false,
          testTimeout: HANG,
          hookTimeout: HANG,
          expect: EXPECT,
        },
      },
      {
        test: {
          name: 'node-mocks',
          environment: 'node',
          include: NODE_MOCKING,
          exclude: [SLOW, '**/node_modules/**'],
          testTimeout: HANG,
          hookTimeout: HANG,
          expect: EXPECT,
        },
      },
      {
        ...jsdomProject(),
        test: {
          ...jsdomTest,
          name: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          exclude: JSDOM_ISOLATED,
          isolate: false,
        },
      },
      {
        ...jsdomProject(),
        test: { ...jsdomTest, name: 'jsdom-own', include: JSDOM_ISOLATED },
      },
      {
        test: {
          name: 'slow',
          environment: 'node',
          include: [SLOW],
          exclude: ['**/node_modules/**'],
          testTimeout: SLOW_HANG,
          hookTimeout: SLOW_HANG,
          expect: EXPECT,
        },
      },
    ],
  },
});
