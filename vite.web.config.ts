import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { rendererConfig } from './renderer.config.ts';
import { WEB_SECURITY_HEADERS } from './shared/content-security-policy.ts';
import { playersLinkHost } from './scripts/lib/players-link-host.ts';
import { webApp } from './scripts/lib/web-app.ts';

/**
 * The web host: the same renderer, built to out/web and served by `npm run web` with the desktop
 * app's Content-Security-Policy as a header (where `frame-ancestors 'none'` counts), nosniff and
 * no referrer on every response, plus the offline web app (manifest and Workbox service worker,
 * scripts/lib/web-app.ts) that a tablet installs, and the players' link (issue 29) that `--host`
 * lets the GM turn on.
 */
const base = rendererConfig(resolve(import.meta.dirname, 'out/web'));

/**
 * Sets the security headers first, on every response of the preview server — files, the app
 * shell, a 404 — before any other middleware answers.
 */
function securityHeaders(): Plugin {
  return {
    name: 'paravent-security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(WEB_SECURITY_HEADERS)) res.setHeader(name, value);
        next();
      });
    },
  };
}

export default defineConfig({
  ...base,
  plugins: [securityHeaders(), ...(base.plugins ?? []), ...webApp(), playersLinkHost()],
  preview: {
    host: '127.0.0.1',
    port: 5199,
    strictPort: false,
    headers: { ...WEB_SECURITY_HEADERS },
  },
});
