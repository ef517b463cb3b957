// npm test: what CI runs, in three steps, each with its own bound (a hang ends its step, not CI):
//   unit  — Vitest, node (+ node-mocks) and jsdom (+ jsdom-own) projects;
//   e2e   — Playwright against the web host in Chromium (after building the web host and the desktop app);
//   slow  — Vitest's « slow » project: the kill and fuzz campaigns, a fresh `npm ci`, `npm run dist`
//           without Electron's zip.
// Ends with the line `tests: N passed, M failed` counted from the three JSON reports, and exits
// non-zero on any failure, a test file that failed to load, a missing report or a step past its bound.
// `npm test -- unit e2e` runs only the steps named.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { hasChromium, NO_CHROMIUM_MESSAGE } from './lib/chromium.mjs';
import { buildWeb } from './lib/web-server.mjs';
import { countPlaywright, countVitest, failedPlaywright, failedVitest } from './lib/test-counts.mjs';
import { buildDesktop } from './bench/bundle-size.mjs';
import { runBounded } from './lib/bounded-run.mjs';
import { freeBasePort } from './lib/free-port.mjs';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, 'reports');
const MINUTE = 60_000;
/** Each step's bound: several times what it takes on a quiet machine, so that a load of 8 passes. */
const BOUNDS = { unit: 35 * MINUTE, e2e: 45 * MINUTE, slow: 25 * MINUTE };
const asked = process.argv.slice(2).filter((a) => a in BOUNDS);
const steps = asked.length > 0 ? asked : Object.keys(BOUNDS);

mkdirSync(reports, { recursive: true });
for (const file of ['vitest.json', 'vitest-slow.json', 'playwright.json'])
  rmSync(resolve(reports, file), { force: true });

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The errors Vitest caught outside any test (they fail the run with every test passed), each in one line. */
function unhandledLines(file) {
  const errors = readJson(file) ?? [];
  return errors.map((e) => `  ${e.name}: ${e.message}${e.test ? ` (${e.test})` : ''}\n${e.stack}`);
}

const vitest = (projects, report, step, output = undefined) => {
  const unhandled = resolve(reports, report.replace(/\.json$/, '-unhandled.json'));
  rmSync(unhandled, { force: true });
  return runBounded(
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/lib/unhandled-reporter.mjs',
      `--outputFile.json=reports/${report}`,
    ],
    {
      cwd: root,
      bound: BOUNDS[step],
      label: `npm test (${step})`,
      env: { ...process.env, PARAVENT_UNHANDLED_FILE: unhandled },
      output,
    },
  ).then(({ status, timedOut }) => {
    const lines = unhandledLines(unhandled);
    if (lines.length > 0) unhandledReports.push(`${step}:`, ...lines);
    return {
      ...countVitest(readJson(resolve(reports, report)), status),
      ...(lines.length > 0
        ? {
            note: `${lines.length} erreur${lines.length > 1 ? 's' : ''} hors test, répétée${lines.length > 1 ? 's' : ''} plus bas`,
          }
        : {}),
      ...(timedOut ? { note: `limite de ${BOUNDS[step] / MINUTE} min dépassée` } : {}),
    };
  });
};

/** Unhandled errors of the Vitest steps, printed again just above the summary (CI keeps the end). */
const unhandledReports = [];

const counts = [];
const started = Date.now();
/**
 * The slow checks use about one core (127 s of CPU in 136 s: one fuzz or kill campaign at a time),
 * the unit tests not quite two: when both are asked, the slow checks run beside
 * the unit tests, their output kept in reports/slow.log and shown once the unit tests are done, and
 * the end-to-end tests (which take both cores) start after both (issue 30: CI time).
 */
const SLOW_LOG = resolve(reports, 'slow.log');
const besideUnit = steps.includes('unit') && steps.includes('slow');
const slowBeside = besideUnit
  ? vitest(['slow'], 'vitest-slow.json', 'slow', SLOW_LOG).then((c) => ({ c, at: Date.now() }))
  : null;
