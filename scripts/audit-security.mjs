import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run audit:security`: Electronegativity on the desktop code (main/, preload/, the renderer's
 * HTML pages). Writes reports/electronegativity.json (SARIF) and exits 1 on any finding of severity
 * MEDIUM or above. Test files are left out: their fakes are not the app.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const run = require('@doyensec/electronegativity');

/** Checks turned off (by Electronegativity class name), each with its reason. Keep it short. */
const DISABLED_CHECKS = [
  {
    check: 'PreloadJSCheck',
    reason:
      'flags every `preload:` for manual review, whatever it does. Ours is reviewed: sandboxed, ' +
      'context-isolated, it exposes only the shared/ipc.ts contract (preload/index.test.ts checks the keys).',
  },
];

const FAILING_SEVERITIES = new Set(['MEDIUM', 'HIGH', 'CRITICAL']);

/** Copies what is scanned into reports/electronegativity-input/, without the tests. */
function stageInput(target) {
  rmSync(target, { recursive: true, force: true });
  const isSource = (path) => !/\.test\.tsx?$/.test(path) && !/\.d\.ts$/.test(path);
  for (const folder of ['main', 'preload']) {
    cpSync(join(root, folder), join(target, folder), { recursive: true, filter: isSource });
  }
  const builtPages = join(root, 'out', 'renderer');
  const pages = existsSync(join(builtPages, 'index.html')) ? builtPages : join(root, 'renderer');
  mkdirSync(join(target, 'renderer'), { recursive: true });
  for (const page of readdirSync(pages).filter((name) => name.endsWith('.html'))) {
    cpSync(join(pages, page), join(target, 'renderer', page));
  }
  return relative(root, pages);
}

const electronVersion = JSON.parse(
  readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8'),
).version;
const reports = join(root, 'reports');
const input = join(reports, 'electronegativity-input');
mkdirSync(reports, { recursive: true });
const pagesFrom = stageInput(input);
const output = join(reports, 'electronegativity.json');

const silenced = console.log;
console.log = () => {}; // Electronegativity logs a translation download attempt that fails offline.
let result;
try {
  result = await run({
    input,
    output,
    isSarif: true,
    customScan: [],
    excludeFromScan: DISABLED_CHECKS.map(({ check }) => check),
    severitySet: 'informational',
    confidenceSet: 'tentative',
    isRelative: true,
    electronVersionOverride: electronVersion,
    parserPlugins: [],
  });
} finally {
  console.log = silenced;
}

const failing = result.issues.filter((issue) => FAILING_SEVERITIES.has(issue.severity.name));
for (const issue of failing) {
  const where = `${issue.file}:${issue.location.line}`;
  console.error(
    `✗ ${issue.id} [${issue.severity.name}/${issue.confidence.name}] ${where} — ${issue.description}`,
  );
}
const parseErrors = result.errors.filter((error) => !error.tolerable);
for (const error of parseErrors) console.error(`✗ ${error.file} illisible : ${error.message}`);
console.log(
  `Electronegativity (Electron ${electronVersion}) : ${failing.length} constat(s) MEDIUM ou plus, ` +
    `${result.issues.length - failing.length} mineur(s), ${DISABLED_CHECKS.length} contrôle(s) désactivé(s) ` +
    `— rapport : ${relative(root, output)} (pages : ${pagesFrom})`,
);
process.exit(failing.length > 0 || parseErrors.length > 0 ? 1 : 0);
