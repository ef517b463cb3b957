import { expect, test } from '@playwright/test';

test.describe("l'écran du MJ", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  });

  test("s'ouvre en français", async ({ page }) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Paravent', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    for (const label of ['Combat', 'Référence', 'Bibliothèque', 'Réglages']) {
      await expect(nav.getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Nouvelle rencontre' })).toBeVisible();
  });

  test("passe en anglais et s'en souvient après un rechargement", async ({ page }) => {
    await page.getByText('EN', { exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    await expect(nav.getByRole('button', { name: 'Settings', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Réglages', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await expect(nav.getByRole('button', { name: 'Reference', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('Ctrl+K ouvre la palette et lance une commande', async ({ page }) => {
    await page.keyboard.press('Control+K');
    const search = page.getByPlaceholder('Chercher une commande…');
    await expect(search).toBeVisible();
    await search.fill('réglages');
    await expect(page.getByRole('button', { name: /Aller aux réglages/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Réglages', level: 2 })).toBeVisible();
  });

  test('le thème sombre se choisit et reste après un rechargement', async ({ page }) => {
    await page.getByRole('button', { name: 'Réglages', exact: true }).click();
    await page.getByRole('radio', { name: 'Sombre' }).click();
    await expect(page.getByRole('radio', { name: 'Sombre' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test("l'aide liste les raccourcis clavier", async ({ page }) => {
    await page.getByRole('button', { name: 'Afficher les raccourcis clavier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Raccourcis clavier' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Ouvrir la palette de commandes')).toBeVisible();
    await expect(dialog.getByText('Ctrl + K')).toBeVisible();
  });

  test("ouvre l'affichage joueurs dans une seconde fenêtre", async ({ page }) => {
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: "Ouvrir l'affichage joueurs" }).click();
    const display = await popup;
    await expect(display.getByRole('heading', { name: 'Affichage joueurs' })).toBeVisible();
  });

  test('la politique de sécurité du contenu interdit eval et ne bloque rien de l’app', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.reload();
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const inlineRan = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.inline = "ran"';
      document.body.appendChild(script);
      return document.body.dataset.inline === 'ran';
    });
    expect(inlineRan).toBe(false);
    expect(violations.filter((v) => !v.includes('inline'))).toEqual([]);
  });
});
