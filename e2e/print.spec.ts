import { expect, test, type Locator, type Page } from '@playwright/test';
import { endFight } from './library-helpers';
import { hp, newFight, next, quickAdd, start, turnOf, typeInitiative } from './tracker-helpers';

/**
 * « Imprimer » (Ctrl+P): the order of play, the combat log and the end-of-fight summary on an A4
 * sheet, black on white, no controls, in the GM's language. The browser's print dialog is replaced
 * by a counter; the print preview is the page under emulated print media.
 */
test.use({ viewport: { width: 1366, height: 768 } });

/** window.print() counts instead of opening the browser's dialog. */
async function countPrints(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    document.body.dataset.prints = '0';
    Object.assign(window, {
      print: () => {
        document.body.dataset.prints = String(Number(document.body.dataset.prints) + 1);
      },
    });
  });
  return () => page.evaluate(() => Number(document.body.dataset.prints));
}

/**
 * The print preview of what the dialog would print now: checked by `check` and screenshotted under
 * emulated print media, then back to the screen, where the sheet does not show.
 */
async function preview(page: Page, path: string, check: (sheet: Locator) => Promise<void>): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet).toBeVisible();
  // Nothing of the app prints: no navigation, no dialog, no button.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  await check(sheet);
  await page.screenshot({ path, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();
}

async function fightOfThree(page: Page): Promise<void> {
  await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
  await quickAdd(
    page,
    'Aldric PJ init +2 PV 12 CA 16',
    'Gobelin init +1 PV 5 CA 15',
    'Loup caché init +3 PV 13 CA 14',
  );
  await typeInitiative(page, { Aldric: 15, Gobelin: 8, Loup: 12 });
  await start(page);
  await turnOf(page, 'Aldric');
  await hp(page, 'Gobelin', '-3');
  await next(page);
  await turnOf(page, 'Loup');
}

test('Ctrl+P imprime l’ordre de jeu et le journal, puis le bilan une fois le combat fini', async ({
  page,
}) => {
  await fightOfThree(page);
  const prints = await countPrints(page);

  await page.keyboard.press('Control+P');
  const dialog = page.getByRole('dialog', { name: 'Imprimer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Bilan du combat')).toBeDisabled();
  await page.screenshot({ path: '/tmp/print-dialog-fr.png' });

  // The order and the log, as they would print: the order of play first to last, the log in full.
  await preview(page, '/tmp/print-order-log-fr.png', async (sheet) => {
    const rows = sheet.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Aldric');
    await expect(rows.nth(1)).toContainText('Loup (caché aux joueurs)');
    await expect(rows.nth(1)).toContainText('à son tour');
    await expect(rows.nth(2)).toContainText('2/5');
    await expect(sheet.getByRole('heading', { name: 'Journal du combat' })).toBeVisible();
    await expect(sheet.locator('ol li').first()).toContainText('Aldric rejoint la rencontre');
    await expect(sheet.locator('ol li').last()).toContainText('Tour de Loup');
  });
  // A real A4 page of it, to look at (the preview above has no page margins).
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: '/tmp/print-order-log-fr.pdf', format: 'A4', preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });

  // The order alone.
  await dialog.getByLabel('Journal du combat').uncheck();
  await preview(page, '/tmp/print-order-fr.png', async (sheet) => {
    await expect(sheet.getByRole('heading', { name: 'Ordre de jeu' })).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Journal du combat' })).toHaveCount(0);
  });

  // Nothing ticked: nothing to print.
  await dialog.getByLabel('Ordre de jeu').uncheck();
  await expect(dialog.getByText('Cochez au moins une partie.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Imprimer', exact: true })).toBeDisabled();

  // The log alone, printed: the browser's dialog is asked for, and « Imprimer » closes.
  await dialog.getByLabel('Journal du combat').check();
  await preview(page, '/tmp/print-log-fr.png', async (sheet) => {
    await expect(sheet.getByRole('heading', { name: 'Ordre de jeu' })).toHaveCount(0);
    // Every line of the fight: ten, besides the turn clock's « Tour d’Aldric : N s » that a turn
    // long enough to be timed adds (a busy machine takes that long).
    await expect(sheet.locator('ol li').filter({ hasNotText: /Tour d’Aldric : \d/ })).toHaveCount(10);
  });
  await dialog.getByRole('button', { name: 'Imprimer', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await prints()).toBe(1);
  await expect(page.getByTestId('print-sheet')).toHaveCount(0);

  // After the fight: the summary.
  await endFight(page);
  await page
    .getByRole('dialog', { name: /^Bilan/ })
    .getByRole('button', { name: 'Fermer' })
    .last()
    .click();
  await page.keyboard.press('Control+P');
  await expect(dialog.getByLabel('Bilan du combat')).toBeEnabled();
  await expect(dialog.getByLabel('Bilan du combat')).toBeChecked();
  await dialog.getByLabel('Ordre de jeu').uncheck();
  await dialog.getByLabel('Journal du combat').uncheck();
  await preview(page, '/tmp/print-summary-fr.png', async (sheet) => {
    await expect(sheet.getByRole('heading', { name: 'Bilan du combat' })).toBeVisible();
    await expect(sheet).toContainText('1 round');
    const gobelin = sheet.locator('tbody tr').filter({ hasText: 'Gobelin' });
    await expect(gobelin).toContainText('3'); // damage taken
    await expect(gobelin).toContainText('2/5');
  });
});

test('la feuille imprimée est dans la langue du MJ', async ({ page }) => {
  await fightOfThree(page);
  await page.getByText('EN', { exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: 'Navigation' }).getByRole('button', { name: 'Settings' }),
  ).toBeVisible();
  await page.keyboard.press('Control+P');
  const dialog = page.getByRole('dialog', { name: 'Print' });
  await expect(dialog.getByLabel('Order of play')).toBeChecked();
  await expect(dialog.getByText('The summary prints once the fight has ended.')).toBeVisible();
  await page.screenshot({ path: '/tmp/print-dialog-en.png' });
  await preview(page, '/tmp/print-order-log-en.png', async (sheet) => {
    await expect(sheet.getByRole('heading', { name: 'Order of play' })).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Combat log' })).toBeVisible();
    await expect(sheet).toContainText('Loup (hidden from the players)');
    await expect(sheet).toContainText('round 1');
    await expect(sheet.locator('ol li').first()).toContainText('Aldric joins the encounter');
    await expect(sheet).not.toContainText('Ordre de jeu');
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
