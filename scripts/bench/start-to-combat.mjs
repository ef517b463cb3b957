/**
 * Start to the Combat screen ready (DESIGN §6: ≤ 600 ms, with ≤ 300 KB gzip of JS loaded by then):
 * a GM who reopens Paravent on a fight in progress (six combatants, round 1). Each run opens the app
 * in a new page of the same browser profile (the fight is in its IndexedDB; the previous page is
 * closed first, as a GM closes the window) and times, from navigation start, the frame that painted
 * the rows of the fight. The JS is every script the page had fetched by then, gzipped from out/web.
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, newDnd35Fight } from './tracker-page.mjs';

const RUNS = 9;

/** In the page: when the first row's HP is in the DOM, and the frame after it (painted). */
function watchRows() {
  new MutationObserver((_, obs) => {
    if (document.querySelector('[role="listitem"] [data-testid="hp"]')) {
      window.__rowsAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => (window.__rowsPaintedAt = performance.now()), 0));
      obs.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Bench entries: time to the Combat screen ready, and the JS it needed. */
export async function run({ browser, url, webDir, report }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(watchRows);
  let page = await context.newPage();
  await newDnd35Fight(page, url);
  const field = page.getByLabel('Ajout rapide');
  await field.fill('5 Gobelin init +1 PV 7 CA 15');
  await field.press('Enter');
  await field.fill('Aldric PJ init +2 PV 20 CA 16');
  await field.press('Enter');
  await page.getByRole('listitem').filter({ hasText: 'Aldric' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="saving"][data-pending]'));

  const gzipOf = new Map();
  const gz = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(resolve(webDir, 'assets', file))).length);
    return gzipOf.get(file);
  };
  const runs = [];
  for (let i = 0; i < RUNS + 1; i += 1) {
    await page.close();
    page = await context.newPage();
    await page.goto(`${url}#/combat`);
    await page.waitForFunction(() => window.__rowsPaintedAt !== undefined, null, { timeout: 20_000 });
    const r = await page.evaluate(() => ({
      ready: window.__rowsPaintedAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\.js(\?|$)/.test(e.name) && e.responseEnd <= window.__rowsPaintedAt)
        .map((e) => e.name),
    }));
    const files = [...new Set(r.scripts.map((s) => basename(new URL(s).pathname)))];
    const bytes = files.reduce((sum, f) => sum + gz(f), 0);
    if (i >= 1) runs.push({ ready: r.ready, bytes, files: files.length }); // the first warms the cache
  }
  await context.close();
  const ready = runs.map((r) => r.ready);
  const mid = runs.find((r) => r.ready === median(ready)) ?? runs[0];
  report({
    name: 'Démarrage → écran Combat prêt (lignes peintes, médiane)',
    value: median(ready),
    unit: 'ms',
    budget: 600,
    detail: `${RUNS} essais, max ${Math.max(...ready).toFixed(0)} ms`,
  });
  report({
    name: 'JS chargé quand l’écran Combat est prêt (gzip)',
    value: mid.bytes / 1024,
    unit: 'KB',
    budget: 300,
    detail: `${mid.files} fichiers ; le détail : node scripts/bench/bundle-report.mjs`,
  });
  return [];
}
