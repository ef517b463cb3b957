import { expect, test, type Page } from '@playwright/test';
import { chooseFile } from './files-helpers';
import { newFight, quickAdd, row } from './tracker-helpers';

async function english(page: Page) {
  await page.getByRole('radiogroup', { name: 'Langue' }).getByText('EN').click();
}

for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }])
  for (const lang of ['fr', 'en'] as const)
    test(`shots ${lang} ${size.width}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      await newFight(page, 'Pathfinder (1re édition)');
      await quickAdd(page, 'Valeros PJ init +3 PV 15 CA 18');
      if (lang === 'en') await english(page);
      await row(page, 'Valeros').getByRole('button', { name: lang === 'en' ? 'Actions for Valeros' : 'Actions pour Valeros' }).click();
      await page.getByRole('menuitem', { name: lang === 'en' ? 'Edit…' : 'Modifier…' }).click();
      const name = page.getByRole('dialog').getByLabel(lang === 'en' ? 'Name' : 'Nom', { exact: true });
      await name.press('End');
      await page.keyboard.insertText(' le Magnifique'.repeat(20));
      await page.screenshot({ path: `/tmp/shots/name-${lang}-${size.width}.png` });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+I');
      const dialog = page.getByRole('dialog', { name: lang === 'en' ? 'Import' : 'Importer' });
      await dialog.getByLabel(lang === 'en' ? 'Pathfinder (1st edition)' : 'Pathfinder (1re édition)').check();
      await chooseFile(page, () => dialog.getByRole('button', { name: lang === 'en' ? 'Choose the file…' : 'Choisir le fichier…' }).click(), {
        name: 'x.json', mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ Name: 'La forteresse', Combatants: [{ StatBlock: { Name: 'Golem', HP: { Value: 9e7 }, AC: { Value: 1e7 }, Abilities: { Dex: 300 } } }] })),
      });
      await page.getByRole('dialog').getByRole('button', { name: lang === 'en' ? 'Don’t save' : 'Ne pas enregistrer' }).click({ timeout: 5000 }).catch(() => undefined);
      await expect(row(page, 'Golem')).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/import-${lang}-${size.width}.png` });
      await page.getByRole('navigation').getByRole('button', { name: lang === 'en' ? 'Settings' : 'Réglages' }).click();
      const keep = page.getByRole('textbox', { name: lang === 'en' ? /Fights kept/ : /Combats gardés/ });
      await keep.fill('');
      await keep.pressSequentially('3.7');
      await keep.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/keep-${lang}-${size.width}.png` });
    });
