/**
 * The fight store's budgets (issue 14), from the key to the changed value painted (not only Event
 * Timing, which hides a wait for the write): 200 combatants, a damage entry and next turn, median at
 * 1× and 4× CPU, in a fresh fight and after 5,000 events (with the ratio); the JS heap after GC at
 * 5,000 events; the IndexedDB bytes a gesture writes (checkpoints apart); reopening the fight with
 * 5,000 events until its rows are painted.
 */
import { fightOf200, median, observeInteractions, measureInteraction } from './tracker-page.mjs';

const RUNS = 11;
const HISTORY = 5000;

/** Counts the bytes handed to IndexedDB (JSON length of each value put or added), per object store. */
function countWrites() {
  const w = window;
  w.__idbBytes = { total: 0, checkpoints: 0, display: 0 };
  for (const name of ['put', 'add']) {
    const original = IDBObjectStore.prototype[name];
    IDBObjectStore.prototype[name] = function (value, key) {
      const n = JSON.stringify(value)?.length ?? 0;
      // The fight's own rows; the checkpoints apart; the players' projection (another feature) apart.
      if (this.name === 'checkpoints') w.__idbBytes.checkpoints += n;
      else if (this.name === 'playerView') w.__idbBytes.display += n;
      else w.__idbBytes.total += n;
      return original.call(this, value, key);
    };
  }
  new MutationObserver((_, obs) => {
    if (document.querySelector('[role="listitem"] [data-testid="hp"]')) {
      w.__rowsAt = performance.now();
      obs.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

const text = (page, sel) => page.evaluate((s) => document.querySelector(s)?.textContent ?? '', sel);
const CURRENT_HP = '[role="listitem"][aria-current="true"] [data-testid="hp"]';

async function saved(page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid="saving"][data-pending]'));
}

async function gestures(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const out = { damage: [], next: [], bytes: [], display: [] };
  for (let i = 0; i < RUNS; i += 1) {
    await saved(page);
    const field = page.locator('[role="listitem"][aria-current="true"]').getByLabel(/^PV de /);
    await field.fill('-1');
    const before = await page.evaluate(() => ({ ...window.__idbBytes }));
    const damage = await measureInteraction(
      page,
      () => field.press('Enter'),
      CURRENT_HP,
      await text(page, CURRENT_HP),
    );
    await saved(page);
    await page.waitForTimeout(30); // the projection is published in a task after the paint
    const after = await page.evaluate(() => ({ ...window.__idbBytes }));
    out.bytes.push(after.total - before.total);
    out.display.push(after.display - before.display);
    out.damage.push(damage.visible);
    const heading = 'section h3';
    const next = await measureInteraction(
      page,
      () => page.getByRole('button', { name: /Tour suivant/ }).click(),
      heading,
      await text(page, heading),
    );
    out.next.push(next.visible);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return out;
}

/** Bench entries of the fight store. */
export async function run({ browser, url }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(countWrites);
  const page = await context.newPage();
  await fightOf200(page, url, ['100 Gobelin init +1 PV 90000 CA 12', '100 Orque init +2 PV 90000 CA 13']);
  await observeInteractions(page);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await gestures(page, 1); // warm-up
  const fresh = { 1: await gestures(page, 1), 4: await gestures(page, 4) };

  // The set-up and the fresh series made about a hundred events; next turns up to HISTORY.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  for (let i = 100; i < HISTORY; i += 1) await page.keyboard.press('n');
  await saved(page);
  const long = { 1: await gestures(page, 1), 4: await gestures(page, 4) };

  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const logLines = await page.getByRole('log').locator('li, p, div').count();

  await page.waitForTimeout(2500); // the GM pauses: the idle checkpoint is written
  await page.reload();
  await page.waitForFunction(() => window.__rowsAt !== undefined, null, { timeout: 20_000 });
  const reopen = await page.evaluate(() => window.__rowsAt);
  await context.close();

  const rows = [];
  for (const [rate, budget] of [
    [1, 25],
    [4, 80],
  ]) {
    for (const [k, label] of [
      ['damage', 'dégâts'],
      ['next', 'tour suivant'],
    ]) {
      const a = median(fresh[rate][k]);
      const b = median(long[rate][k]);
      rows.push({
        name: `Combat 200 : ${label}, de la touche à l’écran (médiane, CPU ×${rate}), combat neuf`,
        value: a,
        unit: 'ms',
        budget,
      });
      rows.push({
        name: `Combat 200 : ${label}, de la touche à l’écran (médiane, CPU ×${rate}), après ${HISTORY} événements`,
        value: b,
        unit: 'ms',
        budget,
        detail: `rapport au combat neuf ${(b / a).toFixed(2)} (budget ≤ 1.2)`,
      });
    }
  }
  rows.push({
    name: `Tas JS après GC, ${HISTORY} événements`,
    value: usedSize / 1048576,
    unit: 'Mo',
    budget: 30,
    detail: `${logLines} éléments dans le journal affiché`,
  });
  const bytes = [...fresh[1].bytes, ...long[1].bytes];
  const display = [...fresh[1].display, ...long[1].display];
  rows.push({
    name: 'IndexedDB : octets écrits par geste pour le combat (points de reprise à part)',
    value: median(bytes) / 1024,
    unit: 'Ko',
    budget: 4,
    detail: `max ${(Math.max(...bytes) / 1024).toFixed(2)} Ko ; + projection joueurs ${(median(display) / 1024).toFixed(1)} Ko (table playerView)`,
  });
  rows.push({
    name: `Réouverture 200 combattants + ${HISTORY} événements, jusqu’aux lignes peintes`,
    value: reopen,
    unit: 'ms',
    budget: 500,
  });
  return rows;
}
