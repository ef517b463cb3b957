import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1366, height: 768 } });

test('Aide › À propos : licence MIT du code, texte de l’OGL 1.0a et mentions de chaque source', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await page.keyboard.press('Control+K');
  await page.getByPlaceholder('Chercher une commande…').pressSequentially('propos', { delay: 30 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'À propos de Paravent' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('licence MIT');
  await expect(dialog).toContainText('OPEN GAME LICENSE Version 1.0a');
  for (const source of [
    'System Reference Document',
    'Pathfinder Roleplaying Game',
    'Starfinder Core Rulebook',
    'Chroniques Oubliées Fantasy',
    'Old-School Essentials',
  ]) {
    await expect(dialog).toContainText(source);
  }
  await page.screenshot({ path: '/tmp/install-about-fr.png' });
});
