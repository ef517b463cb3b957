import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './renderer.config.ts';

/**
 * electron-vite builds the three processes into out/: main (ESM), preload (one CommonJS file per
 * window role, as the sandbox requires) and the renderer with its two pages (GM window, player display).
 */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: resolve(__dirname, 'main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: resolve(__dirname, 'preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: rendererConfig(resolve(__dirname, 'out/renderer')),
});
