import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { webIcons } from '../../build/icons.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The screenshots a browser shows when it offers to install the app (not kept offline). */
const SCREENSHOTS = [
  { from: 'docs/screenshot.png', src: 'screenshots/combat-1366x768.png', sizes: '1366x768' },
  { from: 'docs/screenshot-1920.png', src: 'screenshots/combat-1920x1080.png', sizes: '1920x1080' },
] as const;

/** The installed web app: name, identity, colours, icons (build/icons.mjs) and screenshots. */
const MANIFEST = {
  id: 'paravent',
  name: "Paravent — l'écran du MJ",
  short_name: 'Paravent',
  description:
    "L'écran du MJ : les combats de D&D 3.5, Pathfinder 1, Starfinder, Chroniques Oubliées et B/X, hors ligne",
  lang: 'fr',
  dir: 'ltr',
  start_url: './',
  scope: './',
  display: 'standalone',
  orientation: 'any',
  categories: ['games', 'utilities'],
  background_color: '#1e2a47',
  theme_color: '#1e2a47',
  icons: [
    { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
  screenshots: SCREENSHOTS.map(({ src, sizes }) => ({
    src,
    sizes,
    type: 'image/png',
    form_factor: 'wide' as const,
    label: 'Un combat de D&D 3.5 sur un portable / A D&D 3.5 fight on a laptop',
  })),
} satisfies Partial<ManifestOptions>;

/** The icons and the screenshots, emitted into the web build; icon links in each page. */
function webAppFiles(): Plugin {
  return {
    name: 'paravent-web-app-files',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'icon', href: './icon.svg', type: 'image/svg+xml' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: './apple-touch-icon.png' }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: MANIFEST.theme_color }, injectTo: 'head' },
    ],
    async generateBundle() {
      for (const icon of await webIcons()) this.emitFile({ type: 'asset', ...icon });
      this.emitFile({
        type: 'asset',
        fileName: 'icon.svg',
        source: readFileSync(resolve(root, 'build/icon.svg')),
      });
      for (const { from, src } of SCREENSHOTS)
        this.emitFile({ type: 'asset', fileName: src, source: readFileSync(resolve(root, from)) });
    },
  };
}

/**
 * The web host as an installable offline app, through vite-plugin-pwa: the manifest, and the
 * service worker built from renderer/host/service-worker/sw.ts (Workbox's modules) with the list of
 * the build's files and their revisions injected (`injectManifest`). What the worker does:
 * docs/web-app.md. The page registers it and shows the update notice (renderer/host/offline-app.ts).
 */
export function webApp(): Plugin[] {
  return [
    webAppFiles(),
    ...VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'injectManifest',
      srcDir: resolve(root, 'renderer/host/service-worker'),
      filename: 'sw.ts',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: MANIFEST,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
        globIgnores: ['screenshots/**', 'sw.js'],
        // Names with a content hash need no revision of their own (Vite's assets/…-[hash].js).
        dontCacheBustURLsMatching: /-[\w-]{8}\.(js|css)$/,
      },
    }),
  ];
}
