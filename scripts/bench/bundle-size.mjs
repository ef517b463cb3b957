import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
/** What the desktop app ships (`npm start`, `npm run dist`): electron-vite's renderer output. */
export const DESKTOP_RENDERER_DIR = resolve(root, 'out/renderer');
/** DESIGN §6: the GM window's first load, on either host. */
export const FIRST_LOAD_BUDGET_KB = 250;

/** Builds the desktop app into out/ (main, preload, renderer) as `npm run build` does. */
export function buildDesktop() {
  const result = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'ignore' });
  if (result.status !== 0) throw new Error('electron-vite build a échoué');
}

/**
 * The GM window's JavaScript, gzipped: the entry script of index.html (out/web or out/renderer) and every module it
 * preloads (what the browser downloads before the shell runs). What a feature loads at its boundary
 * (dynamic import: the Combat screen, the fight store and the rules, the Library…) is not in it:
 * docs/architecture.md, « What the GM window loads first ».
 */
export function gmWindowJsGzipBytes(webDir) {
  const html = readFileSync(resolve(webDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
  )) {
    files.add(m[1]);
  }
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(resolve(webDir, file))).length;
  return { bytes: total, files: [...files] };
}

/** Bench entries: the GM window's JS size, on the web host and in what the desktop app ships. */
export async function run({ webDir }) {
  buildDesktop();
  return [
    ['JS de la fenêtre MJ, web (gzip)', webDir],
    ['JS de la fenêtre MJ, bureau out/renderer (gzip)', DESKTOP_RENDERER_DIR],
  ].map(([name, dir]) => {
    const { bytes, files } = gmWindowJsGzipBytes(dir);
    return {
      name,
      value: bytes / 1024,
      unit: 'KB',
      budget: FIRST_LOAD_BUDGET_KB,
      detail: `${files.length} fichier(s) ; le détail : node scripts/bench/bundle-report.mjs`,
    };
  });
}
