// npm run bench: measures the budgets of DESIGN §6 on the production build of the web host, in
// Chromium, and prints a table. Each measurement lives in scripts/bench/*.mjs and exports
// `run(ctx)` returning rows { name, value, unit, budget, detail }. Budgets are reported, not enforced.
import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium, NO_CHROMIUM_MESSAGE } from './lib/chromium.mjs';
import { buildWeb, serveWeb } from './lib/web-server.mjs';
import * as bundleSize from './bench/bundle-size.mjs';
import * as startToInteractive from './bench/start-to-interactive.mjs';
import * as reference from './bench/reference.mjs';
import * as files from './bench/files.mjs';
import * as tracker from './bench/tracker.mjs';
import * as display from './bench/display.mjs';
import * as conditions from './bench/conditions.mjs';
import * as library from './bench/library.mjs';
import * as fightStore from './bench/fight-store.mjs';
import * as largeFight from './bench/large-fight.mjs';
import * as displayFollow from './bench/display-follow.mjs';
import * as startToCombat from './bench/start-to-combat.mjs';
import * as nextTurnClick from './bench/next-turn-click.mjs';

const ALL = {
  bundleSize,
  startToInteractive,
  startToCombat,
  reference,
  display,
  displayFollow,
  tracker,
  nextTurnClick,
  conditions,
  files,
  fightStore,
  largeFight,
  library,
};
// BENCH_ONLY=fightStore,tracker runs only those (the whole bench takes minutes).
const BENCHES = process.env.BENCH_ONLY
  ? process.env.BENCH_ONLY.split(',')
      .map((name) => ALL[name.trim()])
      .filter(Boolean)
  : Object.values(ALL);

if (!hasChromium()) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
await buildWeb({ quiet: true });
const { url, close } = await serveWeb({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const rows = [];
const failures = [];

/** The machine's load (1, 5, 15 min): figures measured under load are not the app's. */
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const line = (r) =>
  `${r.value <= r.budget ? 'oui' : 'NON'}  ${r.name} : ${r.value.toFixed(1)} ${r.unit} (budget ≤ ${r.budget} ${r.unit})${r.detail ? ` — ${r.detail}` : ''}`;
/** Prints a figure as soon as it is measured (a bench that stops halfway still said something). */
const report = (r) => {
  rows.push(r);
  console.log(`${line(r)}  [charge ${load()}]`);
};
console.log(`Charge de la machine au départ : ${load()}`);
try {
  const ctx = { browser, url, webDir: resolve(import.meta.dirname, '../out/web'), report };
  for (const [name, bench] of Object.entries(ALL).filter(([, b]) => BENCHES.includes(b))) {
    // One bench that fails (a page that did not change in time) does not lose the others' figures.
    try {
      const returned = await bench.run(ctx);
      for (const r of returned ?? []) report(r);
    } catch (e) {
      failures.push(name);
      console.error(`ÉCHEC du banc ${name} : ${e instanceof Error ? e.message.split('\n')[0] : e}`);
    }
  }
} finally {
  await browser.close();
  await close();
}

const table = rows.map((r) => ({
  mesure: r.name,
  valeur: `${r.value.toFixed(1)} ${r.unit}`,
  budget: `≤ ${r.budget} ${r.unit}`,
  ok: r.value <= r.budget ? 'oui' : 'NON',
  détail: r.detail ?? '',
}));
console.table(table);
console.log(`Charge de la machine à la fin : ${load()}`);
if (failures.length > 0) {
  console.error(`Bancs en échec : ${failures.join(', ')}`);
  process.exitCode = 1;
}
