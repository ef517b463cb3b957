import { expect, test, type Page } from '@playwright/test';

async function ready(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
}

test.describe('référence rapide', () => {
  test('Ctrl+K, « abri » : la table des abris s’ouvre avec Entrée', async ({ page }) => {
    await ready(page);
    await page.keyboard.press('Control+K');
    await page.getByPlaceholder('Chercher une commande…').fill('abri');
    await expect(
      page
        .getByRole('dialog')
        .getByRole('button', { name: /^Abri Table/ })
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 3, name: /abri/i })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText(/Source/).first()).toBeVisible();
  });

  test('cherche « à terre » sans accent et montre l’état avec ses modificateurs', async ({ page }) => {
    await ready(page, '/#/reference');
    await page.getByLabel('Chercher dans la référence').fill('a terre');
    const results = page.getByRole('list', { name: 'Résultats' });
    await expect(results.getByText('État').first()).toBeVisible();
    await results.getByRole('listitem').filter({ hasText: 'État' }).first().click();
    await expect(page.getByRole('heading', { level: 3, name: /terre/i })).toBeVisible();
    await expect(page.getByText(/CA contre le contact|attaque au contact/).first()).toBeVisible();
  });

  test('une table épinglée reste en haut après un rechargement', async ({ page }) => {
    await ready(page, '/#/reference');
    await page.getByRole('tab', { name: /Tables/ }).click();
    const firstTable = page.getByRole('tabpanel').getByRole('button').first();
    const title = (await firstTable.innerText()).split('\n')[0];
    await firstTable.click();
    await page.getByRole('button', { name: 'Épingler en haut' }).click();
    await expect(page.getByRole('button', { name: 'Désépingler' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByText('Épinglées')).toBeVisible();
    await expect(page.getByRole('button', { name: title }).first()).toBeVisible();
  });

  test('lance 4d6kh3, montre chaque dé, garde l’historique et relance avec R', async ({ page }) => {
    await ready(page, '/#/reference');
    const notation = page.getByLabel('Jet de dés');
    await notation.fill('4d6kh3');
    await page.getByRole('button', { name: 'Lancer' }).click();
    const history = page.getByLabel('Historique');
    await expect(history.getByText('4d6kh3')).toHaveCount(1);
    await expect(page.locator('[data-die]')).toHaveCount(8); // last roll + its history row
    await notation.fill('2d');
    await page.getByRole('button', { name: 'Lancer' }).click();
    await expect(page.getByText(/2d/).and(page.locator('.mantine-TextInput-error'))).toBeVisible();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('r');
    await expect(history.getByText('4d6kh3')).toHaveCount(2);
  });

  test('le panneau latéral s’ouvre depuis n’importe quel écran', async ({ page }) => {
    await ready(page, '/#/combat');
    await page.keyboard.press('Control+Shift+F');
    const panel = page.getByRole('dialog', { name: 'Référence rapide' });
    await expect(panel).toBeVisible();
    await panel.getByLabel('Chercher dans la référence').fill('DMD');
    await expect(panel.getByRole('list', { name: 'Résultats' }).getByRole('listitem').first()).toBeVisible();
  });

  test('« Montrer aux joueurs » met la table sur l’affichage joueurs', async ({ page }) => {
    await ready(page, '/#/reference');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: "Ouvrir l'affichage joueurs" }).click();
    const display = await popup;
    await expect(display.getByRole('heading', { name: 'Affichage joueurs' })).toBeVisible();
    await page.getByLabel('Chercher dans la référence').fill('abri');
    await page.getByLabel('Chercher dans la référence').press('Enter');
    const title = await page.getByRole('heading', { level: 3, name: /abri/i }).innerText();
    await page.getByRole('button', { name: 'Montrer aux joueurs' }).click();
    await expect(display.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Retirer de l’affichage joueurs' }).click();
    await expect(display.getByRole('heading', { name: 'Affichage joueurs' })).toBeVisible();
  });

  test('pendant un combat, un jet du panneau de dés entre dans le journal', async ({ page }) => {
    await ready(page, '/#/combat');
    await page.getByLabel('Donjons & Dragons 3.5 (DRS)').check();
    await page.getByRole('button', { name: 'Créer la rencontre' }).click();
    const add = page.getByLabel('Ajout rapide');
    await add.fill('Aldric PJ init +2 PV 20 CA 16');
    await add.press('Enter');
    await add.fill('Orque init +1 PV 6 CA 13');
    await add.press('Enter');
    await page.getByLabel('Initiative d’Aldric', { exact: true }).fill('14');
    await page.getByLabel('Initiative d’Aldric', { exact: true }).press('Enter');
    await page.getByLabel('Initiative d’Orque', { exact: true }).fill('9');
    await page.getByLabel('Initiative d’Orque', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Commencer le combat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Début du combat' });
    await dialog.getByRole('button', { name: 'Commencer', exact: true }).click();
    await expect(dialog).toBeHidden();

    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('button', { name: 'Référence' })
      .click();
    await page.getByLabel('Jet de dés').fill('2d6+3');
    await page.getByRole('button', { name: 'Lancer' }).click();
    const total = (await page.getByTestId('dice-total').first().innerText()).replace(/\D/g, '');
    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('button', { name: 'Combat' })
      .click();
    await expect(page.getByRole('log')).toContainText(`Jet de dés 2d6+3 : ${total}`);
  });
});
