import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run audit:security`: Electronegativity on the desktop code (main/, preload/, the renderer's
 * HTML pages, as built: their CSP is added at build time). Builds out/ first when the pages are
 * missing. Writes reports/electronegativity.json (SARIF) before exiting — written by us when
 * Electronegativity's own asynchronous write has not landed — and exits 1 on any finding of
 * severity MEDIUM or above. Test files are left out: their fakes are not the app.
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
  if (!existsSync(join(builtPages, 'index.html'))) {
    console.error('out/renderer absent : construction (electron-vite build)…');
    execFileSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const pages = builtPages;
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
// Electronegativity writes its report asynchronously: exiting at once left it empty (0 bytes).
// The report is written here whenever it is missing or empty, before the exit code is set.
const written = existsSync(output) ? statSync(output).size : 0;
if (written === 0) {
  const sarif = {
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'electronegativity',
            informationUri: 'https://github.com/doyensec/electronegativity',
          },
        },
        results: result.issues.map((issue) => ({
          ruleId: issue.id,
          level: FAILING_SEVERITIES.has(issue.severity.name) ? 'error' : 'note',
          message: { text: issue.description },
          properties: { severity: issue.severity.name, confidence: issue.confidence.name },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: String(issue.file) },
                region: { startLine: Math.max(1, Number(issue.location?.line) || 1) },
              },
            },
          ],
        })),
      },
    ],
  };
  writeFileSync(output, `${JSON.stringify(sarif, null, 2)}\n`);
}
process.exitCode = failing.length > 0 || parseErrors.length > 0 ? 1 : 0;
