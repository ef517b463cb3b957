import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { median, prefixTimings, slowKeystrokes } from './keystrokes.mjs';

const QUERIES = [
  'abri',
  'prise en tenaille',
  'flanking',
  'à terre',
  'DMD',
  "attaque d'opportunité",
  'deux armes',
  'renversé',
  'CA',
];

/** The search itself, in Node: every prefix of every query, as the GM types it. */
async function searchTimings() {
  const file = resolve(import.meta.dirname, '../../renderer/features/reference/search.ts');
  const { module } = await runnerImport(file);
  const t0 = performance.now();
  const index = new module.ReferenceIndex();
  const buildMs = performance.now() - t0;
  const timings = prefixTimings(QUERIES, (q) => index.search(q, { system: 'pf1' }));
  return { buildMs, ...timings, docs: index.docs.size };
}

/**
 * In Chromium: keystrokes in the reference search box whose next paint came more than 16 ms later
 * (Event Timing, which rounds durations to 8 ms), and the Référence screen's opening time.
 */
async function keystrokeTimings(browser, url) {
  const page = await browser.newPage();
  await page.goto(`${url}#/combat`);
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  const opens = [];
  for (let i = 0; i < 5; i++) {
    opens.push(
      await page.evaluate(async () => {
        const nav = document.querySelector('nav');
        const buttons = [...(nav?.querySelectorAll('button') ?? [])];
        const t0 = performance.now();
        buttons[1]?.click();
        await new Promise((done) => {
          const check = () =>
            document.querySelector('input[type="search"]') ? done() : requestAnimationFrame(check);
          check();
        });
        await new Promise((done) => requestAnimationFrame(() => done()));
        const ms = performance.now() - t0;
        buttons[0]?.click();
        await new Promise((done) => setTimeout(done, 50));
        return ms;
      }),
    );
  }
  await page.locator('nav button').nth(1).click();
  const typed = await slowKeystrokes(page, page.locator('input[type="search"]'), QUERIES);
  await page.close();
  return { openMedian: median(opens), ...typed };
}

/** Bench entries: reference search per keystroke and the screen's opening time. */
export async function run({ browser, url }) {
  const s = await searchTimings();
  const k = await keystrokeTimings(browser, url);
  return [
    {
      name: 'Recherche référence (par frappe, médiane)',
      value: s.median,
      unit: 'ms',
      budget: 16,
      detail: `${s.docs} documents, ${s.count} recherches, max ${s.max.toFixed(1)} ms, index ${s.buildMs.toFixed(0)} ms`,
    },
    {
      name: 'Frappes ≥ 16 ms dans Chromium',
      value: k.slow,
      unit: `/ ${k.keys}`,
      budget: 0,
      detail: k.slow ? `pire ${k.worst} ms` : 'aucune (Event Timing)',
    },
    {
      name: 'Ouverture de l’écran Référence (médiane)',
      value: k.openMedian,
      unit: 'ms',
      budget: 100,
      detail: '5 essais',
    },
  ];
}
