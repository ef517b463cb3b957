import { expect, test, type Page } from '@playwright/test';
import { newFight, openDisplay, row, start, typeInitiative, typeLine } from './tracker-helpers';

async function typeIn(page: Page, scope: ReturnType<Page['getByRole']>, label: string, text: string) {
  const field = scope.getByLabel(label, { exact: true });
  await field.click();
  await field.press('Control+a');
  await field.pressSequentially(text, { delay: 30 });
}

test.describe('Starfinder : PE et PP au formulaire et chez les joueurs', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('un PJ ajouté au formulaire avec PE et PP, modifié ensuite ; les joueurs voient ses PE', async ({
    page,
  }) => {
    await newFight(page, 'Starfinder');
    await page.getByRole('button', { name: 'Formulaire' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter un combattant' });
    await typeIn(page, form, 'Nom', 'Kira');
    await form.getByRole('combobox', { name: 'Camp' }).click();
    await page.getByRole('option', { name: 'PJ' }).click();
    await typeIn(page, form, 'PV', '14');
    await typeIn(page, form, 'PE max (Endurance)', '12');
    await typeIn(page, form, 'PP max (Résolution)', 'quatre');
    await form.getByRole('button', { name: 'Ajouter' }).click();
    await expect(form.getByText('Nombre entier, 0 ou plus')).toBeVisible();
    await typeIn(page, form, 'PP max (Résolution)', '4');
    await page.screenshot({ path: '/tmp/rules-sf1-form-fr.png' });
    await form.getByRole('button', { name: 'Ajouter' }).click();
    await expect(form).toBeHidden();
    const kira = row(page, 'Kira');
    await expect(kira.getByTestId('sp-rp')).toHaveText('PE 12/12 · PP 4/4');

    // Edited: a higher Stamina maximum keeps the current SP.
    await typeLine(page, 'PV de Kira', '-5');
    await expect(kira.getByTestId('sp-rp')).toHaveText('PE 7/12 · PP 4/4');
    await kira.getByRole('button', { name: 'Actions pour Kira' }).click();
    await page.getByRole('menuitem', { name: 'Modifier…' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier Kira' });
    await expect(edit.getByLabel('PE max (Endurance)', { exact: true })).toHaveValue('12');
    await typeIn(page, edit, 'PE max (Endurance)', '15');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(edit).toBeHidden();
    await expect(kira.getByTestId('sp-rp')).toHaveText('PE 7/15 · PP 4/4');

    // The players see her SP beside her HP.
    await typeLine(page, 'Ajout rapide', 'Pirate PV 20 CAC 14 CAE 13');
    await typeInitiative(page, { Kira: 15, Pirate: 9 });
    await start(page);
    const display = await openDisplay(page);
    await expect(display.getByTestId('display-sp').first()).toHaveText('PE 7/15');
    await display.screenshot({ path: '/tmp/rules-sf1-display-fr.png' });

    await page.bringToFront();
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('button', { name: 'Actions for Kira' }).click();
    await page.getByRole('menuitem', { name: 'Edit…' }).click();
    await expect(page.getByRole('dialog').getByLabel('Max SP (Stamina)', { exact: true })).toHaveValue('15');
    await page.screenshot({ path: '/tmp/rules-sf1-form-en.png' });
  });
});