for (const step of steps) {
  const t0 = Date.now();
  if (step === 'slow' && besideUnit) continue;
  console.log(
    `\n== npm test : ${step}${step === 'unit' && besideUnit ? ' (slow à côté / slow beside it)' : ''}`,
  );
  if (step === 'unit')
    counts.push([
      'unit (vitest)',
      await vitest(['node', 'node-mocks', 'jsdom', 'jsdom-own'], 'vitest.json', step),
    ]);
  if (step === 'slow') counts.push(['slow (vitest)', await vitest(['slow'], 'vitest-slow.json', step)]);
  if (step === 'unit' && slowBeside) {
    console.log(`== unit : ${((Date.now() - t0) / MINUTE).toFixed(1)} min`);
    const { c, at } = await slowBeside;
    console.log(`\n== npm test : slow (à côté de unit / beside unit)\n${readFileSync(SLOW_LOG, 'utf8')}`);
    console.log(`== slow : ${((at - t0) / MINUTE).toFixed(1)} min`);
    counts.push(['slow (vitest)', c]);
    continue;
  }
  if (step === 'e2e') {
    if (!hasChromium()) {
      console.error(`\n${NO_CHROMIUM_MESSAGE}\n`);
      counts.push(['e2e (playwright)', { passed: 0, failed: 1, note: 'Chromium absent' }]);
    } else {
      await buildWeb({ quiet: true });
      // e2e/first-load.spec.ts also weighs what the desktop app ships (out/renderer); CI has just built it.
      if (process.env.PARAVENT_DESKTOP_BUILT !== '1') buildDesktop();
      // Another clone may be testing at the same time: its servers keep their ports, ours move on.
      const port = process.env.PARAVENT_E2E_PORT ?? String(await freeBasePort(5299));
      if (port !== '5299') console.log(`(e2e : port ${port}, 5299 est pris / 5299 is taken)`);
      const { status, timedOut } = await runBounded('npx', ['playwright', 'test'], {
        cwd: root,
        env: { ...process.env, PARAVENT_E2E_PORT: port },
        bound: BOUNDS.e2e,
        label: 'npm test (e2e)',
      });
      const c = countPlaywright(readJson(resolve(reports, 'playwright.json')), status);
      counts.push([
        'e2e (playwright)',
        timedOut ? { ...c, note: `limite de ${BOUNDS.e2e / MINUTE} min dépassée` } : c,
      ]);
    }
  }
  console.log(`== ${step} : ${((Date.now() - t0) / MINUTE).toFixed(1)} min`);
}

console.log('');
if (unhandledReports.length > 0) {
  console.log('Erreurs hors test (Vitest fait échouer la série pour elles) / unhandled errors:');
  for (const line of unhandledReports) console.log(line);
  console.log('');
}
// The failed tests again, just above the summary: CI keeps only the end of the output.
const failures = [
  ...(steps.includes('unit') ? failedVitest(readJson(resolve(reports, 'vitest.json')), root) : []),
  ...(steps.includes('e2e') ? failedPlaywright(readJson(resolve(reports, 'playwright.json'))) : []),
  ...(steps.includes('slow') ? failedVitest(readJson(resolve(reports, 'vitest-slow.json')), root) : []),
];
if (failures.length > 0) {
  console.log('Tests en échec / failed tests:');
  for (const line of failures.slice(0, 60)) console.log(`  ${line}`);
  console.log('');
}
for (const [name, c] of counts) {
  console.log(`${name}: ${c.passed} passed, ${c.failed} failed${c.note ? ` (${c.note})` : ''}`);
}
console.log(`durée / duration: ${((Date.now() - started) / MINUTE).toFixed(1)} min`);
const passed = counts.reduce((n, [, c]) => n + c.passed, 0);
const failed = counts.reduce((n, [, c]) => n + c.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || (steps.includes('unit') && !existsSync(resolve(reports, 'vitest.json'))) ? 1 : 0);
