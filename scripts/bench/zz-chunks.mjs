import { resolve } from 'node:path';
import { build } from 'vite';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const root = resolve(import.meta.dirname, '../..');
const outDir = mkdtempSync(join(tmpdir(), 'pv-chunks-'));
const want = process.argv.slice(2);
await build({ configFile: resolve(root, 'vite.web.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true },
  plugins: [{ name: 'x', generateBundle(_o, bundle) {
    for (const [file, chunk] of Object.entries(bundle)) {
      if (chunk.type !== 'chunk' || !want.some((w) => file.includes(w))) continue;
      const rows = Object.entries(chunk.modules).map(([id, i]) => [i.renderedLength, id.replace(root + '/', '')]).sort((a, b) => b[0] - a[0]);
      const tot = rows.reduce((a, r) => a + r[0], 0);
      console.log(`== ${file} ${(tot/1024).toFixed(0)} KB raw`);
      for (const r of rows.slice(0, 25)) console.log(`${(r[0] / 1024).toFixed(1).padStart(7)} ${r[1]}`);
    }
  } }] });
