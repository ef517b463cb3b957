import { expect, test, type Locator } from '@playwright/test';
import { newFight, order, quickAdd, row, start, typeInitiative } from './tracker-helpers';
import { nextStep, openManeuverMenu, pick } from './maneuver-helpers';

const field = (scope: Locator, side: string, label: string) =>
  scope.getByRole('group', { name: side }).getByRole('textbox', { name: label, exact: true });

test.describe('Manoeuvre stats typed once on the tracker', () => {
  test('D&D 3.5: an ogre added by quick add with BBA, For and taille grapples at +14 without retyping; Aldric edited with « Modifier… »', async ({
    page,
  }) => {
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(page, 'Ogre PV 30 CA 16 BBA +5 For 21 taille G', 'Aldric PJ PV 12 CA 17 contact 12');

    // « Modifier… » on Aldric: his manoeuvre stats, then a refused value that changes nothing.
    await row(page, 'Aldric').getByRole('button', { name: 'Actions pour Aldric' }).click();
    await page.getByRole('menuitem', { name: 'Modifier…' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier Aldric' });
    await expect(edit.getByLabel('PV', { exact: true })).toHaveValue('12');
    await edit.getByRole('button', { name: /Manœuvres/ }).click();
    await edit.getByLabel('For', { exact: true }).fill('100');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(edit).toContainText('Entre 1 et 99');
    await edit.getByLabel('For', { exact: true }).fill('14');
    await edit.getByLabel('BBA', { exact: true }).fill('2');
    await page.screenshot({ path: 'test-results/fighter-edit.png' });
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('log')).toContainText('Aldric : fiche modifiée');

    await typeInitiative(page, { Ogre: 15, Aldric: 10 });
    await start(page);
    const dialog = await openManeuverMenu(page, 'Ogre');
    await pick(page, dialog, 'Manœuvre', 'Lutte');
    await pick(page, dialog, 'Cible', 'Aldric');
    await nextStep(dialog, 'Conditions');
    // Aldric has not acted yet: flat-footed, he makes no attack of opportunity (DRS › Pris au dépourvu).
    await nextStep(dialog, 'Modificateurs');
    // Nothing typed in the wizard: the figures come from the tracker.
    await expect(field(dialog, 'Attaquant : Ogre', 'BBA')).toHaveValue('5');
    await expect(field(dialog, 'Attaquant : Ogre', 'For')).toHaveValue('21');
    await expect(field(dialog, 'Défenseur : Aldric', 'BBA')).toHaveValue('2');
    await expect(field(dialog, 'Défenseur : Aldric', 'For')).toHaveValue('14');
    await page.screenshot({ path: 'test-results/fighter-wizard.png' });
    await nextStep(dialog, 'Attaque de contact');
    await nextStep(dialog, 'Test opposé');
    // 3.5 grapple check: BBA +5, For 21 (+5), taille spéciale Grand +4 = +14 (DRS › Lutte).
    await expect(dialog).toContainText(/d20 d’Ogre\s*Lancer\s*Modificateur\s*\+\s*14/);
    // Aldric as edited: BBA +2, For 14 (+2) = +4.
    await expect(dialog).toContainText(/d20 d’Aldric\s*Lancer\s*Modificateur\s*\+\s*4(?!\d)/);
    await page.screenshot({ path: 'test-results/fighter-grapple.png' });
  });

  test('Pathfinder: the stats go into the bestiary and come back with the entry', async ({ page }) => {
    await newFight(page, 'Pathfinder (1re édition)');
    await quickAdd(page, 'Ogre PV 30 CA 16 BBA +5 For 21 taille G');
    await row(page, 'Ogre').getByRole('button', { name: 'Actions pour Ogre' }).click();
    await page.getByRole('menuitem', { name: 'Enregistrer dans la bibliothèque' }).click();
    await expect(page.getByText('« Ogre » enregistré dans la bibliothèque')).toBeVisible();
    await page.getByRole('button', { name: 'Bibliothèque', exact: true }).last().click();
    const drawer = page.getByRole('dialog', { name: 'Bibliothèque' });
    await drawer.getByRole('tab', { name: 'Bestiaire' }).click();
    const entry = drawer.getByRole('listitem', { name: 'Ogre' });
    await expect(entry).toContainText('BBA +5 · For 21 · Grand (G)');
    await page.screenshot({ path: 'test-results/fighter-library.png' });
    await entry.getByRole('button', { name: 'Ajouter' }).click();
    await page.keyboard.press('Escape');
    const rows = order(page);
    await expect(rows).toHaveCount(2);
    await rows
      .nth(1)
      .getByRole('button', { name: /^Actions pour/ })
      .click();
    await page.getByRole('menuitem', { name: 'Modifier…' }).click();
    const edit = page.getByRole('dialog', { name: /^Modifier / });
    await expect(edit.getByLabel('BBA', { exact: true })).toHaveValue('5');
    await expect(edit.getByLabel('For', { exact: true })).toHaveValue('21');
  });
});
