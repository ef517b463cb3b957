/**
 * Issue 18 › Complete English: with the interface in English, a hostile file opened by the GM is
 * refused in English, and a repaired file lists its repairs in English — no French word shown.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { chooseFile, dropFile } from './files-helpers';
import { row } from './tracker-helpers';

test.use({ viewport: { width: 1366, height: 768 } });

const FIXTURE = 'shared/files/fixtures/encounter-v1.paravent.json';

/** What gives French away: its accents and quotes, the space before a colon, its words. */
const FRENCH = /[éèêàùçôî«»]|\s:|\b(fichier|attendu|reçu|combattants?|ordre|tour en cours|rencontre)\b/i;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation' });

test('in English, a refused file and a repaired file are told in English', async ({ page }) => {
  await page.goto('/#/combat');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  // Réglages › Langue › English, as a GM picks it, then back to the fight.
  await nav(page).getByRole('button', { name: 'Réglages' }).click();
  await page.getByRole('combobox', { name: 'Langue' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await nav(page).getByRole('button', { name: 'Combat' }).click();

  // A file with a word where a number goes, opened by File › Open…: refused, in English.
  const hostile = JSON.parse(await readFile(FIXTURE, 'utf8'));
  hostile.encounter.combatants[0].hp = { max: 'douze', current: 3 };
  const openFromMenu = async () => {
    await page.getByRole('button', { name: 'File', exact: true }).click();
    await page.getByRole('menuitem', { name: /^Open…/ }).click();
  };
  await chooseFile(page, openFromMenu, {
    name: 'hp.paravent.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(hostile)),
  });
  const refused = page.getByRole('alert').filter({ hasText: 'Invalid file' });
  await expect(refused).toContainText(
    'Invalid file — combatants[0].hp.max: number expected (received: "douze")',
  );
  await expect(refused).not.toContainText(FRENCH);
  await page.waitForTimeout(600); // the notification slides in
  await page.screenshot({ path: '/tmp/install2-refused-en.png' });

  // A file Paravent can put right: opened, repaired, every repair said in English.
  const repairable = JSON.parse(await readFile(FIXTURE, 'utf8'));
  repairable.encounter.name = 'Ford ambush'; // the GM's own words are not ours to translate
  repairable.encounter.seq = 1;
  repairable.encounter.order = [];
  repairable.encounter.current = null;
  await dropFile(page, 'damaged.paravent.json', JSON.stringify(repairable));
  const repaired = page.getByRole('alert').filter({ hasText: 'File repaired on opening' });
  await expect(repaired).toBeVisible();
  await expect(repaired).toContainText(/seq: 1 → \d+ \(ids already taken up to \d+\)/);
  await expect(repaired).not.toContainText(FRENCH);
  await expect(row(page, 'Aldric')).toBeVisible();
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/install2-repaired-en.png' });
  for (const text of await page.getByRole('alert').allTextContents()) expect(text).not.toMatch(FRENCH);
});
