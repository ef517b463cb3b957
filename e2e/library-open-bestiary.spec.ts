/**
 * The open bestiary (issue 31): in Pathfinder, the Library's Bestiaire holds every creature of the
 * PRD's Bestiary 1–5, found key by key by its French or English name, accents or not; « Ajouter au
 * combat » brings N copies with the PRD's figures; « Modifier une copie » makes an entry of the GM's.
 * In English, the same creatures under their English names and the PRD's attack names and tags.
 */
import { expect, test, type Page } from '@playwright/test';
import { order, row } from './tracker-helpers';

async function pathfinderBestiary(page: Page) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#/library');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await page.getByRole('tab', { name: 'Bestiaire' }).click();
  await page.getByRole('combobox', { name: 'Système' }).click();
  await page.getByRole('option', { name: /^Pathfinder/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Bestiaire ouvert : 1\d{3} créatures/ }),
  ).toBeVisible();
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Chercher dans le bestiaire' });
  await box.fill('');
  await box.pressSequentially(text, { delay: 30 });
}

test.describe('le bestiaire ouvert de Pathfinder', () => {
  test('« ogre » tapé lettre à lettre, trois ogres au combat avec les chiffres du PRD', async ({ page }) => {
    await pathfinderBestiary(page);
    // Average HP, so that each ogre has the PRD's 30 (the setting is kept).
    await page.getByRole('combobox', { name: 'PV des créatures ajoutées' }).click();
    await page.getByRole('option', { name: 'PV moyens' }).click();
    await search(page, 'ogre');
    const ogre = page.getByRole('listitem', { name: 'Ogre', exact: true });
    await expect(ogre).toContainText('Ouvert');
    await expect(ogre).toContainText('PV 30 (4d8+12)');
    await expect(ogre).toContainText('CA 17');
    await expect(ogre).toContainText('Massue +7 (2d8+7)');
    await expect(ogre).toContainText('FP 3');
    await ogre.getByLabel('Nombre d’Ogre').focus();
    await page.keyboard.type('3', { delay: 30 });
    await ogre.getByRole('button', { name: 'Ajouter au combat' }).click();

    await expect(order(page)).toHaveCount(3);
    for (const n of [1, 2, 3]) {
      await expect(row(page, `Ogre ${n}`)).toContainText('30/30');
      await expect(row(page, `Ogre ${n}`)).toContainText('CA 17');
    }
    await expect(page.getByRole('log')).toContainText('Ogre 3 : PV 30 (4d8+12, moyenne)');
    await page.screenshot({ path: '/tmp/open-bestiary-ogres.png' });

    // The attack helper finds the ogre's attacks: the entry was stored as it entered the fight.
    await row(page, 'Ogre 1').getByRole('button', { name: 'Actions pour Ogre 1' }).click();
    await page.getByRole('menuitem', { name: 'Attaquer…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Attaque d’Ogre 1/ });
    await expect(dialog.getByRole('radio', { name: 'Massue +7' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Dégâts', exact: true })).toHaveValue('2d8+7');
    await page.keyboard.press('Escape');

    // Back in the Library (the app started again), the ogre is there once: the stored row is the open one.
    await pathfinderBestiary(page);
    await search(page, 'ogre');
    await expect(page.getByRole('listitem', { name: 'Ogre', exact: true })).toHaveCount(1);
  });

  test('un nom français, un nom anglais, avec ou sans accents', async ({ page }) => {
    await pathfinderBestiary(page);
    await search(page, 'dragon rouge adulte');
    const red = page.getByRole('listitem', { name: 'Dragon rouge adulte', exact: true });
    await expect(red).toContainText('Adult Red Dragon');
    await expect(red).toContainText('PV 212 (17d12+102)');
    await expect(red).toContainText('CA 29');
    await search(page, 'adult red dragon');
    await expect(red).toBeVisible();
    await search(page, 'elementaire de la terre');
    await expect(
      page.getByRole('listitem', { name: 'Élémentaire de la Terre de taille G', exact: true }),
    ).toBeVisible();
    await search(page, 'goblin');
    const goblin = page.getByRole('listitem', { name: 'Gobelin', exact: true });
    await expect(goblin).toContainText('PV 6 (1d10+1)');
  });

  test('« Modifier une copie » fait une fiche du MJ ; la fiche ouverte reste', async ({ page }) => {
    await pathfinderBestiary(page);
    await search(page, 'troll');
    const open = page.getByRole('listitem', { name: 'Troll', exact: true });
    await expect(open).toContainText('PV 63 (6d8+36)');
    await open.getByRole('button', { name: 'Modifier une copie' }).click();
    const dialog = page.getByRole('dialog');
    const name = dialog.getByLabel('Nom', { exact: true });
    await name.fill('');
    await name.pressSequentially('Troll des cavernes', { delay: 20 });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    const mine = page.getByRole('listitem', { name: 'Troll des cavernes', exact: true });
    await expect(mine).toContainText('PV 63 (6d8+36)');
    await expect(mine).not.toContainText('Ouvert');
    await expect(open).toBeVisible();
    // The GM's copy is the GM's: it can be deleted; the open one cannot.
    await mine.getByRole('button', { name: 'Autres actions : Troll des cavernes' }).click();
    await expect(page.getByRole('menuitem', { name: 'Supprimer' })).toBeVisible();
    await page.keyboard.press('Escape');
    await open.getByRole('button', { name: 'Autres actions : Troll' }).click();
    await expect(page.getByRole('menuitem', { name: 'Dupliquer' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Supprimer' })).toHaveCount(0);
  });
});

test.describe('the open Pathfinder bestiary in English', () => {
  async function pathfinderBestiaryInEnglish(page: Page) {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/#/settings');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await page.getByRole('combobox', { name: 'Langue' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    await nav.getByRole('button', { name: 'Library' }).click();
    await page.getByRole('tab', { name: 'Bestiary' }).click();
    await page.getByRole('combobox', { name: 'System' }).click();
    await page.getByRole('option', { name: /^Pathfinder/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Open bestiary: 1\d{3} creatures/ }),
    ).toBeVisible();
  }

  test('“ogre” typed key by key, three ogres in the fight with the PRD’s figures and words', async ({
    page,
  }) => {
    await pathfinderBestiaryInEnglish(page);
    await page.getByRole('combobox', { name: 'HP of creatures added' }).click();
    await page.getByRole('option', { name: 'Average HP' }).click();
    await page
      .getByRole('searchbox', { name: 'Search the bestiary' })
      .pressSequentially('ogre', { delay: 30 });
    const ogre = page.getByRole('listitem', { name: 'Ogre', exact: true });
    await expect(ogre).toContainText('Open');
    await expect(ogre).toContainText('HP 30 (4d8+12)');
    await expect(ogre).toContainText('AC 17');
    await expect(ogre).toContainText('Greatclub +7 (2d8+7)');
    await expect(ogre).toContainText('CR 3');
    await expect(ogre).toContainText('humanoid');
    await expect(ogre).toContainText('giant');
    await expect(ogre).not.toContainText(/Massue|humanoïde|géant/);
    await ogre.getByLabel('Number of Ogre').focus();
    await page.keyboard.type('3', { delay: 30 });
    await ogre.getByRole('button', { name: 'Add to fight' }).click();

    await expect(page.getByRole('list', { name: 'Initiative order' }).getByRole('listitem')).toHaveCount(3);
    for (const n of [1, 2, 3]) {
      await expect(row(page, `Ogre ${n}`)).toContainText('30/30');
      await expect(row(page, `Ogre ${n}`)).toContainText('AC 17');
    }
    await expect(page.getByRole('log')).toContainText('Ogre 3: 30 HP (4d8+12, average)');
    await page.screenshot({ path: '/tmp/open-bestiary-ogres-en.png' });

    // The attack helper offers the PRD's attack names: the row stored for the fight is the English one.
    await row(page, 'Ogre 1').getByRole('button', { name: 'Actions for Ogre 1' }).click();
    await page.getByRole('menuitem', { name: 'Attack…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Ogre 1 attacks/ });
    await expect(dialog.getByRole('radio', { name: 'Greatclub +7' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Javelin +1' })).not.toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Damage', exact: true })).toHaveValue('2d8+7');
    await page.keyboard.press('Escape');
  });

  test('an open creature whose names differ: found by either, shown and added in English', async ({
    page,
  }) => {
    await pathfinderBestiaryInEnglish(page);
    const box = page.getByRole('searchbox', { name: 'Search the bestiary' });
    await box.pressSequentially('abeille geante', { delay: 30 });
    const bee = page.getByRole('listitem', { name: 'Giant Bee', exact: true });
    await expect(bee).toContainText('Sting (poison) +2 (1d4)');
    await expect(bee).toContainText('vermin');
    await expect(bee).not.toContainText(/Abeille|Dard|vermine/);
    await box.fill('');
    await box.pressSequentially('giant bee', { delay: 30 });
    await expect(bee).toBeVisible();
    await bee.getByRole('button', { name: 'Add to fight' }).click();
    await expect(row(page, 'Giant Bee')).toContainText('AC 13');
    await expect(page.getByRole('log')).toContainText('Giant Bee: ');
  });
});
