import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The GM window's JavaScript, gzipped: the entry script of out/web/index.html and every module it
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

/** Bench entries: one row, the GM window's JS size. */
export async function run({ webDir }) {
  const { bytes, files } = gmWindowJsGzipBytes(webDir);
  return [
    {
      name: 'JS de la fenêtre MJ (gzip)',
      value: bytes / 1024,
      unit: 'KB',
      budget: 250,
      detail: `${files.length} fichier(s) ; le détail : node scripts/bench/bundle-report.mjs`,
    },
  ];
}
