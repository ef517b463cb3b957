/**
 * The fight store's budgets (issue 14), from the key to the changed value painted (not only Event
 * Timing, which hides a wait for the write): 200 combatants, a damage entry and next turn, median at
 * 1× and 4× CPU, in a fresh fight and after 5,000 events (with the ratio); the key until the saving
 * mark goes (committed); the JS heap after GC at 5,000 events; the IndexedDB bytes a gesture writes
 * (checkpoints apart, the players' projection apart); reopening the fight with 5,000 events until its
 * rows are painted (with where the time went). Each figure is printed as soon as it is measured
 * (`report`); the whole takes a few minutes.
 */
import { fightOf200, median, observeInteractions, measureInteraction } from './tracker-page.mjs';

const RUNS = 9;
const HISTORY = 5000;
const REOPENS = 3;

/** Counts the bytes handed to IndexedDB (JSON length of each value put or added), per object store. */
function countWrites() {
  const w = window;
  w.__idbBytes = { total: 0, checkpoints: 0, display: 0 };
  for (const name of ['put', 'add']) {
    const original = IDBObjectStore.prototype[name];
    IDBObjectStore.prototype[name] = function (value, key) {
      const n = JSON.stringify(value)?.length ?? 0;
      // The fight's own rows; the checkpoints apart; the players' projection (stored when idle) apart.
      if (this.name === 'checkpoints') w.__idbBytes.checkpoints += n;
      else if (this.name === 'playerView') w.__idbBytes.display += n;
      else w.__idbBytes.total += n;
      return original.call(this, value, key);
    };
  }
  // Rows on screen: when the first HP cell is in the DOM, and the frame after (painted).
  new MutationObserver((_, obs) => {
    if (document.querySelector('[role="listitem"] [data-testid="hp"]')) {
      w.__rowsAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => (w.__rowsPaintedAt = performance.now()), 0));
      obs.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

const text = (page, sel) => page.evaluate((s) => document.querySelector(s)?.textContent ?? '', sel);
const CURRENT_HP = '[role="listitem"][aria-current="true"] [data-testid="hp"]';

async function saved(page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid="saving"][data-pending]'));
}

/** From the last input until the saving mark has gone (the gesture committed). */
const committedAfterInput = (page) =>
  page.evaluate(async () => {
    while (document.querySelector('[data-testid="saving"][data-pending]'))
      await new Promise((r) => setTimeout(r, 1));
    return performance.now() - window.__bench.lastInput;
  });

async function gestures(page, rate, runs = RUNS) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const out = { damage: [], next: [], committed: [], bytes: [], display: [] };
  for (let i = 0; i < runs; i += 1) {
    await saved(page);
    const field = page.locator('[role="listitem"][aria-current="true"]').getByLabel(/^PV d(e |’)/);
    await field.fill('-1');
    const before = await page.evaluate(() => ({ ...window.__idbBytes }));
    const damage = await measureInteraction(
      page,
      () => field.press('Enter'),
      CURRENT_HP,
      await text(page, CURRENT_HP),
    );
    out.committed.push(await committedAfterInput(page));
    await page.waitForTimeout(30); // the projection is sent in a task after the paint
    const after = await page.evaluate(() => ({ ...window.__idbBytes }));
    out.bytes.push(after.total - before.total);
    out.display.push(after.display - before.display);
    out.damage.push(damage.visible);
    const heading = 'section h3';
    const next = await measureInteraction(
      page,
      // The GM's key (N, from the row the damage gave the focus back to): timed from the key,
      // not from a button's pointerdown, which would count the synthetic mouse sequence.
      () => page.keyboard.press('n'),
      heading,
      await text(page, heading),
    );
    out.next.push(next.visible);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return out;
}

/**
 * `count` next turns typed as the GM does (the N key), sent from inside the page in bursts so the
 * bench does not wait a round trip per key; a frame between bursts.
 */
async function nextTurns(page, count, report) {
  for (let done = 0; done < count;) {
    const burst = Math.min(250, count - done);
    await page.evaluate(async (n) => {
      for (let i = 0; i < n; i += 1) {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', code: 'KeyN', bubbles: true }));
        document.body.dispatchEvent(new KeyboardEvent('keyup', { key: 'n', code: 'KeyN', bubbles: true }));
        if (i % 25 === 24) await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      }
    }, burst);
    done += burst;
    if (done % 1000 === 0) report?.(done);
  }
  await saved(page);
}

/** Bench entries of the fight store, each reported as soon as measured. */
export async function run({ browser, url, report }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(countWrites);
  const page = await context.newPage();
  const t0 = Date.now();
  await fightOf200(page, url, ['100 Gobelin init +1 PV 90000 CA 12', '100 Orque init +2 PV 90000 CA 13']);
  await observeInteractions(page);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await gestures(page, 1, 3); // warm-up

  const fresh = {};
  const long = {};
  const budgets = { 1: 25, 4: 80 };
  const labels = { damage: 'dégâts', next: 'tour suivant (N)' };
  for (const rate of [1, 4]) {
    fresh[rate] = await gestures(page, rate);
    for (const k of ['damage', 'next'])
      report({
        name: `Combat 200 : ${labels[k]}, de la touche à l’écran (médiane, CPU ×${rate}), combat neuf`,
        value: median(fresh[rate][k]),
        unit: 'ms',
        budget: budgets[rate],
      });
    report({
      name: `Combat 200 : dégâts, de la touche à « enregistré » (médiane, CPU ×${rate}), combat neuf`,
      value: median(fresh[rate].committed),
      unit: 'ms',
      budget: 100,
      detail: 'la marque « Enregistrement… » disparaît (écrit avec durabilité stricte)',
    });
  }
  const bytesFresh = fresh[1].bytes;
  report({
    name: 'IndexedDB : octets écrits par geste pour le combat (points de reprise à part)',
    value: median(bytesFresh) / 1024,
    unit: 'Ko',
    budget: 4,
    detail: `max ${(Math.max(...bytesFresh) / 1024).toFixed(2)} Ko ; projection joueurs écrite pendant les gestes : ${(Math.max(...fresh[1].display) / 1024).toFixed(1)} Ko`,
  });

  // The set-up and the fresh series made about a hundred events; next turns up to HISTORY.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  const t1 = Date.now();
  await nextTurns(page, HISTORY - 100, (done) =>
    console.log(`  … ${done} tours suivants (${((Date.now() - t1) / 1000).toFixed(0)} s)`),
  );
  for (const rate of [1, 4]) {
    long[rate] = await gestures(page, rate);
    for (const k of ['damage', 'next']) {
      const a = median(fresh[rate][k]);
      const b = median(long[rate][k]);
      report({
        name: `Combat 200 : ${labels[k]}, de la touche à l’écran (médiane, CPU ×${rate}), après ${HISTORY} événements`,
        value: b,
        unit: 'ms',
        budget: budgets[rate],
        detail: `rapport au combat neuf ${(b / a).toFixed(2)} (budget ≤ 1.2)`,
      });
    }
  }
  const bytes = [...bytesFresh, ...long[1].bytes];
  report({
    name: `IndexedDB : octets écrits par geste, après ${HISTORY} événements`,
    value: median(long[1].bytes) / 1024,
    unit: 'Ko',
    budget: 4,
    detail: `max sur toutes les séries ${(Math.max(...bytes) / 1024).toFixed(2)} Ko`,
  });

  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  report({
    name: `Tas JS après GC, ${HISTORY} événements`,
    value: usedSize / 1048576,
    unit: 'Mo',
    budget: 30,
  });

  await page.waitForTimeout(2500); // the GM pauses: the idle checkpoint is written
  const reopens = [];
  const parts = [];
  for (let i = 0; i < REOPENS; i += 1) {
    await page.reload();
    await page.waitForFunction(() => window.__rowsPaintedAt !== undefined, null, { timeout: 20_000 });
    const r = await page.evaluate(() => ({
      painted: window.__rowsPaintedAt,
      rows: window.__rowsAt,
      scripts: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? NaN,
      interactive: performance.getEntriesByName('paravent:interactive')[0]?.startTime ?? NaN,
      open: performance.getEntriesByName('paravent:fight-open')[0]?.startTime ?? NaN,
      claimed: performance.getEntriesByName('paravent:fight-claimed')[0]?.startTime ?? NaN,
      read: performance.getEntriesByName('paravent:fight-read')[0]?.startTime ?? NaN,
      ready: performance.getEntriesByName('paravent:fight-ready')[0]?.startTime ?? NaN,
    }));
    reopens.push(r.painted);
    parts.push(r);
  }
  const mid = parts.find((p) => p.painted === median(reopens)) ?? parts[0];
  report({
    name: `Réouverture 200 combattants + ${HISTORY} événements, jusqu’aux lignes peintes (médiane de ${REOPENS})`,
    value: median(reopens),
    unit: 'ms',
    budget: 400,
    detail: [
      `DOMContentLoaded ${mid.scripts.toFixed(0)}`,
      `lecture du combat ${mid.open.toFixed(0)}→${Number.isNaN(mid.claimed) ? '' : `${mid.claimed.toFixed(0)} (verrou pris)→`}${mid.read.toFixed(0)}`,
      `historique prêt ${mid.ready.toFixed(0)}`,
      `coquille interactive ${mid.interactive.toFixed(0)}`,
      `lignes dans le DOM ${mid.rows.toFixed(0)} ms`,
      `essais ${parts.map((p) => `${p.painted.toFixed(0)} (lecture ${(p.read - p.open).toFixed(0)})`).join(' / ')}`,
    ].join(', '),
  });
  await context.close();
  console.log(`  (banc du combat : ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  return [];
}
