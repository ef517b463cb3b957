import { expect, test, type Page } from '@playwright/test';
import { die, nextStep, openManeuverMenu, pick, stat } from './maneuver-helpers';
import { newFight, order, quickAdd, row, start, typeInitiative } from './tracker-helpers';

/** Whether the element's whole box is inside the window. */
async function inView(page: Page, name: string): Promise<boolean> {
  const box = await row(page, name).boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

/**
 * The current row and the next five (round after round) are in the window: every row whose box is
 * not wholly inside it, named with its place (« courant », « +1 » …), read in one look at the page.
 */
async function expectCurrentAndNextInView(page: Page, turn: number) {
  const { current, outside } = await order(page).evaluateAll((els) => {
    const now = els.findIndex((e) => e.getAttribute('aria-current') === 'true');
    const off: string[] = [];
    for (let k = 0; now >= 0 && k <= Math.min(5, els.length - 1); k += 1) {
      const el = els[(now + k) % els.length];
      const box = el.getBoundingClientRect();
      const inside =
        box.width > 0 &&
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= window.innerHeight &&
        box.right <= window.innerWidth;
      if (!inside) off.push(`${el.getAttribute('aria-label') ?? ''} (${k === 0 ? 'courant' : `+${k}`})`);
    }
    return { current: now, outside: off };
  });
  expect(current, `tour ${turn} : un combattant courant`).toBeGreaterThanOrEqual(0);
  expect(outside, `tour ${turn} : hors de l’écran`).toEqual([]);
}

/** Ogre grapples Aldric through the wizard (the grapple panel then shows beside the order). */
async function grapple(page: Page) {
  const dialog = await openManeuverMenu(page, 'Ogre');
  await pick(page, dialog, 'Manœuvre', 'Lutte');
  await pick(page, dialog, 'Cible', 'Aldric');
  await nextStep(dialog, 'Conditions');
  // Aldric has not acted yet: flat-footed, he makes no attack of opportunity (DRS › Pris au dépourvu).
  await nextStep(dialog, 'Modificateurs');
  await stat(dialog, 'Attaquant : Ogre', 'BBA', 3);
  await stat(dialog, 'Attaquant : Ogre', 'For', 21);
  await nextStep(dialog, 'Attaque de contact');
  await die(dialog, 'd20 d’Ogre (attaque de contact)', 18);
  await nextStep(dialog, 'Test opposé');
  await die(dialog, 'd20 d’Aldric', 2);
  await die(dialog, 'd20 d’Ogre', 19);
  await nextStep(dialog, 'Résultat');
  await dialog.getByRole('button', { name: 'Appliquer au combat' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Luttes en cours' })).toContainText('Ogre agrippe Aldric');
}

/** « Étourdi, 1 round » on a row selected by the keyboard (E): it ends a round later, with a notice. */
async function stun(page: Page, name: string) {
  await row(page, name).focus();
  await page.keyboard.press('e');
  const dialog = page.getByRole('dialog', { name: 'Appliquer un état' });
  await dialog.getByRole('combobox', { name: 'État' }).pressSequentially('etourdi', { delay: 20 });
  await page.getByRole('option', { name: /^Étourdi/ }).click();
  await dialog.getByRole('button', { name: 'Appliquer', exact: true }).click();
  await expect(dialog).toBeHidden();
}

const TWELVE = [
  'Aldric PJ init +2 PV 24 CA 17 contact 12 dépourvu 15',
  'Mirabelle PJ init +3 PV 16 CA 14 contact 13 dépourvu 11',
  'Ogre init -1 PV 29 CA 16 contact 8 dépourvu 16',
  '5 Orque init +0 PV 6 CA 13 contact 10 dépourvu 13',
  '4 Gobelin init +1 PV 5 CA 15 contact 12 dépourvu 14',
];

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test(`${viewport.width}×${viewport.height}, 12 combattants : le courant et les cinq suivants à l’écran à chacun de 15 tours, avec une lutte, des fins d’effet et le journal ouvert`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(page, ...TWELVE);
    await typeInitiative(page, { Aldric: 14, Mirabelle: 9 });
    await page.keyboard.press('i');
    await expect(page.getByRole('log')).toContainText('Initiative : Ogre');
    await start(page);
    await expect(order(page)).toHaveCount(12);
    await expect(page.getByRole('log')).toBeVisible();
    await grapple(page);
    for (const name of ['Orque 1', 'Orque 3', 'Gobelin 2', 'Gobelin 4']) await stun(page, name);
    await page.getByRole('listitem', { name: 'Orque 1', exact: true }).focus();

    await expectCurrentAndNextInView(page, 0);
    let sawEnding = false;
    for (let turn = 1; turn <= 15; turn += 1) {
      await page.keyboard.press('n');
      await expect(page.getByRole('log')).toContainText(/Tour de/);
      sawEnding ||= await page.getByRole('group', { name: 'Prend fin maintenant' }).isVisible();
      await expectCurrentAndNextInView(page, turn);
    }
    expect(sawEnding, 'au moins un « Prend fin maintenant » vu pendant ces tours').toBe(true);
    await expect(page.getByRole('region', { name: 'Luttes en cours' })).toBeVisible();
  });
}

test('45 combattants : la liste défile pour garder le courant à l’écran', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
  await quickAdd(page, '45 Squelette init +1 PV 6 CA 13');
  await page.getByRole('button', { name: 'Lancer l’initiative des adversaires' }).click();
  await start(page);
  for (let turn = 0; turn < 46; turn += 1) {
    const current = page.locator('[role="listitem"][aria-current="true"]');
    await expect(current).toBeVisible();
    const name = (await current.getAttribute('aria-label')) ?? '';
    // The list scrolls once the turn is committed: on a loaded machine that can take a moment.
    await expect.poll(() => inView(page, name), { message: `tour ${turn} : ${name} à l’écran` }).toBe(true);
    await page.keyboard.press('n');
  }
});

test('1366×768, in preparation: the fight’s whole name and its round badge beside it, the buttons on a line of their own when they do not fit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await newFight(page, 'Pathfinder (1re édition)');
  await quickAdd(page, 'Aldric PJ PV 20 CA 15', '2 Gobelin PV 6 CA 16');
  const title = page.getByRole('heading', { name: 'Nouvelle rencontre', exact: true });
  await expect(title).toBeVisible();
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  // The badge « Préparation » was half under « Lancer l’initiative des adversaires ».
  const badge = await page.getByTestId('round').boundingBox();
  const roll = await page.getByRole('button', { name: /^Lancer l’initiative/ }).boundingBox();
  if (!badge || !roll) throw new Error('the round badge or the roll button is not shown');
  expect(badge.x + badge.width <= roll.x || badge.y + badge.height <= roll.y).toBe(true);
});
