import { expect, test, type Page } from '@playwright/test';
import { addFromBestiary, newFight, quickAdd, row, start, typeInitiative } from './tracker-helpers';

/**
 * Issue 28 part 1, typed key by key on a 1366×768 laptop: « boule de feu, DD 15, 6d6, sur les six
 * gobelins » — J, the DC, the damage, the targets, Enter; one line per goblin; one Ctrl+Z.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const log = (page: Page) => page.getByRole('log');
const dialog = (page: Page, name = 'Jet de sauvegarde de groupe') => page.getByRole('dialog', { name });

async function typeSave(page: Page, dc: string | null, damage: string, targets: string, fromMenuOf?: string) {
  if (fromMenuOf) {
    // The row's ⋯ menu opens it too, for a GM who reaches for the mouse.
    await row(page, fromMenuOf)
      .getByRole('button', { name: `Actions pour ${fromMenuOf}` })
      .click();
    await page.getByRole('menuitem', { name: 'Jet de sauvegarde de groupe…' }).click();
  } else await page.keyboard.press('j');
  await expect(dialog(page)).toBeVisible();
  // As a GM sees the caret in its first field before typing: the dialog's focus trap puts it there a
  // moment after the dialog shows (once, under load, the DC's « 1 » went before it and 15 became 5).
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') != null);
  if (dc !== null) {
    await page.keyboard.type(dc, { delay: 30 });
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type(damage, { delay: 30 });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(targets, { delay: 30 });
}

async function loadStarterBestiary(page: Page) {
  await page.goto('/#/library');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await page.getByRole('tab', { name: 'Bestiaire' }).click();
  await page.getByRole('button', { name: 'Charger le bestiaire de départ' }).click();
}

test.describe('jets de sauvegarde de groupe (issue 28)', () => {
  test('boule de feu DD 15, 6d6, sur six gobelins 3.5 dont deux avec évasion ; Ctrl+Z rend tout', async ({
    page,
  }) => {
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(
      page,
      'Mialee PJ init +9 PV 20 CA 15',
      '4 Gobelin init +1 PV 30 CA 15 Vig +3 Réf +1 Vol -1',
      '2 Gobelin agile init +1 PV 30 CA 15 Réf +1 évasion',
    );
    await typeInitiative(page, { Mialee: 18 });
    await row(page, 'Mialee').click();
    await page.keyboard.press('i');
    await start(page);
    await row(page, 'Mialee').click();

    await typeSave(page, '15', '6d6 feu', 'Gobelin');
    // Six targets with their figure, the two agile ones with evasion, all without scrolling.
    const box = dialog(page);
    await expect(box.getByRole('row')).toHaveCount(7);
    await expect(box.getByText('+1 · évasion')).toHaveCount(2);
    const apply = box.getByRole('button', { name: 'Appliquer aux 6 cibles' });
    await expect(apply).toBeInViewport();
    await page.screenshot({ path: '/tmp/group-save-dialog-fr.png' });
    await page.keyboard.press('Enter');
    await expect(box).toBeHidden();

    await expect(log(page)).toContainText(
      /Sauvegarde de groupe \(6\) : Réf DD 15 — 6d6 = \d+ de feu, moitié si réussi/,
    );
    const names = ['Gobelin 1', 'Gobelin 2', 'Gobelin 3', 'Gobelin 4', 'Gobelin agile 1', 'Gobelin agile 2'];
    for (const name of names) {
      await expect(log(page)).toContainText(
        new RegExp(`${name} : Réf \\d+ \\(d20 = \\d+ \\+ 1\\) contre DD 15, (raté|réussi)`),
      );
    }
    // Everyone either lost HP, or saved with evasion (« aucun dégât »).
    const text = (await log(page).innerText()).split('\n');
    const lines = text.filter((l) => /Gobelin .*contre DD 15/.test(l));
    expect(lines).toHaveLength(6);
    for (const line of lines) expect(line).toMatch(/dégâts de feu|réussi \(évasion\) — aucun dégât/);
    await page.screenshot({ path: '/tmp/group-save-log-fr.png' });

    // One Ctrl+Z: every goblin back to 30/30 and the seven lines gone.
    await page.keyboard.press('Control+z');
    for (const name of names) await expect(row(page, name)).toContainText('30/30');
    await expect(log(page)).not.toContainText('Sauvegarde de groupe');
  });

  test('B/X : souffle contre la table de chacun (sauve comme G1)', async ({ page }) => {
    await newFight(page, 'Old-school (B/X)');
    await quickAdd(page, 'Orque PV 6 CA 6 sauve comme G1', 'Nain PJ PV 8 CA 4 sauve comme N1');
    await typeSave(page, null, '12', 'Orque, Nain', 'Orque');
    const box = dialog(page);
    await expect(box).toContainText('15 (G1)');
    await expect(box).toContainText('13 (N1)');
    await box
      .getByLabel('Jet de Orque')
      .or(box.getByLabel('Jet d’Orque'))
      .pressSequentially('14', { delay: 30 });
    await box
      .getByLabel('Jet du Nain')
      .or(box.getByLabel('Jet de Nain'))
      .pressSequentially('14', { delay: 30 });
    await page.keyboard.press('Enter');
    await expect(log(page)).toContainText('Orque : Souffle 14 contre 15, raté — 12 dégâts');
    await expect(log(page)).toContainText('Nain : Souffle 14 contre 13, réussi — 6 dégâts');
  });

  test('CO : deux trolls de la Bibliothèque, FOR supérieure (2d20), et un loup', async ({ page }) => {
    await loadStarterBestiary(page);
    await newFight(page, 'Chroniques Oubliées');
    await addFromBestiary(page, 'Troll', 'troll', 2);
    await addFromBestiary(page, 'Loup', 'loup', 1);
    await row(page, 'Troll 1').click();
    await typeSave(page, '15', '10', 'troll, loup');
    const box = dialog(page);
    // A Strength test: the GM goes back to the first field and types its first letter.
    await box.getByRole('combobox', { name: 'Test de caractéristique' }).focus();
    await page.keyboard.press('f');
    await expect(box.getByRole('combobox', { name: 'Test de caractéristique' })).toHaveValue('str');
    // The figures come from the DRS profile: the troll's FOR +6 is superior, the wolf's FOR +1 is not.
    await expect(box.getByRole('row', { name: /Troll 1/ })).toContainText('+6 · supérieure (2d20)');
    await expect(box.getByRole('row', { name: /Loup/ })).toContainText('+1');
    await page.screenshot({ path: '/tmp/group-save-co-library-fr.png' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(box).toBeHidden();
    for (const name of ['Troll 1', 'Troll 2'])
      await expect(log(page)).toContainText(
        new RegExp(
          `${name} : FOR \\d+ \\(meilleur de 2d20 : (\\d+), l’autre \\d+ ; \\1 \\+ 6\\) contre difficulté 15`,
        ),
      );
    await expect(log(page)).toContainText(/Loup : FOR \d+ \(d20 = \d+ \+ 1\) contre difficulté 15/);

    // Members ticked in the group card are where the next group save starts.
    await page.getByRole('checkbox', { name: /^Troll 2 / }).check();
    await row(page, 'Loup').click();
    await page.keyboard.press('j');
    await expect(dialog(page).getByRole('textbox', { name: 'Cibles' })).toHaveValue('Troll 2');
    await expect(dialog(page).getByRole('button', { name: 'Appliquer à 1 cible' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('B/X : des gobelins du bestiaire de départ sauvent comme un humain normal', async ({ page }) => {
    await loadStarterBestiary(page);
    await newFight(page, 'Old-school (B/X)');
    await addFromBestiary(page, 'Gobelin', 'gobelin', 2);
    await row(page, 'Gobelin 1').click();
    await typeSave(page, null, '6', 'gob');
    // The starter goblin saves as a normal human (OSE › Monsters): breath 17.
    await expect(dialog(page).getByRole('row', { name: /Gobelin 1/ })).toContainText('17');
    await page.keyboard.press('Enter');
    await expect(log(page)).toContainText(/Gobelin 1 : Souffle \d+ \(d20 = \d+ \+ 0\) contre 17/);
  });

  test('CO : test de DEX contre une difficulté, en anglais', async ({ page }) => {
    await newFight(page, 'Chroniques Oubliées');
    await quickAdd(page, 'Gobelin PV 9 DEF 13 init 12', 'Loup PV 9 DEF 14 init 14 DEX +1');
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    await nav.getByRole('button', { name: 'Réglages' }).click();
    await page.getByRole('combobox', { name: 'Langue' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await nav.getByRole('button', { name: 'Combat' }).click();
    await row(page, 'Gobelin').click();
    await page.keyboard.press('j');
    const box = dialog(page, 'Group save');
    await expect(box).toBeVisible();
    await page.keyboard.type('12', { delay: 30 });
    await page.keyboard.press('Tab');
    await page.keyboard.type('7', { delay: 30 });
    const targets = box.getByRole('textbox', { name: 'Targets' });
    await targets.press('Control+a');
    await targets.pressSequentially('gob, loup', { delay: 30 });
    await box.getByLabel('Roll of Gobelin').pressSequentially('12', { delay: 30 });
    // The wolf's player says « 14, but a natural 1 »: the 1 fails whatever the total (CO).
    await box.getByLabel('Roll of Loup').pressSequentially('14 n1', { delay: 30 });
    await page.keyboard.press('Enter');
    await expect(log(page)).toContainText('Gobelin: DEX 12 vs difficulty 12, saved — 3 damage');
    await expect(log(page)).toContainText('Loup: DEX 14 vs difficulty 12, failed (natural 1) — 7 damage');
    await page.screenshot({ path: '/tmp/group-save-co-en.png' });
  });
});
