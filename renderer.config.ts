import { resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { META_CONTENT_SECURITY_POLICY } from './shared/content-security-policy.ts';
import { thirdPartyNotices } from './scripts/lib/third-party-notices.ts';

/** Adds the app's Content-Security-Policy (shared with the desktop protocol) to every page, at build time only, so that the dev server's hot reload keeps working. */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'paravent-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: META_CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

function packageVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8'));
  return typeof pkg === 'object' && pkg !== null && 'version' in pkg ? String(pkg.version) : '0.0.0';
}

/** Renderer build shared by the desktop (electron-vite) and web (vite) hosts: two pages, GM and display. */
export function rendererConfig(outDir: string): UserConfig {
  const root = resolve(import.meta.dirname, 'renderer');
  return {
    root,
    base: './',
    define: { __PARAVENT_VERSION__: JSON.stringify(packageVersion()) },
    plugins: [react(), contentSecurityPolicy(), ...thirdPartyNotices()],
    build: {
      outDir,
      emptyOutDir: true,
      // electron-vite leaves the desktop renderer unminified by default; what the desktop ships
      // (out/renderer) is minified like the web build, and meets the same first-load budget.
      minify: true,
      cssMinify: true,
      rollupOptions: {
        input: { index: resolve(root, 'index.html'), display: resolve(root, 'display.html') },
      },
    },
  };
}
