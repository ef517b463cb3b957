import { expect, test, type Page } from '@playwright/test';
import { hp, newFight, quickAdd, row, start, turnOf, typeInitiative } from './tracker-helpers';

/**
 * Issue 28 part 2, typed key by key on a 1366×768 laptop: a creature's fire resistance entered in
 * the form, « -12 feu » typed in its HP field, 2 HP lost and the log saying how (FR then EN).
 */
test.use({ viewport: { width: 1366, height: 768 } });

const log = (page: Page) => page.getByRole('log');

test.describe('types de dégâts et résistances (issue 28)', () => {
  test('« -12 feu » sur une créature résistante au feu 10 : 2 PV perdus, « 12 feu − résistance 10 = 2 » au journal', async ({
    page,
  }) => {
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(page, 'Lidda PJ init +3 PV 18 CA 17', 'Diablotin init +3 PV 30 CA 15 [RD 5/argent]');
    await expect(row(page, 'Diablotin').getByTestId('damage-defences')).toContainText('RD 5/argent');

    // « Modifier… »: the fire resistance typed into the form's field, key by key.
    await row(page, 'Diablotin').getByRole('button', { name: 'Actions pour Diablotin' }).click();
    await page.getByRole('menuitem', { name: 'Modifier…' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier Diablotin' });
    const field = edit.getByLabel('Défenses contre les dégâts (RD, résistances, immunités)');
    await expect(field).toHaveValue('RD 5/argent');
    await field.press('End');
    await field.pressSequentially(' ; fue 10', { delay: 30 });
    await field.press('Enter');
    // A word that is no damage type: said under the field, nothing saved.
    await expect(edit).toContainText('« fue » n’est pas un type de dégâts');
    for (let i = 0; i < 6; i += 1) await field.press('Backspace');
    await field.pressSequentially('feu 10', { delay: 30 });
    await field.press('Enter');
    await expect(edit).toBeHidden();
    await expect(row(page, 'Diablotin').getByTestId('damage-defences')).toContainText('RD 5/argent ; feu 10');

    await typeInitiative(page, { Lidda: 19, Diablotin: 8 });
    await start(page);
    await turnOf(page, 'Lidda');
    await hp(page, 'Diablotin', '-12 feu');
    await expect(row(page, 'Diablotin')).toContainText('28/30');
    await expect(log(page)).toContainText(
      'Diablotin : 2 dégâts (12 feu − résistance 10 = 2) de Lidda (PV 28/30)',
    );
    // DR applies to a weapon, not to fire; silver bypasses it.
    await hp(page, 'Diablotin', '-8 tranchant');
    await expect(log(page)).toContainText('Diablotin : 3 dégâts (8 tranchant − RD 5/argent = 3)');
    await hp(page, 'Diablotin', '-8 tranchant argent');
    await expect(row(page, 'Diablotin')).toContainText('17/30');
    await page.screenshot({ path: '/tmp/damage-types-fr.png' });

    // One Ctrl+Z takes the last hit back whole.
    await page.keyboard.press('Control+z');
    await expect(row(page, 'Diablotin')).toContainText('25/30');

    // An unknown type is refused with a message and the HP stay as they were.
    const hpField = page.getByLabel('PV de Diablotin', { exact: true });
    await hpField.pressSequentially('-5 plasma', { delay: 20 });
    await hpField.press('Enter');
    await expect(page.getByText('« plasma » n’est pas un type de dégâts').first()).toBeVisible();
    await expect(row(page, 'Diablotin')).toContainText('25/30');
  });

  test('in English: « -12 fire by Lidda » and the log in English', async ({ page }) => {
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(page, 'Lidda PJ init +3 PV 18 CA 17', 'Imp init +3 PV 30 CA 15 [DR 5/silver; fire 10]');
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    await nav.getByRole('button', { name: 'Réglages' }).click();
    await page.getByRole('combobox', { name: 'Langue' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await nav.getByRole('button', { name: 'Combat' }).click();
    // The defences typed in English read the same; the row writes them in the GM's language.
    await expect(row(page, 'Imp').getByTestId('damage-defences')).toContainText('DR 5/silver; fire 10');
    const field = page.getByLabel('HP of Imp', { exact: true });
    await field.pressSequentially('-12 fire by Lidda', { delay: 20 });
    await field.press('Enter');
    await expect(log(page)).toContainText('Imp: 2 damage (12 fire − resistance 10 = 2) by Lidda');
    await page.screenshot({ path: '/tmp/damage-types-en.png' });
  });
});
