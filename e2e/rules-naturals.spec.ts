import { expect, test, type Page } from '@playwright/test';
import { newFight, start } from './tracker-helpers';

/** The page's dice seeded with 228: 1d20+4 shows a 20, then 1d8+2 gives 6, then 1d20 shows a 1. */
async function seedPageDice(page: Page) {
  await page.addInitScript(() => {
    const original = crypto.getRandomValues.bind(crypto);
    const seeded: typeof crypto.getRandomValues = (array) => {
      if (array instanceof Uint32Array && array.length === 1) {
        array[0] = 228;
        return array;
      }
      return original(array);
    };
    crypto.getRandomValues = seeded;
  });
}

/** Types a notation key by key in the dice panel and rolls it with Entrée. */
async function roll(page: Page, notation: string) {
  const field = page.getByLabel('Jet de dés');
  await field.click();
  await field.press('Control+a');
  await field.pressSequentially(notation, { delay: 30 });
  await field.press('Enter');
}

async function typeLine(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.pressSequentially(text, { delay: 30 });
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

test.describe('20 et 1 naturels au panneau de dés', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('Chroniques Oubliées : un 20 naturel est une réussite critique, les DM suivants ×2', async ({
    page,
  }) => {
    await seedPageDice(page);
    await newFight(page, 'Chroniques Oubliées');
    await typeLine(page, 'Ajout rapide', 'Elfe PJ init 14 PV 12 DEF 15');
    await typeLine(page, 'Ajout rapide', 'Gobelin init 12 PV 5 DEF 13');
    await page.getByRole('button', { name: 'Prendre les scores d’INIT' }).click();
    await start(page);

    await page.goto('/#/reference');
    await roll(page, '1d20+4');
    const notice = page.getByTestId('dice-natural');
    await expect(notice).toContainText('Réussite critique');
    await expect(notice).toContainText('DM ×2');
    await expect(notice.getByLabel('DM ×2 au prochain jet')).toBeChecked();
    await page.screenshot({ path: '/tmp/rules-co-crit-fr.png' });

    await roll(page, '1d8+2');
    await expect(page.getByTestId('dice-multiplier').first()).toHaveText('= 6 ×2');
    await expect(page.getByTestId('dice-total').first()).toHaveText('= 12');
    await expect(notice).toBeHidden();

    await roll(page, '1d20');
    await expect(notice).toContainText('Échec critique');
    await expect(notice).toContainText('l’action échoue');

    await page.goto('/#/combat');
    await expect(page.getByRole('log')).toContainText('(1d8+2)×2');
    await expect(page.getByRole('log')).toContainText('12');
  });

  test('Pathfinder (référence, sans combat) : un 20 naturel est une menace de critique', async ({ page }) => {
    await seedPageDice(page);
    await page.goto('/#/reference');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await page.getByRole('combobox', { name: 'Système' }).click();
    await page.getByRole('option', { name: /Pathfinder/ }).click();
    await roll(page, '1d20+4');
    const notice = page.getByTestId('dice-natural');
    await expect(notice).toContainText('Menace de critique');
    await expect(notice).toContainText('jet de confirmation');
    await expect(notice.getByRole('checkbox')).toHaveCount(0);
    // Not a d20 roll: the damage is not doubled without a confirmed critical.
    await roll(page, '1d8+2');
    await expect(page.getByTestId('dice-multiplier')).toHaveCount(0);
    await expect(page.getByTestId('dice-total').first()).toHaveText('= 6');
    await page.screenshot({ path: '/tmp/rules-pf1-threat-fr.png' });
  });

  test('in English: the CO critical and its doubled damage', async ({ page }) => {
    await seedPageDice(page);
    await newFight(page, 'Chroniques Oubliées');
    await typeLine(page, 'Ajout rapide', 'Elfe PJ init 14 PV 12 DEF 15');
    await page.getByRole('button', { name: 'Prendre les scores d’INIT' }).click();
    await start(page);
    await page.getByText('EN', { exact: true }).click();
    await page.goto('/#/reference');
    const field = page.getByLabel('Dice roll');
    await field.click();
    await field.press('Control+a');
    await field.pressSequentially('1d20+4', { delay: 30 });
    await field.press('Enter');
    await expect(page.getByTestId('dice-natural')).toContainText('Critical success');
    await expect(page.getByLabel('Damage ×2 on the next roll')).toBeChecked();
    await page.screenshot({ path: '/tmp/rules-co-crit-en.png' });
  });
});
