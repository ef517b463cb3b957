/**
 * Issue 17 › Accepted must mean usable, through the real interface: files the independent test
 * found troublesome are dropped on the GM window; each is refused with the field named, or
 * opened (repaired, and said so) and then fully usable — quick add, next turn, save, reopen.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { dropFile, notice, saveByDownload, withoutEncounterId } from './files-helpers';
import { next, row, turnOf } from './tracker-helpers';

test.use({ viewport: { width: 1366, height: 768 } });

const FIXTURE = 'shared/files/fixtures/encounter-v1.paravent.json';

test('un fichier abîmé mais réparable (BOM, seq à 1, ordre vide, pas de tour, Con 100) : ouvert, réparé, utilisable', async ({
  page,
}) => {
  const file = JSON.parse(await readFile(FIXTURE, 'utf8'));
  file.encounter.seq = 1; // ids c-1, c-2 already in use: every quick add failed
  file.encounter.order = [];
  file.encounter.current = null;
  file.encounter.combatants[1].fighter = { ...file.encounter.combatants[1].fighter, con: 100 };
  // Saved by Windows Notepad: a byte-order mark first.
  const text = `\uFEFF${JSON.stringify(file)}`;

  await page.goto('/#/combat');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  // The Combat screen has settled (no stored fight): a drop now is not overtaken by the start-up read.
  await expect(page.getByLabel('Nom de la rencontre')).toBeVisible();
  await dropFile(page, 'abime.paravent.json', text);
  await expect(notice(page, /Fichier réparé à l’ouverture \(\d corrections?\)/)).toBeVisible();
  await expect(notice(page, /seq : 1 →/)).toBeVisible();
  await expect(row(page, 'Aldric')).toBeVisible();

  // Usable: the quick add gets a fresh id, the turns go on.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('a');
  const field = page.getByLabel('Ajout rapide');
  await expect(field).toBeFocused();
  await field.pressSequentially('Gobelin init 12 PV 6', { delay: 20 });
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await field.press('Escape');
  await expect(row(page, 'Gobelin')).toBeVisible();
  await expect(notice(page, /Identifiant déjà pris/)).toHaveCount(0);
  await next(page);
  await turnOf(page, 'Aldric');

  // Saved, then opened again: the same fight, nothing left to repair.
  const saved = await saveByDownload(page, () => page.keyboard.press('Control+S'));
  await expect(notice(page, /Fichier réparé/)).toHaveCount(0);
  await dropFile(page, 'abime.paravent.json', saved.text);
  await expect(notice(page, /Rencontre importée/)).toBeVisible();
  await page.waitForTimeout(500);
  await expect(notice(page, /Fichier réparé/)).toHaveCount(0);
  const again = await saveByDownload(page, () => page.keyboard.press('Control+S'));
  expect(withoutEncounterId(again.text)).toBe(withoutEncounterId(saved.text));
});

test('un fichier irréparable est refusé avec le champ nommé ; un export Improved Initiative avec IndexLabel null est accepté', async ({
  page,
}) => {
  // The files feature loads after the first paint (held back here): a file dropped before waits for it.
  await page.route(/FilesController[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/#/combat');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  const file = JSON.parse(await readFile(FIXTURE, 'utf8'));
  file.encounter.combatants[0].hp = { max: 'douze', current: 3 };
  await dropFile(page, 'pv.paravent.json', JSON.stringify(file));
  await expect(notice(page, /Fichier invalide — combattants\[0\]\.pv\.max : nombre attendu/)).toBeVisible();
  await expect(notice(page, /erreur inattendue/)).toHaveCount(0);

  const ii = {
    Name: 'Embuscade',
    Combatants: [
      {
        StatBlock: { Name: 'Goblin', HP: { Value: 7 }, AC: { Value: 15 }, Abilities: { Dex: 100 } },
        IndexLabel: null,
      },
      { StatBlock: { Name: 'Goblin', HP: { Value: 7 }, AC: { Value: 15 } }, IndexLabel: 2 },
    ],
  };
  await dropFile(page, 'ii.json', JSON.stringify(ii));
  await expect(notice(page, 'Rencontre importée : Embuscade')).toBeVisible();
  await expect(row(page, 'Goblin')).toBeVisible();
  await expect(row(page, 'Goblin 2')).toBeVisible();
});
