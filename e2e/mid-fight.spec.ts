import { expect, test, type Page } from '@playwright/test';
import { newFight, order, quickAdd, row, start, typeInitiative } from './tracker-helpers';

/** « + Ajouter » by its key while the fight runs, then a line typed key by key. */
async function addDuringFight(page: Page, line: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('a');
  const field = page.getByLabel('Ajout rapide');
  await expect(field).toBeFocused();
  await field.pressSequentially(line, { delay: 20 });
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await field.press('Escape');
  await expect(field).toBeHidden();
}

const hiddenBadge = (page: Page, name: string) => row(page, name).getByText('caché', { exact: true });

async function runningFight(page: Page) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
  await quickAdd(
    page,
    'Aldric PJ init +2 PV 24 CA 17',
    'Orque init +0 PV 13 CA 13',
    'Gobelin init +1 PV 7 CA 15',
  );
  await typeInitiative(page, { Aldric: 21, Orque: 13, Gobelin: 8 });
  await start(page);
}

test.describe('ajouts en plein combat', () => {
  test('typé 14 s’affiche 14, à sa place, sans fausse égalité, chez le MJ et chez les joueurs ; caché jusqu’à son initiative', async ({
    page,
  }) => {
    await runningFight(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: "Ouvrir l'affichage joueurs" }).click();
    const display = await popup;

    await addDuringFight(page, 'Tordek PJ init +1 PV 32 CA 18');
    await expect(hiddenBadge(page, 'Tordek')).toBeVisible();
    await expect(display.getByRole('listitem').filter({ hasText: 'Tordek' })).toHaveCount(0);

    const init = page.getByLabel('Initiative de Tordek', { exact: true });
    await init.pressSequentially('14', { delay: 30 });
    await init.press('Enter');
    await expect(page.getByLabel('Initiative de Tordek', { exact: true })).toHaveValue('14');
    await expect(order(page)).toHaveText([/Aldric/, /Tordek/, /Orque/, /Gobelin/]);
    await expect(page.getByLabel('Initiative d’Orque', { exact: true })).toHaveValue('13');
    // No tie: no ▲▼ to reorder.
    await expect(page.getByRole('button', { name: /Monter|Descendre/ })).toHaveCount(0);
    // Its initiative typed, it shows to the players, with 14.
    await expect(hiddenBadge(page, 'Tordek')).toHaveCount(0);
    await expect(display.getByRole('listitem').filter({ hasText: 'Tordek' })).toContainText('14');

    // Typed 30: at the top, with 30.
    await addDuringFight(page, 'Krusk PJ PV 20 CA 14');
    const krusk = page.getByLabel('Initiative de Krusk', { exact: true });
    await krusk.pressSequentially('30', { delay: 30 });
    await krusk.press('Enter');
    await expect(page.getByLabel('Initiative de Krusk', { exact: true })).toHaveValue('30');
    await expect(order(page).first()).toHaveAccessibleName('Krusk');
  });

  test('I lance l’initiative des nouveaux venus ; « caché » reste caché ; Réglages : caché jusqu’à ce que je le révèle', async ({
    page,
  }) => {
    await runningFight(page);
    await addDuringFight(page, 'Loup init +2 PV 13 CA 14');
    await addDuringFight(page, 'Ombre caché init +3 PV 20 CA 15');
    await expect(hiddenBadge(page, 'Loup')).toBeVisible();
    await expect(hiddenBadge(page, 'Ombre')).toBeVisible();
    await page.keyboard.press('i');
    await expect(page.getByRole('log')).toContainText(/Initiative : Loup : \d+, Ombre : \d+/);
    await expect(page.getByLabel('Initiative de Loup', { exact: true })).not.toHaveValue('');
    await expect(hiddenBadge(page, 'Loup')).toHaveCount(0);
    await expect(hiddenBadge(page, 'Ombre')).toBeVisible();
    await page.keyboard.press('i');
    await expect(page.getByText('Personne à lancer')).toBeVisible();

    await page.getByRole('button', { name: 'Réglages' }).click();
    // The setting is stored, then read back live: click, then wait for it to show checked.
    await page.getByLabel('seulement quand je le révèle (◉)').click();
    await expect(page.getByLabel('seulement quand je le révèle (◉)')).toBeChecked();
    await page.getByRole('button', { name: 'Combat', exact: true }).click();
    await addDuringFight(page, 'Goule PV 13 CA 14');
    await page.keyboard.press('i');
    await expect(page.getByLabel('Initiative de Goule', { exact: true })).not.toHaveValue('');
    await expect(hiddenBadge(page, 'Goule')).toBeVisible();
    await row(page, 'Goule').getByRole('button', { name: 'Montrer aux joueurs : Goule' }).click();
    await expect(hiddenBadge(page, 'Goule')).toHaveCount(0);
  });

  test('Fin du combat demande confirmation ; Nouvelle rencontre demande pour un combat non enregistré', async ({
    page,
  }) => {
    await runningFight(page);
    await page.getByRole('button', { name: /^Rencontre/ }).click();
    await page.getByRole('menuitem', { name: 'Fin du combat' }).click();
    const end = page.getByRole('dialog', { name: 'Fin du combat ?' });
    await end.getByRole('button', { name: 'Continuer le combat' }).click();
    await expect(end).toBeHidden();
    await expect(page.getByTestId('round')).toHaveText('Round 1');

    await page.getByRole('button', { name: /^Rencontre/ }).click();
    await page.getByRole('menuitem', { name: 'Nouvelle rencontre' }).click();
    const ask = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Annuler' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole('button', { name: 'Créer la rencontre' })).toHaveCount(0);
    await expect(order(page)).toHaveCount(3);

    await page.getByRole('button', { name: /^Rencontre/ }).click();
    await page.getByRole('menuitem', { name: 'Nouvelle rencontre' }).click();
    await page
      .getByRole('dialog', { name: 'Modifications non enregistrées' })
      .getByRole('button', { name: 'Ne pas enregistrer' })
      .click();
    await expect(page.getByRole('button', { name: 'Créer la rencontre' })).toBeVisible();
  });
});
