/**
 * For the benches of the tracker: a fight set up as a GM would, and interaction timings in the
 * page. The Event Timing API
 * (PerformanceObserver 'event', grouped by interactionId) gives each interaction's duration to
 * the next paint. Chromium only reports interactions of 16 ms or more (the smallest
 * durationThreshold): a faster one counts as 16 ms, an upper bound.
 */

/** The middle value. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Starts recording interactions (call once the page is set up). */
export async function observeInteractions(page) {
  await page.evaluate(() => {
    const w = window;
    w.__bench = { entries: [], lastInput: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId)
          w.__bench.entries.push({ id: e.interactionId, start: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    for (const type of ['pointerdown', 'keydown']) {
      addEventListener(type, (e) => (w.__bench.lastInput = e.timeStamp), { capture: true });
    }
  });
}

/**
 * Runs `act`, waits until the text of `selector` is no longer `before`, and returns the longest
 * interaction seen (`inp`, null under the 16 ms threshold) and the time from the input until the
 * change was painted (`visible`).
 */
export async function measureInteraction(page, act, selector, before) {
  const t0 = await page.evaluate(() => performance.now());
  const watch = page.evaluate(
    ([sel, old]) =>
      new Promise((done, fail) => {
        const t = performance.now();
        const check = () => {
          if (performance.now() - t > 10_000) return fail(new Error(`no change of ${sel}`));
          const el = document.querySelector(sel);
          // Seen in this frame's animation callbacks: the frame paints it, and a task queued now
          // runs once that frame is rendered (the paint, not the frame after it).
          if (el && el.textContent !== old)
            setTimeout(() => done(performance.now() - window.__bench.lastInput), 0);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [selector, before],
  );
  // A failed act (a button that never became enabled) must not leave the watch's rejection unheard.
  watch.catch(() => undefined);
  await act();
  const visible = await watch.catch(async (e) => {
    if (process.env.BENCH_DEBUG) await page.screenshot({ path: '/tmp/shots/bench-fail.png' });
    throw e;
  });
  await page.waitForTimeout(60);
  const inp = await page.evaluate((start) => {
    const mine = window.__bench.entries.filter((e) => e.start >= start);
    return mine.length ? Math.max(...mine.map((e) => e.duration)) : null;
  }, t0);
  return { inp, visible };
}

/**
 * A D&D 3.5 fight (dice seed 1) of the quick-add `lines` ("100 Gobelin init +1 PV 900 CA 12"),
 * the foes' initiative rolled, started without surprise.
 */
export async function fightOf200(page, url, lines) {
  await newDnd35Fight(page, url);
  const field = page.getByLabel('Ajout rapide');
  for (const [i, line] of lines.entries()) {
    await field.fill(line);
    await field.press('Enter');
    await page
      .getByRole('log')
      .getByText(/dupliqué \d+ fois/)
      .nth(i)
      .waitFor();
  }
  await page.getByRole('button', { name: 'Lancer l’initiative des adversaires' }).click();
  await page
    .getByRole('log')
    .getByText(/^Préparation — Initiative :/)
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Commencer le combat' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Commencer', exact: true }).click();
  await page.getByRole('heading', { name: /^Tour d(e |’)/ }).waitFor();
}

/** Opens the Combat screen and creates a D&D 3.5 encounter with dice seed 1, in setup. */
export async function newDnd35Fight(page, url) {
  await page.goto(`${url}#/combat`);
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Donjons & Dragons 3.5 (DRS)').check();
  await page.getByLabel('Graine des dés (facultatif)').fill('1');
  await page.getByRole('button', { name: 'Créer la rencontre' }).click();
}
