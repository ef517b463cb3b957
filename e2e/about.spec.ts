import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { NOTICES_FILE, noticesCount } from '../shared/legal/third-party-notices';
import { DESKTOP_RENDERER_DIR } from '../scripts/bench/bundle-size.mjs';

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
  // The licence of every library bundled into the app, made at build time.
  const libraries = dialog.getByLabel('Bibliothèques incluses et leurs licences');
  await expect(dialog.getByText(/^Paravent inclut \d+ bibliothèques libres/)).toBeVisible();
  await expect(libraries).toContainText('dexie 4.');
  await expect(libraries).toContainText('Apache License');
  await expect(libraries).toContainText('react 19.');
  await page.screenshot({ path: '/tmp/install-about-fr.png' });
});

test('les licences des bibliothèques incluses sont écrites dans ce que livrent le web et le bureau', () => {
  for (const dir of [resolve(import.meta.dirname, '../out/web'), DESKTOP_RENDERER_DIR]) {
    const text = readFileSync(resolve(dir, NOTICES_FILE), 'utf8');
    const count = noticesCount(text);
    expect(count).toBeGreaterThanOrEqual(30);
    // Each entry: « name version — licence », then its text (never an empty one).
    const entries = text.split(/^-{72}$/m).slice(1);
    expect(entries).toHaveLength(count);
    for (const entry of entries)
      expect(entry.trim().split('\n').length, entry.slice(0, 80)).toBeGreaterThan(3);
    for (const name of ['react ', 'dexie ', '@mantine/core ', 'i18next ', 'valibot '])
      expect(text).toContain(`\n${name}`);
  }
});
