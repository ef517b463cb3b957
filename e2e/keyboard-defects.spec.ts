/**
 * The four keyboard defects of issue 27, each typed key by key: an HP entry of letters on a focused
 * row, Escape out of the quick add, dialogs that open on the field the GM types and give the focus
 * back, and a palette that answers from the first key (commands, reference, dice).
 */
import { expect, test, type Page } from '@playwright/test';
import { deName } from '../shared/french-elision';
import { newFight, quickAdd, row, start, turnOf, typeInitiative } from './tracker-helpers';

async function fight(page: Page) {
  await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
  await quickAdd(
    page,
    'Aldric PJ init +2 PV 24 CA 17',
    'Orque init +0 PV 13 CA 13',
    'Gobelin init +1 PV 7 CA 15',
  );
  await typeInitiative(page, { Aldric: 18, Orque: 12, Gobelin: 9 });
  await start(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('« t5 » et « nl4 » tapés sur une ligne ouvrent ses PV, « n » et « t » seuls restent des raccourcis', async ({
  page,
}) => {
  await fight(page);
  const gobelin = row(page, 'Gobelin');
  const field = page.getByLabel('PV de Gobelin', { exact: true });

  await page.keyboard.press('3');
  await expect(gobelin).toBeFocused();
  await page.keyboard.type('t5', { delay: 30 });
  await expect(field).toHaveValue('t5');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log')).toContainText('Gobelin : 5 PV temporaires');
  await expect(gobelin).toBeFocused();
  // Nothing else happened: still Aldric's turn, the log still open.
  await turnOf(page, 'Aldric');

  await page.keyboard.type('nl4', { delay: 30 });
  await expect(field).toHaveValue('nl4');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log')).toContainText('4 dégâts non létaux');
  await turnOf(page, 'Aldric');

  // « n » alone, on the row, is still the next turn.
  await page.keyboard.press('n');
  await turnOf(page, 'Orque');
  // Screen readers hear the turn change (a polite live region), with the French elision.
  await expect(page.getByTestId('turn-announce')).toHaveText(`Tour ${deName('Orque')}, round 1`);
  await expect(page.getByTestId('turn-announce')).toHaveAttribute('aria-live', 'polite');
  await expect(field).toHaveValue('');

  // « t » alone: Orque (whose turn it is) attacks the Gobelin; the dialog opens on the d20.
  await gobelin.focus();
  await page.keyboard.press('t');
  const attack = page.getByRole('dialog', { name: /^Attaque d/ });
  await expect(attack).toBeVisible();
  await expect(attack.getByRole('textbox', { name: 'd20 (naturel)', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(attack).toBeHidden();
  await expect(gobelin).toBeFocused();
});

test('Échap quitte l’ajout rapide avant le combat : « i » lance l’initiative, « 1 » choisit la ligne', async ({
  page,
}) => {
  await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
  await quickAdd(page, 'Orque init +0 PV 13 CA 13', 'Gobelin init +1 PV 7 CA 15');
  const field = page.getByLabel('Ajout rapide');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(field).not.toBeFocused();
  await page.keyboard.type('i1', { delay: 30 });
  await expect(field).toHaveValue('');
  await expect(page.getByRole('log')).toContainText(/Initiative : Orque : \d+/);
  await expect(
    page.getByRole('list', { name: 'Ordre d’initiative' }).getByRole('listitem').first(),
  ).toBeFocused();
});

test('les dialogues s’ouvrent sur le champ à taper et rendent la main à la ligne', async ({ page }) => {
  await fight(page);
  const orque = row(page, 'Orque');
  await page.keyboard.press('2');
  await expect(orque).toBeFocused();

  await page.keyboard.press('e');
  const conditions = page.getByRole('dialog', { name: 'Appliquer un état' });
  await expect(conditions.getByRole('combobox', { name: 'État' })).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(conditions).toBeHidden();
  await expect(orque).toBeFocused();

  // The row's ⋯ menu, by keys: Tab to it from the row's fields is long; its menu item opens the wizard.
  await orque.getByRole('button', { name: 'Actions pour Orque' }).focus();
  await page.keyboard.press('Enter');
  // As a GM sees it: the menu has taken the focus (its focus trap does so a moment after it shows;
  // an item focused before that lost the focus again, once, under load), then the item, then Enter.
  await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') != null);
  const item = page.getByRole('menuitem', { name: 'Manœuvre…' });
  await item.focus();
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  const wizard = page.getByRole('dialog', { name: /^Manœuvre/ });
  await expect(
    wizard.getByRole('textbox', { name: 'Manœuvre' }).or(wizard.getByRole('combobox', { name: 'Manœuvre' })),
  ).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  // The focus is back in Orque's row (the row itself or its ⋯ button), not lost on the page.
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement?.closest('[role="listitem"]')?.getAttribute('aria-label')),
    )
    .toBe('Orque');
});

test('Ctrl+K répond dès la première touche : « abri », « Fin du combat », « 2d6+3 »', async ({ page }) => {
  await fight(page);
  // Every text the palette ever shows is noted: « Aucune commande ne correspond » must never flash.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { paletteTexts: string[] }).paletteTexts = seen;
    new MutationObserver(() => {
      const empty = document.querySelector('.mantine-Spotlight-empty');
      if (empty?.textContent) seen.push(empty.textContent);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  for (const word of ['abri', 'lutte', 'agrippé', 'à terre']) {
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Palette de commandes' });
    await expect(palette).toBeVisible();
    await page.keyboard.type(word, { delay: 30 });
    await expect(palette.locator('.mantine-Spotlight-action').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  }
  expect(
    await page.evaluate(() => (window as unknown as { paletteTexts: string[] }).paletteTexts),
  ).not.toContain('Aucune commande ne correspond.');

  await page.keyboard.press('Control+K');
  await page.keyboard.type('2d6+3', { delay: 30 });
  await expect(page.getByRole('button', { name: /Lancer 2d6\+3/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^2d6\+3 : \d+ \(\[\d, \d\] \+ 3\)$/)).toBeVisible();
  await expect(page.getByRole('log')).toContainText('2d6+3');

  await page.keyboard.press('Control+K');
  await page.keyboard.type('fin du combat', { delay: 30 });
  await page.keyboard.press('Enter');
  const end = page.getByRole('dialog', { name: 'Fin du combat ?' });
  // As the GM sees it: the focus ring on « Continuer le combat » (the safe answer), then Tab.
  await expect(end.getByRole('button', { name: 'Continuer le combat' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(end.getByRole('button', { name: 'Finir le combat' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /^Bilan/ })).toBeVisible();
});

test('« Fichier » atteint au clavier dès que l’écran paraît : Entrée ouvre son menu, même avant que son code soit là', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  // At once, as a GM who tabs to it the moment Paravent shows (the menu's code loads after that).
  await page.getByRole('button', { name: 'Fichier' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Ouvrir/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Fichier' })).toBeFocused();
});
