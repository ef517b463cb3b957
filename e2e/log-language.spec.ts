import { expect, test, type Page } from '@playwright/test';
import { hp, newFight, quickAdd, row, start, typeInitiative } from './tracker-helpers';

/** Réglages › Langue, as a GM picks it: open the list, choose the language, back to the fight. */
async function switchLanguage(page: Page, from: { settings: string; label: string }, to: string) {
  await nav(page).getByRole('button', { name: from.settings }).click();
  await page.getByRole('combobox', { name: from.label }).click();
  await page.getByRole('option', { name: to }).click();
  await nav(page).getByRole('button', { name: 'Combat' }).click();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation' });

test('the combat log follows the language: French gestures, English log, French again', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
  await quickAdd(page, 'Aldric PJ init +2 PV 24', 'Orque init +0 PV 13');
  await typeInitiative(page, { Aldric: 18, Orque: 12 });
  await start(page);
  await hp(page, 'Orque', '-7');
  // E on the Orque's row: « Secoué », then the next turn.
  await row(page, 'Orque').focus();
  await page.keyboard.press('e');
  const dialog = page.getByRole('dialog', { name: 'Appliquer un état' });
  await page.keyboard.type('secou', { delay: 30 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /Tour suivant/ }).click();
  const log = page.getByRole('log');
  await expect(log).toContainText('Round 1 — Orque : 7 dégâts d’Aldric (PV 6/13)');
  await expect(log).toContainText('Round 1 — Tour d’Orque');
  await page.screenshot({ path: '/tmp/install-log-fr.png' });

  await switchLanguage(page, { settings: 'Réglages', label: 'Langue' }, 'English');
  const englishLog = page.getByRole('log', { name: 'Combat log' });
  await expect(englishLog).toContainText('Round 1 — Orque: 7 damage by Aldric (HP 6/13)');
  await expect(englishLog).toContainText("Round 1 — Orque's turn");
  await expect(englishLog).toContainText('Orque: Shaken (1 round)');
  await expect(englishLog).toContainText('Setup — Aldric: initiative 18');
  await expect(englishLog).toContainText('Round 1 — Combat starts');
  // The whole log is English: none of the French words of the lines above.
  await expect(englishLog).not.toContainText(
    /dégâts|Tour de|rejoint|Préparation|Début du combat|initiative 18 \(/,
  );
  await page.screenshot({ path: '/tmp/install-log-en.png' });

  await switchLanguage(page, { settings: 'Settings', label: 'Language' }, 'Français');
  await expect(page.getByRole('log', { name: 'Journal de combat' })).toContainText(
    'Round 1 — Orque : 7 dégâts d’Aldric (PV 6/13)',
  );
});
