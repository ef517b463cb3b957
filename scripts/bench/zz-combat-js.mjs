import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { newDnd35Fight } from './tracker-page.mjs';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from '../lib/chromium.mjs';
const url = process.argv[2];
const webDir = resolve(import.meta.dirname, '../../out/web');
function watchRows() {
  new MutationObserver((_, obs) => {
    if (document.querySelector('[role="listitem"] [data-testid="hp"]')) {
      window.__rowsAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => (window.__rowsPaintedAt = performance.now()), 0));
      obs.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
await context.addInitScript(watchRows);
let page = await context.newPage();
await newDnd35Fight(page, url);
const field = page.getByLabel('Ajout rapide');
await field.fill('5 Gobelin init +1 PV 7 CA 15');
await field.press('Enter');
await page.getByRole('listitem').filter({ hasText: 'Gobelin' }).first().waitFor();
await page.waitForTimeout(1000);
for (let i = 0; i < Number(process.env.N ?? 2); i++) {
  await page.close();
  page = await context.newPage();
  await page.goto(`${url}#/combat`);
  await page.waitForFunction(() => window.__rowsPaintedAt !== undefined, null, { timeout: 20_000 });
}
const r = await page.evaluate(() => ({
  ready: window.__rowsPaintedAt,
  scripts: performance.getEntriesByType('resource').filter((e) => /\.js(\?|$)/.test(e.name)).map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })),
}));
let before = 0;
for (const s of r.scripts.sort((a, b) => a.start - b.start)) {
  const f = basename(new URL(s.name).pathname);
  const gz = gzipSync(readFileSync(resolve(webDir, 'assets', f))).length / 1024;
  const inb = s.end <= r.ready;
  if (inb) before += gz;
  console.log(`${inb ? '*' : ' '} ${s.start.toFixed(0).padStart(5)} ${s.end.toFixed(0).padStart(5)} ${gz.toFixed(1).padStart(6)} ${f}`);
}
console.log('ready', r.ready.toFixed(0), 'before', before.toFixed(1));
console.log(await page.evaluate(() => performance.getEntriesByType('mark').map((m) => `${m.name} ${m.startTime.toFixed(0)}`).join('\n')));
await browser.close();
