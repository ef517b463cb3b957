/**
 * The open bestiary of D&D 3.5 (issue 31): the Library's Bestiaire holds every creature of the SRD's
 * monster files, found key by key; « Ajouter au combat » brings N copies with the SRD's figures
 * (SRD 3.5 › MonstersO-R › Ogre: 4d8+11 (29 hp), AC 16, touch 8, flat-footed 16, Base
 * Attack/Grapple +3/+12, greatclub +8 melee (2d8+7), CR 3). In English, the same creatures with the
 * SRD's own words: « Greatclub +8 », giant, no French word.
 */
import { expect, test, type Page } from '@playwright/test';
import { order, row } from './tracker-helpers';

async function dnd35Bestiary(page: Page) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#/library');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await page.getByRole('tab', { name: 'Bestiaire' }).click();
  await page.getByRole('combobox', { name: 'Système' }).click();
  await page.getByRole('option', { name: /^Donjons & Dragons 3\.5/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Bestiaire ouvert : \d{3} créatures/ }),
  ).toBeVisible();
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Chercher dans le bestiaire' });
  await box.fill('');
  await box.pressSequentially(text, { delay: 30 });
}

test.describe('le bestiaire ouvert de D&D 3.5', () => {
  test('« ogre » tapé lettre à lettre, trois ogres au combat avec les chiffres du DRS', async ({ page }) => {
    await dnd35Bestiary(page);
    // Average HP, so that each ogre has the SRD's 29 (the setting is kept).
    await page.getByRole('combobox', { name: 'PV des créatures ajoutées' }).click();
    await page.getByRole('option', { name: 'PV moyens' }).click();
    await search(page, 'ogre');
    const ogre = page.getByRole('listitem', { name: 'Ogre', exact: true });
    await expect(ogre).toContainText('Ouvert');
    await expect(ogre).toContainText('PV 29 (4d8+11)');
    await expect(ogre).toContainText('CA 16');
    await expect(ogre).toContainText('Massue +8 (2d8+7)');
    await expect(ogre).toContainText('Lutte +12');
    await expect(ogre).toContainText('FP 3');
    // The SRD's other ogres are there too, by their English names.
    await expect(page.getByRole('listitem', { name: 'Ogre Mage', exact: true })).toContainText(
      'PV 37 (5d8+15)',
    );
    await ogre.getByLabel('Nombre d’Ogre').focus();
    await page.keyboard.type('3', { delay: 30 });
    await ogre.getByRole('button', { name: 'Ajouter au combat' }).click();

    await expect(order(page)).toHaveCount(3);
    for (const n of [1, 2, 3]) {
      await expect(row(page, `Ogre ${n}`)).toContainText('29/29');
      await expect(row(page, `Ogre ${n}`)).toContainText('CA 16');
    }
    await expect(page.getByRole('log')).toContainText('Ogre 3 : PV 29 (4d8+11, moyenne)');
    await page.screenshot({ path: '/tmp/open-bestiary-dnd35-ogres.png' });

    // The attack helper finds the ogre's attacks: the entry was stored as it entered the fight.
    await row(page, 'Ogre 1').getByRole('button', { name: 'Actions pour Ogre 1' }).click();
    await page.getByRole('menuitem', { name: 'Attaquer…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Attaque d’Ogre 1/ });
    await expect(dialog.getByRole('radio', { name: 'Massue +8' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Dégâts', exact: true })).toHaveValue('2d8+7');
    await page.keyboard.press('Escape');
  });

  test('un dragon par âge, son nom anglais tapé lettre à lettre', async ({ page }) => {
    await dnd35Bestiary(page);
    await search(page, 'adult red dragon');
    const red = page.getByRole('listitem', { name: 'Adult Red Dragon', exact: true });
    await expect(red).toContainText('PV 253 (22d12+110)');
    await expect(red).toContainText('CA 29');
    await expect(red).toContainText('Morsure +31 (2d8+11)');
    await search(page, 'gobelin');
    await expect(page.getByRole('listitem', { name: 'Gobelin', exact: true })).toContainText('PV 5 (1d8+1)');
  });
});

test.describe('the open D&D 3.5 bestiary in English', () => {
  async function dnd35BestiaryInEnglish(page: Page) {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/#/settings');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await page.getByRole('combobox', { name: 'Langue' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    await nav.getByRole('button', { name: 'Library' }).click();
    await page.getByRole('tab', { name: 'Bestiary' }).click();
    await page.getByRole('combobox', { name: 'System' }).click();
    await page.getByRole('option', { name: /^Dungeons & Dragons 3\.5/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Open bestiary: \d{3} creatures/ }),
    ).toBeVisible();
  }

  test('“ogre” typed key by key: the SRD’s Ogre with its Greatclub +8, two in the fight', async ({
    page,
  }) => {
    await dnd35BestiaryInEnglish(page);
    await page.getByRole('combobox', { name: 'HP of creatures added' }).click();
    await page.getByRole('option', { name: 'Average HP' }).click();
    await page
      .getByRole('searchbox', { name: 'Search the bestiary' })
      .pressSequentially('ogre', { delay: 30 });
    const ogre = page.getByRole('listitem', { name: 'Ogre', exact: true });
    await expect(ogre).toContainText('Open');
    await expect(ogre).toContainText('HP 29 (4d8+11)');
    await expect(ogre).toContainText('AC 16');
    await expect(ogre).toContainText('Greatclub +8 (2d8+7)');
    await expect(ogre).toContainText('Grapple +12');
    await expect(ogre).toContainText('giant');
    await expect(ogre).not.toContainText(/Massue|Javeline|géant|Lutte/);
    await ogre.getByLabel('Number of Ogre').focus();
    await page.keyboard.type('2', { delay: 30 });
    await ogre.getByRole('button', { name: 'Add to fight' }).click();

    await expect(page.getByRole('list', { name: 'Initiative order' }).getByRole('listitem')).toHaveCount(2);
    await expect(row(page, 'Ogre 2')).toContainText('29/29');
    await expect(page.getByRole('log')).toContainText('Ogre 2: 29 HP (4d8+11, average)');
    await page.screenshot({ path: '/tmp/open-bestiary-dnd35-ogres-en.png' });

    // The attack helper offers the SRD's attack names: the row stored for the fight is the English one.
    await row(page, 'Ogre 1').getByRole('button', { name: 'Actions for Ogre 1' }).click();
    await page.getByRole('menuitem', { name: 'Attack…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Ogre 1 attacks/ });
    await expect(dialog.getByRole('radio', { name: 'Greatclub +8' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Javelin +1' })).not.toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Damage', exact: true })).toHaveValue('2d8+7');
    await page.keyboard.press('Escape');
  });

  test('an epic creature past the old limits: « Edit a copy » saves the tarrasque as it is', async ({
    page,
  }) => {
    await dnd35BestiaryInEnglish(page);
    await page
      .getByRole('searchbox', { name: 'Search the bestiary' })
      .pressSequentially('tarrasque', { delay: 30 });
    const tarrasque = page.getByRole('listitem', { name: 'Tarrasque', exact: true });
    await expect(tarrasque).toContainText('Bite +57');
    await expect(tarrasque).not.toContainText(/Morsure|griffes/);
    // BAB +48: past the form's old +40, refused before; now saved as the SRD prints it.
    await tarrasque.getByRole('button', { name: 'Edit a copy' }).click();
    const editor = page.getByRole('dialog');
    const name = editor.getByLabel('Name', { exact: true });
    await name.fill('');
    await name.pressSequentially('My tarrasque', { delay: 20 });
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    const mine = page.getByRole('listitem', { name: 'My tarrasque', exact: true });
    await expect(mine).toContainText('Bite +57');
    await expect(mine).not.toContainText('Open');
    await expect(tarrasque).toBeVisible();
  });
});
