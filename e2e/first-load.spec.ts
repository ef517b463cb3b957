import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  DESKTOP_RENDERER_DIR,
  FIRST_LOAD_BUDGET_KB,
  gmWindowJsGzipBytes,
} from '../scripts/bench/bundle-size.mjs';

/**
 * The GM window's first load (DESIGN §6: ≤ 250 KB of gzipped JavaScript before the shell runs). The
 * engine, the rules, the fight store, the English texts and the feature pages load at their boundary; a
 * static import from the shell would quietly pull them back into index.html's preloads.
 */
const webDir = resolve(import.meta.dirname, '../out/web');
/** Those chunks by name and hash (8 characters): « fight-read », the first load's reader of the stored fight, is not « fight ». */
const LOADED_LATER =
  /\/(rules|fight|fights|en|engine-en|TrackerPage|LibraryPage|SettingsPage|ReferencePage|CommandPalette)-[\w-]{8}\.js$/;

/** The web host (`npm run web`) and what the desktop app ships (`npm start`, `npm run dist`: out/renderer, built by `npm test`). */
const HOSTS = [
  { host: 'web', dir: webDir },
  { host: 'bureau', dir: DESKTOP_RENDERER_DIR },
] as const;

test.describe('le premier chargement de la fenêtre MJ', () => {
  for (const { host, dir } of HOSTS) {
    test(`${host} : reste sous 250 Ko gzip et ne précharge ni le moteur, ni les règles, ni les pages`, () => {
      const { bytes, files } = gmWindowJsGzipBytes(dir);
      expect(files.length).toBeGreaterThan(1);
      expect(files.filter((f) => LOADED_LATER.test(f))).toEqual([]);
      expect(bytes / 1024).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
    });
  }
});
