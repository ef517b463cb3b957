// node scripts/bench/bundle-report.mjs — what the GM window loads first, and why it weighs what it
// weighs: builds the web host into a temporary folder with a small Rollup plugin that records each
// chunk's modules, then prints every file of the first load (gzip) and the packages and folders
// that fill it. Nothing is added to package.json: vite's own build and Node's zlib.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { gmWindowJsGzipBytes } from './bundle-size.mjs';

const root = resolve(import.meta.dirname, '../..');
const outDir = mkdtempSync(join(tmpdir(), 'paravent-bundle-'));
/** Chunk file name → { source (a package or a folder) → rendered length before minifying }. */
const chunks = {};

/** A module's owner: its npm package, or its first two folders. */
function owner(id) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return `npm:${pkg[1]}`;
  return id.replace(`${root}/`, '').split('/').slice(0, 2).join('/');
}

try {
  await build({
    configFile: resolve(root, 'vite.web.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: 'paravent-bundle-report',
        generateBundle(_options, bundle) {
          for (const [file, chunk] of Object.entries(bundle)) {
            if (chunk.type !== 'chunk') continue;
            const owners = (chunks[file] = {});
            for (const [id, info] of Object.entries(chunk.modules)) {
              owners[owner(id)] = (owners[owner(id)] ?? 0) + info.renderedLength;
            }
          }
        },
      },
    ],
  });
  const { bytes, files } = gmWindowJsGzipBytes(outDir);
  const bySource = {};
  console.log('First load of the GM window (gzip KB, file):');
  for (const file of files) {
    const gz = gzipSync(readFileSync(resolve(outDir, file))).length;
    console.log(`${(gz / 1024).toFixed(1).padStart(8)}  ${file}`);
    // A chunk's gzip size shared out among its sources by their share of its code (an estimate).
    const owners = chunks[file.replace(/^\.\//, '')] ?? {};
    const raw = Object.values(owners).reduce((a, b) => a + b, 0) || 1;
    for (const [source, n] of Object.entries(owners))
      bySource[source] = (bySource[source] ?? 0) + (gz * n) / raw;
  }
  console.log(
    `${(bytes / 1024).toFixed(1).padStart(8)}  total (budget 250, DESIGN §6)\n\nBy source (estimated gzip KB):`,
  );
  for (const [source, n] of Object.entries(bySource)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)) {
    console.log(`${(n / 1024).toFixed(1).padStart(8)}  ${source}`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
