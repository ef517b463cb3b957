import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { rendererConfig } from './renderer.config.ts';
import { CONTENT_SECURITY_POLICY } from './shared/content-security-policy.ts';
import { offlineApp } from './scripts/lib/offline-app.ts';
import { playersLinkHost } from './scripts/lib/players-link-host.ts';

/**
 * The web host: the same renderer, built to out/web and served by `npm run web` with the desktop
 * app's Content-Security-Policy as a header (where `frame-ancestors 'none'` counts), plus the
 * offline web app (manifest and service worker) that a tablet installs, and the players' link
 * (issue 29) that `--host` lets the GM turn on.
 */
const base = rendererConfig(resolve(import.meta.dirname, 'out/web'));
export default defineConfig({
  ...base,
  plugins: [...(base.plugins ?? []), offlineApp(), playersLinkHost()],
  preview: {
    host: '127.0.0.1',
    port: 5199,
    strictPort: false,
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
});
