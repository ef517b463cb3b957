import { expect, test, type Page } from '@playwright/test';
import { newFight, next, quickAdd, row, start, turnOf, typeInitiative } from './tracker-helpers';

/** The "Appliquer un état" dialog, opened from a row's ⋯ menu. */
async function applyFromMenu(page: Page, name: string) {
  await row(page, name)
    .getByRole('button', { name: `Actions pour ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Appliquer un état…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Appliquer un état' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function pickCondition(page: Page, typed: string, option: RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Appliquer un état' });
  await dialog.getByRole('combobox', { name: 'État' }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

const log = (page: Page) => page.getByRole('log');
const effects = (page: Page, name: string) => row(page, name).getByTestId('effect');

test.describe('états et effets', () => {
  test('« étourdi, 1 round » posé au tour de l’orque prend fin juste avant son tour suivant', async ({
    page,
  }) => {
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(
      page,
      'Aldric PJ init +2 PV 12 CA 17 contact 12 dépourvu 15',
      'Orque init +1 PV 10 CA 13',
      'Bera PJ PV 9 CA 14',
    );
    await typeInitiative(page, { Aldric: 20, Orque: 15, Bera: 10 });
    await start(page);
    await next(page);
    await turnOf(page, 'Orque');

    const dialog = await applyFromMenu(page, 'Aldric');
    await pickCondition(page, 'etourdi', /^Étourdi/);
    await expect(dialog.getByTestId('condition-summary')).toContainText('aucune action');
    await expect(dialog.getByTestId('duration-preview')).toContainText(
      'Prend fin juste avant l’initiative 15 au round 2',
    );
    await dialog.getByRole('button', { name: 'Appliquer', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(effects(page, 'Aldric')).toHaveText(['Étourdi · 1 rd (Orque)']);
    await expect(log(page)).toContainText('Aldric : Étourdi (1 round)');
    // −2 and the Dex bonus (17 − 15) lost.
    await expect(row(page, 'Aldric').getByTestId('effective-values')).toContainText('CA 13');

    await next(page);
    await turnOf(page, 'Bera');
    await next(page);
    await turnOf(page, 'Aldric');
    await expect(page.getByRole('group', { name: 'Continue' })).toContainText(
      'Aldric : Étourdi, encore 1 round.',
    );
    await expect(effects(page, 'Aldric')).toHaveCount(1);

    await next(page);
    await turnOf(page, 'Orque');
    await expect(effects(page, 'Aldric')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Prend fin maintenant' })).toContainText(
      "Aldric n'est plus étourdi",
    );
    await expect(log(page)).toContainText("Round 2 — Aldric n'est plus étourdi");
    await expect(row(page, 'Aldric').getByTestId('effective-values')).toContainText('CA 17');
  });

  test('plusieurs cibles d’un coup (touche E), détail au focus, retrait, annulation', async ({ page }) => {
    await newFight(page, 'Pathfinder (1re édition)');
    await quickAdd(page, 'Valeros PJ init +3 PV 15 CA 18 DMD 20', '3 Gobelin init +2 PV 6 CA 16 DMD 12');
    await typeInitiative(page, { Valeros: 18, 'Gobelin 1': 12, 'Gobelin 2': 11, 'Gobelin 3': 10 });
    await start(page);
    await turnOf(page, 'Valeros');

    // The E key opens the dialog for the combatant whose turn it is.
    await page.locator('body').click({ position: { x: 600, y: 10 } });
    await page.keyboard.press('e');
    const dialog = page.getByRole('dialog', { name: 'Appliquer un état' });
    await expect(dialog.getByRole('combobox', { name: 'Cibles' }).locator('..')).toContainText('Valeros');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();

    await applyFromMenu(page, 'Gobelin 1');
    await dialog.getByRole('button', { name: 'Tous les adversaires (3)' }).click();
    await pickCondition(page, 'shaken', /^Secoué/);
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('2');
    await dialog
      .getByRole('textbox', { name: 'Jet de sauvegarde à chaque round (facultatif)' })
      .fill('Volonté DD 13');
    await dialog.getByRole('button', { name: 'Appliquer', exact: true }).click();
    await expect(dialog).toBeHidden();
    for (const g of ['Gobelin 1', 'Gobelin 2', 'Gobelin 3']) {
      await expect(effects(page, g)).toHaveText(['Secoué · 2 rd (Valeros)']);
    }
    await expect(effects(page, 'Valeros')).toHaveCount(0);

    // The breakdown of a changed value shows on keyboard focus.
    const attack = row(page, 'Gobelin 2').getByText('att. −2');
    await attack.focus();
    await expect(page.getByRole('tooltip')).toHaveText('att. −2 = −2 secoué');
    await expect(attack).toHaveAttribute('aria-label', 'att. −2 = −2 secoué');

    await next(page);
    await turnOf(page, 'Gobelin 1');
    await expect(page.getByRole('group', { name: 'À faire ce tour' })).toContainText(
      'Secoué : Volonté DD 13',
    );

    // Removed one by one; the log says so; Ctrl+Z puts it back.
    await row(page, 'Gobelin 2').getByRole('button', { name: 'Retirer secoué de Gobelin 2' }).click();
    await expect(effects(page, 'Gobelin 2')).toHaveCount(0);
    await expect(log(page)).toContainText("Gobelin 2 n'est plus secoué");
    await page.locator('body').click({ position: { x: 600, y: 10 } });
    await page.keyboard.press('Control+Z');
    await expect(effects(page, 'Gobelin 2')).toHaveText(['Secoué · 2 rd (Valeros)']);
  });

  test('Chroniques Oubliées : le surpris perd 5 en DEF pendant le premier tour', async ({ page }) => {
    await newFight(page, 'Chroniques Oubliées');
    await quickAdd(page, 'Lia PJ init 14 PV 10 DEF 14', 'Ogre init 12 PV 20 DEF 12');
    await page.getByRole('button', { name: 'Prendre les scores d’INIT' }).click();
    await start(page, 'Seul le groupe');
    await turnOf(page, 'Lia');
    const def = row(page, 'Ogre').getByText('DEF 7');
    await def.hover();
    await expect(page.getByRole('tooltip')).toHaveText('DEF 7 = 12 − 5 surpris');
    await next(page);
    await next(page);
    await expect(page.getByTestId('round')).toHaveText('Round 2');
    await expect(row(page, 'Ogre').getByTestId('effective-values')).toHaveText('DEF 12');
  });
  test('les états qui ne tiennent pas sur deux lignes passent dans « +N », qui les liste au clic', async ({
    page,
  }) => {
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(page, 'Aldric PJ init +2 PV 12 CA 17', 'Orque init +1 PV 10 CA 13');
    await typeInitiative(page, { Aldric: 20, Orque: 15 });
    await start(page);
    const names = ['Secoué', 'Fiévreux', 'Ébloui', 'Fatigué', 'Nauséeux', 'Enchevêtré'];
    for (const name of names) {
      const dialog = await applyFromMenu(page, 'Orque');
      await pickCondition(page, name.slice(0, 4), new RegExp(`^${name}`));
      await dialog.getByRole('button', { name: 'Appliquer', exact: true }).click();
      await expect(dialog).toBeHidden();
    }
    // The row keeps two lines of chips; the rest is counted behind « +N ».
    const more = row(page, 'Orque').getByRole('button', { name: /^\d+ autres états d’Orque$/ });
    await expect(more).toBeVisible();
    await more.click();
    const list = page.getByRole('dialog').filter({ hasText: 'Enchevêtré' });
    for (const name of names) await expect(list).toContainText(name);
    // The chip keeps the focus it took; a click elsewhere closes the list.
    await expect(more).toBeFocused();
    await page.getByRole('heading', { name: /^Tour d(e |’)/ }).click();
    await expect(list).toBeHidden();
    // Opened again: the same list.
    await more.click();
    await expect(page.getByRole('dialog').filter({ hasText: 'Secoué' })).toBeVisible();
  });
});
