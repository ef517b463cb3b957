/**
 * The largest fight a file may hold (issue 17: every gesture ≤ 50 ms at 2,000 combatants,
 * shared/combat/size-limits.ts): 2,000 combatants added through the quick add as a GM would (20
 * lines of 100), then, from the key to the change painted (median, 1× CPU): rolling the
 * initiative (I, in setup), next turn (N), a damage entry (-1 Enter in the current row's HP field)
 * and a condition (E, « secou », Enter, Enter on the current combatant).
 */
import { measureInteraction, median, newDnd35Fight, observeInteractions } from './tracker-page.mjs';

const COUNT = 2000;
const RUNS = 7;
const BUDGET = 50;
const NAMES = [
  'Gobelin',
  'Orque',
  'Kobold',
  'Squelette',
  'Zombi',
  'Loup',
  'Bandit',
  'Hobgobelin',
  'Gnoll',
  'Rat',
];

const text = (page, sel) => page.evaluate((s) => document.querySelector(s)?.textContent ?? '', sel);
const LOG_TOP = '[role="log"] p';
const CURRENT_ROW = '[role="listitem"][aria-current="true"]';
const CURRENT_HP = `${CURRENT_ROW} [data-testid="hp"]`;
const TURN = 'section h3';

/** The page with the body focused (no row, no field): where the GM's plain keys act. */
const blur = (page) =>
  page.evaluate(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined,
  );

async function saved(page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid="saving"][data-pending]'));
  await page.waitForTimeout(50);
}

/** A D&D 3.5 fight (dice seed 1) of `count` foes, in setup. */
export async function largeFight(page, url, count = COUNT) {
  await newDnd35Fight(page, url);
  const field = page.getByLabel('Ajout rapide');
  for (let i = 0; i < count / 100; i += 1) {
    const name = `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ' bis' : ''}`;
    await field.fill(`100 ${name} init +${i % 5} PV 900 CA ${12 + (i % 5)}`);
    await field.press('Enter');
    await page
      .getByRole('log')
      .getByText(new RegExp(`^Préparation — ${name} dupliqué`))
      .first()
      .waitFor();
  }
  await observeInteractions(page);
}

/** `gesture` RUNS times; the key-to-paint times. */
async function series(page, gesture) {
  const out = [];
  for (let i = 0; i < RUNS; i += 1) {
    await saved(page);
    out.push(await gesture());
  }
  return out;
}

const roll = (page) => async () => {
  await blur(page);
  return (await measureInteraction(page, () => page.keyboard.press('i'), LOG_TOP, await text(page, LOG_TOP)))
    .visible;
};

const next = (page) => async () => {
  await blur(page);
  return (await measureInteraction(page, () => page.keyboard.press('n'), TURN, await text(page, TURN)))
    .visible;
};

const damage = (page) => async () => {
  const field = page.locator(CURRENT_ROW).getByLabel(/^PV d(e |’)/);
  await field.fill('-1');
  return (
    await measureInteraction(page, () => field.press('Enter'), CURRENT_HP, await text(page, CURRENT_HP))
  ).visible;
};

const condition = (page) => async () => {
  await blur(page);
  await page.keyboard.press('e');
  const dialog = page.getByRole('dialog', { name: 'Appliquer un état' });
  await dialog.waitFor();
  await page.keyboard.type('secou');
  await page.keyboard.press('Enter');
  await dialog.getByRole('combobox', { name: 'État' }).and(page.locator('[value^="Secoué"]')).waitFor();
  const m = await measureInteraction(
    page,
    () => page.keyboard.press('Enter'),
    CURRENT_ROW,
    await text(page, CURRENT_ROW),
  );
  await dialog.waitFor({ state: 'hidden' });
  await blur(page);
  await page.keyboard.press('n'); // the next one: a fresh row each time
  return m.visible;
};

/** The four gestures' times (ms, each RUNS long) in a fight of `count` combatants set up at `url`. */
export async function measureLargeFight(page, url, count = COUNT) {
  await largeFight(page, url, count);
  await saved(page);
  const rolls = await series(page, roll(page));
  await page.getByRole('button', { name: 'Commencer le combat' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Commencer', exact: true }).click();
  await page.getByRole('heading', { name: /^Tour d(e |’)/ }).waitFor();
  await next(page)(); // warm-up
  return {
    roll: rolls,
    next: await series(page, next(page)),
    damage: await series(page, damage(page)),
    condition: await series(page, condition(page)),
  };
}

const LABELS = {
  roll: 'lancer l’initiative (I, préparation)',
  next: 'tour suivant (N)',
  damage: 'dégâts (-1 Entrée)',
  condition: 'un état (E, « secou », Entrée, Entrée)',
};

/** Bench entries: each gesture at 2,000 combatants, reported as soon as measured. */
export async function run({ browser, url, report }) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const t0 = Date.now();
  const figures = await measureLargeFight(page, url);
  for (const [k, values] of Object.entries(figures))
    report({
      name: `Combat de ${COUNT.toLocaleString('fr-FR')} : ${LABELS[k]}, de la touche à l’écran (médiane, CPU ×1)`,
      value: median(values),
      unit: 'ms',
      budget: BUDGET,
      detail: `pire ${Math.max(...values).toFixed(0)} ms sur ${values.length}`,
    });
  await page.close();
  console.log(`  (banc des ${COUNT} combattants : ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  return [];
}
