import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './renderer.config.ts';
import { playersPageModule } from './scripts/lib/players-page.ts';

/**
 * electron-vite builds the three processes into out/: main (ESM), preload (one CommonJS file per
 * window role, as the sandbox requires) and the renderer with its two pages (GM window, player display).
 */
export default defineConfig({
  main: {
    // main/build-mode.ts: only a development build (`electron-vite dev`) honours ELECTRON_RENDERER_URL.
    plugins: [
      {
        name: 'paravent-build-mode',
        config: (_config, { command, mode }) => ({
          define: { __PARAVENT_DEV_BUILD__: JSON.stringify(command === 'serve' || mode === 'development') },
        }),
      },
      // The players' page (issue 29), bundled into main: the link serves it from memory.
      playersPageModule(),
    ],
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: resolve(__dirname, 'main/index.ts') } },
    },
  },
  preload: {
    build: {
      // Each preload one standalone file (the sandbox lets a preload require only 'electron').
      isolatedEntries: true,
      externalizeDeps: false,
      outDir: 'out/preload',
      rollupOptions: {
        // One file per window: the GM window's (window.paravent) and the player display's own
        // (window.paraventDisplay, the feed read-only).
        input: {
          index: resolve(__dirname, 'preload/index.ts'),
          display: resolve(__dirname, 'preload/display.ts'),
        },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: rendererConfig(resolve(__dirname, 'out/renderer')),
});
