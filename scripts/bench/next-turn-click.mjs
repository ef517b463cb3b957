/**
 * « Tour suivant » by the button against the N key (DESIGN §6: a button click costs no more than its
 * key, + 5 ms), 200 combatants, 1× CPU. For each: the time from the input (pointerdown or keydown)
 * until the new turn is painted, and Event Timing's duration of the interaction (the click's
 * pointerdown … click, the key's keydown … keyup; under 16 ms Chromium reports nothing: 16). The
 * mouse comes from the order's list to the button each time, as a GM's hand does: the hover that
 * opens a tooltip is part of the click's cost.
 */
import { fightOf200, measureInteraction, median, observeInteractions } from './tracker-page.mjs';

const RUNS = 15;

/** Bench entries: next turn by click and by key. */
export async function run({ browser, url, report }) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await fightOf200(page, url, ['100 Gobelin init +1 PV 900 CA 12', '100 Orque init +2 PV 900 CA 13']);
  await observeInteractions(page);
  const heading = 'section h3';
  const text = () => page.evaluate((s) => document.querySelector(s)?.textContent ?? '', heading);
  const button = page.getByRole('button', { name: /^Tour suivant/ });
  const box = await button.boundingBox();
  if (!box) throw new Error('« Tour suivant » absent');
  const out = { click: [], key: [], clickInp: [], keyInp: [] };
  for (let i = 0; i < RUNS + 2; i += 1) {
    await page.mouse.move(600, 500); // over the order's list
    await page.waitForTimeout(100);
    const click = await measureInteraction(
      page,
      async () => {
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
        await page.mouse.down();
        await page.mouse.up();
      },
      heading,
      await text(),
    );
    await page.mouse.move(600, 500);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.waitForTimeout(100);
    const key = await measureInteraction(page, () => page.keyboard.press('n'), heading, await text());
    if (i < 2) continue; // warm-up
    out.click.push(click.visible);
    out.key.push(key.visible);
    out.clickInp.push(click.inp ?? 16);
    out.keyInp.push(key.inp ?? 16);
  }
  await page.close();
  const c = median(out.click);
  const k = median(out.key);
  report({
    name: 'Tour suivant : clic sur le bouton, de l’appui à l’écran (médiane, 200 combattants)',
    value: c,
    unit: 'ms',
    budget: Math.round((k + 5) * 10) / 10,
    detail: `touche N ${k.toFixed(1)} ms ; Event Timing clic ${median(out.clickInp)} ms / touche ${median(out.keyInp)} ms (pire clic ${Math.max(...out.clickInp)} ms)`,
  });
  return [];
}
