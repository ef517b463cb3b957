import { expect, test, type Page } from '@playwright/test';
import { hp, newFight, quickAdd, row, start, turnOf, typeInitiative } from './tracker-helpers';
import { blur } from './keyboard-helpers';

/**
 * Issue 28 part 4, typed key by key on a 1366×768 laptop: a PF1 wizard marked as concentrating (C on
 * its row), hit twice — the check asked in the side panel with its DC (10 + damage + spell level), a
 * success typed, a failure typed that ends the spell — then one Ctrl+Z brings the spell and its check
 * back. In English, the check rolled by Paravent (d20 + the wizard's bonus).
 */
test.use({ viewport: { width: 1366, height: 768 } });

const log = (page: Page) => page.getByRole('log');

async function wizardConcentrating(page: Page) {
  await newFight(page, 'Pathfinder (1re édition)');
  await quickAdd(page, 'Ezren PJ init +2 PV 30 CA 12 conc +8', 'Orque init +1 PV 15 CA 13');
  await typeInitiative(page, { Orque: 18, Ezren: 10 });
  await start(page);
  await turnOf(page, 'Orque');
  // The GM selects Ezren's row (« 2 ») and presses C: the spell's level, typed, Enter.
  await blur(page);
  await page.keyboard.press('2');
  await expect(row(page, 'Ezren')).toBeFocused();
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'Concentration d’Ezren' });
  const level = dialog.getByRole('textbox', { name: 'Niveau du sort' });
  await expect(level).toBeFocused();
  await level.pressSequentially('3', { delay: 30 });
  await level.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Ezren').getByTestId('concentration-chip')).toHaveText('Concentration (niv. 3)');
}

test.describe('concentration (issue 28)', () => {
  test('un magicien touché pendant sa concentration : réussite, échec, puis Ctrl+Z', async ({ page }) => {
    await wizardConcentrating(page);
    await expect(log(page)).toContainText('Ezren se concentre sur un sort de niveau 3');

    // Hit for 4: the check is asked in the side panel, its field ready for the player's total.
    await hp(page, 'Ezren', '-4');
    const check = page.getByRole('region', { name: 'Tests de concentration' });
    await expect(check).toContainText(
      'Ezren blessé (4 dégâts) en se concentrant : test de concentration DD 17',
    );
    await expect(check).toContainText('DD = 10 + 4 dégâts + niveau 3 du sort');
    await expect(row(page, 'Ezren').getByTestId('concentration-chip')).toHaveText(
      'Concentration : test DD 17',
    );
    const total = check.getByRole('textbox', { name: 'Résultat du test d’Ezren' });
    await expect(total).toBeFocused();
    await total.pressSequentially('18', { delay: 30 });
    await total.press('Enter');
    await expect(check).toBeHidden();
    await expect(log(page)).toContainText('Ezren : concentration 18 contre DD 17, réussie — le sort tient');
    await expect(row(page, 'Ezren').getByTestId('concentration-chip')).toHaveText('Concentration (niv. 3)');

    // Hit for 7: DC 20; the player rolls 14 — the spell ends.
    await hp(page, 'Ezren', '-7');
    await expect(check).toContainText('test de concentration DD 20');
    await expect(check).toContainText('DD = 10 + 7 dégâts + niveau 3 du sort');
    // Nothing typed yet: no error under the field (the Enter of the damage does not land there).
    await expect(check).not.toContainText('Nombre entier attendu');
    await page.screenshot({ path: '/tmp/concentration-fr.png' });
    await expect(total).toBeFocused();
    await total.pressSequentially('14', { delay: 30 });
    await total.press('Enter');
    await expect(log(page)).toContainText('Ezren : concentration 14 contre DD 20, ratée — le sort prend fin');
    await expect(row(page, 'Ezren').getByTestId('concentration-chip')).toHaveCount(0);
    await expect(check).toBeHidden();

    // One Ctrl+Z: the spell and its waiting check come back, the log line goes.
    await blur(page);
    await page.keyboard.press('Control+z');
    await expect(row(page, 'Ezren').getByTestId('concentration-chip')).toHaveText(
      'Concentration : test DD 20',
    );
    await expect(check).toContainText('DD 20');
    await expect(log(page)).not.toContainText('ratée — le sort prend fin');
    await expect(row(page, 'Ezren')).toContainText('19/30');
  });

  test('in English: the check rolled by Paravent, d20 + the wizard’s bonus', async ({ page }) => {
    await wizardConcentrating(page);
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    await nav.getByRole('button', { name: 'Réglages' }).click();
    await page.getByRole('combobox', { name: 'Langue' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await nav.getByRole('button', { name: 'Combat' }).click();
    const field = page.getByLabel('HP of Ezren', { exact: true });
    await field.pressSequentially('-5', { delay: 20 });
    await field.press('Enter');
    const check = page.getByRole('region', { name: 'Concentration checks' });
    await expect(check).toContainText('Ezren hurt (5 damage) while concentrating: concentration check DC 18');
    await expect(check).toContainText('DC = 10 + 5 damage + spell level 3');
    await expect(row(page, 'Ezren').getByTestId('concentration-chip')).toHaveText(
      'Concentration: check DC 18',
    );
    await page.screenshot({ path: '/tmp/concentration-en.png' });
    await check.getByRole('button', { name: 'Roll d20 + 8' }).click();
    await expect(check).toBeHidden();
    await expect(log(page)).toContainText(
      /Ezren: concentration (\d+) \(d20 = \d+ \+ 8\) against DC 18, (succeeded — the spell holds|failed — the spell ends)/,
    );
    await page.screenshot({ path: '/tmp/concentration-en-after.png' });
  });
});
