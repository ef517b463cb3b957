import { expect, test } from '@playwright/test';

test.describe('suivi de combat : saisies refusées', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#/combat');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await page.getByRole('button', { name: 'Créer la rencontre' }).click();
    const field = page.getByLabel('Ajout rapide');
    await field.fill('Orque init +1 PV 6 CA 13');
    await field.press('Enter');
    await expect(page.getByRole('listitem', { name: 'Orque', exact: true })).toBeVisible();
  });

  test('mille copies, PV vides ou non numériques, initiative en lettres : un message clair, rien de perdu', async ({
    page,
  }) => {
    const field = page.getByLabel('Ajout rapide');
    await field.fill('1000 Orque PV 6');
    await field.press('Enter');
    await expect(
      page.getByText('Nombre de combattants : entre 1 et 100 par ligne (reçu 1000)'),
    ).toBeVisible();
    await expect(field).toHaveValue('1000 Orque PV 6');
    await expect(page.getByRole('list', { name: 'Ordre d’initiative' }).getByRole('listitem')).toHaveCount(1);

    await field.fill('Gobelin PV six');
    await field.press('Enter');
    await expect(
      page.getByText(/« PV » : un nombre entier est attendu après \(reçu « six »\)/),
    ).toBeVisible();

    const hp = page.getByLabel('PV d’Orque', { exact: true });
    await hp.press('Enter');
    await expect(page.getByText(/PV : «\s*» n'est pas compris/)).toBeVisible();
    await hp.fill('abc');
    await hp.press('Enter');
    await expect(page.getByText(/PV : « abc » n'est pas compris/)).toBeVisible();
    await expect(page.getByTestId('hp')).toHaveText('6/6');

    const init = page.getByLabel('Initiative d’Orque', { exact: true });
    await init.fill('douze');
    await init.press('Enter');
    await expect(
      page.getByText('Initiative d’Orque : nombre entier attendu (reçu « douze »)'),
    ).toBeVisible();
    await expect(init).toHaveValue('');

    await page.getByRole('button', { name: 'Commencer le combat' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Commencer', exact: true }).click();
    await expect(page.getByText('Initiative manquante : Orque')).toBeVisible();
    await expect(page.getByTestId('round')).toHaveText('Préparation');
  });

  test('la bibliothèque garde un combattant et l’ajoute à un autre combat', async ({ page }) => {
    await page.getByRole('button', { name: 'Actions pour Orque' }).click();
    await page.getByRole('menuitem', { name: 'Enregistrer dans la bibliothèque' }).click();
    await expect(page.getByText('« Orque » enregistré dans la bibliothèque')).toBeVisible();
    await page.getByRole('button', { name: 'Bibliothèque', exact: true }).last().click();
    const drawer = page.getByRole('dialog', { name: 'Bibliothèque' });
    await drawer.getByRole('tab', { name: 'Bestiaire' }).click();
    await drawer.getByRole('listitem', { name: 'Orque' }).getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByRole('list', { name: 'Ordre d’initiative' }).getByRole('listitem')).toHaveCount(2);
  });
});
