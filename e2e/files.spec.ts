import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { hp, newFight, next, quickAdd, row, start, turnOf, typeInitiative } from './tracker-helpers';
import {
  chooseFile,
  dropFile,
  fileStatus,
  IMPROVED_INITIATIVE_ENCOUNTER,
  notice,
  saveByDownload,
  withoutEncounterId,
} from './files-helpers';

async function importImprovedInitiative(page: Page, system: string) {
  await page.keyboard.press('Control+I');
  const dialog = page.getByRole('dialog', { name: 'Importer' });
  await dialog.getByLabel(system).check();
  await chooseFile(page, () => dialog.getByRole('button', { name: 'Choisir le fichier…' }).click(), {
    path: IMPROVED_INITIATIVE_ENCOUNTER,
  });
}

test.describe('fichiers (navigateur : téléchargement et envoi)', () => {
  test('Enregistrer, recharger Paravent, Ouvrir : le même combat (round, tour, PV, effets, journal)', async ({
    page,
  }) => {
    await page.goto('/#/combat');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    // An Improved Initiative fight into D&D 3.5: its tags become effects.
    await importImprovedInitiative(page, 'Donjons & Dragons 3.5 (DRS)');
    await expect(notice(page, 'Rencontre importée : Goblin Ambush')).toBeVisible();
    await expect(row(page, 'Goblin 1').getByTestId('hp')).toHaveText('4/7');
    await expect(fileStatus(page)).toContainText('non enregistré');

    await typeInitiative(page, { 'Goblin 1': 15, 'Goblin 2': 9, Brunhilde: 4 });
    await start(page);
    await hp(page, 'Goblin 2', '-3');
    await next(page);
    await turnOf(page, 'Goblin 2');

    const saved = await saveByDownload(page, () => page.keyboard.press('Control+S'));
    await expect(notice(page, 'Rencontre enregistrée : Goblin Ambush.paravent')).toBeVisible();
    expect(saved.name).toBe('Goblin Ambush.paravent');
    await expect(fileStatus(page)).toHaveText('Goblin Ambush');
    const savedFile = JSON.parse(saved.text);
    expect(savedFile.encounter.effects.map((e: { what: { name?: string } }) => e.what.name)).toEqual([
      'Poisoned',
      'Prone',
      'Hidden in the brush',
    ]);

    // A change after the save: marked, and the browser asks before the page goes.
    await hp(page, 'Goblin 1', '-2');
    await expect(fileStatus(page)).toContainText('non enregistré');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.type());
        void d.accept();
      }),
    );
    await page.reload();
    expect(await asked).toBe('beforeunload');
    await expect(row(page, 'Goblin 1').getByTestId('hp')).toHaveText('2/7');
    await expect(fileStatus(page)).toContainText('non enregistré');

    // Ouvrir the saved file over unsaved changes: asked first, « Ne pas enregistrer ».
    await page.locator('body').click({ position: { x: 600, y: 10 } });
    await chooseFile(page, () => page.keyboard.press('Control+O'), {
      name: saved.name,
      mimeType: 'application/json',
      buffer: Buffer.from(saved.text),
    });
    const question = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await expect(question).toContainText('Le combat « Goblin Ambush » a des modifications');
    await question.getByRole('button', { name: 'Ne pas enregistrer' }).click();
    await expect(notice(page, 'Ouvert : Goblin Ambush.paravent')).toBeVisible();
    await expect(page.getByTestId('round')).toHaveText('Round 1');
    await turnOf(page, 'Goblin 2');
    await expect(row(page, 'Goblin 1').getByTestId('hp')).toHaveText('4/7');
    await expect(row(page, 'Goblin 2').getByTestId('hp')).toHaveText('4/7');
    await expect(page.getByRole('log')).toContainText('Goblin 2 : 3 dégâts');
    await expect(fileStatus(page)).toHaveText('Goblin Ambush');

    // Saved again, the file has the same fight, byte for byte but for the stored encounter's id.
    const again = await saveByDownload(page, () => page.keyboard.press('Control+S'));
    expect(withoutEncounterId(again.text)).toBe(withoutEncounterId(saved.text));

    // The fight that was on screen before Ouvrir is one click away.
    await notice(page, 'Ouvert : Goblin Ambush.paravent')
      .getByRole('button', { name: 'Revenir au combat précédent' })
      .click();
    await expect(row(page, 'Goblin 1').getByTestId('hp')).toHaveText('2/7');
  });

  test('un fichier abîmé : le message en français, et le combat en cours reste', async ({ page }) => {
    await newFight(page, 'Pathfinder (1re édition)');
    await quickAdd(page, 'Valeros PJ init +3 PV 15 CA 18');
    const files: [string, string, RegExp][] = [
      [
        'sans-nom.paravent.json',
        '{"format":"paravent/encounter","version":1,"encounter":{"id":"x"}}',
        /Fichier invalide — nom : champ manquant/,
      ],
      ['coupe.paravent.json', '{"format":"paravent/encounter","vers', /JSON/],
      [
        'futur.paravent.json',
        '{"format":"paravent/encounter","version":99,"encounter":{}}',
        /Mettez Paravent à jour/,
      ],
    ];
    for (const [name, text, message] of files) {
      await page.locator('body').click({ position: { x: 600, y: 10 } });
      await chooseFile(page, () => page.keyboard.press('Control+O'), {
        name,
        mimeType: 'application/json',
        buffer: Buffer.from(text),
      });
      await expect(notice(page, message)).toBeVisible();
      await expect(row(page, 'Valeros').getByTestId('hp')).toHaveText('15/15');
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Fichier › Importer une bibliothèque Improved Initiative dans le bestiaire du système choisi', async ({
    page,
  }) => {
    await newFight(page, 'Chroniques Oubliées');
    await page.getByRole('button', { name: 'Fichier' }).click();
    await page.getByRole('menuitem', { name: 'Importer…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer' });
    await expect(dialog.getByLabel('Chroniques Oubliées')).toBeChecked();
    const library = await readFile('shared/files/fixtures/improved-initiative-library.json', 'utf8');
    await chooseFile(page, () => dialog.getByRole('button', { name: 'Choisir le fichier…' }).click(), {
      name: 'bestiaire.json',
      mimeType: 'application/json',
      buffer: Buffer.from(library),
    });
    await expect(notice(page, '3 entrées importées dans la bibliothèque')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Bibliothèque', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Bibliothèque' });
    await expect(drawer).toContainText('Brunhilde');
    await drawer.getByRole('tab', { name: 'Bestiaire' }).click();
    await expect(drawer).toContainText('Goblin');
    await expect(drawer).toContainText('Ogre');
    // Added to the fight with the numbers it had in Improved Initiative (CO: DEF from AC).
    await drawer.getByRole('button', { name: 'Ajouter' }).last().click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(row(page, 'Ogre')).toContainText('DEF 11');
  });

  test('un fichier déposé sur la fenêtre : export Improved Initiative importé dans le système du combat', async ({
    page,
  }) => {
    await newFight(page, 'Starfinder');
    await quickAdd(page, 'Obozaya PJ init +2 PV 30');
    const text = await readFile(IMPROVED_INITIATIVE_ENCOUNTER, 'utf8');
    await dropFile(page, 'embuscade.json', text);
    const question = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await question.getByRole('button', { name: 'Ne pas enregistrer' }).click();
    await expect(notice(page, 'Rencontre importée : Goblin Ambush')).toBeVisible();
    await expect(page.getByText('Starfinder', { exact: true })).toBeVisible();
    await expect(row(page, 'Goblin 1')).toContainText('CAE 15');
    // Too big a file is refused before it is read; the fight stays.
    await dropFile(page, 'enorme.json', 'x'.repeat(5 * 1024 * 1024 + 1));
    await expect(notice(page, 'trop volumineux')).toBeVisible();
    await expect(row(page, 'Goblin 1')).toBeVisible();
  });

  test('après une sortie anormale, le combat de la dernière sauvegarde est proposé ; le reprendre s’annule', async ({
    page,
    context,
  }) => {
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(page, '4 Kobold init +1 PV 5 CA 15');
    // Importing keeps the fight on screen as a named snapshot, then shows the imported one.
    await importImprovedInitiative(page, 'Donjons & Dragons 3.5 (DRS)');
    await page
      .getByRole('dialog', { name: 'Modifications non enregistrées' })
      .getByRole('button', { name: 'Ne pas enregistrer' })
      .click();
    await expect(notice(page, 'Rencontre importée : Goblin Ambush')).toBeVisible();

    // A second start while the first page never closed cleanly (as after a crash).
    const next = await context.newPage();
    await next.goto('/#/combat');
    const offer = next.getByRole('dialog', { name: 'Reprendre le combat ?' });
    await expect(offer).toContainText('Paravent ne s’est pas fermé correctement');
    await expect(offer).toContainText('« Nouvelle rencontre » (Préparation, 4 combattants)');
    await offer.getByRole('button', { name: 'Reprendre ce combat' }).click();
    await expect(row(next, 'Kobold 4')).toBeVisible();
    await notice(next, 'Combat restauré')
      .getByRole('button', { name: 'Revenir au combat précédent' })
      .click();
    await expect(row(next, 'Goblin 1')).toBeVisible();
  });
});
