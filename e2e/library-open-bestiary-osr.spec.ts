/**
 * The open B/X bestiary (issue 31): in Old-school (B/X), the Library's Bestiaire holds every monster
 * of the OSE SRD, found key by key by its French or English name; « Ajouter au combat » brings N
 * copies with the SRD's figures (descending AC, THAC0, morale, hit dice). In English, the same
 * monsters under their English names and attack names.
 */
import { expect, test, type Page } from '@playwright/test';
import { order, row } from './tracker-helpers';

async function bxBestiary(page: Page, language: 'fr' | 'en' = 'fr') {
  await page.setViewportSize({ width: 1366, height: 768 });
  const en = language === 'en';
  if (en) {
    await page.goto('/#/settings');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await page.getByRole('combobox', { name: 'Langue' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('button', { name: 'Library' })
      .click();
  } else {
    await page.goto('/#/library');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  }
  await page.getByRole('tab', { name: en ? 'Bestiary' : 'Bestiaire' }).click();
  await page.getByRole('combobox', { name: en ? 'System' : 'Système' }).click();
  await page.getByRole('option', { name: /^Old-school/ }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: en ? /^Open bestiary: 2\d\d creatures/ : /^Bestiaire ouvert : 2\d\d créatures/ }),
  ).toBeVisible();
}

async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill('');
  await box.pressSequentially(text, { delay: 30 });
}

test.describe('le bestiaire ouvert B/X (OSE SRD)', () => {
  test('« ogre » tapé lettre à lettre, trois ogres au combat avec les chiffres du SRD', async ({ page }) => {
    await bxBestiary(page);
    // Average HP: each ogre has the SRD's 19 (4+1 HD).
    await page.getByRole('combobox', { name: 'PV des créatures ajoutées' }).click();
    await page.getByRole('option', { name: 'PV moyens' }).click();
    await search(page, 'Chercher dans le bestiaire', 'ogre');
    const ogre = page.getByRole('listitem', { name: 'Ogre', exact: true });
    await expect(ogre).toContainText('Ouvert');
    // OSE SRD › Ogre: AC 5 [14], HD 4+1 (19hp), 1 × club (1d10), THAC0 15 [+4], ML 10.
    await expect(ogre).toContainText('PV 19 (4d8+1)');
    await expect(ogre).toContainText('CA 5');
    await expect(ogre).toContainText('TAC0 15');
    await expect(ogre).toContainText('Gourdin +0 (1d10)');
    await expect(ogre).toContainText('4+1');
    await ogre.getByLabel('Nombre d’Ogre').focus();
    await page.keyboard.type('3', { delay: 30 });
    await ogre.getByRole('button', { name: 'Ajouter au combat' }).click();

    await expect(order(page)).toHaveCount(3);
    for (const n of [1, 2, 3]) {
      await expect(row(page, `Ogre ${n}`)).toContainText('19/19');
      await expect(row(page, `Ogre ${n}`)).toContainText('CA 5');
    }
    await expect(page.getByRole('log')).toContainText('Ogre 3 : PV 19 (4d8+1, moyenne)');
    await page.screenshot({ path: '/tmp/open-bestiary-osr-ogres.png' });

    // The attack helper finds the ogre's club: the entry was stored as it entered the fight.
    await row(page, 'Ogre 1').getByRole('button', { name: 'Actions pour Ogre 1' }).click();
    await page.getByRole('menuitem', { name: 'Attaquer…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Attaque d’Ogre 1/ });
    await expect(dialog.getByRole('radio', { name: /^Gourdin/ })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Dégâts', exact: true })).toHaveValue('1d10');
    await page.screenshot({ path: '/tmp/open-bestiary-osr-attack.png' });
    await page.keyboard.press('Escape');
  });

  test('« dragon rouge » en français, « red dragon » en anglais : le même dragon', async ({ page }) => {
    await bxBestiary(page);
    await search(page, 'Chercher dans le bestiaire', 'dragon rouge');
    const red = page.getByRole('listitem', { name: 'Dragon rouge', exact: true });
    // OSE SRD › Red Dragon: AC -1 [20], HD 10** (45hp), 2 × claw (1d8), 1 × bite (4d8) or breath.
    await expect(red).toContainText('Red Dragon');
    await expect(red).toContainText('PV 45 (10d8)');
    await expect(red).toContainText('CA -1');
    await expect(red).toContainText('Griffes ×2 +0 (1d8)');
    await search(page, 'Chercher dans le bestiaire', 'red dragon');
    await expect(red).toBeVisible();
  });
});

test.describe('the open B/X bestiary in English', () => {
  test('“ogre” and “red dragon” typed key by key: English names and words only', async ({ page }) => {
    await bxBestiary(page, 'en');
    await page.getByRole('combobox', { name: 'HP of creatures added' }).click();
    await page.getByRole('option', { name: 'Average HP' }).click();
    await search(page, 'Search the bestiary', 'red dragon');
    const red = page.getByRole('listitem', { name: 'Red Dragon', exact: true });
    await expect(red).toContainText('HP 45 (10d8)');
    await expect(red).toContainText('AC -1');
    await expect(red).toContainText('Claw ×2 +0 (1d8)');
    await expect(red).toContainText('dragon');
    await expect(red).not.toContainText(/Dragon rouge|Griffes|Souffle/);
    await search(page, 'Search the bestiary', 'dragon rouge');
    await expect(red).toBeVisible();

    await search(page, 'Search the bestiary', 'ogre');
    const ogre = page.getByRole('listitem', { name: 'Ogre', exact: true });
    await expect(ogre).toContainText('HP 19 (4d8+1)');
    await expect(ogre).toContainText('Club +0 (1d10)');
    await expect(ogre).not.toContainText('Gourdin');
    // Hit dice in the GM's words: « HD » in English (« DV » in French).
    await expect(ogre).toContainText('HD 4+1');
    await expect(ogre).not.toContainText('DV');
    await ogre.getByRole('button', { name: 'Add to fight' }).click();
    const fighters = page.getByRole('list', { name: 'Initiative order' }).getByRole('listitem');
    await expect(fighters).toHaveCount(1);
    await expect(fighters.first()).toContainText('19/19');
    await expect(fighters.first()).toContainText('AC 5');
    await expect(fighters.first()).toContainText('THAC0 15');
    await expect(page.getByRole('log')).toContainText('Ogre: 19 HP (4d8+1, average)');
    await page.screenshot({ path: '/tmp/open-bestiary-osr-en.png' });
  });
});
