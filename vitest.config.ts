import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Two projects: pure code in Node (shared, main, preload, scripts) and React components in jsdom. */
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
          // Component tests type key by key (userEvent): on a busy machine 5 s per test is too short.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
