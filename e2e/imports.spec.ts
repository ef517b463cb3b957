/**
 * Issue 29 › a campaign comes in from the tools GMs already use: a Combat Manager combat state and
 * a Foundry VTT actor through Fichier › Importer (Ctrl+I), each with its summary; a billion-laughs
 * file refused with its reason, the fight on screen unchanged.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chooseFile, notice } from './files-helpers';
import { newFight, quickAdd, row } from './tracker-helpers';

const fixture = (path: string) =>
  readFileSync(resolve(import.meta.dirname, '../shared/files/fixtures', path));

async function importFile(page: Page, name: string, buffer: Buffer) {
  await page.keyboard.press('Control+I');
  const dialog = page.getByRole('dialog', { name: 'Importer' });
  await dialog.getByLabel('Pathfinder (1re édition)').check();
  await chooseFile(page, () => dialog.getByRole('button', { name: 'Choisir le fichier…' }).click(), {
    name,
    mimeType: 'application/octet-stream',
    buffer,
  });
}

test.use({ viewport: { width: 1366, height: 768 } });

test('Importer un combat de Combat Manager puis un acteur Foundry : chacun avec son résumé ; une bombe XML refusée', async ({
  page,
}) => {
  await newFight(page, 'Pathfinder (1re édition)');
  await quickAdd(page, 'Aldric PJ PV 30 init +3');

  await importFile(page, 'combat.cmcs', fixture('combat-manager/fight.cmcs'));
  // The fight on screen was never saved: the GM is asked first, as for any file.
  await page
    .getByRole('dialog', { name: 'Modifications non enregistrées' })
    .getByRole('button', { name: 'Ne pas enregistrer' })
    .click();
  await expect(notice(page, /Rencontre importée/)).toBeVisible();
  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('4 combattants lus : 2 personnages joueurs, 2 monstres.');
  await expect(summary).toContainText('round 2 en cours dans Combat Manager');
  await expect(summary).toContainText('Valeros : « Haste » n’est pas un état du catalogue Pathfinder');
  await expect(summary).toContainText('Chef gobelin : DR 5/cold iron et Resist fire 5');
  // The fight on screen is Combat Manager's, in its order, the prone chief marked.
  await expect(row(page, 'Chef gobelin')).toBeVisible();
  await expect(row(page, 'Chef gobelin').getByTestId('effect')).toContainText([/À terre/]);
  await expect(row(page, 'Aldric')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/import-combat-manager.png' });

  await importFile(page, 'goblin.json', fixture('foundry/pf1-goblin.json'));
  await expect(notice(page, /1 entrée importée dans la bibliothèque/)).toBeVisible();
  await expect(page.getByTestId('import-summary').last()).toContainText(
    'Bibliothèque : 0 membre du groupe, 1 créature du bestiaire.',
  );

  const lol = Buffer.from(
    `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><ArrayOfCharacter><Character><Name>&lol2;</Name></Character></ArrayOfCharacter>`,
  );
  await importFile(page, 'bombe.cmpt', lol);
  await expect(notice(page, /type de document XML \(DOCTYPE ou ENTITY\)/)).toBeVisible();
  await expect(row(page, 'Chef gobelin')).toBeVisible();
});

test('Importer un dossier d’acteurs Foundry en une fois : une bibliothèque, un résumé par fichier, le fichier illisible dit', async ({
  page,
}) => {
  await newFight(page, 'Pathfinder (1re édition)');
  await page.keyboard.press('Control+I');
  const dialog = page.getByRole('dialog', { name: 'Importer' });
  await dialog.getByLabel('Pathfinder (1re édition)').check();
  const actor = (name: string) => ({
    name,
    mimeType: 'application/json',
    buffer: fixture(`foundry/${name}`),
  });
  await chooseFile(page, () => dialog.getByRole('button', { name: 'Choisir le fichier…' }).click(), [
    actor('pf1-goblin.json'),
    actor('pf1-fighter.json'),
    { name: 'abime.json', mimeType: 'application/json', buffer: Buffer.from('{"name": "Orque", ') },
  ]);
  await expect(notice(page, /2 entrées importées dans la bibliothèque/)).toBeVisible();
  await expect(notice(page, /Import Foundry VTT.* — 3 fichiers : ce qui a été lu/)).toBeVisible();
  const summary = page.getByTestId('import-summary').last();
  await expect(summary).toContainText('pf1-goblin.json — ');
  await expect(summary).toContainText('pf1-fighter.json — ');
  await expect(summary).toContainText('abime.json : ');
  await page.screenshot({ path: 'test-results/import-foundry-folder.png' });
});
