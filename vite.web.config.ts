import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { rendererConfig } from './renderer.config.ts';

/** The web host: the same renderer, built to out/web and served by `npm run web`. */
export default defineConfig({
  ...rendererConfig(resolve(import.meta.dirname, 'out/web')),
  preview: { host: '127.0.0.1', port: 5199, strictPort: false },
});
