// npm test: unit tests (Vitest, node + jsdom), then end-to-end tests (Playwright, web host in
// Chromium). Ends with the line `tests: N passed, M failed` computed from both JSON reports and
// exits non-zero on any failure, including a test file that failed to load or a missing report.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { hasChromium, NO_CHROMIUM_MESSAGE } from './lib/chromium.mjs';
import { buildWeb } from './lib/web-server.mjs';
import { countPlaywright, countVitest } from './lib/test-counts.mjs';
import { buildDesktop } from './bench/bundle-size.mjs';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, 'reports');
rmSync(resolve(reports, 'vitest.json'), { force: true });
rmSync(resolve(reports, 'playwright.json'), { force: true });
mkdirSync(reports, { recursive: true });

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const vitestExit = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/vitest.json',
]);
const vitest = countVitest(readJson(resolve(reports, 'vitest.json')), vitestExit);

let e2e = { passed: 0, failed: 1, note: 'Chromium absent' };
if (!hasChromium()) {
  console.error(`\n${NO_CHROMIUM_MESSAGE}\n`);
} else {
  await buildWeb({ quiet: true });
  buildDesktop(); // e2e/first-load.spec.ts also weighs what the desktop app ships (out/renderer)
  const playwrightExit = run('npx', ['playwright', 'test']);
  e2e = countPlaywright(readJson(resolve(reports, 'playwright.json')), playwrightExit);
}

for (const [name, c] of [
  ['vitest', vitest],
  ['playwright', e2e],
]) {
  console.log(`${name}: ${c.passed} passed, ${c.failed} failed${c.note ? ` (${c.note})` : ''}`);
}
const passed = vitest.passed + e2e.passed;
const failed = vitest.failed + e2e.failed;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || !existsSync(resolve(reports, 'vitest.json')) ? 1 : 0);
