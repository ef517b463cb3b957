/**
 * The players' display as the GM's gestures and settings reach it (issue 25, DESIGN §6): two pages
 * of the web host as at the table — the GM's window and the display (display.html) — and, for each
 * measure, the time from the GM's input (its event's timestamp) until the display has painted the
 * change. Both pages read one clock (`performance.timeOrigin + …`, the same browser).
 *
 * - a gesture on the Combat screen (N, next turn, 200 combatants): budget 50 ms;
 * - « Ennemis : PV exacts » switched on Réglages while the current foe is at 11/16 (« blessé » ↔
 *   « PV 11/16 »): budget 100 ms — the GM never goes back to Combat;
 * - the language switched (FR ↔ EN, in the header) while the GM is on Bibliothèque: budget 100 ms.
 * A change that never reaches the display counts as the wait's limit (FOLLOW_LIMIT_MS), and says so.
 */
import { median, newDnd35Fight, observeInteractions } from './tracker-page.mjs';

const RUNS = 9;
const FOLLOW_LIMIT_MS = 5000;

/** In the GM page: the epoch time of the last key or pointer press. */
function recordInputs() {
  window.__lastInputEpoch = 0;
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, (e) => (window.__lastInputEpoch = performance.timeOrigin + e.timeStamp), {
      capture: true,
    });
}

/**
 * In the display page: resolves with the epoch time of the frame that painted `selector` with a text
 * other than `before` (and, when given, containing `want`); null after `limit` ms.
 */
function watchDisplay(display, selector, before, want) {
  return display.evaluate(
    ([sel, old, wanted, limit]) =>
      new Promise((done) => {
        const t0 = performance.now();
        const check = () => {
          if (performance.now() - t0 > limit) return done(null);
          const text = document.querySelector(sel)?.textContent ?? '';
          if (text !== old && (wanted === null || text.includes(wanted)))
            setTimeout(() => done(performance.timeOrigin + performance.now()), 0);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [selector, before, want ?? null, FOLLOW_LIMIT_MS],
  );
}

const textOf = (page, sel) => page.evaluate((s) => document.querySelector(s)?.textContent ?? '', sel);

/** Runs `act` in the GM page and returns the ms from its input until the display painted the change. */
async function followed(gm, display, selector, act, want) {
  const before = await textOf(display, selector);
  const shown = watchDisplay(display, selector, before, want);
  await act();
  const at = await shown;
  const input = await gm.evaluate(() => window.__lastInputEpoch);
  return at === null ? FOLLOW_LIMIT_MS : Math.max(0, at - input);
}

const row = (label, values, budget, detail) => ({
  name: label,
  value: median(values),
  unit: 'ms',
  budget,
  detail: `${values.length} essais, max ${Math.max(...values).toFixed(0)} ms${
    values.some((v) => v >= FOLLOW_LIMIT_MS)
      ? ` ; ${values.filter((v) => v >= FOLLOW_LIMIT_MS).length} jamais suivis (${FOLLOW_LIMIT_MS / 1000} s)`
      : ''
  }${detail ? ` ; ${detail}` : ''}`,
});

/** Bench entries: the display after a gesture, after a Réglages change, after a language change. */
export async function run({ browser, url, report }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(recordInputs);
  const gm = await context.newPage();
  await newDnd35Fight(gm, url);
  const field = gm.getByLabel('Ajout rapide');
  for (const [i, line] of ['100 Gobelin init +1 PV 16 CA 12', '100 Orque init +2 PV 16 CA 13'].entries()) {
    await field.fill(line);
    await field.press('Enter');
    await gm
      .getByRole('log')
      .getByText(/dupliqué \d+ fois/)
      .nth(i)
      .waitFor();
  }
  await gm.getByRole('button', { name: 'Lancer l’initiative des adversaires' }).click();
  await gm
    .getByRole('log')
    .getByText(/^Préparation — Initiative :/)
    .first()
    .waitFor();
  await gm.getByRole('button', { name: 'Commencer le combat' }).click();
  await gm.getByRole('dialog').getByRole('button', { name: 'Commencer', exact: true }).click();
  await gm.getByRole('heading', { name: /^Tour d(e |’)/ }).waitFor();
  await observeInteractions(gm);

  const display = await context.newPage();
  await display.setViewportSize({ width: 1920, height: 1080 });
  await display.goto(new URL('display.html', url).href);
  const current = '[data-testid="current-combatant"]';
  await display.locator(current).waitFor();

  // A gesture: N on the Combat screen (the display's « who acts now » changes).
  await gm.locator('body').click({ position: { x: 5, y: 5 } });
  const gestures = [];
  for (let i = 0; i < RUNS + 2; i += 1) {
    const ms = await followed(gm, display, current, () => gm.keyboard.press('n'));
    if (i >= 2) gestures.push(ms);
    await gm.waitForTimeout(100);
  }
  report(row('Affichage joueurs : geste (N, 200 combattants) → affiché', gestures, 50));

  // The current foe at 11/16: the display shows « blessé ».
  const hp = gm.locator('[role="listitem"][aria-current="true"]').getByLabel(/^PV d(e |’)/);
  await hp.fill('-5');
  await hp.press('Enter');
  await display.locator(current).getByText('blessé').waitFor();

  // Réglages › Affichage joueurs › Ennemis: exact ↔ band, while the GM stays on Réglages.
  await gm.getByRole('button', { name: 'Réglages', exact: true }).click();
  const enemies = gm.getByRole('radiogroup', { name: 'Ennemis' });
  await enemies.waitFor();
  const settings = [];
  for (let i = 0; i < RUNS + 1; i += 1) {
    const exact = i % 2 === 0;
    const ms = await followed(
      gm,
      display,
      current,
      () => enemies.getByText(exact ? 'PV exacts' : 'État (indemne, blessé…)', { exact: true }).click(),
      exact ? '11/16' : 'blessé',
    );
    if (i >= 1) settings.push(ms);
    await gm.waitForTimeout(150);
  }
  report(row('Affichage joueurs : réglage « Ennemis » changé dans Réglages → affiché', settings, 100));

  // The language, switched in the header while the GM is on Bibliothèque.
  await gm.getByRole('button', { name: 'Bibliothèque', exact: true }).click();
  const languages = [];
  for (let i = 0; i < RUNS + 1; i += 1) {
    const english = i % 2 === 0;
    const ms = await followed(
      gm,
      display,
      current,
      () =>
        gm
          .getByRole('radiogroup')
          .first()
          .getByText(english ? 'EN' : 'FR', { exact: true })
          .click(),
      english ? 'Acting now' : 'Joue maintenant',
    );
    if (i >= 1) languages.push(ms);
    await gm.waitForTimeout(300);
  }
  report(row('Affichage joueurs : langue changée depuis Bibliothèque → affiché', languages, 100));
  await context.close();
  return [];
}
