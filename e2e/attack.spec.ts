import { expect, test, type Locator, type Page } from '@playwright/test';
import { addFromBestiary, newFight, quickAdd, row } from './tracker-helpers';
import { openManeuverMenu, pick, runningFight } from './maneuver-helpers';

const log = (page: Page) => page.getByRole('log');

/** Types into a field of the dialog key by key, as a GM does (what was there is replaced). */
async function type(scope: Locator, label: string, text: string) {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.press('Control+a');
  await field.pressSequentially(text, { delay: 30 });
}

test.use({ viewport: { width: 1366, height: 768 } });

test.describe('Attack helper, as a GM runs it', () => {
  test('PF1: key T, a 19 threatens, the confirmation confirms, damage ×2 applied; one Ctrl+Z restores the HP', async ({
    page,
  }) => {
    await runningFight(
      page,
      'Pathfinder (1re édition)',
      ['Valeros PJ PV 20 CA 18', 'Ogre PV 30 CA 17 contact 8'],
      { Valeros: 20, Ogre: 10 },
    );
    // T is a letter inside a text field (« t5 » is temporary HP): it opens nothing there.
    const hpField = page.getByLabel('PV d’Ogre', { exact: true });
    await hpField.click();
    await hpField.pressSequentially('t', { delay: 30 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await hpField.press('Escape');
    // Valeros acts; the GM selects the ogre's row (« 2 ») and presses T.
    await page.keyboard.press('2');
    await expect(row(page, 'Ogre')).toBeFocused();
    await page.keyboard.press('t');
    const dialog = page.getByRole('dialog', { name: 'Attaque de Valeros' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Cible', exact: true })).toHaveValue('Ogre');

    await type(dialog, 'Attaque', 'Épée longue');
    await type(dialog, 'Bonus', '6');
    await type(dialog, 'Dégâts', '1d8+3');
    await type(dialog, 'Crit. dès', '19');
    // Ogre's AC 17 read from the tracker: +6 needs 11.
    await expect(dialog.getByTestId('attack-needed')).toHaveText('Il faut 11 ou plus (contre 17)');
    // Flanking: +2 from the rules' table, so 9.
    await dialog.getByRole('checkbox', { name: /Prise en tenaille/ }).check();
    await expect(dialog.getByTestId('attack-needed')).toHaveText('Il faut 9 ou plus (contre 17)');

    await type(dialog, 'd20 (naturel)', '19');
    await expect(dialog.getByTestId('attack-verdict')).toContainText('critique possible');
    await expect(dialog).toContainText('Il faut 9 ou plus');
    await type(dialog, 'Confirmation', '12');
    await type(dialog, 'Dégâts (un coup)', '9');
    await expect(dialog.getByTestId('attack-verdict')).toContainText('Coup critique ×2');
    await expect(dialog.getByTestId('attack-verdict')).toContainText('18 dégâts à Ogre (9 × 2)');
    await page.screenshot({ path: '/tmp/attack-pf1-fr-1366.png' });
    await dialog.getByRole('button', { name: 'Appliquer', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(log(page)).toContainText('Attaque — Valeros contre Ogre (Épée longue) : coup critique ×2');
    await expect(log(page)).toContainText('PV 12/30');
    await expect(row(page, 'Ogre')).toContainText('12/30');
    // One gesture: one Ctrl+Z takes the line and the damage back.
    await page.keyboard.press('Control+z');
    await expect(log(page)).not.toContainText('Attaque — Valeros');
    await expect(log(page)).not.toContainText('PV 12/30');
    await expect(row(page, 'Ogre')).toContainText('30/30');
  });

  test('osr: the roll needed from THAC0 and descending AC, damage applied', async ({ page }) => {
    await newFight(page, 'Old-school (B/X)');
    await quickAdd(page, 'Niles PJ PV 8 CA 5 TAC0 19', 'Orque PV 6 CA 6 TAC0 19');
    const dialog = await openManeuverMenu(page, 'Niles', 'Attaquer…');
    await pick(page, dialog, 'Cible', 'Orque');
    await expect(dialog.getByRole('textbox', { name: 'TAC0', exact: true })).toHaveValue('19');
    // OSR › Formule du jet d'attaque: THAC0 19 − AC 6 = 13.
    await expect(dialog.getByTestId('attack-needed')).toHaveText('Il faut 13 ou plus (contre 6)');
    // Each group of situational modifiers says its name in the GM's words, never a raw key.
    await expect(dialog.getByRole('combobox', { name: 'Par-derrière, ou contre un fuyard' })).toBeVisible();
    await expect(dialog).not.toContainText('attack.group');
    await type(dialog, 'Attaque', 'Masse');
    await type(dialog, 'Dégâts', '1d6');
    await type(dialog, 'd20 (naturel)', '14');
    await expect(dialog.getByTestId('attack-verdict')).toContainText('Touché (total 14)');
    await type(dialog, 'Dégâts (un coup)', '4');
    await page.screenshot({ path: '/tmp/attack-osr-fr-1366.png' });
    await dialog.getByRole('button', { name: 'Appliquer', exact: true }).click();
    await expect(log(page)).toContainText(
      'Attaque — Niles contre Orque (Masse) : touché (d20 14 + 0 = 14 contre TAC0 19 − CA 6) — 4 dégâts',
    );
    await expect(log(page)).toContainText('PV 2/6');
  });

  test('CO: a natural 20 is a critical and the damage rolled is doubled', async ({ page }) => {
    await newFight(page, 'Chroniques Oubliées');
    await quickAdd(page, 'Guerrier PJ PV 15 DEF 15', 'Gobelin PV 30 DEF 13');
    const dialog = await openManeuverMenu(page, 'Guerrier', 'Attaquer…');
    await pick(page, dialog, 'Cible', 'Gobelin');
    await type(dialog, 'Attaque', 'Hache');
    await type(dialog, 'Bonus', '3');
    await type(dialog, 'Dégâts', '1d6+2');
    await expect(dialog.getByTestId('attack-needed')).toHaveText('Il faut 10 ou plus (contre 13)');
    await type(dialog, 'd20 (naturel)', '20');
    await expect(dialog.getByTestId('attack-verdict')).toContainText('Coup critique ×2');
    await dialog.getByRole('button', { name: 'Lancer les dégâts' }).click();
    await expect(dialog.getByTestId('attack-verdict')).toContainText(/dégâts à Gobelin \(1d6\+2 : \d+ × 2\)/);
    await page.screenshot({ path: '/tmp/attack-co-fr-1366.png' });
    await dialog.getByRole('button', { name: 'Appliquer', exact: true }).click();
    const line = log(page).getByText(/Attaque — Guerrier contre Gobelin/);
    await expect(line).toContainText('coup critique ×2, 20 naturel');
    const text = (await line.textContent()) ?? '';
    const m = /— (\d+) dégâts \(1d6\+2 : (\d+) × 2\)/.exec(text);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBe(2 * Number(m![2]));
    await expect(log(page)).toContainText(`PV ${30 - Number(m![1])}/30`);
  });

  test('a goblin added from the bestiary attacks with its stat block’s short sword (19-20/×2)', async ({
    page,
  }) => {
    await page.goto('/#/library');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await page.getByRole('tab', { name: 'Bestiaire' }).click();
    await page.getByRole('button', { name: 'Charger le bestiaire de départ' }).click();
    await newFight(page, 'Pathfinder (1re édition)');
    await quickAdd(page, 'Valeros PJ PV 20 CA 18');
    await addFromBestiary(page, 'Gobelin', 'gob', 2);
    await expect(row(page, 'Gobelin 2')).toBeVisible();

    const dialog = await openManeuverMenu(page, 'Gobelin 2', 'Attaquer…');
    // The stat block's first attack is there at once; the bow is one click away.
    await expect(dialog.getByRole('textbox', { name: 'Attaque', exact: true })).toHaveValue('Épée courte');
    await dialog.getByText('Arc court +4').click();
    await expect(dialog.getByRole('textbox', { name: 'Facteur', exact: true })).toHaveValue('3');
    await dialog.getByText('Épée courte +2').click();
    await expect(dialog.getByRole('textbox', { name: 'Bonus', exact: true })).toHaveValue('2');
    await expect(dialog.getByRole('textbox', { name: 'Dégâts', exact: true })).toHaveValue('1d4');
    await expect(dialog.getByRole('textbox', { name: 'Crit. dès', exact: true })).toHaveValue('19');
    await pick(page, dialog, 'Cible', 'Valeros');
    await expect(dialog.getByTestId('attack-needed')).toHaveText('Il faut 16 ou plus (contre 18)');
    await type(dialog, 'd20 (naturel)', '5');
    await expect(dialog.getByTestId('attack-verdict')).toContainText('Raté');
    await dialog.getByRole('button', { name: 'Noter au journal' }).click();
    await expect(log(page)).toContainText('Attaque — Gobelin 2 contre Valeros (Épée courte) : raté');
  });

  test('screenshot in English (1366×768)', async ({ page }) => {
    await page.goto('/#/combat');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await page.getByText('EN', { exact: true }).click();
    await page.getByLabel('Starfinder').check();
    await page.getByRole('button', { name: /Create/ }).click();
    const field = page.getByLabel('Quick add');
    for (const line of ['Soldier PC HP 20 KAC 18 EAC 17', 'Robot HP 15 KAC 16 EAC 15']) {
      await field.fill(line);
      await field.press('Enter');
    }
    await row(page, 'Soldier').getByRole('button', { name: 'Actions for Soldier' }).click();
    await page.getByRole('menuitem', { name: 'Attack…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Soldier attacks' });
    await pick(page, dialog, 'Target', 'Robot');
    await type(dialog, 'Attack', 'Laser pistol');
    await type(dialog, 'Bonus', '7');
    await type(dialog, 'Damage', '1d4');
    await dialog.getByText('EAC', { exact: true }).click();
    await type(dialog, 'd20 (natural)', '20');
    await expect(dialog.getByTestId('attack-verdict')).toContainText('Critical hit ×2');
    await page.screenshot({ path: '/tmp/attack-sf-en-1366.png' });
  });
});
