import { expect, test, type Page } from '@playwright/test';
import { newFight, openDisplay, row, start, turnOf, typeInitiative, typeLine } from './tracker-helpers';

/**
 * Issue 28, what a GM used to Foundry, Fantasy Grounds or Improved Initiative expects at the table,
 * typed key by key on a 1366×768 laptop, with the players' display open as the second screen.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const log = (page: Page) => page.getByRole('log');
const line = (display: Page, name: string) => display.getByRole('listitem').filter({ hasText: name });

test.describe('outils de table (issue 28)', () => {
  test('un effet « Invisible » caché aux joueurs : marqué chez le MJ, absent de l’affichage, montré puis caché d’un geste', async ({
    page,
  }) => {
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await typeLine(page, 'Ajout rapide', 'Lidda PJ init +3 PV 18 CA 17');
    await typeLine(page, 'Ajout rapide', 'Orque init +1 PV 16 CA 13');
    await typeInitiative(page, { Lidda: 19, Orque: 8 });
    await start(page);
    await turnOf(page, 'Lidda');
    const display = await openDisplay(page);
    await expect(line(display, 'Lidda')).toBeVisible();

    // « e » opens « Appliquer un état » on the acting combatant; everything typed from there.
    await page.keyboard.press('e');
    const dialog = page.getByRole('dialog', { name: 'Appliquer un état' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'État' }).pressSequentially('invis', { delay: 30 });
    await page.getByRole('option', { name: /^Invisible/ }).click();
    const amount = dialog.getByLabel('Nombre');
    await amount.fill('');
    await amount.pressSequentially('10', { delay: 30 });
    await dialog.getByRole('checkbox', { name: 'Caché aux joueurs' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'Caché aux joueurs' })).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    const chip = row(page, 'Lidda').getByTestId('effect');
    await expect(chip).toHaveText('Invisible · 10 rd (Lidda) · caché');
    await expect(chip).toHaveAttribute('data-hidden', '');
    await expect(log(page)).toContainText('Lidda : Invisible (10 rounds), caché aux joueurs');
    // The display never receives it (the projection leaves it out, not a CSS rule).
    await expect(line(display, 'Lidda')).toBeVisible();
    expect(await display.content()).not.toContain('Invisible');

    // Shown to the players with one gesture: the display gets it; Ctrl+Z takes it back.
    await row(page, 'Lidda').getByRole('button', { name: 'Montrer invisible de Lidda aux joueurs' }).click();
    await expect(line(display, 'Lidda')).toContainText('Invisible');
    await expect(log(page)).toContainText('Invisible sur Lidda : montré aux joueurs');
    await page.keyboard.press('Control+z');
    await expect(chip).toHaveText('Invisible · 10 rd (Lidda) · caché');
    await expect(line(display, 'Lidda')).not.toContainText('Invisible');
    expect(await display.content()).not.toContain('Invisible');
    await page.screenshot({ path: '/tmp/table-secret-gm.png' });
  });

  test('l’horloge du tour : chez le MJ et sur l’affichage, une limite dépassée, la pause, « Tour de Lidda : 1 min 40 » au journal', async ({
    page,
  }) => {
    // The page's clock is the test's: each minute passes by a call, not by waiting.
    const t0 = new Date('2026-11-27T20:00:00Z').getTime();
    await page.clock.setFixedTime(t0);
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await typeLine(page, 'Ajout rapide', 'Lidda PJ init +3 PV 18 CA 17');
    await typeLine(page, 'Ajout rapide', 'Orque init +1 PV 16 CA 13');
    await typeInitiative(page, { Lidda: 19, Orque: 8 });
    await start(page);
    await turnOf(page, 'Lidda');
    const clock = page.getByRole('timer', { name: 'Horloge du tour' });
    await expect(clock).toContainText('0:00');

    // The GM sets a limit of 1:30 and shows the clock to the players, from the clock's ⚙.
    await clock.getByRole('button', { name: 'Limite et affichage de l’horloge du tour' }).click();
    const limit = page.getByLabel('Limite par tour');
    await limit.pressSequentially('1:30', { delay: 30 });
    await limit.press('Enter');
    await expect(clock).toContainText('/ 1:30');
    const onDisplay = page.getByLabel('Montrer l’horloge sur l’affichage joueurs');
    await onDisplay.focus();
    await page.keyboard.press('Space');
    await expect(onDisplay).toBeChecked();
    await page.keyboard.press('Escape');
    const display = await openDisplay(page);
    const shown = display.getByTestId('display-clock');
    await expect(shown).toContainText('Tour 0:00');

    // 1 min 40 later: past the limit, in red, on both screens.
    await page.clock.setFixedTime(t0 + 100_000);
    await expect(clock).toContainText('1:40 / 1:30');
    await expect(clock.locator('[data-over]')).toBeVisible();
    await expect(shown).toContainText('Tour 1:40');
    await expect(shown).toContainText('Round 1:40');

    // Paused: it stands still while time goes by, and says so on the display.
    await clock.getByRole('button', { name: 'Mettre le combat en pause' }).click();
    await page.clock.setFixedTime(t0 + 400_000);
    await expect(shown).toContainText('en pause');
    await expect(clock).toContainText('1:40');
    await clock.getByRole('button', { name: 'Reprendre le combat' }).click();
    await expect(shown).not.toContainText('en pause');

    // Next turn, by key: the log keeps how long Lidda's turn lasted; the Orc's turn starts at 0:00.
    await page.locator('body').click({ position: { x: 700, y: 600 } });
    await page.keyboard.press('n');
    await turnOf(page, 'Orque');
    await expect(log(page)).toContainText('Tour de Lidda : 1 min 40');
    await expect(clock).toContainText('0:00 / 1:30');
    await expect(shown).toContainText('Tour 0:00');
    await expect(shown).toContainText('Round 1:40');
    await page.screenshot({ path: '/tmp/table-clock-gm.png' });
    await display.screenshot({ path: '/tmp/table-clock-display.png' });
  });
});
